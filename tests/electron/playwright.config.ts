import { defineConfig } from '@playwright/test';
import { findElectronBinary } from './electron-binary';

const { skipReason } = findElectronBinary();
// Printed once by the runner, so a skipped desktop suite is never mistaken for a passing one.
if (skipReason) console.log(`[tests/electron] Desktop suite skipped: ${skipReason}`);

/**
 * Playwright's Electron mode against the built app (npm run build:desktop first). One worker:
 * the app holds a single-instance lock.
 */
export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  outputDir: '../../test-results/electron',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 60_000,
  reporter: [['list']],
});
