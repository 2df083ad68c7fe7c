import type { WebContentsLike } from '../electron-api';
import type { NavigationPolicies } from './navigation-policy';
import { denyAllPermissions } from './permissions';

/** How pages may leave the app: the allow-list check and the system-browser hand-off. */
export interface ExternalLinkPolicy {
  isAllowed(url: string): boolean;
  open(url: string): void;
}

/**
 * Deny-by-default hooks for every page the app creates (install from app
 * 'web-contents-created', so windows and views added later are covered too): top-level
 * navigation and server redirects go only where the page's registered policy allows
 * (app://bundle by default), new windows are never created (allowed links go to the system
 * browser when the policy says so), <webview> cannot be attached, and the page's session grants
 * no permission.
 *
 * Frames inside a page are left to the page: what a window or view shows, and who may call the
 * bridge (top-level app://bundle only, ipc/register.ts), is decided by its main frame. The
 * bundle limits its own frames by CSP (frame-src https:), and a chat or game may embed what its
 * vendor needs (a CDN, a payment form) without leaving its locked-down, preload-free page.
 */
export function hardenWebContents(
  contents: WebContentsLike,
  links: ExternalLinkPolicy,
  policies: NavigationPolicies,
): void {
  contents.on('will-navigate', (event, url) => {
    if (!policies.policyFor(contents).mayNavigate(url)) event.preventDefault();
  });
  // will-navigate covers what the page starts; a 30x answer (to the first load too) arrives here.
  contents.on('will-redirect', (details) => {
    if (!details.isMainFrame) return;
    const policy = policies.policyFor(contents);
    if (policy.mayRedirect ? policy.mayRedirect(details.url) : policy.mayNavigate(details.url)) return;
    details.preventDefault();
    // The owner may close the page: never inside Chromium's navigation callback.
    const { onRedirectRefused } = policy;
    if (onRedirectRefused) setImmediate(onRedirectRefused);
  });
  contents.setWindowOpenHandler(({ url }) => {
    if (policies.policyFor(contents).newWindows === 'external' && links.isAllowed(url)) links.open(url);
    return { action: 'deny' };
  });
  contents.on('will-attach-webview', (event) => event.preventDefault());
  denyAllPermissions(contents.session);
}
