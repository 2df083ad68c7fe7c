import type { BrowserWindowConstructorOptions } from 'electron';
import { BUNDLE_ENTRY_URL } from './bundle/scheme';
import type { ElectronApi, WindowLike } from './electron-api';

/**
 * Options of the main window. Every web preference that guards the page is spelled out, even
 * where it matches Electron's default, so a future default change or a careless edit shows up
 * in review and in tests/unit/main.
 */
export function mainWindowOptions(preloadPath: string): BrowserWindowConstructorOptions {
  return {
    width: 1280,
    height: 800,
    minWidth: 960,
    minHeight: 600,
    title: 'PlayHub',
    // Shown on ready-to-show, so the user never sees an empty white frame.
    show: false,
    autoHideMenuBar: true,
    webPreferences: {
      preload: preloadPath,
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
    },
  };
}

/** Creates the main window, loads the bundle and shows it once the first paint is ready. */
export function createMainWindow(
  createWindow: ElectronApi['createWindow'],
  preloadPath: string,
  warn: (message: string) => void,
): WindowLike {
  const window = createWindow(mainWindowOptions(preloadPath));
  window.once('ready-to-show', () => window.show());
  window
    .loadURL(BUNDLE_ENTRY_URL)
    .catch((error: unknown) => warn(`Loading ${BUNDLE_ENTRY_URL} failed: ${String(error)}`));
  return window;
}
