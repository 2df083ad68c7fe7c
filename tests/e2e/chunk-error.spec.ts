// A lazy page chunk that cannot be downloaded: "Loading chunk N failed" with a retry button,
// and the page once the chunk is reachable again.
import { expect, test, type Page } from '@playwright/test';
import { TY, collectErrors, expectAppShell } from './support';

/** The built chunk of the VIP page group (out/renderer/assets/vip-<hash>.js). */
const VIP_CHUNK = '**/assets/vip-*.js';

/** Makes every request for the VIP chunk fail; returns a counter of the failed requests. */
async function breakVipChunk(page: Page): Promise<{ count: number }> {
  const aborted = { count: 0 };
  await page.route(VIP_CHUNK, async (route) => {
    aborted.count++;
    await route.abort('connectionfailed');
  });
  return aborted;
}

/** The browser's own log lines about the aborted chunk are expected here. */
const EXPECTED_NOISE = [/Failed to load resource: net::ERR_CONNECTION_FAILED/, /Failed to fetch dynamically imported/];

async function expectChunkError(page: Page): Promise<void> {
  const alert = page.getByRole('alert');
  await expect(alert.getByRole('heading')).toHaveText(TY.chunkFailed('vip'));
  await expect(alert).toContainText('Hindi ma-download ang bahagi ng pahina.');
  await expect(alert.getByRole('button', { name: TY.retry })).toBeVisible();
  // The shell around the page is still there.
  await expectAppShell(page);
  await expect(page.locator('footer.footer')).toBeVisible();
}

test.describe('chunk load failure', () => {
  test('shows the chunk error with retry; the first retry reloads and the page renders', async ({ page }) => {
    const errors = collectErrors(page, EXPECTED_NOISE);
    const aborted = await breakVipChunk(page);
    await page.goto('/vip');
    await expectChunkError(page);
    // The import tried and retried once, before giving up; Vite may add one modulepreload of the
    // chunk (the page group has dependencies: the sanitiser, its styles).
    expect(aborted.count).toBeGreaterThanOrEqual(2);
    expect(aborted.count).toBeLessThanOrEqual(3);
    await expect(page.locator('#main h1')).toHaveText(TY.chunkFailed('vip'));

    await page.unroute(VIP_CHUNK);
    const reloaded = page.waitForEvent('load');
    await page.getByRole('button', { name: TY.retry }).click();
    await reloaded;
    await expect(page.locator('#main h1')).toHaveText('VIP');
    await expect(page.getByRole('alert')).toHaveCount(0);
    // Success clears the reload mark, so a later stale deploy may reload once again.
    expect(await page.evaluate(() => sessionStorage.getItem('chunkReload'))).toBeNull();
    expect(errors).toEqual([]);
  });

  test('after that one reload, retry imports the chunk again in place', async ({ page }) => {
    const errors = collectErrors(page, EXPECTED_NOISE);
    await page.goto('/');
    await expectAppShell(page);
    // The page has already reloaded once for this failure.
    await page.evaluate(() => sessionStorage.setItem('chunkReload', '1'));
    const aborted = await breakVipChunk(page);
    await page.goto('/vip');
    await expectChunkError(page);

    await page.getByRole('button', { name: TY.retry }).click();
    await expectChunkError(page);
    // Two more import attempts (plus at most one modulepreload per load of the chunk).
    expect(aborted.count).toBeGreaterThanOrEqual(4);
    expect(aborted.count).toBeLessThanOrEqual(6);

    await page.unroute(VIP_CHUNK);
    await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));
    await page.getByRole('button', { name: TY.retry }).click();
    await expect(page.locator('#main h1')).toHaveText('VIP');
    await expect(page.getByRole('alert')).toHaveCount(0);
    expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
    expect(await page.evaluate(() => sessionStorage.getItem('chunkReload'))).toBeNull();
    expect(errors).toEqual([]);
  });
});
