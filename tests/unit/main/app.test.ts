import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeAll, afterAll, describe, expect, it } from 'vitest';
import { startDesktop, type DesktopContext } from '../../../src/main/app';
import {
  FakeEvent,
  FakeWebContents,
  TRUSTED_EVENT,
  clickMenuItem,
  createFakeElectron,
  ipcEventFrom,
} from './fake-electron';

let bundleRoot: string;
const userDataDirs: string[] = [];

beforeAll(async () => {
  bundleRoot = await mkdtemp(join(tmpdir(), 'renderer-'));
  await writeFile(join(bundleRoot, 'index.html'), '<!doctype html>');
});
afterAll(() => rm(bundleRoot, { recursive: true, force: true }));
afterEach(async () => {
  await Promise.all(userDataDirs.splice(0).map((dir) => rm(dir, { recursive: true, force: true })));
});

async function start(
  options: {
    lockGranted?: boolean;
    env?: Record<string, string>;
    argv?: string[];
    isPackaged?: boolean;
    platform?: NodeJS.Platform;
  } = {},
) {
  const userData = await mkdtemp(join(tmpdir(), 'user-data-'));
  userDataDirs.push(userData);
  const fake = createFakeElectron({ lockGranted: options.lockGranted, userData, isPackaged: options.isPackaged });
  const warnings: string[] = [];
  const periodic: number[] = [];
  const context: DesktopContext = {
    env: options.env ?? {},
    platform: options.platform ?? 'win32',
    argv: options.argv ?? ['/opt/PlayHub/playhub'],
    bundleRoot,
    preloadPath: '/out/preload/index.cjs',
    trayIconPath: '/resources/tray-icon.png',
    warn: (message) => warnings.push(message),
    every: (ms) => periodic.push(ms),
  };
  const window = await startDesktop(fake.electron, context);
  return { ...fake, window, warnings, periodic };
}

/** Lets pending promise callbacks (IPC handlers, dialogs) run. */
const settle = () => new Promise((resolve) => setImmediate(resolve));

describe('startDesktop', () => {
  it('privileges app:// and forces the sandbox for every renderer before Electron is ready', async () => {
    const { calls, schemes } = await start();
    expect(schemes.map((scheme) => scheme.scheme)).toEqual(['app']);
    expect(calls.indexOf('registerSchemesAsPrivileged')).toBeLessThan(calls.indexOf('whenReady'));
    expect(calls.indexOf('enableSandbox')).toBeLessThan(calls.indexOf('whenReady'));
  });

  it('listens for macOS open-url and installs the security hook before Electron is ready', async () => {
    const { calls } = await start();
    expect(calls.indexOf('on:open-url')).toBeLessThan(calls.indexOf('whenReady'));
    expect(calls.indexOf('on:web-contents-created')).toBeLessThan(calls.indexOf('whenReady'));
  });

  it('quits at once when another instance holds the single-instance lock', async () => {
    const { calls, window, windows, ipcMain } = await start({ lockGranted: false });
    expect(window).toBeNull();
    expect(calls).toContain('quit');
    expect(windows).toEqual([]);
    expect(ipcMain.handlers.size).toBe(0);
  });

  it('brings the existing window back when a second instance starts', async () => {
    const { emitApp, windows } = await start();
    const [window] = windows;
    if (!window) throw new Error('no window');
    window.minimized = true;
    emitApp('second-instance', {}, ['/opt/PlayHub/playhub']);
    expect(window.minimized).toBe(false);
    expect(window.focused).toBe(true);
    expect(windows).toHaveLength(1);
  });

  it('hardens every web contents the app creates', async () => {
    const { emitApp } = await start();
    const contents = new FakeWebContents();
    emitApp('web-contents-created', {}, contents);
    expect(contents.navigate('https://evil.example.com/')).toBe(true);
    expect(contents.attachWebview()).toBe(true);
    expect(contents.windowOpenHandler?.({ url: 'https://evil.example.com/' })).toEqual({ action: 'deny' });
    expect(contents.session.request('media')).toBe(false);
  });

  it('sends allow-listed links from window.open to the system browser by the rule of shell:open-external', async () => {
    const { emitApp, opened, ipcMain } = await start({ env: { PLAYHUB_API_URL: 'https://api.example.com' } });
    const contents = new FakeWebContents();
    emitApp('web-contents-created', {}, contents);
    const viaIpc = async (url: string) => ipcMain.invoke('shell:open-external', TRUSTED_EVENT, { url });
    for (const url of [
      'https://api.example.com/down',
      'http://api.example.com/down',
      'https://elsewhere.example.com/',
    ]) {
      contents.windowOpenHandler?.({ url });
      await viaIpc(url);
    }
    // Each way of leaving the app opened the https link once and neither downgraded to http.
    expect(opened).toEqual(['https://api.example.com/down', 'https://api.example.com/down']);
  });

  it('lets plain http leave the app only to a loopback host, both ways', async () => {
    const { emitApp, opened, ipcMain } = await start({ env: { PLAYHUB_API_URL: 'http://localhost:8080' } });
    const contents = new FakeWebContents();
    emitApp('web-contents-created', {}, contents);
    contents.windowOpenHandler?.({ url: 'http://localhost:8080/down' });
    await expect(
      ipcMain.invoke('shell:open-external', TRUSTED_EVENT, { url: 'http://localhost:8080/down' }),
    ).resolves.toEqual({ opened: true });
    expect(opened).toEqual(['http://localhost:8080/down', 'http://localhost:8080/down']);
  });

  it('serves the bundle with a CSP naming the configured API origin', async () => {
    const { protocolHandlers, calls } = await start({ env: { PLAYHUB_API_URL: 'https://api.example.com/wps' } });
    expect(calls.indexOf('protocol.handle')).toBeGreaterThan(calls.indexOf('whenReady'));
    const response = await protocolHandlers.get('app')?.(new Request('app://bundle/'));
    expect(response?.status).toBe(200);
    expect(response?.headers.get('content-security-policy')).toContain(
      "connect-src 'self' https://api.example.com wss://api.example.com;",
    );
  });

  it('answers app:get-info over IPC from the configuration', async () => {
    const { ipcMain } = await start({ env: { PLAYHUB_API_URL: 'https://api.example.com', PLAYHUB_MERCHANT: 'm1' } });
    await expect(ipcMain.invoke('app:get-info', TRUSTED_EVENT, null)).resolves.toEqual({
      apiBaseUrl: 'https://api.example.com',
      merchant: 'm1',
      version: '1.2.3',
      os: 'windows',
    });
  });

  it('opens the main window on app://bundle/ with the preload', async () => {
    const { windows, window } = await start();
    expect(windows).toHaveLength(1);
    expect(window).toBe(windows[0]);
    expect(windows[0]?.loadedUrl).toBe('app://bundle/');
    expect(windows[0]?.options.webPreferences?.preload).toBe('/out/preload/index.cjs');
  });

  it('reports configuration problems and still starts on the defaults', async () => {
    const { warnings, windows } = await start({ env: { PLAYHUB_API_URL: 'http://api.example.com' } });
    expect(warnings).toEqual(['Ignoring PLAYHUB_API_URL: plain http is only allowed for localhost; use https']);
    expect(windows).toHaveLength(1);
  });

  it('quits when the last window closes', async () => {
    const { emitApp, calls } = await start();
    emitApp('window-all-closed');
    expect(calls).toContain('quit');
  });
});

