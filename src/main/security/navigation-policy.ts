import { isBundleUrl } from '../bundle/scheme';
import type { WebContentsLike } from '../electron-api';

/** Where one page may go on its own: top-level navigation, server redirects and window.open. */
export interface NavigationPolicy {
  /** True when a top-level navigation or redirect of the page may go to `url`. */
  mayNavigate(url: string): boolean;
  /** Where server redirects of the page are judged otherwise than its navigation (a launch). */
  mayRedirect?(url: string): boolean;
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

/** A game's policy, which learns where its launch landed. */
export interface LaunchPolicy extends NavigationPolicy {
  /** The page's first top-level navigation committed on `url`: from now on it is confined there. */
  landed(url: string): void;
}

/**
 * A game launch: vendors commonly answer their launch URL with a redirect to the server that
 * runs the game, so until the first page commits, a server redirect may move the launch to
 * another https origin (our server handed out the launch URL; where it leads is the vendor's
 * choice). Once the game's page has committed, it is confined to the origin it landed on, like
 * any remote page. Plain http is never followed, except within the launch URL's own origin.
 */
export function launchPolicy(
  launchUrl: string,
  newWindows: NavigationPolicy['newWindows'],
  onRedirectRefused?: () => void,
): LaunchPolicy {
  let origin = originOf(launchUrl);
  let launching = true;
  const mayNavigate = (url: string) => originOf(url) === origin;
  return {
    newWindows,
    onRedirectRefused,
    mayNavigate,
    mayRedirect(url) {
      if (mayNavigate(url)) return true;
      const target = originOf(url);
      if (!launching || target === null || new URL(url).protocol !== 'https:') return false;
      origin = target;
      return true;
    },
    landed(url) {
      if (!launching) return;
      launching = false;
      origin = originOf(url) ?? origin;
    },
  };
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
