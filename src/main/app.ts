import { contentSecurityPolicy } from './bundle/csp';
import { createBundleHandler } from './bundle/handler';
import { BUNDLE_SCHEME, BUNDLE_SCHEME_DEFINITION } from './bundle/scheme';
import { loadDesktopConfig } from './config';
import type { ElectronApi, WindowLike } from './electron-api';
import { createIpcHandlers } from './ipc/handlers';
import { registerIpcHandlers } from './ipc/register';
import { isAllowedExternalUrl } from './security/external-links';
import { hardenWebContents } from './security/web-contents';
import { createRememberStore } from './session/remember-store';
import { createMainWindow } from './window';

/** Where the app runs: process facts and the paths of the built files. */
export interface DesktopContext {
  env: Readonly<Record<string, string | undefined>>;
  platform: NodeJS.Platform;
  /** Directory of the built renderer (out/renderer). */
  bundleRoot: string;
  /** The built preload (out/preload/index.cjs). */
  preloadPath: string;
  /** Reports a non-fatal problem (bad config value, failed load). */
  warn: (message: string) => void;
}

/**
 * Starts the desktop app. Order matters: the scheme must be privileged and the sandbox forced
 * before Electron is ready; the security hooks must be in place before the first page exists.
 * Returns the main window, or null when another instance already runs (this one quits).
 */
export async function startDesktop(electron: ElectronApi, context: DesktopContext): Promise<WindowLike | null> {
  const { app, protocol, ipcMain, shell, safeStorage } = electron;
  protocol.registerSchemesAsPrivileged([BUNDLE_SCHEME_DEFINITION]);
  app.enableSandbox();
  if (!app.requestSingleInstanceLock()) {
    app.quit();
    return null;
  }

  const { config, warnings } = await loadDesktopConfig(context.env, app.getPath('userData'));
  warnings.forEach((warning) => context.warn(warning));

  const openInBrowser = (url: string): void => {
    shell.openExternal(url).catch((error: unknown) => context.warn(`Opening ${url} failed: ${String(error)}`));
  };
  app.on('web-contents-created', (_event, contents) =>
    hardenWebContents(contents, {
      isAllowed: (url) => isAllowedExternalUrl(url, config.externalHosts, ['https:', 'http:']),
      open: openInBrowser,
    }),
  );
  // A player has one client: closing its window ends the app on every OS, macOS included.
  app.on('window-all-closed', () => app.quit());

  await app.whenReady();
  protocol.handle(
    BUNDLE_SCHEME,
    createBundleHandler({ root: context.bundleRoot, contentSecurityPolicy: contentSecurityPolicy(config.apiOrigin) }),
  );
  registerIpcHandlers(
    ipcMain,
    createIpcHandlers({
      config,
      version: app.getVersion(),
      platform: context.platform,
      shell,
      remember: createRememberStore(safeStorage, app.getPath('userData')),
    }),
  );

  const window = createMainWindow(electron.createWindow, context.preloadPath, context.warn);
  app.on('second-instance', () => {
    if (window.isMinimized()) window.restore();
    window.focus();
  });
  return window;
}
