import type { DesktopBridge } from '../../shared/ipc/contract';
import { isSafeExternalUrl, type GameView, type Platform } from './Platform';

/**
 * The Electron shell, reached only through the preload bridge. A shell older than this
 * renderer may lack a channel: each call then falls back to the nearest thing it has.
 */
export function createDesktopPlatform(bridge: DesktopBridge): Platform {
  const openExternal = async (url: string): Promise<boolean> => {
    if (!isSafeExternalUrl(url)) return false;
    const { opened } = await bridge.invoke('shell:open-external', { url });
    return opened;
  };
  return {
    kind: 'desktop',
    getAppInfo: () => bridge.invoke('app:get-info', null),
    openExternal,
    // The main process opens one sized window per channel and refuses URLs it does not trust;
    // a shell too old to know the channel sends the chat to the system browser instead.
    async openCustomerService(url, channel) {
      if (!isSafeExternalUrl(url)) return false;
      try {
        return (await bridge.invoke('cs:open', { channel, url })).opened;
      } catch {
        return openExternal(url);
      }
    },
    // The main process keeps the token in the OS-encrypted store (channels session:*-remember).
    // A shell without those handlers yet, or a store that cannot decrypt, means "not remembered".
    async getRememberToken() {
      try {
        return (await bridge.invoke('session:get-remember', null)).token;
      } catch {
        return null;
      }
    },
    async setRememberToken(token: string) {
      try {
        return (await bridge.invoke('session:set-remember', { token })).stored;
      } catch {
        return false;
      }
    },
    async clearRememberToken() {
      try {
        return (await bridge.invoke('session:clear-remember', null)).cleared;
      } catch {
        return false;
      }
    },
    gameView: createGameView(bridge),
  };
}

/**
 * The game:* channels. The main process confines the view to the game's origin and refuses
 * anything but http(s), so only such URLs are sent; a failed call reads as "not done".
 */
function createGameView(bridge: DesktopBridge): GameView {
  const attempt = async (call: () => Promise<boolean>): Promise<boolean> => {
    try {
      return await call();
    } catch {
      return false;
    }
  };
  return {
    open: (url, title) =>
      attempt(async () => isSafeExternalUrl(url) && (await bridge.invoke('game:open', { url, title })).opened),
    close: () => attempt(async () => (await bridge.invoke('game:close', null)).closed),
    reload: () => attempt(async () => (await bridge.invoke('game:reload', null)).reloaded),
    setFullscreen: (fullscreen) =>
      attempt(async () => (await bridge.invoke('game:set-fullscreen', { fullscreen })).fullscreen),
    onClosed: (listener) => bridge.on('game:closed', ({ reason }) => listener(reason)),
    onFullscreenChanged: (listener) => bridge.on('game:fullscreen-changed', ({ fullscreen }) => listener(fullscreen)),
  };
}
