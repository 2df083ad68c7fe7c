import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { BrandSummary } from '../../../shared/api/admin';
import { AdjustmentsTab } from './AdjustmentsTab';
import { DepositsTab } from './DepositsTab';
import { WithdrawalsTab } from './WithdrawalsTab';

const TABS = ['deposits', 'withdrawals', 'adjustments'] as const;
type Tab = (typeof TABS)[number];

/** The cashier queue: one tab per kind of decision. */
export function QueuePage({ brand }: { brand: BrandSummary }) {
  const { t } = useTranslation('console');
  const [tab, setTab] = useState<Tab>('deposits');
  return (
    <section>
      <h1>{t('queue.heading')}</h1>
      <div className="tabs" role="tablist" aria-label={t('queue.heading')}>
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
            {t(`queue.tabs.${name}`)}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`panel-${tab}`} aria-labelledby={`tab-${tab}`} className="card card--flush">
        {tab === 'deposits' && <DepositsTab brand={brand} />}
        {tab === 'withdrawals' && <WithdrawalsTab brand={brand} />}
        {tab === 'adjustments' && <AdjustmentsTab brand={brand} />}
      </div>
    </section>
  );
}
