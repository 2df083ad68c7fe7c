import { isBundleUrl } from '../bundle/scheme';
import type { WebContentsLike } from '../electron-api';
import { denyAllPermissions } from './permissions';

/** How pages may leave the app: the allow-list check and the system-browser hand-off. */
export interface ExternalLinkPolicy {
  isAllowed(url: string): boolean;
  open(url: string): void;
}

/**
 * Deny-by-default hooks for every page the app creates (install from app
 * 'web-contents-created', so windows added later are covered too): top-level navigation stays
 * inside app://bundle, new windows are never created (allowed links go to the system browser
 * instead), <webview> cannot be attached, and the page's session grants no permission.
 */
export function hardenWebContents(contents: WebContentsLike, links: ExternalLinkPolicy): void {
  contents.on('will-navigate', (event, url) => {
    if (!isBundleUrl(url)) event.preventDefault();
  });
  contents.setWindowOpenHandler(({ url }) => {
    if (links.isAllowed(url)) links.open(url);
    return { action: 'deny' };
  });
  contents.on('will-attach-webview', (event) => event.preventDefault());
  denyAllPermissions(contents.session);
}
