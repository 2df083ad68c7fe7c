/**
 * The route table of spec section 2 as data: each path, its lazy page group (one chunk per
 * group, named as the spec names them), its title key and how much shell chrome it shows.
 * Routing, the guard, titles and tests all read this one table.
 */

export const PAGE_GROUPS = [
  'download',
  'vip',
  'byIframe',
  'egame',
  'elott',
  'fbSports',
  'game',
  'help',
  'index',
  'joinus',
  'lottery',
  'pointMall',
  'promo',
  'promoDetail',
  'seamless',
  'vnlottery',
] as const;
export type PageGroup = (typeof PAGE_GROUPS)[number];

/** full: header and footer; headerOnly: no footer; none: neither (embedded help). */
export type Chrome = 'full' | 'headerOnly' | 'none';

/** Title keys of routes (under `routes.` in the locale files). */
export type RouteTitleKey =
  | 'home'
  | 'login'
  | 'forget'
  | 'register'
  | 'noticePage'
  | 'vip'
  | 'pointMall'
  | 'live'
  | 'sports'
  | 'esports'
  | 'elott'
  | 'cockfight'
  | 'rng'
  | 'fish'
  | 'pvp'
  | 'hot'
  | 'lottery'
  | 'vnlottery'
  | 'sealottery'
  | 'promotions'
  | 'promoDetail'
  | 'seamless'
  | 'fbsports'
  | 'help'
  | 'helpmc'
  | 'down'
  | 'join'
  | 'game'
  | 'agentHome'
  | 'agentLogin'
  | 'gameList'
  | 'allGames';

/** Modal the home page opens for its popup variants. */
export type RouteModal = 'login' | 'register' | 'forget';

export interface RouteDef {
  path: string;
  group: PageGroup;
  title: RouteTitleKey;
  chrome: Chrome;
  /** Header without the category navigation (game pages). */
  hiddenNav?: boolean;
  /** Page without the side menu (points mall). */
  noSideMenu?: boolean;
  /** For the home variants: the popup to open over the home page. */
  modal?: RouteModal;
  /** What that popup is opened with (the agent page's login mode). */
  modalParams?: Readonly<Record<string, string>>;
  /** Query parameters the page reads (documented here, carried by the router). */
  query?: readonly string[];
}

function route(path: string, group: PageGroup, title: RouteTitleKey, extra: Partial<RouteDef> = {}): RouteDef {
  return { path, group, title, chrome: 'full', ...extra };
}

/** The route parameter of the game-list screen; its upper-case is the game type. */
export const GAMES_PARAM = 'games';

export const ROUTES: readonly RouteDef[] = [
  route('/', 'index', 'home'),
  route('/index.html', 'index', 'home'),
  route('/home', 'index', 'home'),
  route('/login', 'index', 'login', { modal: 'login' }),
  route('/forget', 'index', 'forget', { modal: 'forget' }),
  route('/register', 'index', 'register', { modal: 'register', query: ['referralCode', 'affiliateCode'] }),
  route('/register.html', 'index', 'register', { modal: 'register', query: ['referralCode', 'affiliateCode'] }),
  route('/noticePage', 'index', 'noticePage'),
  // The agent page is a home variant with the login popup in agent mode, like /login.
  route('/agent', 'index', 'agentLogin', { modal: 'login', modalParams: { loginPath: 'agent' } }),
  route('/agentHome', 'index', 'agentHome'),
  route('/vip', 'vip', 'vip'),
  route('/pointMall', 'pointMall', 'pointMall', { noSideMenu: true }),
  route('/live', 'game', 'live'),
  route('/sports', 'game', 'sports'),
  route('/esports', 'game', 'esports'),
  route('/cockfight', 'game', 'cockfight'),
  route('/elott', 'elott', 'elott'),
  route('/rng', 'egame', 'rng', { query: ['page'] }),
  route('/fish', 'egame', 'fish'),
  route('/pvp', 'egame', 'pvp'),
  route('/hot', 'egame', 'hot'),
  // The spec's "empty path" lobby: every game type in one windowed list (docs/architecture.md).
  route('/games', 'egame', 'allGames'),
  route(`/games/:${GAMES_PARAM}`, 'egame', 'gameList'),
  route('/lottery', 'lottery', 'lottery', {
    chrome: 'headerOnly',
    hiddenNav: true,
    query: ['gameCode', 'vendor', 'playType'],
  }),
  // Like /lottery, each plays one vendor (TCG_SEA, TCG_LOTTO_VN).
  route('/sealottery', 'lottery', 'sealottery', { chrome: 'headerOnly', query: ['gameCode'] }),
  route('/vnlottery', 'vnlottery', 'vnlottery', { chrome: 'headerOnly', query: ['gameCode'] }),
  route('/promotions', 'promo', 'promotions'),
  route('/promoDetail', 'promoDetail', 'promoDetail'),
  route('/seamless', 'seamless', 'seamless', {
    chrome: 'headerOnly',
    hiddenNav: true,
    query: ['vassalage', 'gameCode', 'nodeId'],
  }),
  route('/fbsports', 'fbSports', 'fbsports'),
  route('/help', 'help', 'help'),
  route('/helpmc', 'help', 'helpmc', { chrome: 'none' }),
  route('/down', 'download', 'down'),
  route('/download', 'download', 'down'),
  route('/join', 'joinus', 'join'),
  // The game fills the window below the header: no banners, footer or side bar around it.
  route('/game', 'byIframe', 'game', {
    chrome: 'headerOnly',
    query: ['vassalage', 'gameCode', 'gameType', 'nodeId', 'accountType', 'roomId'],
  }),
];

/** Paths a visitor without a session may open even when loginedToHomePage is on. */
export const GUARD_EXEMPT_PATHS: readonly string[] = [
  '/login',
  '/register',
  '/register.html',
  '/helpmc',
  '/down',
  '/download',
];

/** The game type a game-list URL stands for: its {games} parameter upper-cased. */
export function gameTypeFromParam(param: string | undefined): string {
  return (param ?? '').toUpperCase();
}
