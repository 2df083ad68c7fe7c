import { randomUUID } from 'node:crypto';
import type { IpcEventContract } from '../../shared/ipc/contract';
import type { ElectronApi, PageViewLike, WindowLike } from '../electron-api';
import { sendEvent } from '../ipc/events';
import { launchPolicy, type NavigationPolicies } from '../security/navigation-policy';
import { remotePagePreferences } from '../security/web-preferences';
import { gameViewBounds } from './game-bounds';

/** Chromium's "navigation aborted": a newer load replaced this one, which is not a failure. */
const ERR_ABORTED = -3;

/** What the game views of one window need from the app. */
export interface GameViewDeps {
  /** The app window the games are shown in; events go to its page. */
  host: WindowLike;
  createView: ElectronApi['createView'];
  policies: NavigationPolicies;
  warn: (message: string) => void;
  /** A fresh partition suffix per game; random so no two games ever share storage. */
  newPartitionId?: () => string;
}

/** The game controls of one app window, as the game:* channels use them. */
export interface GameViews {
  open(url: string, title: string): boolean;
  close(): boolean;
  reload(): boolean;
  setFullscreen(fullscreen: boolean): boolean;
}

/** Options of a game view: remote-page lock-down in a partition of its own. */
export function gameViewOptions(partitionId: string): { webPreferences: ReturnType<typeof remotePagePreferences> } {
  return { webPreferences: remotePagePreferences(`game-${partitionId}`) };
}

/**
 * Shows at most one game at a time in a WebContentsView over the host window's page, below
 * the renderer's toolbar. Each game gets a new in-memory session, no preload (so no bridge,
 * and IPC refuses it as it is not app://bundle), navigation and redirects confined to the
 * origin its launch landed on (launchPolicy), and is destroyed when closed, replaced, crashed,
 * failed to load (a later redirect to another origin counts as one), or when the app page reloads
 * (the renderer would no longer know a game is open).
 */
export function createGameViews(deps: GameViewDeps): GameViews {
  const { host, createView, policies, warn, newPartitionId = randomUUID } = deps;
  let current: { view: PageViewLike; hostTitle: string } | null = null;
  // Only full screen the game asked for is undone when the game closes, not the player's own.
  let fullscreenForGame = false;

  const layout = (): void => current?.view.setBounds(gameViewBounds(host.getContentSize(), host.isFullScreen()));
  const notify = <E extends keyof IpcEventContract>(event: E, payload: IpcEventContract[E]): void =>
    sendEvent(host.webContents, event, payload);

  const destroy = (): boolean => {
    if (!current) return false;
    const { view, hostTitle } = current;
    current = null;
    // A view's page outlives its window unless closed explicitly, so this runs on 'closed' too.
    if (!view.webContents.isDestroyed()) view.webContents.close();
    if (!host.isDestroyed()) {
      host.contentView.removeChildView(view);
      host.setTitle(hostTitle);
      if (fullscreenForGame && host.isFullScreen()) host.setFullScreen(false);
    }
    fullscreenForGame = false;
    return true;
  };
  const closeOnItsOwn = (view: PageViewLike, reason: IpcEventContract['game:closed']['reason']): void => {
    if (current?.view !== view) return;
    destroy();
    notify('game:closed', { reason });
  };

  host.on('resize', layout);
  const fullscreenChanged = (fullscreen: boolean): void => {
    if (!fullscreen) fullscreenForGame = false;
    if (!current) return;
    layout();
    notify('game:fullscreen-changed', { fullscreen });
  };
  host.on('enter-full-screen', () => fullscreenChanged(true));
  host.on('leave-full-screen', () => fullscreenChanged(false));
  host.on('closed', () => destroy());
  host.webContents.on('did-navigate', () => {
    if (current) closeOnItsOwn(current.view, 'navigated');
  });

  return {
    open(url, title) {
      destroy();
      const view = createView(gameViewOptions(newPartitionId()));
      // The launch may redirect to the vendor's game server; once the game page commits, a
      // redirect off its origin is refused and ends the game like a failed load.
      const policy = launchPolicy(url, 'external', () => closeOnItsOwn(view, 'load-failed'));
      policies.set(view.webContents, policy);
      view.webContents.on('did-navigate', (_event, landedOn) => policy.landed(landedOn));
      view.webContents.on('did-fail-load', (_event, errorCode, _description, _url, isMainFrame) => {
        if (isMainFrame && errorCode !== ERR_ABORTED) closeOnItsOwn(view, 'load-failed');
      });
      view.webContents.on('render-process-gone', () => closeOnItsOwn(view, 'crashed'));
      // Escape leaves full screen even though the key goes to the game page, which has focus.
      view.webContents.on('before-input-event', (_event, input) => {
        if (input.type === 'keyDown' && input.key === 'Escape' && host.isFullScreen()) host.setFullScreen(false);
      });
      current = { view, hostTitle: host.getTitle() };
      host.contentView.addChildView(view);
      layout();
      if (title) host.setTitle(title);
      view.webContents.loadURL(url).catch((error: unknown) => warn(`Game failed to load: ${String(error)}`));
      return true;
    },
    close: destroy,
    reload() {
      if (!current) return false;
      current.view.webContents.reload();
      return true;
    },
    setFullscreen(fullscreen) {
      if (!current) return false;
      fullscreenForGame = fullscreen;
      host.setFullScreen(fullscreen);
      layout();
      return fullscreen;
    },
  };
}
