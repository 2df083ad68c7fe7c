import { BRIDGE_GLOBAL, type DesktopBridge } from '../../shared/ipc/contract';
import { createDesktopPlatform } from './desktopPlatform';
import type { Platform } from './Platform';
import { createWebPlatform, type WebConfig } from './webPlatform';

export type { AppInfo, GameClosedReason, GameView, Platform } from './Platform';
export { createWebPlatform } from './webPlatform';
export { createDesktopPlatform } from './desktopPlatform';

/** The preload bridge when running inside the desktop shell, detected by its shape. */
function findBridge(win: Window): DesktopBridge | undefined {
  const candidate: unknown = Reflect.get(win, BRIDGE_GLOBAL);
  if (typeof candidate === 'object' && candidate !== null && typeof Reflect.get(candidate, 'invoke') === 'function') {
    return candidate as DesktopBridge;
  }
  return undefined;
}

/** Picks the platform by feature-detecting the desktop bridge. */
export function createPlatform(win: Window = window, config: WebConfig = {}): Platform {
  const bridge = findBridge(win);
  return bridge ? createDesktopPlatform(bridge) : createWebPlatform(win, config);
}
