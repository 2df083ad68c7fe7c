import { useTranslation } from 'react-i18next';
import type { BrandSummary } from '../../../shared/api/admin';
import { TabbedPage } from '../TabbedPage';
import { AdjustmentsTab } from './AdjustmentsTab';
import { DepositsTab } from './DepositsTab';
import { WithdrawalsTab } from './WithdrawalsTab';

const TABS = ['deposits', 'withdrawals', 'adjustments'] as const;

/** The cashier queue: one tab per kind of decision. */
export function QueuePage({ brand }: { brand: BrandSummary }) {
  const { t } = useTranslation('console');
  return (
    <TabbedPage
      heading={t('queue.heading')}
      tabs={TABS}
      tabLabel={(name) => t(`queue.tabs.${name}`)}
      panel={(tab) => (
        <>
          {tab === 'deposits' && <DepositsTab brand={brand} />}
          {tab === 'withdrawals' && <WithdrawalsTab brand={brand} />}
          {tab === 'adjustments' && <AdjustmentsTab brand={brand} />}
        </>
      )}
    />
  );
}
