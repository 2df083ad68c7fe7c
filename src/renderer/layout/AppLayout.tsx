import { observer } from 'mobx-react-lite';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router-dom';
import { ModalHost } from '../components/ModalHost';
import { ContractPopup } from '../agent/contracts/ContractPopup';
import { PageTop } from '../content/PageTop';
import { ScrollManager } from '../router/ScrollManager';
import { useStores } from '../stores/StoresContext';
import { DocumentTitle } from './DocumentTitle';
import { Footer } from './Footer';
import { Header } from './Header';
import { NavigationBridge } from './NavigationBridge';
import { SideBar } from './SideBar';
import { useCurrentRoute } from './useCurrentRoute';

/** Loads the shell's content once: header menu, balance, announcements, then the help centre. */
function useShellContent(onHome: boolean): void {
  const { header, content, session, balance } = useStores();
  const landedOnHome = useRef(onHome);
  useEffect(() => {
    // Both usually started in bootstrap already; these share those requests.
    void header.loadLanesOnce();
    if (session.isLogin) void balance.refresh().catch(() => undefined);
    // The News popup (and its sanitiser chunk) waits for an idle moment after the content
    // arrives, so it does not compete with the first banner's paint.
    let idle = 0;
    let live = true;
    const showNews = () => content.maybeShowNews(landedOnHome.current);
    void content.loadOnce().then(() => {
      if (!live) return;
      idle = window.requestIdleCallback
        ? window.requestIdleCallback(showNews, { timeout: 1000 })
        : window.setTimeout(showNews, 300);
    });
    // The help centre only decides the footer's affiliate link: fetch it after the page settles.
    const timer = window.setTimeout(() => void content.loadHelp(), 1500);
    return () => {
      live = false;
      window.clearTimeout(timer);
      if (window.cancelIdleCallback) window.cancelIdleCallback(idle);
      else window.clearTimeout(idle);
    };
  }, [header, content, session, balance]);
}

/**
 * True once the browser had an idle moment after the first render: the footer and side bar
 * (below the fold or beside the page) render then, so the first paint is not behind them.
 */
function useAfterFirstPaint(): boolean {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    const show = () => setReady(true);
    if (!window.requestIdleCallback) {
      const timer = window.setTimeout(show, 100);
      return () => window.clearTimeout(timer);
    }
    const idle = window.requestIdleCallback(show, { timeout: 500 });
    return () => window.cancelIdleCallback(idle);
  }, []);
  return ready;
}

/**
 * The page frame: header (full or hidden-nav), notice bar and banners, the routed page,
 * footer, side bar and modals (with the mini-game overlay's mount point).
 */
export const AppLayout = observer(function AppLayout() {
  const { t } = useTranslation();
  const route = useCurrentRoute();
  useShellContent(route?.title === 'home');
  const chrome = route?.chrome ?? 'full';
  const painted = useAfterFirstPaint();
  return (
    <div className={`shell shell--${chrome}${route?.noSideMenu ? ' shell--no-side-menu' : ''}`}>
      <a className="skip-link" href="#main">
        {t('a11y.skipToContent')}
      </a>
      <ScrollManager />
      <NavigationBridge />
      <DocumentTitle route={route} />
      {chrome !== 'none' && <Header hiddenNav={route?.hiddenNav === true} />}
      <main id="main" className="shell__main">
        {chrome === 'full' && <PageTop route={route} />}
        <Outlet />
      </main>
      {chrome === 'full' && painted && <Footer />}
      {chrome === 'full' && painted && !route?.noSideMenu && <SideBar />}
      <ModalHost />
      <ContractPopup />
    </div>
  );
});
