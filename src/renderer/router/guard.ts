import { GUARD_EXEMPT_PATHS } from './routeTable';

export interface GuardInput {
  pathname: string;
  /** The brand setting loginedToHomePage: only then is the guard active. */
  loginedToHomePage: boolean;
  hasToken: boolean;
}

export const LOGIN_PATH = '/login';

/** Where the guard sends the visitor, or null to let the navigation through. */
export function guardRedirect({ pathname, loginedToHomePage, hasToken }: GuardInput): string | null {
  if (!loginedToHomePage || hasToken) return null;
  return GUARD_EXEMPT_PATHS.includes(pathname) ? null : LOGIN_PATH;
}
