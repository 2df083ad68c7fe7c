import { API_PREFIXES } from '../../shared/api/endpoints';
import { HOUSE_API_PREFIX } from '../../shared/api/house-rules';

/** Prefix of the operator API. */
export const ADMIN_API_PREFIX = '/admin/api/';

/** Prefix of the seamless-wallet protocol vendors call (modules/seamless/routes.ts). */
export const SEAMLESS_API_PREFIX = '/seamless/v1/';

/** Whether a URL path belongs to the platform API (/wps, /lgw, /lotto). */
export function isPlatformApiPath(path: string): boolean {
  for (const prefix of API_PREFIXES) {
    if (path.startsWith(prefix) || path === prefix.slice(0, -1)) return true;
  }
  return false;
}

/** Whether a URL path answers JSON envelopes rather than web content. */
export function isApiPath(path: string): boolean {
  return (
    isPlatformApiPath(path) ||
    path.startsWith(ADMIN_API_PREFIX) ||
    path.startsWith(SEAMLESS_API_PREFIX) ||
    path === '/admin/api' ||
    path === '/healthz' ||
    path.startsWith(HOUSE_API_PREFIX)
  );
}

/** The path part of a request URL. */
export function pathOf(url: string): string {
  const query = url.indexOf('?');
  return query === -1 ? url : url.slice(0, query);
}
