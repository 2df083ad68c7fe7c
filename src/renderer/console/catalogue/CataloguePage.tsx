import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { BrandSummary } from '../../../shared/api/admin';
import { GamesTab } from './GamesTab';
import { ImportTab } from './ImportTab';
import { TypesTab } from './TypesTab';
import { VendorsTab } from './VendorsTab';

const TABS = ['vendors', 'games', 'types', 'import'] as const;
type Tab = (typeof TABS)[number];

/** The game catalogue of a brand: vendors, games, game types per jurisdiction and the feed import. */
export function CataloguePage({ brand }: { brand: BrandSummary }) {
  const { t } = useTranslation('console');
  const [tab, setTab] = useState<Tab>('vendors');
  return (
    <section>
      <h1>{t('catalogue.heading')}</h1>
      <div className="tabs" role="tablist" aria-label={t('catalogue.heading')}>
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
            {t(`catalogue.tabs.${name}`)}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`panel-${tab}`} aria-labelledby={`tab-${tab}`} className="card card--flush">
        {tab === 'vendors' && <VendorsTab merchant={brand.merchantCode} />}
        {tab === 'games' && <GamesTab brand={brand} />}
        {tab === 'types' && <TypesTab merchant={brand.merchantCode} />}
        {tab === 'import' && <ImportTab merchant={brand.merchantCode} />}
      </div>
    </section>
  );
}
