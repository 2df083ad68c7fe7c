/**
 * Electron's security checklist (https://www.electronjs.org/docs/latest/tutorial/security),
 * item by item, asserted on the running app: startDesktop with the fake Electron, a live chat and
 * a game open, so every kind of page the app makes (app windows, the chat window, the game view)
 * is checked. The focused tests beside each module cover the edge cases; this file fails when
 * any one item stops holding for the app as a whole.
 */
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { WebPreferences } from 'electron';
import { getConfig } from 'app-builder-lib/out/util/config/config.js';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startDesktop } from '../../../src/main/app';
import { TRUSTED_EVENT, createFakeElectron, ipcEventFrom, type FakeWebContents } from './fake-electron';

// The preload's only import; item 20 loads the real preload against this stand-in.
const preloadElectron = vi.hoisted(() => ({
  contextBridge: { exposeInMainWorld: vi.fn() },
  ipcRenderer: { invoke: vi.fn(), on: vi.fn(), removeListener: vi.fn(), send: vi.fn(), sendSync: vi.fn() },
}));
vi.mock('electron', () => preloadElectron);

const ROOT = resolve(import.meta.dirname, '../../..');
const CHAT = 'https://chat.example.com/live';
const GAME = 'https://games.example.com/slot';

let dirs: string[] = [];
let app: Awaited<ReturnType<typeof startApp>>;

/** The app started in a development run against an https API, with a chat and a game open. */
async function startApp() {
  const [bundleRoot, userData] = await Promise.all([
    mkdtemp(join(tmpdir(), 'checklist-bundle-')),
    mkdtemp(join(tmpdir(), 'checklist-user-')),
  ]);
  dirs = [bundleRoot, userData];
  await writeFile(join(bundleRoot, 'index.html'), '<!doctype html>');
  const fake = createFakeElectron({ userData });
  await startDesktop(fake.electron, {
    env: { PLAYHUB_API_URL: 'https://api.example.com' },
    platform: 'linux',
    argv: ['playhub'],
    bundleRoot,
    preloadPath: '/out/preload/index.cjs',
    trayIconPath: '/resources/tray-icon.png',
    warn: () => undefined,
  });
  const [main] = fake.windows;
  if (!main) throw new Error('no main window');
  const fromMain = ipcEventFrom('app://bundle/', null, main.webContents.id);
  await fake.ipcMain.invoke('cs:open', fromMain, { channel: 'live', url: CHAT });
  await fake.ipcMain.invoke('game:open', fromMain, { url: GAME, title: 'Slot' });
  const [, chat] = fake.windows;
  const [game] = fake.views;
  if (!chat || !game) throw new Error('chat or game missing');
  /** Every page with the web preferences it was created with. */
  const pages: { name: string; contents: FakeWebContents; prefs: WebPreferences }[] = [
    { name: 'main window', contents: main.webContents, prefs: main.options.webPreferences ?? {} },
    { name: 'chat window', contents: chat.webContents, prefs: chat.options.webPreferences ?? {} },
    { name: 'game view', contents: game.webContents, prefs: game.options.webPreferences ?? {} },
  ];
  return { ...fake, main, chat, game, pages, fromMain };
}

beforeAll(async () => {
  app = await startApp();
});
afterAll(async () => {
  await Promise.all(dirs.map((dir) => rm(dir, { recursive: true, force: true })));
});

/** Every page's preferences must have `key` set to `value`, spelled out. */
function everyPage(key: keyof WebPreferences, value: unknown): void {
  for (const { name, prefs } of app.pages) expect({ name, [key]: prefs[key] }).toEqual({ name, [key]: value });
}

