import type { DesktopAppInfo, ServiceChannel } from '../../shared/ipc/contract';

/** What the renderer needs to know about where it runs; same shape on web and desktop. */
export type AppInfo = DesktopAppInfo;

/**
 * Everything that differs between the browser and the desktop shell. Only this folder knows
 * which one it is; the rest of the renderer calls these methods. Every desktop power has a
 * web fallback, so a method never fails just because the bridge is missing. Later issues add
 * game views (gameView), remember-me storage and update checks here the same way.
 */
export interface Platform {
  readonly kind: 'web' | 'desktop';
  /** API base URL ('' = same origin), merchant, version and OS. */
  getAppInfo(): Promise<AppInfo>;
  /** Opens a URL outside the app (new browser tab, or the system browser on desktop). */
  openExternal(url: string): Promise<boolean>;
  /**
   * Opens the customer-service chat of a channel: live chat at 440x500, the VIP channel at
   * 440x750 (a named popup on the web, its own window on desktop).
   */
  openCustomerService(url: string, channel: ServiceChannel): Promise<boolean>;
  /**
   * Remember-me (24 hours) without a password on the client. The web keeps the server's
   * HttpOnly cookie, which scripts cannot read, so these are no-ops there; the desktop app keeps
   * the server's remember token in the OS-encrypted store of its main process.
   */
  getRememberToken(): Promise<string | null>;
  setRememberToken(token: string): Promise<boolean>;
  clearRememberToken(): Promise<boolean>;
  /**
   * The desktop shell's isolated game view (game:* channels), shown below the toolbar the
   * renderer draws; null on the web, where games run in a sandboxed iframe instead.
   */
  readonly gameView: GameView | null;
}

/** Why the shell closed a game view on its own (see IpcEventContract 'game:closed'). */
export type GameClosedReason = 'load-failed' | 'crashed' | 'navigated';

/** The desktop game view: one game at a time, in its own session, below the renderer's toolbar. */
export interface GameView {
  open(url: string, title: string): Promise<boolean>;
  close(): Promise<boolean>;
  reload(): Promise<boolean>;
  /** Answers the resulting state. */
  setFullscreen(fullscreen: boolean): Promise<boolean>;
  /** Listens for the shell closing the view itself; returns the unsubscribe function. */
  onClosed(listener: (reason: GameClosedReason) => void): () => void;
  onFullscreenChanged(listener: (fullscreen: boolean) => void): () => void;
}

/** Only http(s) links may leave the app; anything else (javascript:, file:) is refused. */
export function isSafeExternalUrl(url: string): boolean {
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'https:' || parsed.protocol === 'http:';
  } catch {
    return false;
  }
}
