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
 * navigation goes only where the page's registered policy allows (app://bundle by default),
 * new windows are never created (allowed links go to the system browser when the policy says
 * so), <webview> cannot be attached, and the page's session grants no permission.
 */
export function hardenWebContents(
  contents: WebContentsLike,
  links: ExternalLinkPolicy,
  policies: NavigationPolicies,
): void {
  contents.on('will-navigate', (event, url) => {
    if (!policies.policyFor(contents).mayNavigate(url)) event.preventDefault();
  });
  contents.setWindowOpenHandler(({ url }) => {
    if (policies.policyFor(contents).newWindows === 'external' && links.isAllowed(url)) links.open(url);
    return { action: 'deny' };
  });
  contents.on('will-attach-webview', (event) => event.preventDefault());
  denyAllPermissions(contents.session);
}
