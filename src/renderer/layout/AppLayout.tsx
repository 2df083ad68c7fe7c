import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router-dom';
import { ModalHost } from '../components/ModalHost';
import { ScrollManager } from '../router/ScrollManager';
import { DocumentTitle } from './DocumentTitle';
import { Footer } from './Footer';
import { Header } from './Header';
import { NavigationBridge } from './NavigationBridge';
import { useCurrentRoute } from './useCurrentRoute';

/** The page frame: header (full or hidden-nav), the routed page, footer and modals. */
export function AppLayout() {
  const { t } = useTranslation();
  const route = useCurrentRoute();
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
        <Outlet />
      </main>
      {chrome === 'full' && <Footer />}
      <ModalHost />
    </div>
  );
}
