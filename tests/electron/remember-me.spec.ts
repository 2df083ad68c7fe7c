// Remember-me on the desktop: a member who logs in with "Remember me" is still logged in after
// the app is quit and started again (the token kept by the main process in safeStorage, never a
// password), and logging out forgets it. Runs the real platform server (out/server) and the built
// app (npm run build:desktop and build:server first); skipped with its reason without Electron.
import { _electron as electron, expect, test, type ElectronApplication, type Page } from '@playwright/test';
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startBuiltServer } from '../fixtures/built-server.mjs';
import { findElectronBinary } from './electron-binary';
import { ROOT } from './launch-app';

const binary = findElectronBinary();
test.skip(binary.path === undefined, binary.skipReason ?? '');

const PASSWORD = 'Desktop-remember-1';

/** Every file under a directory, read as text (to prove no password is stored anywhere). */
function allText(dir: string): string {
  return readdirSync(dir)
    .map((name) => join(dir, name))
    .map((path) => (statSync(path).isDirectory() ? allText(path) : readFileSync(path).toString('latin1')))
    .join('\n');
}

test('login with remember-me survives a restart of the app; logout forgets it', async () => {
  test.setTimeout(180_000);
  const server = await startBuiltServer({ PORT: '4397', LOG_LEVEL: 'warn' }, { stdio: 'ignore' });
  const userData = mkdtempSync(join(tmpdir(), 'playhub-remember-'));
  const username = `desk${Date.now().toString(36).slice(-8)}`;
  let app: ElectronApplication | undefined;

  /** Starts the app on the same user-data directory each time, in English. */
  async function start(): Promise<Page> {
    app = await electron.launch({
      executablePath: binary.path,
      args: [ROOT, `--user-data-dir=${userData}`, ...(process.getuid?.() === 0 ? ['--no-sandbox'] : [])],
      env: { ...process.env, PLAYHUB_API_URL: server.url },
    });
    const page = await app.firstWindow();
    await page.waitForLoadState('domcontentloaded');
    await page.evaluate(() => {
      localStorage.setItem('lang', 'EN');
      localStorage.setItem('hisLang', 'EN');
    });
    return page;
  }
  const accountButton = (page: Page) => page.getByRole('button', { name: new RegExp(username) });
  const loginButton = (page: Page) => page.locator('header').getByRole('button', { name: 'Login', exact: true });

  try {
    let page = await start();
    await page.goto('app://bundle/register');
    const register = page.getByRole('dialog', { name: 'Register' });
    await register.getByRole('tab', { name: 'Username' }).click();
    await register.getByLabel('Username', { exact: true }).fill(username);
    await register.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await register.getByLabel('Confirm password').fill(PASSWORD);
    await register.getByRole('button', { name: 'Register now' }).click();
    await expect(accountButton(page)).toBeVisible();
    // Sign out, then in again with "Remember me".
    await accountButton(page).click();
    await page.getByRole('menuitem', { name: 'Sign out' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Sign out' }).click();
    await loginButton(page).click();
    const login = page.getByRole('dialog', { name: 'Login' });
    await login.getByRole('checkbox', { name: 'Remember me' }).check();
    await login.getByLabel('Username', { exact: true }).fill(username);
    await login.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await login.getByRole('button', { name: 'Login', exact: true }).click();
    await expect(accountButton(page)).toBeVisible();

    // Quit and start again: the session comes back from the remembered token.
    await app!.close();
    page = await start();
    await page.reload();
    await expect(accountButton(page)).toBeVisible({ timeout: 20_000 });
    expect(allText(userData)).not.toContain(PASSWORD);

    // Logging out forgets it: the next start is logged out.
    await accountButton(page).click();
    await page.getByRole('menuitem', { name: 'Sign out' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Sign out' }).click();
    await expect(loginButton(page)).toBeVisible();
    await app!.close();
    page = await start();
    await page.reload();
    await expect(loginButton(page)).toBeVisible({ timeout: 20_000 });
    await expect(accountButton(page)).toHaveCount(0);
  } finally {
    await app?.close().catch(() => undefined);
    await server.stop();
    rmSync(userData, { recursive: true, force: true });
  }
});
