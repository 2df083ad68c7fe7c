import type { WebPreferences } from 'electron';

/**
 * The web preferences of every page the app creates. Each one that guards the page is spelled
 * out, even where it matches Electron's default, so a future default change or a careless edit
 * shows up in review and in tests/unit/main. `enableBlinkFeatures` and `preload` are never set
 * here: only the app's own windows add the preload.
 */
export const LOCKED_DOWN_PREFERENCES = Object.freeze({
  contextIsolation: true,
  sandbox: true,
  nodeIntegration: false,
  nodeIntegrationInWorker: false,
  nodeIntegrationInSubFrames: false,
  webSecurity: true,
  allowRunningInsecureContent: false,
  webviewTag: false,
  experimentalFeatures: false,
  navigateOnDragDrop: false,
} as const satisfies WebPreferences);

/**
 * Preferences of a page from the network (customer-service chat, game): locked down, no
 * preload (so no bridge), and its own in-memory session. A partition without the `persist:`
 * prefix is never written to disk, and keeps cookies and storage away from the app and from
 * other remote pages.
 */
export function remotePagePreferences(partition: string): WebPreferences {
  if (partition.startsWith('persist:')) throw new Error('remote pages get in-memory partitions only');
  return { ...LOCKED_DOWN_PREFERENCES, partition };
}
