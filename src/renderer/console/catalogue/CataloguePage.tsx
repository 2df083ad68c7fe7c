import { useTranslation } from 'react-i18next';
import type { BrandSummary } from '../../../shared/api/admin';
import { TabbedPage } from '../TabbedPage';
import { GamesTab } from './GamesTab';
import { ImportTab } from './ImportTab';
import { TypesTab } from './TypesTab';
import { VendorsTab } from './VendorsTab';

const TABS = ['vendors', 'games', 'types', 'import'] as const;

/** The game catalogue of a brand: vendors, games, game types per jurisdiction and the feed import. */
export function CataloguePage({ brand }: { brand: BrandSummary }) {
  const { t } = useTranslation('console');
  return (
    <TabbedPage
      heading={t('catalogue.heading')}
      tabs={TABS}
      tabLabel={(name) => t(`catalogue.tabs.${name}`)}
      panel={(tab) => (
        <>
          {tab === 'vendors' && <VendorsTab merchant={brand.merchantCode} />}
          {tab === 'games' && <GamesTab brand={brand} />}
          {tab === 'types' && <TypesTab merchant={brand.merchantCode} />}
          {tab === 'import' && <ImportTab merchant={brand.merchantCode} />}
        </>
      )}
    />
  );
}
