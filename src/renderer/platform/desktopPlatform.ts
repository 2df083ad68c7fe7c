import type { DesktopBridge } from '../../shared/ipc/contract';
import { isSafeExternalUrl, type Platform } from './Platform';

/**
 * The Electron shell, reached only through the preload bridge. Calls the bridge has no
 * channel for yet fall back to the web behaviour given in `fallback`.
 */
export function createDesktopPlatform(bridge: DesktopBridge, fallback: Platform): Platform {
  return {
    kind: 'desktop',
    getAppInfo: () => bridge.invoke('app:get-info', null),
    async openExternal(url: string) {
      if (!isSafeExternalUrl(url)) return false;
      const { opened } = await bridge.invoke('shell:open-external', { url });
      return opened;
    },
    // The sized customer-service window arrives with its own IPC channel in a later issue;
    // until then the desktop opens the chat in the system browser.
    async openCustomerService(url: string) {
      if (!isSafeExternalUrl(url)) return false;
      const { opened } = await bridge.invoke('shell:open-external', { url });
      return opened || fallback.openExternal(url);
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
  };
}
