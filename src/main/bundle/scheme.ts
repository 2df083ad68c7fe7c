import type { CustomScheme } from 'electron';

/** The custom scheme the bundled renderer is served from (never file://). */
export const BUNDLE_SCHEME = 'app';
/** The only host of the scheme; other hosts are refused. */
export const BUNDLE_HOST = 'bundle';
/** The renderer's origin, as the page and the API server see it. */
export const BUNDLE_ORIGIN = `${BUNDLE_SCHEME}://${BUNDLE_HOST}`;
/** The URL the main window loads. */
export const BUNDLE_ENTRY_URL = `${BUNDLE_ORIGIN}/`;

/**
 * Privileges of the scheme. `standard` gives it a real origin (relative URLs, localStorage,
 * an `Origin` header), `secure` makes the page a secure context like https, and
 * `supportFetchAPI` lets the page fetch its own assets. Nothing else (no CSP bypass).
 */
export const BUNDLE_SCHEME_DEFINITION: CustomScheme = {
  scheme: BUNDLE_SCHEME,
  privileges: { standard: true, secure: true, supportFetchAPI: true },
};

/** True when `url` is a page or asset of the bundle (app://bundle/...). */
export function isBundleUrl(url: string): boolean {
  try {
    const parsed = new URL(url);
    return parsed.protocol === `${BUNDLE_SCHEME}:` && parsed.host.toLowerCase() === BUNDLE_HOST;
  } catch {
    return false;
  }
}
