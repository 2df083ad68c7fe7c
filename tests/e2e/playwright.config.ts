import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 4300);
/** The local SMTP server the forgot-password spec runs; the e2e server sends its mail there. */
const smtpPort = Number(process.env.E2E_SMTP_PORT ?? port + 1);
/** The e2e server's DOWNLOADS_DIR, where the download spec publishes an installer (workers inherit it). */
process.env.E2E_DOWNLOADS_DIR ??= join(tmpdir(), `playhub-e2e-downloads-${port}`);

/**
 * End-to-end tests: Debian's Chromium against the built web app served by the real server on a
 * fresh embedded database. One worker, because some tests switch the brand's maintenance and
 * region settings, which every page of the site sees.
 */
export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  outputDir: '../../test-results/e2e',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 30_000,
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
    screenshot: 'only-on-failure',
  },
  webServer: {
    command: 'node tests/e2e/serve.mjs',
    cwd: '../..',
    url: `http://127.0.0.1:${port}/healthz`,
    // A fresh database's migrations take ~50 s when the machine is busy.
    timeout: 180_000,
    reuseExistingServer: false,
    env: { E2E_PORT: String(port), E2E_SMTP_PORT: String(smtpPort), E2E_DOWNLOADS_DIR: process.env.E2E_DOWNLOADS_DIR },
  },
});
