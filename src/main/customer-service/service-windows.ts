import type { BrowserWindowConstructorOptions } from 'electron';
import { CS_WINDOW } from '../../shared/constants';
import type { ServiceChannel } from '../../shared/ipc/contract';
import type { ElectronApi, WindowLike } from '../electron-api';
import { originPolicy, type NavigationPolicies } from '../security/navigation-policy';
import { remotePagePreferences } from '../security/web-preferences';

/** Chromium's "navigation aborted": a newer load replaced this one, which is not a failure. */
const ERR_ABORTED = -3;

/** What the customer-service windows need from the app. */
export interface ServiceWindowDeps {
  createWindow: ElectronApi['createWindow'];
  policies: NavigationPolicies;
  warn: (message: string) => void;
}

/** The customer-service popups: at most one window per channel. */
export interface ServiceWindows {
  /** Opens the channel's window on `url` (an https URL the IPC validator accepted). */
  open(channel: ServiceChannel, url: string): boolean;
}

/**
 * Options of a customer-service window: the spec's popup size for the page area (live chat
 * 440x500, VIP 440x750), the remote-page lock-down and the channel's in-memory session. The
 * partition is named per channel so a reopened chat within one run keeps its conversation
 * cookie; nothing survives a restart.
 */
export function serviceWindowOptions(channel: ServiceChannel): BrowserWindowConstructorOptions {
  const size = channel === 'vip' ? CS_WINDOW.vip : CS_WINDOW.liveChat;
  return {
    width: size.width,
    height: size.height,
    useContentSize: true,
    title: 'PlayHub',
    show: false,
    autoHideMenuBar: true,
    webPreferences: remotePagePreferences(`cs-${channel}`),
  };
}

/**
 * Opens customer-service chats in their own windows. A second request for an open channel
 * brings its window forward, loading the new URL if it differs. The page may navigate, and be
 * redirected, only within the chat's origin, and the window closes when its page cannot be
 * loaded or is redirected away, so the player is never left with a blank or error popup.
 */
export function createServiceWindows({ createWindow, policies, warn }: ServiceWindowDeps): ServiceWindows {
  const windows = new Map<ServiceChannel, { window: WindowLike; url: string }>();

  const load = (window: WindowLike, url: string): void => {
    // The policy is registered before the load, so the first page is already confined. A server
    // redirect to another origin is refused and, like a failed load, closes the window.
    policies.set(
      window.webContents,
      originPolicy(url, 'external', () => {
        warn('Customer service was redirected to another origin; its window was closed');
        if (!window.isDestroyed()) window.close();
      }),
    );
    // A failure also fires did-fail-load, which closes the window; the rejection is only logged.
    window.loadURL(url).catch((error: unknown) => warn(`Customer service failed to load: ${String(error)}`));
  };

  return {
    open(channel, url) {
      const open = windows.get(channel);
      if (open && !open.window.isDestroyed()) {
        if (open.url !== url) {
          open.url = url;
          load(open.window, url);
        }
        if (open.window.isMinimized()) open.window.restore();
        open.window.show();
        open.window.focus();
        return true;
      }
      const window = createWindow(serviceWindowOptions(channel));
      windows.set(channel, { window, url });
      window.once('ready-to-show', () => window.show());
      window.on('closed', () => {
        if (windows.get(channel)?.window === window) windows.delete(channel);
      });
      window.webContents.on('did-fail-load', (_event, errorCode, _description, _url, isMainFrame) => {
        if (isMainFrame && errorCode !== ERR_ABORTED) window.close();
      });
      load(window, url);
      return true;
    },
  };
}