describe('deep links', () => {
  it('claims playhub:// in installed builds only', async () => {
    expect((await start({ isPackaged: true })).protocolClients).toEqual(['playhub']);
    expect((await start({ isPackaged: false })).protocolClients).toEqual([]);
  });

  it('opens the link a launch carries (Windows and Linux pass it on the command line)', async () => {
    const { windows } = await start({ argv: ['playhub.exe', 'playhub://register?referralCode=ABC'] });
    expect(windows.map((window) => window.loadedUrl)).toEqual(['app://bundle/register?referralCode=ABC']);
  });

  it('routes a second instance link into the running main window', async () => {
    const { emitApp, windows } = await start();
    emitApp('second-instance', {}, ['playhub.exe', 'playhub://promotions']);
    expect(windows).toHaveLength(1);
    expect(windows[0]?.loadedUrls).toEqual(['app://bundle/', 'app://bundle/promotions']);
  });

  it('handles macOS open-url and cancels the default handling', async () => {
    const { emitApp, windows } = await start();
    const event = new FakeEvent();
    emitApp('open-url', event, 'playhub://help');
    expect(event.prevented).toBe(true);
    expect(windows[0]?.loadedUrl).toBe('app://bundle/help');
  });

  it('ignores unknown links and says so', async () => {
    const { emitApp, windows, warnings } = await start();
    emitApp('open-url', new FakeEvent(), 'playhub://wallet/withdraw?amount=1000');
    expect(windows[0]?.loadedUrls).toEqual(['app://bundle/']);
    expect(warnings).toEqual(['Ignoring the unknown link playhub://wallet/withdraw?amount=1000']);
  });
});

