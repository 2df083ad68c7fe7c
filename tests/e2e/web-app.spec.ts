// The site as an installable web app: Chromium finds and parses the manifest the page links
// (under the page's CSP), its icons load as images of the sizes it claims, and the colour the
// browser paints around the page follows the player's theme.
import { expect, test } from '@playwright/test';
import { TY, collectErrors } from './support';

const LIGHT = '#241566';
const DARK = '#070c1a';

test('Chromium reads the manifest with no error, and its icons load', async ({ page }) => {
  const errors = collectErrors(page);
  await page.goto('/');
  const cdp = await page.context().newCDPSession(page);
  const {
    url,
    errors: manifestErrors,
    data,
  } = (await cdp.send('Page.getAppManifest')) as {
    url: string;
    errors: { message: string }[];
    data?: string;
  };
  expect(new URL(url).pathname).toBe('/manifest.webmanifest');
  expect(manifestErrors).toEqual([]);
  const manifest = JSON.parse(data ?? '{}') as {
    display: string;
    start_url: string;
    icons: { src: string; sizes: string; purpose?: string }[];
  };
  expect(manifest).toMatchObject({ display: 'standalone', start_url: '/' });
  const sizes = await page.evaluate(
    async (sources) =>
      Promise.all(
        sources.map(async (src) => {
          const bitmap = await createImageBitmap(await (await fetch(src)).blob());
          return `${bitmap.width}x${bitmap.height}`;
        }),
      ),
    manifest.icons.map((icon) => icon.src),
  );
  expect(sizes).toEqual(manifest.icons.map((icon) => icon.sizes));
  expect(manifest.icons.some((icon) => icon.purpose === 'maskable')).toBe(true);
  expect(errors).toEqual([]);
});

test("the browser's theme colour follows the theme switch and the stored choice", async ({ page }) => {
  const themeColors = () =>
    page.evaluate(() =>
      [...document.querySelectorAll<HTMLMetaElement>('meta[name="theme-color"]')].map((meta) => meta.content),
    );
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.goto('/');
  // The site's default theme is light whatever the system's scheme: the colour says so too.
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
  expect(await themeColors()).toEqual([LIGHT, LIGHT]);

  await page.getByRole('switch', { name: TY.themeToDark }).click();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  expect(await themeColors()).toEqual([DARK, DARK]);

  await page.emulateMedia({ colorScheme: 'light' });
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await expect.poll(themeColors).toEqual([DARK, DARK]);
});
