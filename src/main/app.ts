import { contentSecurityPolicy } from './bundle/csp';
import { createBundleHandler } from './bundle/handler';
import { BUNDLE_SCHEME, BUNDLE_SCHEME_DEFINITION } from './bundle/scheme';
import { loadDesktopConfig } from './config';
import { createServiceWindows } from './customer-service/service-windows';
import type { ElectronApi, WindowLike } from './electron-api';
import { createIpcHandlers } from './ipc/handlers';
import { registerIpcHandlers } from './ipc/register';
import { DEEP_LINK_SCHEME } from './launch/deep-link';
import { isAllowedExternalUrl } from './security/external-links';
import { createNavigationPolicies } from './security/navigation-policy';
import { hardenWebContents } from './security/web-contents';
import { createRememberStore } from './session/remember-store';
import { devUpdateFeed } from './update/dev-update-feed';
import { createUpdateFlow } from './update/update-flow';
import { createDesktopWindows, type DesktopWindows } from './windows/desktop-windows';

/** Where the app runs: process facts and the paths of the built files. */
export interface DesktopContext {
  env: Readonly<Record<string, string | undefined>>;
  platform: NodeJS.Platform;
  /** The command line (process.argv): a playhub:// link, --agent-console. */
  argv: readonly string[];
  /** Directory of the built renderer (out/renderer). */
  bundleRoot: string;
  /** The built preload (out/preload/index.cjs). */
  preloadPath: string;
  /** Image of the agents' console tray icon. */
  trayIconPath: string;
  /** Reports a non-fatal problem (bad config value, failed load, failed update). */
  warn: (message: string) => void;
  /** Runs `task` every `ms` milliseconds; setInterval unless a test replaces it. */
  every?: (ms: number, task: () => void) => void;
}

/**
 * Starts the desktop app. Order matters: the scheme must be privileged and the sandbox forced
 * before Electron is ready; the open-url listener must exist before macOS delivers the launch
 * link; the security hooks must be in place before the first page exists. Returns the first
 * window, or null when another instance already runs (this one hands over its command line
 * through 'second-instance' and quits).
 */
export async function startDesktop(electron: ElectronApi, context: DesktopContext): Promise<WindowLike | null> {
  const { app, protocol, ipcMain, shell, safeStorage } = electron;
  protocol.registerSchemesAsPrivileged([BUNDLE_SCHEME_DEFINITION]);
  app.enableSandbox();
  if (!app.requestSingleInstanceLock()) {
    app.quit();
    return null;
  }

  const launchArgv = [...context.argv];
  let windows: DesktopWindows | null = null;
  app.on('open-url', (event, url) => {
    event.preventDefault();
    if (windows) windows.openLink(url);
    else launchArgv.push(url);
  });

  const { config, warnings } = await loadDesktopConfig(context.env, app.getPath('userData'));
  warnings.forEach((warning) => context.warn(warning));

  const openInBrowser = (url: string): void => {
    shell.openExternal(url).catch((error: unknown) => context.warn(`Opening ${url} failed: ${String(error)}`));
  };
  const policies = createNavigationPolicies();
  app.on('web-contents-created', (_event, contents) =>
    hardenWebContents(
      contents,
      { isAllowed: (url) => isAllowedExternalUrl(url, config.externalHosts), open: openInBrowser },
      policies,
    ),
  );
  // A player has one client: closing its last window ends the app on every OS, macOS included.
  // The agents' console hides to the tray instead of closing, so it keeps the app running.
  app.on('window-all-closed', () => app.quit());

  await app.whenReady();
  protocol.handle(
    BUNDLE_SCHEME,
    createBundleHandler({ root: context.bundleRoot, contentSecurityPolicy: contentSecurityPolicy(config.apiOrigin) }),
  );
  // Installers register the scheme too; in a development run this would register the bare
  // Electron binary, which cannot open the app, so only installed builds claim it.
  if (app.isPackaged) app.setAsDefaultProtocolClient(DEEP_LINK_SCHEME);

  const updates = createUpdateFlow({
    updater: electron.autoUpdater,
    dialog: electron.dialog,
    enabled: app.isPackaged,
    devFeedUrl: app.isPackaged ? undefined : devUpdateFeed(context.env, context.warn),
    warn: context.warn,
    every: context.every ?? ((ms, task) => void setInterval(task, ms)),
  });
  const desktop = createDesktopWindows({
    electron,
    policies,
    preloadPath: context.preloadPath,
    trayIconPath: context.trayIconPath,
    userDataDir: app.getPath('userData'),
    isMac: context.platform === 'darwin',
    warn: context.warn,
    checkForUpdates: () => void updates.checkAndReport(),
  });
  windows = desktop;
  registerIpcHandlers(
    ipcMain,
    createIpcHandlers({
      config,
      version: app.getVersion(),
      platform: context.platform,
      shell,
      remember: createRememberStore(safeStorage, app.getPath('userData')),
      serviceWindows: createServiceWindows({ createWindow: electron.createWindow, policies, warn: context.warn }),
      gamesFor: (contentsId) => desktop.gamesFor(contentsId),
      checkForUpdates: () => updates.check(),
    }),
  );
  app.on('second-instance', (_event, argv) => desktop.handleCommandLine(argv));
  app.on('before-quit', () => desktop.prepareQuit());

  const first = desktop.handleCommandLine(launchArgv);
  updates.start();
  return first;
}
