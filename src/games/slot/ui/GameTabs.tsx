import { useId, type KeyboardEvent, type ReactNode } from 'react';

export interface GameTab<Id extends string> {
  readonly id: Id;
  readonly label: string;
  readonly content: () => ReactNode;
}

export interface GameTabsProps<Id extends string> {
  readonly tabs: readonly GameTab<Id>[];
  readonly selected: Id;
  readonly onSelect: (id: Id) => void;
  readonly label: string;
}

/** Accessible tabs (arrow keys move between them) under the reels: history, rules, fairness, verifier. */
export function GameTabs<Id extends string>({ tabs, selected, onSelect, label }: GameTabsProps<Id>) {
  const id = useId();
  const onKeyDown = (event: KeyboardEvent) => {
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    if (step === 0) return;
    const index = tabs.findIndex((tab) => tab.id === selected);
    const next = tabs[(index + step + tabs.length) % tabs.length]!;
    onSelect(next.id);
    document.getElementById(`${id}-${next.id}-tab`)?.focus();
  };
  const active = tabs.find((tab) => tab.id === selected) ?? tabs[0]!;
  return (
    <div className="slot-tabs">
      <div role="tablist" aria-label={label} className="slot-tabs__list" onKeyDown={onKeyDown}>
        {tabs.map((tab) => (
          <button
            key={tab.id}
            id={`${id}-${tab.id}-tab`}
            type="button"
            role="tab"
            aria-selected={tab.id === active.id}
            aria-controls={`${id}-panel`}
            tabIndex={tab.id === active.id ? 0 : -1}
            className="slot-tabs__tab"
            onClick={() => onSelect(tab.id)}
          >
            {tab.label}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`${id}-panel`} aria-labelledby={`${id}-${active.id}-tab`} className="slot-tabs__panel">
        {active.content()}
      </div>
    </div>
  );
}
