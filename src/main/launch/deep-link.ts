import { BUNDLE_ORIGIN } from '../bundle/scheme';

/** The app's URL scheme: playhub://register?referralCode=ABC opens the registration form. */
export const DEEP_LINK_SCHEME = 'playhub';

/** A page a link may open, and the query parameters it may carry with their pattern. */
interface DeepLinkRoute {
  path: string;
  query: Readonly<Record<string, RegExp>>;
}

/**
 * The only pages a link may open. Links come from anywhere (a web page, a chat message), so
 * anything not listed is ignored and parameters are passed on only when they match.
 */
const ROUTES: Readonly<Record<string, DeepLinkRoute>> = {
  register: { path: '/register', query: { referralCode: /^[A-Za-z0-9_-]{1,32}$/ } },
  help: { path: '/help', query: {} },
  promotions: { path: '/promotions', query: {} },
};

/**
 * The app://bundle page a playhub:// link opens, or null when the link is not one of the
 * known routes. `playhub://register?referralCode=ABC` -> `app://bundle/register?referralCode=ABC`.
 */
export function deepLinkTarget(link: string): string | null {
  let url: URL;
  try {
    url = new URL(link);
  } catch {
    return null;
  }
  if (url.protocol !== `${DEEP_LINK_SCHEME}:` || url.username || url.password || url.port) return null;
  if (url.pathname !== '' && url.pathname !== '/') return null;
  const name = url.hostname.toLowerCase();
  const route = Object.hasOwn(ROUTES, name) ? ROUTES[name] : undefined;
  if (!route) return null;
  const target = new URL(route.path, BUNDLE_ORIGIN);
  for (const [param, pattern] of Object.entries(route.query)) {
    const value = url.searchParams.get(param);
    if (value !== null && pattern.test(value)) target.searchParams.set(param, value);
  }
  return target.href;
}

/** The first playhub:// link on a command line (how Windows and Linux pass a clicked link). */
export function findDeepLink(argv: readonly string[]): string | null {
  return argv.find((arg) => arg.toLowerCase().startsWith(`${DEEP_LINK_SCHEME}:`)) ?? null;
}