describe("Electron's security checklist, on the running app", () => {
  it('1. only loads secure content: remote pages need https (http only to loopback); the app scheme is secure', async () => {
    const refused = app.ipcMain.invoke('cs:open', app.fromMain, { channel: 'vip', url: 'http://chat.example.com/' });
    await expect(refused).rejects.toThrow();
    expect(app.windows).toHaveLength(2);
    expect(app.schemes[0]?.privileges).toMatchObject({ standard: true, secure: true });
  });

  it('2. enables no Node.js integration in any page, worker or frame', () => {
    everyPage('nodeIntegration', false);
    everyPage('nodeIntegrationInWorker', false);
    everyPage('nodeIntegrationInSubFrames', false);
  });

  it('3. isolates contexts everywhere and gives remote pages no preload at all', () => {
    everyPage('contextIsolation', true);
    expect(app.pages.map(({ prefs }) => prefs.preload)).toEqual(['/out/preload/index.cjs', undefined, undefined]);
  });

  it('4. sandboxes every renderer: forced before ready, and spelled out', () => {
    expect(app.calls.indexOf('enableSandbox')).toBeLessThan(app.calls.indexOf('whenReady'));
    everyPage('sandbox', true);
  });

  it('5. denies every permission request and check in every session', () => {
    for (const { contents } of app.pages) {
      expect(['media', 'geolocation', 'notifications'].map((p) => contents.session.request(p))).toEqual([
        false,
        false,
        false,
      ]);
      expect(contents.session.checkHandler?.({}, 'media')).toBe(false);
    }
  });

  it('6. keeps webSecurity on', () => everyPage('webSecurity', true));

  it('7. serves every bundle response with a CSP allowing scripts from the bundle only', async () => {
    const response = await app.protocolHandlers.get('app')?.(new Request('app://bundle/index.html'));
    const csp = response?.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("script-src 'self';");
    expect(csp).not.toContain('unsafe-eval');
  });

  it('8. never allows insecure content to run', () => everyPage('allowRunningInsecureContent', false));

  it('9. enables no experimental features', () => everyPage('experimentalFeatures', false));

  it('10. enables no Blink features', () => everyPage('enableBlinkFeatures', undefined));

  it('11. has no webviews to allow popups in: the tag is off everywhere', () => everyPage('webviewTag', false));

  it('12. refuses every <webview> before it is created', () => {
    for (const { contents } of app.pages) expect(contents.attachWebview()).toBe(true);
  });

  it('13. limits navigation and redirects: the app to app://bundle, the chat and the game to their origin', () => {
    const { main, chat, game } = app;
    expect([main.webContents.navigate('app://bundle/promotions'), main.webContents.navigate(CHAT)]).toEqual([
      false,
      true,
    ]);
    expect([chat.webContents.navigate(`${CHAT}/2`), chat.webContents.redirect('https://evil.example.com/')]).toEqual([
      false,
      true,
    ]);
    expect([game.webContents.navigate(`${GAME}/bonus`), game.webContents.redirect('app://bundle/')]).toEqual([
      false,
      true,
    ]);
  });

  it('14. creates no new window: window.open is denied, allow-listed https links go to the browser', () => {
    const answers = app.pages.flatMap(({ contents }) =>
      ['https://api.example.com/down', 'http://api.example.com/down', 'https://evil.example.com/'].map((url) =>
        contents.windowOpenHandler?.({ url }),
      ),
    );
    expect(new Set(answers.map((answer) => answer?.action))).toEqual(new Set(['deny']));
    expect(new Set(app.opened)).toEqual(new Set(['https://api.example.com/down']));
  });

  it('15. hands the shell only allow-listed https links', async () => {
    const before = app.opened.length;
    for (const url of ['file:///etc/passwd', 'http://api.example.com/', 'https://evil.example.com/', 'ms-settings:']) {
      await expect(app.ipcMain.invoke('shell:open-external', TRUSTED_EVENT, { url })).resolves.toEqual({
        opened: false,
      });
    }
    expect(app.opened).toHaveLength(before);
  });

  it('16. packages a current Electron: the installed one, a supported major', async () => {
    const installed = (
      JSON.parse(readFileSync(join(ROOT, 'node_modules/electron/package.json'), 'utf8')) as { version: string }
    ).version;
    const config = await getConfig(ROOT, join(ROOT, 'electron-builder.yml'), null);
    expect(config.electronVersion).toBe(installed);
    expect(Number(installed.split('.')[0])).toBeGreaterThanOrEqual(45);
  });

  it('17. answers IPC only from the top-level app://bundle frame of an app window', async () => {
    const callers = [
      ipcEventFrom(GAME, null, app.game.webContents.id),
      ipcEventFrom(CHAT, null, app.chat.webContents.id),
      ipcEventFrom('app://bundle/', { url: 'app://bundle/', parent: null }, app.main.webContents.id),
      ipcEventFrom('https://evil.example.com/', null, app.main.webContents.id),
    ];
    for (const caller of callers) await expect(app.ipcMain.invoke('app:get-info', caller, null)).rejects.toThrow();
    await expect(app.ipcMain.invoke('app:get-info', app.fromMain, null)).resolves.toMatchObject({ os: 'linux' });
  });

  it('18. loads the app from its own scheme, never file://, confined to the bundle', async () => {
    expect(app.main.loadedUrl).toBe('app://bundle/');
    const escape = await app.protocolHandlers.get('app')?.(new Request('app://bundle/..%2f..%2fetc%2fpasswd'));
    expect(escape?.status).toBeGreaterThanOrEqual(400);
  });

  it('19. flips the fuses that lock the packaged binary', async () => {
    const { electronFuses } = await getConfig(ROOT, join(ROOT, 'electron-builder.yml'), null);
    expect(electronFuses).toMatchObject({
      runAsNode: false,
      enableNodeOptionsEnvironmentVariable: false,
      enableNodeCliInspectArguments: false,
      enableEmbeddedAsarIntegrityValidation: true,
      onlyLoadAppFromAsar: true,
    });
  });

  it('20. exposes no Electron API to the page: the preload gives window.desktop with invoke and on only', async () => {
    await import('../../../src/preload/index');
    const exposed = preloadElectron.contextBridge.exposeInMainWorld.mock.calls as [string, object][];
    expect(exposed.map(([name, api]) => [name, Object.keys(api)])).toEqual([['desktop', ['invoke', 'on']]]);
  });
});
