import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { BrandSummary } from '../../../shared/api/admin';
import { ContractsTab } from './ContractsTab';
import { PayoutsPage } from './PayoutsPage';
import { TreeTab } from './TreeTab';

const TABS = ['tree', 'contracts', 'payouts'] as const;
type Tab = (typeof TABS)[number];

/** The operator's agent centre: the brand's tree, its agent contracts and the agents' payouts. */
export function AgentsPage({ brand }: { brand: BrandSummary }) {
  const { t } = useTranslation('console');
  const [tab, setTab] = useState<Tab>('tree');
  return (
    <section className="agents">
      <h1>{t('agents.heading')}</h1>
      <div className="tabs" role="tablist" aria-label={t('agents.heading')}>
        {TABS.map((name) => (
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
            {t(`agents.tabs.${name}`)}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`panel-${tab}`} aria-labelledby={`tab-${tab}`} className="card agents__panel">
        {tab === 'tree' && <TreeTab brand={brand} />}
        {tab === 'contracts' && <ContractsTab brand={brand} />}
        {tab === 'payouts' && <PayoutsPage brand={brand} />}
      </div>
    </section>
  );
}
