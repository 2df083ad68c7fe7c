import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { OperatorRole } from '../../shared/api/admin';
import type { ConsoleSession } from './ConsoleApp';
import { BrandPage } from './BrandPage';
import { CataloguePage } from './catalogue/CataloguePage';
import { OperatorsPage } from './OperatorsPage';
import { AgentsPage } from './agents/AgentsPage';
import { LanguagePicker, ThemeToggle } from './Preferences';
import { QueuePage } from './queue/QueuePage';

type Page = 'queue' | 'brand' | 'catalogue' | 'operators' | 'agents';

/** Which pages each role sees (the server checks the same roles on every call). */
const PAGES: Record<OperatorRole, Page[]> = {
  admin: ['queue', 'brand', 'catalogue', 'operators', 'agents'],
  cashier: ['queue'],
  operator: ['brand', 'catalogue', 'agents'],
};

/** The signed-in console: header (brand, language, theme, who, sign-out), menu, page. */
export function Shell({ session, onSignOut }: { session: ConsoleSession; onSignOut: () => Promise<void> }) {
  const { t } = useTranslation('console');
  const pages = PAGES[session.me.role];
  const [page, setPage] = useState<Page>(pages[0] ?? 'queue');
  const initial = session.brands.find((b) => b.isDefault) ?? session.brands[0];
  const [merchant, setMerchant] = useState(initial?.merchantCode ?? '');
  const brand = session.brands.find((b) => b.merchantCode === merchant) ?? initial;

  return (
    <div className="shell">
      <header className="topbar">
        <span className="topbar__title">{t('title')}</span>
        <label className="inline-field">
          <span>{t('header.brand')}</span>
          <select value={merchant} onChange={(event) => setMerchant(event.target.value)}>
            {session.brands.map((b) => (
              <option key={b.merchantCode} value={b.merchantCode}>
                {b.name} ({b.merchantCode})
              </option>
            ))}
          </select>
        </label>
        <span className="topbar__spacer" />
        <LanguagePicker />
        <ThemeToggle />
        <span className="topbar__who" data-testid="who">
          {t('header.signedInAs', { username: session.me.username })}{' '}
          <span className="badge">{t(`roles.${session.me.role}`)}</span>
        </span>
        <button type="button" className="button button--ghost" onClick={() => void onSignOut()}>
          {t('header.signOut')}
        </button>
      </header>
      <div className="shell__body">
        <nav className="sidenav" aria-label={t('nav.label')}>
          {pages.map((p) => (
            <button
              key={p}
              type="button"
              className={`sidenav__item${p === page ? ' sidenav__item--active' : ''}`}
              aria-current={p === page ? 'page' : undefined}
              onClick={() => setPage(p)}
            >
              {t(`nav.${p}`)}
            </button>
          ))}
        </nav>
        <main className="content">
          {brand && page === 'queue' && <QueuePage key={brand.merchantCode} brand={brand} />}
          {brand && page === 'brand' && <BrandPage key={brand.merchantCode} brand={brand} />}
          {brand && page === 'catalogue' && <CataloguePage key={brand.merchantCode} brand={brand} />}
          {page === 'operators' && <OperatorsPage />}
          {brand && page === 'agents' && <AgentsPage key={brand.merchantCode} brand={brand} />}
        </main>
      </div>
    </div>
  );
}
