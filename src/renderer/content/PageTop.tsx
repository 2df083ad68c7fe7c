import { observer } from 'mobx-react-lite';
import { useLocation } from 'react-router-dom';
import { bannerGroupOf, type BannerGroup } from '../../shared/content-rules';
import type { RouteDef } from '../router/routeTable';
import { BannerArea } from './Banner';
import { JackpotCounter } from './JackpotCounter';
import { NoticeBar } from './NoticeBar';

/** Home variants that show the home page (and its banners) under their popup. */
const HOME_VARIANTS = new Set(['home', 'login', 'forget', 'agentLogin']);

/** The banner group of a page: the home variants share home's; others go by path (content-rules). */
export function pageBannerGroup(pathname: string, route: RouteDef | undefined): BannerGroup | undefined {
  if (route && HOME_VARIANTS.has(route.title)) return 'w_home';
  return bannerGroupOf(pathname);
}

/**
 * What sits above every full page: the notice bar and the banners of the page's group. The
 * notice bar is above the banner everywhere except home, where it is below (spec section 2).
 * The banner area is keyed by path, so the carousel is rebuilt on every route change. The
 * rng page adds the jackpot counter.
 */
export const PageTop = observer(function PageTop({ route }: { route: RouteDef | undefined }) {
  const { pathname } = useLocation();
  const group = pageBannerGroup(pathname, route);
  const home = group === 'w_home';
  const banner = <BannerArea key={pathname} group={group} />;
  return (
    <div className={`page-top${home ? ' page-top--home' : ''}`}>
      {!home && <NoticeBar />}
      {banner}
      {home && <NoticeBar />}
      {pathname === '/rng' && <JackpotCounter />}
    </div>
  );
});
