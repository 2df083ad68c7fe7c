import { ACCOUNT_TYPE_FREE, ACCOUNT_TYPE_REAL, LOTTERY_GAME_TYPES } from '../../../shared/api/game-rules';
import type { GameItem, LaunchContent } from '../../../shared/api/games';

/**
 * The launcher's decisions as pure functions (issue 6, spec section 4 "Starting a game"), so a
 * table of vendor, type and role answers can be tested without a browser. GameLauncher runs them.
 */

/** What can be started: a game of a list, a winner-board row, a popular game. */
export type LaunchTarget = Pick<GameItem, 'vassalage' | 'gameType' | 'gameCode'> &
  Partial<Pick<GameItem, 'nodeId' | 'gameId' | 'isGame' | 'gameName' | 'displayName' | 'nodeName'>>;

export type AccountType = typeof ACCOUNT_TYPE_REAL | typeof ACCOUNT_TYPE_FREE;

export interface StartOptions {
  /** The FREE TRIAL button: free play (accountType 0). */
  free?: boolean;
  /** Started from the vendor's popup game list: launch it, never reopen the list. */
  fromList?: boolean;
}

export interface Viewer {
  isLogin: boolean;
  isTrial: boolean;
}

/** One step of starting a game. */
export type LaunchStep =
  /** The lottery pages start their own games. */
  | { kind: 'route'; path: string }
  /** isGame VASSALAGE: the vendor's popup game list. */
  | { kind: 'vendorList' }
  | { kind: 'login' }
  /** A PvP game: ask for a room (GLS2_roomList) first, when the game has rooms. */
  | { kind: 'rooms'; accountType: AccountType }
  /** visitor: free play without a session (GCS_gameLaunchFB). */
  | { kind: 'launch'; accountType: AccountType; visitor: boolean };

/** Lottery vendors and the page that plays them (api-contract 3.4 "Desktop routing by vendor"). */
const LOTTERY_VENDOR_PATHS: Readonly<Record<string, string>> = {
  TCG_LOTTO_VN: '/vnlottery',
  TCG_SEA: '/sealottery',
  ELOTT: '/lottery',
  LOTT: '/lottery',
};

/** The lottery page of a vendor or a lottery-type game, or null when it is not a lottery. */
export function lotteryPath(target: Pick<LaunchTarget, 'vassalage' | 'gameType' | 'gameCode'>): string | null {
  const vendor = target.vassalage.toUpperCase();
  const byType = (LOTTERY_GAME_TYPES as readonly string[]).includes(target.gameType.toUpperCase());
  const path = LOTTERY_VENDOR_PATHS[vendor] ?? (byType ? '/lottery' : null);
  if (!path) return null;
  const query = new URLSearchParams({ gameCode: target.gameCode });
  // /lottery also takes the vendor (spec section 2); the VN and SEA pages are one vendor each.
  if (path === '/lottery' && target.vassalage) query.set('vendor', target.vassalage);
  return `${path}?${query.toString()}`;
}

/**
 * Decides how a game starts (spec section 4: starting a game needs login). A lottery game is
 * launched by its page, which only members reach (api-contract: guests are blocked before
 * launching): a visitor gets the login popup; a trial account goes there too and plays free
 * where the vendor allows it, else the page shows in_need_true_account, as for other games.
 * The vendor list needs no session; launching does: a visitor gets the login popup, except for
 * the FREE TRIAL button, which the visitor launch (free play only) serves. Trial accounts only
 * ever play free.
 */
export function launchStep(target: LaunchTarget, viewer: Viewer, options: StartOptions = {}): LaunchStep {
  const lottery = lotteryPath(target);
  if (lottery) return viewer.isLogin ? { kind: 'route', path: lottery } : { kind: 'login' };
  if (target.isGame === 'VASSALAGE' && !options.fromList) return { kind: 'vendorList' };
  if (!viewer.isLogin) {
    return options.free ? { kind: 'launch', accountType: ACCOUNT_TYPE_FREE, visitor: true } : { kind: 'login' };
  }
  const accountType = options.free || viewer.isTrial ? ACCOUNT_TYPE_FREE : ACCOUNT_TYPE_REAL;
  if (target.gameType.toUpperCase() === 'PVP') return { kind: 'rooms', accountType };
  return { kind: 'launch', accountType, visitor: false };
}

