import { useTranslation } from 'react-i18next';
import type { BrandSummary } from '../../../shared/api/admin';
import { TabbedPage } from '../TabbedPage';
import { ContractsTab } from './ContractsTab';
import { PayoutsPage } from './PayoutsPage';
import { TreeTab } from './TreeTab';

const TABS = ['tree', 'contracts', 'payouts'] as const;

/** The operator's agent centre: the brand's tree, its agent contracts and the agents' payouts. */
export function AgentsPage({ brand }: { brand: BrandSummary }) {
  const { t } = useTranslation('console');
  return (
    <TabbedPage
      heading={t('agents.heading')}
      tabs={TABS}
      tabLabel={(name) => t(`agents.tabs.${name}`)}
      className="agents"
      panelClassName="card agents__panel"
      panel={(tab) => (
        <>
          {tab === 'tree' && <TreeTab brand={brand} />}
          {tab === 'contracts' && <ContractsTab brand={brand} />}
          {tab === 'payouts' && <PayoutsPage brand={brand} />}
        </>
      )}
    />
  );
}
