import { observer } from 'mobx-react-lite';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router-dom';
import { ModalHost } from '../components/ModalHost';
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
  const { header, content, session } = useStores();
  const landedOnHome = useRef(onHome);
  useEffect(() => {
    void header.loadLanes();
    if (session.isLogin) void header.refreshBalance();
    void content.load().then(() => content.maybeShowNews(landedOnHome.current));
    // The help centre only decides the footer's affiliate link: fetch it after the page settles.
    const timer = window.setTimeout(() => void content.loadHelp(), 1500);
    return () => window.clearTimeout(timer);
  }, [header, content, session]);
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
      {chrome === 'full' && <Footer />}
      {chrome === 'full' && !route?.noSideMenu && <SideBar />}
      <ModalHost />
    </div>
  );
});
