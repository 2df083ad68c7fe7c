// The desktop app against the real platform server (npm run build:desktop and build:server
// first): it starts on the home page, exposes only the bridge, keeps Node out of the page and
// serves its bundle with the CSP. Skipped with its reason without an Electron binary.
import { _electron as electron, expect, test, type ElectronApplication, type Page } from '@playwright/test';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { startBuiltServer } from '../fixtures/built-server.mjs';
import { findElectronBinary } from './electron-binary';

const ROOT = resolve(import.meta.dirname, '../..');
const PORT = '4399';
const API = `http://127.0.0.1:${PORT}`;
/** The brand the server seeds (src/server/db/seed.ts), with its banners and content. */
const MERCHANT = 'demo';
const binary = findElectronBinary();

test.skip(binary.path === undefined, binary.skipReason ?? '');

test.describe('desktop app', () => {
  let app: ElectronApplication;
  let page: Page;
  let userData: string;
  let server: Awaited<ReturnType<typeof startBuiltServer>> | undefined;

  test.beforeAll(async () => {
    test.setTimeout(120_000);
    expect(existsSync(join(ROOT, 'out/main/index.js')), 'run `npm run build:desktop` first').toBe(true);
    expect(existsSync(join(ROOT, 'out/server/main.js')), 'run `npm run build:server` first').toBe(true);
    server = await startBuiltServer({ PORT, LOG_LEVEL: 'warn' }, { stdio: 'ignore' });
    userData = mkdtempSync(join(tmpdir(), 'playhub-electron-'));
    app = await electron.launch({
      executablePath: binary.path,
      // The project directory, so Electron reads package.json (name, version, main) as packaged.
      // As root, Chromium refuses its OS sandbox; the page still runs without Node either way.
      args: [ROOT, `--user-data-dir=${userData}`, ...(process.getuid?.() === 0 ? ['--no-sandbox'] : [])],
      env: { ...process.env, PLAYHUB_API_URL: API, PLAYHUB_MERCHANT: MERCHANT },
    });
    page = await app.firstWindow();
    await page.waitForLoadState('domcontentloaded');
  });

  test.afterAll(async () => {
    await app?.close();
    await server?.stop();
    if (userData) rmSync(userData, { recursive: true, force: true });
  });

  test('starts and shows the home page from app://bundle, with the brand and its home banners', async () => {
    expect(page.url()).toBe('app://bundle/');
    // The header's logo link (named after the brand in every language) and the home banners,
    // both filled from the server's status and content calls, so the page really works.
    await expect(page.locator('header').getByRole('link', { name: /PlayHub/ })).toBeVisible({ timeout: 20_000 });
    const banner = page.locator('.banner');
    await expect(banner).toHaveAttribute('data-group', 'w_home');
    await expect(banner).toHaveAttribute('data-count', /^[1-9]\d*$/);
    await expect(banner.locator('img').first()).toBeAttached();
    await expect
      .poll(() => app.evaluate(({ BrowserWindow }) => BrowserWindow.getAllWindows()[0]?.isVisible() ?? false))
      .toBe(true);
  });

  test('exposes window.desktop with only invoke and on', async () => {
    expect(await page.evaluate(() => Object.keys(window.desktop ?? {}))).toEqual(['invoke', 'on']);
    expect(await page.evaluate(() => typeof window.desktop?.invoke)).toBe('function');
  });

  test('keeps Node.js out of the page', async () => {
    const reachable = await page.evaluate(() =>
      ['require', 'process', 'module', 'Buffer', 'ipcRenderer'].filter((name) => name in globalThis),
    );
    expect(reachable).toEqual([]);
  });

  test('answers app:get-info from the configuration', async () => {
    const { version } = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as { version: string };
    const info = await page.evaluate(() => window.desktop?.invoke('app:get-info', null));
    expect(info).toEqual({ apiBaseUrl: API, merchant: MERCHANT, version, os: expect.any(String) as unknown });
  });

  test('rejects channels outside the contract', async () => {
    const error = await page.evaluate(() =>
      (window.desktop?.invoke as (channel: string, arg: unknown) => Promise<unknown>)(
        'fs:read-file',
        '/etc/passwd',
      ).then(
        () => 'resolved',
        (reason: Error) => reason.message,
      ),
    );
    expect(error).toContain('Unknown desktop channel');
  });

  test('serves every bundle response with the Content-Security-Policy', async () => {
    const policy = await page.evaluate(async () => (await fetch('/index.html')).headers.get('content-security-policy'));
    expect(policy).toContain("script-src 'self'");
    expect(policy).toContain(`connect-src 'self' ${API}`);
  });
});
