import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDesktop, type DesktopContext } from '../../../src/main/app';
import { FakeWebContents, TRUSTED_EVENT, createFakeElectron } from './fake-electron';

let bundleRoot: string;

beforeAll(async () => {
  bundleRoot = await mkdtemp(join(tmpdir(), 'renderer-'));
  await writeFile(join(bundleRoot, 'index.html'), '<!doctype html>');
});
afterAll(() => rm(bundleRoot, { recursive: true, force: true }));

async function start(options: { lockGranted?: boolean; env?: Record<string, string> } = {}) {
  const fake = createFakeElectron({ lockGranted: options.lockGranted });
  const warnings: string[] = [];
  const context: DesktopContext = {
    env: options.env ?? {},
    platform: 'win32',
    bundleRoot,
    preloadPath: '/out/preload/index.cjs',
    warn: (message) => warnings.push(message),
  };
  const window = await startDesktop(fake.electron, context);
  return { ...fake, window, warnings };
}

describe('startDesktop', () => {
  it('privileges app:// and forces the sandbox for every renderer before Electron is ready', async () => {
    const { calls, schemes } = await start();
    expect(schemes.map((scheme) => scheme.scheme)).toEqual(['app']);
    expect(calls.indexOf('registerSchemesAsPrivileged')).toBeLessThan(calls.indexOf('whenReady'));
    expect(calls.indexOf('enableSandbox')).toBeLessThan(calls.indexOf('whenReady'));
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
    emitApp('second-instance');
    expect(window.minimized).toBe(false);
    expect(window.focused).toBe(true);
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

  it('sends allow-listed http(s) links from window.open to the system browser', async () => {
    const { emitApp, opened } = await start({ env: { PLAYHUB_API_URL: 'https://api.example.com' } });
    const contents = new FakeWebContents();
    emitApp('web-contents-created', {}, contents);
    contents.windowOpenHandler?.({ url: 'https://api.example.com/down' });
    contents.windowOpenHandler?.({ url: 'https://elsewhere.example.com/' });
    expect(opened).toEqual(['https://api.example.com/down']);
  });

  it('serves the bundle with a CSP naming the configured API origin', async () => {
    const { protocolHandlers, calls } = await start({ env: { PLAYHUB_API_URL: 'https://api.example.com/wps' } });
    expect(calls.indexOf('protocol.handle')).toBeGreaterThan(calls.indexOf('whenReady'));
    const response = await protocolHandlers.get('app')?.(new Request('app://bundle/'));
    expect(response?.status).toBe(200);
    expect(response?.headers.get('content-security-policy')).toContain("connect-src 'self' https://api.example.com;");
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
