/**
 * Entry point of the Electron main process: wires the real Electron modules into startDesktop.
 * All behaviour lives in the modules it calls, which are tested against a fake Electron.
 */
import {
  app,
  BrowserWindow,
  dialog,
  ipcMain,
  Menu,
  protocol,
  safeStorage,
  screen,
  shell,
  Tray,
  WebContentsView,
} from 'electron';
import { autoUpdater } from 'electron-updater';
import { join } from 'node:path';
import { startDesktop } from './app';

// out/main/index.js sits beside out/preload and out/renderer, in the package as in the repo.
const outDir = join(import.meta.dirname, '..');

startDesktop(
  {
    app,
    protocol,
    ipcMain,
    shell,
    safeStorage,
    screen,
    dialog,
    menu: Menu,
    autoUpdater,
    createWindow: (options) => new BrowserWindow(options),
    createView: (options) => new WebContentsView(options),
    createTray: (iconPath) => new Tray(iconPath),
  },
  {
    env: process.env,
    platform: process.platform,
    argv: process.argv,
    bundleRoot: join(outDir, 'renderer'),
    preloadPath: join(outDir, 'preload', 'index.cjs'),
    // electron-builder.yml copies the icon into the package's resources (extraResources).
    trayIconPath: app.isPackaged
      ? join(process.resourcesPath, 'tray-icon.png')
      : join(outDir, '..', 'resources', 'icons', '32x32.png'),
    warn: (message) => process.emitWarning(message),
  },
).catch((error: unknown) => {
  process.emitWarning(`PlayHub failed to start: ${String(error)}`);
  app.exit(1);
});
