import { matchRoutes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { findRoute } from '../../../../src/renderer/layout/useCurrentRoute';
import { guardRedirect } from '../../../../src/renderer/router/guard';
import { PAGE_LOADERS } from '../../../../src/renderer/router/pageGroups';
import { buildRoutes } from '../../../../src/renderer/router/routes';
import { GAMES_PARAM, PAGE_GROUPS, ROUTES, gameTypeFromParam } from '../../../../src/renderer/router/routeTable';

/** Spec section 2: every path and the page group (lazy chunk) it belongs to. */
const EXPECTED: Record<string, string> = {
  '/': 'index',
  '/index.html': 'index',
  '/home': 'index',
  '/login': 'index',
  '/forget': 'index',
  '/register': 'index',
  '/register.html': 'index',
  '/noticePage': 'index',
  '/agent': 'index',
  '/agentHome': 'index',
  '/vip': 'vip',
  '/pointMall': 'pointMall',
  '/live': 'game',
  '/sports': 'game',
  '/esports': 'game',
  '/cockfight': 'game',
  '/elott': 'elott',
  '/rng': 'egame',
  '/fish': 'egame',
  '/pvp': 'egame',
  '/hot': 'egame',
  '/games/rng': 'egame',
  '/lottery': 'lottery',
  '/sealottery': 'lottery',
  '/vnlottery': 'vnlottery',
  '/promotions': 'promo',
  '/promoDetail': 'promoDetail',
  '/seamless': 'seamless',
  '/fbsports': 'fbSports',
  '/help': 'help',
  '/helpmc': 'help',
  '/down': 'download',
  '/join': 'joinus',
  '/game': 'byIframe',
};

describe('route table', () => {
  it.each(Object.entries(EXPECTED))('%s resolves to the %s page group', (path, group) => {
    expect(findRoute(path)?.group).toBe(group);
  });

  it('resolves every spec path through the react-router route objects too', () => {
    const routes = buildRoutes();
    for (const path of Object.keys(EXPECTED)) {
      const matches = matchRoutes(routes, path) ?? [];
      expect(matches.at(-1)?.route.path, path).not.toBe('*');
    }
  });

  it('sends unknown paths to the 404 page', () => {
    expect(findRoute('/no-such-page')).toBeUndefined();
    expect(matchRoutes(buildRoutes(), '/no-such-page')?.at(-1)?.route.path).toBe('*');
  });

  it('has one lazy loader per spec page group, and every group is used', () => {
    expect(Object.keys(PAGE_LOADERS).sort()).toEqual([...PAGE_GROUPS].sort());
    expect(new Set(ROUTES.map((r) => r.group))).toEqual(new Set(PAGE_GROUPS));
  });

  it('upper-cases the {games} parameter to give the game type', () => {
    const match = matchRoutes(
      ROUTES.map((r) => ({ path: r.path })),
      '/games/fish',
    )?.[0];
    expect(gameTypeFromParam(match?.params[GAMES_PARAM])).toBe('FISH');
    expect(gameTypeFromParam(undefined)).toBe('');
  });

  it('gives /seamless and /lottery the hidden-nav header, header-only pages no footer, /helpmc no header', () => {
    expect(findRoute('/seamless')).toMatchObject({ chrome: 'headerOnly', hiddenNav: true });
    expect(findRoute('/lottery')).toMatchObject({ chrome: 'headerOnly', hiddenNav: true });
    expect(findRoute('/vnlottery')?.chrome).toBe('headerOnly');
    expect(findRoute('/helpmc')?.chrome).toBe('none');
    expect(findRoute('/')).toMatchObject({ chrome: 'full' });
    expect(findRoute('/pointMall')?.noSideMenu).toBe(true);
  });

  it('opens the matching popup on the home variants and documents the carried queries', () => {
    expect(findRoute('/login')?.modal).toBe('login');
    expect(findRoute('/forget')?.modal).toBe('forget');
    expect(findRoute('/register.html')).toMatchObject({ modal: 'register', query: ['referralCode', 'affiliateCode'] });
    expect(findRoute('/lottery')?.query).toEqual(['gameCode', 'vendor', 'playType']);
    expect(findRoute('/rng')?.query).toEqual(['page']);
  });
});

describe('route guard', () => {
  const exempt = ['/login', '/register', '/register.html', '/helpmc', '/down', '/download'];

  it('does nothing when loginedToHomePage is off', () => {
    for (const pathname of ['/', '/vip', '/lottery'])
      expect(guardRedirect({ pathname, loginedToHomePage: false, hasToken: false })).toBeNull();
  });

  it('sends visitors without a token to /login when it is on', () => {
    for (const pathname of ['/', '/vip', '/lottery', '/help', '/forget'])
      expect(guardRedirect({ pathname, loginedToHomePage: true, hasToken: false })).toBe('/login');
  });

  it('lets the exempt paths through', () => {
    for (const pathname of exempt)
      expect(guardRedirect({ pathname, loginedToHomePage: true, hasToken: false })).toBeNull();
  });

  it('lets visitors with a token through', () => {
    expect(guardRedirect({ pathname: '/vip', loginedToHomePage: true, hasToken: true })).toBeNull();
  });
});