describe("agents' console launch mode", () => {
  it('opens only the console on agentHome when started with --agent-console, with its tray icon', async () => {
    const { windows, trays } = await start({ argv: ['playhub', '--agent-console'] });
    expect(windows.map((window) => window.loadedUrl)).toEqual(['app://bundle/agentHome']);
    expect(trays.map((tray) => tray.iconPath)).toEqual(['/resources/tray-icon.png']);
  });

  it('brings up the console in the running app when a second instance passes the flag', async () => {
    const { emitApp, windows } = await start();
    emitApp('second-instance', {}, ['playhub', '--agent-console']);
    expect(windows.map((window) => window.loadedUrl)).toEqual(['app://bundle/', 'app://bundle/agentHome']);
  });

  it('hides the console on close while running, and lets it close once the app quits', async () => {
    const { emitApp, windows } = await start({ argv: ['playhub', '--agent-console'] });
    const [consoleWindow] = windows;
    consoleWindow?.emit('ready-to-show');
    consoleWindow?.close();
    expect(consoleWindow?.destroyed).toBe(false);
    expect(consoleWindow?.visible).toBe(false);
    emitApp('before-quit');
    consoleWindow?.close();
    expect(consoleWindow?.destroyed).toBe(true);
  });

  it('offers the console in the macOS Dock menu, opening it in the running app', async () => {
    const { windows, menus } = await start({ platform: 'darwin' });
    expect(windows.map((window) => window.loadedUrl)).toEqual(['app://bundle/']);
    expect(menus.dock?.items.map((item) => item.label)).toEqual(['Agent Console']);
    clickMenuItem(menus.dock?.items ?? [], 'Agent Console');
    clickMenuItem(menus.dock?.items ?? [], 'Agent Console');
    expect(windows.map((window) => window.loadedUrl)).toEqual(['app://bundle/', 'app://bundle/agentHome']);
    expect(windows[1]?.focused).toBe(true);
  });

  it('leaves the Dock alone on Windows and Linux', async () => {
    expect((await start({ platform: 'win32' })).menus.dock).toBeNull();
    expect((await start({ platform: 'linux' })).menus.dock).toBeNull();
  });

  it('pins the console from the application menu', async () => {
    const { windows, menus } = await start({ argv: ['playhub', '--agent-console'] });
    clickMenuItem(menus.application?.items ?? [], 'Pin Agent Console on Top');
    expect(windows[0]?.alwaysOnTop).toBe(true);
  });
});

describe('desktop channels end to end', () => {
  it('cs:open opens the live-chat window confined to the chat origin, without preload', async () => {
    const { ipcMain, windows } = await start();
    const url = 'https://chat.example.com/live?room=1';
    await expect(ipcMain.invoke('cs:open', TRUSTED_EVENT, { channel: 'live', url })).resolves.toEqual({ opened: true });
    const chat = windows[1];
    expect(chat?.options).toMatchObject({ width: 440, height: 500 });
    expect(chat?.options.webPreferences?.preload).toBeUndefined();
    expect(chat?.webContents.navigate('https://chat.example.com/live?room=2')).toBe(false);
    expect(chat?.webContents.navigate('https://evil.example.com/')).toBe(true);
    expect(chat?.webContents.navigate('app://bundle/')).toBe(true);
  });

  it('game:open from the main page shows a view in the main window that IPC refuses', async () => {
    const { ipcMain, windows, views } = await start();
    const main = windows[0];
    if (!main) throw new Error('no window');
    const fromMain = ipcEventFrom('app://bundle/game', null, main.webContents.id);
    await ipcMain.invoke('game:open', fromMain, { url: 'https://games.example.com/slot', title: 'Slot' });
    const view = views[0];
    expect(main.contentView.children).toEqual([view]);
    expect(view?.webContents.navigate('https://games.example.com/slot/bonus')).toBe(false);
    expect(view?.webContents.navigate('https://phish.example.com/')).toBe(true);
    await expect(
      ipcMain.invoke('app:get-info', ipcEventFrom('https://games.example.com/slot', null, view?.webContents.id), null),
    ).rejects.toThrow('refused');
  });

  it('update:check answers disabled in a development run, without touching the feed', async () => {
    const { ipcMain, autoUpdater } = await start();
    await expect(ipcMain.invoke('update:check', TRUSTED_EVENT, null)).resolves.toEqual({ status: 'disabled' });
    expect(autoUpdater.checks).toBe(0);
  });

  it('checks the feed at start and every four hours in an installed build', async () => {
    const { autoUpdater, periodic } = await start({ isPackaged: true });
    await settle();
    expect(autoUpdater.autoDownload).toBe(false);
    expect(autoUpdater.checks).toBe(1);
    expect(periodic).toEqual([4 * 3_600_000]);
  });

  it('takes the QA update feed in a development run, never in an installed build', async () => {
    const env = { PLAYHUB_DEV_UPDATE_FEED: 'http://127.0.0.1:4500/updates' };
    const dev = await start({ env });
    const installed = await start({ env, isPackaged: true });
    expect(dev.autoUpdater.feedUrl).toBe('http://127.0.0.1:4500/updates');
    expect(installed.autoUpdater.feedUrl).toBeUndefined();
  });

  it('offers reload and developer tools only in development runs', async () => {
    const dev = await start({ isPackaged: false });
    const installed = await start({ isPackaged: true });
    const roles = (items: unknown) => JSON.stringify(items);
    expect(roles(dev.menus.application?.items)).toContain('"reload"');
    expect(roles(installed.menus.application?.items)).not.toContain('"reload"');
    expect(roles(installed.menus.application?.items)).not.toContain('toggleDevTools');
  });

  it('the menu item "Check for Updates…" reports a development run in a message box', async () => {
    const { menus, dialog } = await start();
    clickMenuItem(menus.application?.items ?? [], 'Check for Updates…');
    await settle();
    expect(dialog.shown.map((box) => box.message)).toEqual(['Updates are checked only in installed builds.']);
  });
});