/** What a vendor tile (a lobby or nav card) does. */
export type VendorStep =
  | { kind: 'route'; path: string }
  /** A visitor at a lottery vendor: its page needs a session. */
  | { kind: 'login' }
  /** RNG and PVP: remember the vendor and open the game list on its tab (HeaderStore.pickVendor). */
  | { kind: 'pickVendor' }
  | { kind: 'vendorList' };

/** Types whose vendor tile opens the shared game list on the vendor's tab (spec section 2). */
const LIST_TYPES = new Set(['RNG', 'PVP']);

export function vendorStep(card: { vassalage: string; gameType: string }, viewer: Viewer): VendorStep {
  const lottery = lotteryPath({ ...card, gameCode: '' });
  if (lottery) return viewer.isLogin ? { kind: 'route', path: lottery } : { kind: 'login' };
  return LIST_TYPES.has(card.gameType.toUpperCase()) ? { kind: 'pickVendor' } : { kind: 'vendorList' };
}

/** Where an answered launch is shown. */
export type OpenWay = 'desktopView' | 'window' | 'popup' | 'page';

/**
 * Game types shown in the game popup (a modal iframe over the page) on the web: table and
 * betting lobbies the player dips into and out of. Slots, fish, card and arcade games get the
 * /game page with its toolbar.
 */
export const POPUP_GAME_TYPES: ReadonlySet<string> = new Set(['LIVE', 'SPORTS', 'ESPORTS', 'COCKFIGHT']);

/**
 * The desktop shell shows every game in its isolated game view (which is no frame, so vendors
 * that refuse framing play there too); the web opens 'window' games in a named window.
 */
export function openWay(content: Pick<LaunchContent, 'openMode'>, gameType: string, hasGameView: boolean): OpenWay {
  if (hasGameView) return 'desktopView';
  if (content.openMode === 'window') return 'window';
  return POPUP_GAME_TYPES.has(gameType.toUpperCase()) ? 'popup' : 'page';
}

/** The name of the window 'window' games open in, so a second game replaces the first. */
export const GAME_WINDOW_NAME = 'playhub-game';

/** A launch URL made absolute against `base` (the page's origin, or the desktop's API server). */
export function absoluteGameUrl(url: string, base: string): string {
  return new URL(url, base).toString();
}

const SANDBOX_BASE = 'allow-scripts allow-forms allow-popups allow-popups-to-escape-sandbox';

/**
 * The iframe sandbox of a game. A game on our own origin (the house slot) must not get
 * allow-same-origin: with it, its scripts could reach this page and the player's session. A
 * third-party origin gets it, since it is a different origin anyway and vendors need their own
 * cookies and storage to run.
 */
export function frameSandbox(url: string, pageOrigin: string): string {
  const sameOrigin = new URL(url, pageOrigin).origin === new URL(pageOrigin).origin;
  return sameOrigin ? SANDBOX_BASE : `${SANDBOX_BASE} allow-same-origin`;
}

/**
 * A game page of our own origin (the house's slot and lottery pages) runs sandboxed with an opaque
 * origin and cannot read the site's stored theme, so the launch URL tells it; a third-party URL
 * is left as the vendor answered it.
 */
export function withSiteTheme(url: string, pageOrigin: string, theme: string): string {
  const resolved = new URL(url, pageOrigin);
  if (resolved.origin !== new URL(pageOrigin).origin || resolved.searchParams.has('theme')) return url;
  return `${url}${url.includes('?') ? '&' : '?'}theme=${encodeURIComponent(theme)}`;
}

/** The name a target shows (toolbar, dialogs). */
export function targetTitle(target: LaunchTarget): string {
  return target.displayName || target.gameName || target.nodeName || target.gameCode;
}
