import { isBundleUrl } from '../bundle/scheme';
import type { WebContentsLike } from '../electron-api';

/** Where one page may go on its own: top-level navigation, server redirects and window.open. */
export interface NavigationPolicy {
  /** True when a top-level navigation or redirect of the page may go to `url`. */
  mayNavigate(url: string): boolean;
  /**
   * What window.open and target=_blank do: `external` hands allow-listed links to the system
   * browser, `deny` drops every one. No policy ever creates an Electron window.
   */
  readonly newWindows: 'external' | 'deny';
  /**
   * Called (after the event) when a server redirect of the page was refused. The load then
   * never completes and Chromium reports it only as "aborted", so the page's owner closes it
   * here rather than leave a blank window or view.
   */
  readonly onRedirectRefused?: () => void;
}

/** The default of every page: stays inside app://bundle, allow-listed links go to the browser. */
export const BUNDLE_POLICY: NavigationPolicy = Object.freeze({ mayNavigate: isBundleUrl, newWindows: 'external' });

/**
 * A remote page (customer-service chat, game) confined to the origin it was opened on. Origins
 * are compared as the browser does (scheme, host and port), so a look-alike host or a
 * downgrade to http is another origin.
 */
export function originPolicy(
  pageUrl: string,
  newWindows: NavigationPolicy['newWindows'],
  onRedirectRefused?: () => void,
): NavigationPolicy {
  const { origin } = new URL(pageUrl);
  return Object.freeze({ mayNavigate: (url: string) => originOf(url) === origin, newWindows, onRedirectRefused });
}

function originOf(url: string): string | null {
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
}

/**
 * Per-page navigation policies. The global 'web-contents-created' hook installs its handlers
 * before the creator of a window or view can see the page, so the handlers look the policy up
 * here when an event happens; the creator registers it right after creating the page and
 * before loading anything. A page nobody registered keeps the bundle-only default.
 */
export interface NavigationPolicies {
  set(contents: WebContentsLike, policy: NavigationPolicy): void;
  policyFor(contents: WebContentsLike): NavigationPolicy;
}

/** An empty registry: every page is bundle-only until its creator says otherwise. */
export function createNavigationPolicies(): NavigationPolicies {
  const policies = new Map<number, NavigationPolicy>();
  return {
    set(contents, policy) {
      const { id } = contents;
      // Ids are unique while a page lives; forgetting dead pages keeps the map small.
      if (!policies.has(id)) contents.on('destroyed', () => policies.delete(id));
      policies.set(id, policy);
    },
    policyFor: (contents) => policies.get(contents.id) ?? BUNDLE_POLICY,
  };
}
