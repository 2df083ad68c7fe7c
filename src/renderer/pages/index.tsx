import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { MarketingLines } from '../components/MarketingLines';
import { LazyPage } from '../router/LazyPage';
import type { PageProps } from '../router/pageGroups';
import { useStores } from '../stores/StoresContext';
import { AgentHome } from './AgentHome';

/**
 * Page group "index": the home page, also behind /login, /forget, /register(.html) and /agent,
 * which open their popup over it (the register popup receives the referralCode and
 * affiliateCode queries, the agent page's login its agent mode); and /agentHome.
 */
function IndexPage({ route }: PageProps) {
  if (route.title === 'noticePage') return <LazyPage chunk="NoticeListPage" load={loadNoticeList} props={{ route }} />;
  return route.title === 'agentHome' ? <AgentHome route={route} /> : <HomePage route={route} />;
}

/** The notice list brings the HTML sanitiser; home does not need it, so it is its own chunk. */
const loadNoticeList = () => import('../content/NoticeListPage');

const HomePage = observer(function HomePage({ route }: PageProps) {
  const { t } = useTranslation();
  const { ui, siteConfig } = useStores();
  const [search] = useSearchParams();
  const referralCode = search.get('referralCode');
  const affiliateCode = search.get('affiliateCode');

  useEffect(() => {
    if (!route.modal) return;
    ui.openModal(route.modal, {
      ...route.modalParams,
      ...(referralCode ? { referralCode } : {}),
      ...(affiliateCode ? { affiliateCode } : {}),
    });
  }, [route.modal, route.modalParams, referralCode, affiliateCode, ui]);

  return (
    <div className="home">
      <section className="home__hero">
        <h1 className="home__title">{t('home.welcome', { brand: siteConfig.brand?.name ?? '' })}</h1>
        <p className="home__tagline">{t('home.tagline')}</p>
      </section>
      <MarketingLines />
      <HomeGamesSlot />
    </div>
  );
});

/** The popular games and the winner board: their own chunk, fetched after the first paint. */
const loadHomeGames = () => import('../games/home/HomeGames');

/**
 * Keeps the strips' room from the start (nothing below moves when they arrive) and loads them
 * at the first idle moment, so the home page's first paint never waits for them.
 */
function HomeGamesSlot() {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    const show = () => setReady(true);
    if (!window.requestIdleCallback) {
      const timer = window.setTimeout(show, 200);
      return () => window.clearTimeout(timer);
    }
    const idle = window.requestIdleCallback(show, { timeout: 1500 });
    return () => window.cancelIdleCallback(idle);
  }, []);
  return <div className="home__games">{ready && <LazyPage chunk="HomeGames" load={loadHomeGames} props={{}} />}</div>;
}

export default IndexPage;
