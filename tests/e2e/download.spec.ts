// /down offers only what can really be installed: with nothing published it says so and shows
// how to add the web app to a phone's home screen; an Android app published in the server's
// DOWNLOADS_DIR appears with a QR code and a link that downloads it. Every link the page shows
// into /down/ answers, at phone and desktop width.
import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { asNewVisitor } from './auth-support';
import { collectErrors, expectAppShell } from './support';

/** The e2e server's downloads folder (playwright.config.ts E2E_DOWNLOADS_DIR). */
const DOWNLOADS = process.env.E2E_DOWNLOADS_DIR ?? '';
const APK = 'PlayHub-1.3.0-android-universal.apk';
const WIDTHS = [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
];

function emptyDownloads(): void {
  mkdirSync(DOWNLOADS, { recursive: true });
  for (const file of readdirSync(DOWNLOADS)) rmSync(join(DOWNLOADS, file), { force: true });
}

/** Opens /down in English, past the first-visit news popup. */
async function openDown(page: Page, size: { width: number; height: number }): Promise<void> {
  await asNewVisitor(page);
  await page.addInitScript(() => {
    localStorage.setItem('lang', 'en');
    sessionStorage.setItem('newsSeen', '1');
  });
  await page.setViewportSize(size);
  await page.goto('/down');
  await expectAppShell(page);
  await expect(page.getByTestId('web-app')).toBeVisible();
}

/** Every link of the page's main area into /down/ answers 200: none is a dead installer link. */
async function downloadLinksAnswer(page: Page): Promise<string[]> {
  const hrefs = await page
    .locator('main a[href]')
    .evaluateAll((links) => links.map((link) => new URL((link as HTMLAnchorElement).href).pathname));
  const downloads = hrefs.filter((path) => path.startsWith('/down/'));
  for (const path of downloads) expect((await page.request.get(path)).status(), path).toBe(200);
  return downloads;
}

test.describe('download page', () => {
  test.skip(!DOWNLOADS, 'needs the e2e server of playwright.config.ts (E2E_DOWNLOADS_DIR)');
  test.beforeAll(emptyDownloads);
  test.afterAll(emptyDownloads);

  for (const size of WIDTHS) {
    test(`nothing published: says so and offers the web app — ${size.width} px`, async ({ page }) => {
      const errors = collectErrors(page);
      await openDown(page, size);
      await expect(page.getByTestId('no-phone-app')).toHaveText(
        'No phone app is published yet. You can add PlayHub to your home screen instead: it opens in its own window, like an app.',
      );
      await expect(page.locator('[data-resource]')).toHaveCount(0);
      const webApp = page.getByTestId('web-app');
      await expect(webApp.getByRole('heading', { level: 2 })).toHaveText('Add PlayHub to your home screen');
      await expect(webApp.getByRole('heading', { name: 'On Android (Chrome)' })).toBeVisible();
      await expect(webApp.getByRole('heading', { name: 'On iPhone and iPad (Safari)' })).toBeVisible();
      await expect(webApp.locator('li')).toHaveCount(6);
      // The code that opens the site on a phone is for computers; a phone cannot scan itself.
      await expect(webApp.getByRole('img', { name: 'QR code for PlayHub' })).toBeVisible({
        visible: size.width > 760,
      });
      await expect(page.getByText('No desktop installers are published yet.')).toBeVisible();
      expect(await downloadLinksAnswer(page)).toEqual([]);
      expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(
        0,
      );
      expect(errors).toEqual([]);
    });
  }

  test('an Android app published in DOWNLOADS_DIR appears with its QR code and downloads', async ({ page }) => {
    writeFileSync(join(DOWNLOADS, APK), 'pretend android package');
    await openDown(page, WIDTHS[0]!);
    await expect(page.getByTestId('no-phone-app')).toHaveCount(0);
    const card = page.locator('[data-resource="ANDROID"]');
    await expect(card).toContainText('Android');
    await expect(card).toContainText('1.3.0');
    await expect(card.getByRole('img', { name: 'QR code for Android' })).toBeVisible();
    await expect(card.getByRole('link', { name: 'Download' })).toHaveAttribute('href', `/down/updates/${APK}`);
    // No iPhone app exists (no App Store link configured): nothing pretends there is one.
    await expect(page.locator('[data-resource="IOS"]')).toHaveCount(0);
    expect(await downloadLinksAnswer(page)).toEqual([`/down/updates/${APK}`]);
    const apk = await page.request.get(`/down/updates/${APK}`);
    expect(apk.headers()['content-type']).toBe('application/vnd.android.package-archive');
    // The web app stays on offer (an iPhone has no other way), and the phone app is not a desktop one.
    await expect(page.getByTestId('web-app')).toBeVisible();
    await expect(page.getByText('No desktop installers are published yet.')).toBeVisible();
  });
});
