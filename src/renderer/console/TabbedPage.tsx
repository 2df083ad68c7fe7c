import { useState, type ReactNode } from 'react';

/**
 * A console page of tabs: its heading, the tab strip (ARIA tabs: each tab controls its panel) and
 * the selected tab's panel, drawn by `panel`. The first tab is selected on opening.
 */
export function TabbedPage<Tab extends string>({
  heading,
  tabs,
  tabLabel,
  panel,
  className,
  panelClassName = 'card card--flush',
}: {
  heading: string;
  tabs: readonly Tab[];
  tabLabel: (tab: Tab) => string;
  panel: (tab: Tab) => ReactNode;
  className?: string;
  panelClassName?: string;
}) {
  const [tab, setTab] = useState<Tab>(tabs[0]!);
  return (
    <section className={className}>
      <h1>{heading}</h1>
      <div className="tabs" role="tablist" aria-label={heading}>
        {tabs.map((name) => (
          <button
            key={name}
            type="button"
            role="tab"
            id={`tab-${name}`}
            aria-selected={tab === name}
            aria-controls={`panel-${name}`}
            className={`tab${tab === name ? ' tab--active' : ''}`}
            onClick={() => setTab(name)}
          >
            {tabLabel(name)}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`panel-${tab}`} aria-labelledby={`tab-${tab}`} className={panelClassName}>
        {panel(tab)}
      </div>
    </section>
  );
}
