import type { BrowserWindowConstructorOptions } from 'electron';
import { BUNDLE_ENTRY_URL } from './bundle/scheme';
import type { ElectronApi, WindowLike } from './electron-api';
import { LOCKED_DOWN_PREFERENCES } from './security/web-preferences';
import { captureWindowState, saveWindowState, type WindowState } from './windows/window-state';

/** Size of the main window on first start. */
export const MAIN_WINDOW_SIZE = { width: 1280, height: 800 } as const;

/** Size, place and state file of an app window (see windows/window-state.ts). */
export interface WindowPlacement {
  state: WindowState;
  /** Where the state is saved when the window closes. */
  stateFile: string;
}

/**
 * Options shared by the app's own windows (main and agents' console): the locked-down web
 * preferences plus the preload, the only way to the bridge; hidden until the first paint.
 */
export function appWindowOptions(preloadPath: string, state: WindowState): BrowserWindowConstructorOptions {
  return {
    width: state.width,
    height: state.height,
    ...(state.x !== undefined && state.y !== undefined ? { x: state.x, y: state.y } : {}),
    // Shown on ready-to-show, so the user never sees an empty white frame.
    show: false,
    autoHideMenuBar: true,
    webPreferences: { ...LOCKED_DOWN_PREFERENCES, preload: preloadPath },
  };
}

/** Options of the main window. */
export function mainWindowOptions(
  preloadPath: string,
  state: WindowState = { ...MAIN_WINDOW_SIZE, maximized: false, pinned: false },
): BrowserWindowConstructorOptions {
  return { ...appWindowOptions(preloadPath, state), minWidth: 960, minHeight: 600, title: 'PlayHub' };
}

/**
 * Creates an app window, loads `url`, shows it once the first paint is ready (maximized if it
 * was), and saves its size and place whenever it closes or hides to the tray.
 */
export function openAppWindow(
  createWindow: ElectronApi['createWindow'],
  options: BrowserWindowConstructorOptions,
  url: string,
  placement: WindowPlacement,
  warn: (message: string) => void,
): WindowLike {
  const window = createWindow(options);
  window.once('ready-to-show', () => {
    if (placement.state.maximized) window.maximize();
    window.show();
  });
  window.on('close', () => saveWindowState(placement.stateFile, captureWindowState(window), warn));
  window.loadURL(url).catch((error: unknown) => warn(`Loading ${url} failed: ${String(error)}`));
  return window;
}

/** Creates the main window on `url` (the bundle's home unless a deep link says otherwise). */
export function createMainWindow(
  createWindow: ElectronApi['createWindow'],
  preloadPath: string,
  placement: WindowPlacement,
  warn: (message: string) => void,
  url: string = BUNDLE_ENTRY_URL,
): WindowLike {
  return openAppWindow(createWindow, mainWindowOptions(preloadPath, placement.state), url, placement, warn);
}
