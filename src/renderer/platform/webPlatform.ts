import { SESSION_KEYS } from '../../shared/storage-keys';
import { isSafeExternalUrl, type AppInfo, type Platform } from './Platform';
import { createServicePopups } from './servicePopup';

/** Build-time configuration of the web build (vite env). */
export interface WebConfig {
  merchant?: string;
  version?: string;
}

/** Rough OS of the visitor, for the app-info shape shared with the desktop shell. */
function detectOs(userAgent: string): AppInfo['os'] {
  if (/Mac|iPhone|iPad/i.test(userAgent)) return 'mac';
  if (/Windows/i.test(userAgent)) return 'windows';
  return 'linux';
}

/** The plain browser: same-origin API, links and chat in new browser windows. */
export function createWebPlatform(win: Window, config: WebConfig = {}): Platform {
  const openServicePopup = createServicePopups(win);
  return {
    kind: 'web',
    getAppInfo() {
      const merchant = win.sessionStorage.getItem(SESSION_KEYS.merchant) || config.merchant || '';
      return Promise.resolve({
        apiBaseUrl: '',
        merchant,
        version: config.version ?? '',
        os: detectOs(win.navigator.userAgent),
      });
    },
    openExternal(url: string) {
      if (!isSafeExternalUrl(url)) return Promise.resolve(false);
      win.open(url, '_blank', 'noopener,noreferrer');
      return Promise.resolve(true);
    },
    openCustomerService(url, channel) {
      return Promise.resolve(isSafeExternalUrl(url) && openServicePopup(url, channel));
    },
    // The HttpOnly remember cookie is the server's business: nothing to read or keep here.
    getRememberToken: () => Promise.resolve(null),
    setRememberToken: () => Promise.resolve(false),
    clearRememberToken: () => Promise.resolve(true),
    // Games run in the page's sandboxed iframe (src/renderer/games/launch/GameFrame.tsx).
    gameView: null,
  };
}
