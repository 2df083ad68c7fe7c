import { API_PREFIXES } from '../../shared/api/endpoints';

/** Prefix of the operator API. */
export const ADMIN_API_PREFIX = '/admin/api/';

/** Whether a URL path belongs to the platform API (/wps, /lgw, /lotto). */
export function isPlatformApiPath(path: string): boolean {
  for (const prefix of API_PREFIXES) {
    if (path.startsWith(prefix) || path === prefix.slice(0, -1)) return true;
  }
  return false;
}

/** Whether a URL path answers JSON envelopes rather than web content. */
export function isApiPath(path: string): boolean {
  return isPlatformApiPath(path) || path.startsWith(ADMIN_API_PREFIX) || path === '/admin/api' || path === '/healthz';
}

/** The path part of a request URL. */
export function pathOf(url: string): string {
  const query = url.indexOf('?');
  return query === -1 ? url : url.slice(0, query);
}
