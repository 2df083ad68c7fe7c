import { _electron as electron, expect, type ElectronApplication, type Page } from '@playwright/test';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { ElectronBinary } from './electron-binary';

/** The project directory: Electron reads package.json (name, version, main) from it, as packaged. */
export const ROOT = resolve(import.meta.dirname, '../..');

/** A running desktop app with its first window, and how to stop it. */
export interface LaunchedApp {
  app: ElectronApplication;
  page: Page;
  close(): Promise<void>;
}

/**
 * Starts the built app (npm run build:desktop first) with a fresh user-data directory, so runs
 * never share remember-me tokens or window state, and waits for its first page.
 */
export async function launchApp(
  binary: ElectronBinary,
  env: Record<string, string> = {},
  args: string[] = [],
): Promise<LaunchedApp> {
  expect(existsSync(join(ROOT, 'out/main/index.js')), 'run `npm run build:desktop` first').toBe(true);
  const userData = mkdtempSync(join(tmpdir(), 'playhub-electron-'));
  const app = await electron.launch({
    executablePath: binary.path,
    // As root, Chromium refuses its OS sandbox; the pages still run without Node either way.
    args: [ROOT, `--user-data-dir=${userData}`, ...(process.getuid?.() === 0 ? ['--no-sandbox'] : []), ...args],
    env: { ...process.env, PLAYHUB_API_URL: 'http://127.0.0.1:4399', ...env },
  });
  const page = await app.firstWindow();
  await page.waitForLoadState('domcontentloaded');
  return {
    app,
    page,
    async close() {
      await app.close();
      rmSync(userData, { recursive: true, force: true });
    },
  };
}
