import { observer } from 'mobx-react-lite';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import type { ContractKind } from '../../shared/api/agent';
import { LazyPage } from '../router/LazyPage';
import { useStores } from '../stores/StoresContext';
import { businessClock, useBusinessZone } from './businessDay';
import { agentPageOf, visiblePages, type AgentPage } from './menu';
import { PAGE_LOADERS } from './pageLoaders';
import './agent.css';

const NONE_ENABLED: Record<ContractKind, boolean> = { daily: false, hourly: false, realtime: false, dividend: false };

/**
 * The agent header's zone and clock (api-contract.md 7.3), ticking each second, in the brand's
 * business-day zone: the days the reports and wages are cut on.
 */
function useClock(): string {
  const zone = useBusinessZone();
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), 1000);
    return () => clearInterval(timer);
  }, []);
  return businessClock(zone, now);
}

/**
 * On phones the menu is a strip of tabs scrolling sideways: the current page's tab is brought to
 * its middle whenever the page changes (a page opened from another page, or from a link, would
 * otherwise leave its tab out of sight) and once the menu is drawn. Only the strip scrolls, never
 * the window.
 */
function useActiveTabInView(page: string, tabs: number) {
  const strip = useRef<HTMLUListElement>(null);
  useEffect(() => {
    const list = strip.current;
    const active = list?.querySelector<HTMLElement>('[aria-current="page"]');
    if (!list || !active || list.scrollWidth <= list.clientWidth) return;
    const offset = active.getBoundingClientRect().left - list.getBoundingClientRect().left;
    list.scrollLeft += offset - (list.clientWidth - active.offsetWidth) / 2;
  }, [page, tabs]);
  return strip;
}

/**
 * The agent centre (spec section 2, api-contract.md 7.3) on /agentHome: the agent's bar (zone
 * and clock, name, sign out), the menu in the spec's order, and the selected page in the right
 * panel with a close button back to the site. The page and its parameters live in the URL
 * (?page=…&child=…), so a page can be linked, reloaded and opened from another page. Contract pages
 * appear only for the kinds the brand runs, as the contracts call says.
 */
const AgentCentre = observer(function AgentCentre() {
  const { t, ready } = useTranslation('agent');
  const root = useStores();
  const { session } = root;
  const navigate = useNavigate();
  const [search, setSearch] = useSearchParams();
  const clock = useClock();
  const [enabled, setEnabled] = useState(NONE_ENABLED);
  useEffect(() => {
    let live = true;
    root
      .createAgentStore((deps) => deps.api.getContracts())
      .then(
        (value) => live && setEnabled(value.enabled),
        // Without the answer only the pages every agent has are shown.
        () => undefined,
      );
    return () => {
      live = false;
    };
  }, [root, session.account]);

  const pages = visiblePages(enabled);
  const asked = agentPageOf(search.get('page'));
  const page = pages.includes(asked) ? asked : agentPageOf(null);
  const params = Object.fromEntries(search.entries());
  const openPage = (next: AgentPage, extra: Record<string, string> = {}) => setSearch({ page: next, ...extra });
  const strip = useActiveTabInView(page, ready ? pages.length : 0);
  if (!ready) return <div className="page-loading" aria-busy="true" />;
  return (
    <div className="agent-centre">
      <div className="agent-centre__bar">
        <span className="agent-centre__clock">{clock}</span>
        <span className="agent-centre__who">{session.displayName}</span>
        <button type="button" className="agent-centre__signout" onClick={() => session.confirmLogout()}>
          {t('signOut')}
        </button>
      </div>
      <div className="agent-centre__layout">
        <nav className="agent-centre__menu" aria-label={t('menuLabel')}>
          <ul ref={strip}>
            {pages.map((name) => (
              <li key={name}>
                <button
                  type="button"
                  className={`agent-centre__item${name === page ? ' agent-centre__item--active' : ''}`}
                  aria-current={name === page ? 'page' : undefined}
                  onClick={() => openPage(name)}
                >
                  {t(`menu.${name}`)}
                </button>
              </li>
            ))}
          </ul>
        </nav>
        <section className="agent-centre__panel" aria-labelledby="agent-page-title">
          <div className="agent-centre__panel-head">
            <h2 id="agent-page-title" className="agent-centre__page-title">
              {t(`menu.${page}`)}
            </h2>
            <button
              type="button"
              className="agent-centre__close"
              aria-label={t('close')}
              onClick={() => void navigate('/')}
            >
              <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
                <path d="M6 6l12 12M18 6 6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
              </svg>
            </button>
          </div>
          <LazyPage key={page} chunk={`Agent-${page}`} load={PAGE_LOADERS[page]} props={{ params, openPage }} />
        </section>
      </div>
    </div>
  );
});

export default AgentCentre;
