/**
 * Entry point of the Electron main process: wires the real Electron modules into startDesktop.
 * All behaviour lives in the modules it calls, which are tested against a fake Electron.
 */
import { app, BrowserWindow, ipcMain, protocol, safeStorage, shell } from 'electron';
import { join } from 'node:path';
import { startDesktop } from './app';

// out/main/index.js sits beside out/preload and out/renderer, in the package as in the repo.
const outDir = join(import.meta.dirname, '..');

startDesktop(
  { app, protocol, ipcMain, shell, safeStorage, createWindow: (options) => new BrowserWindow(options) },
  {
    env: process.env,
    platform: process.platform,
    bundleRoot: join(outDir, 'renderer'),
    preloadPath: join(outDir, 'preload', 'index.cjs'),
    warn: (message) => process.emitWarning(message),
  },
).catch((error: unknown) => {
  process.emitWarning(`PlayHub failed to start: ${String(error)}`);
  app.exit(1);
});
