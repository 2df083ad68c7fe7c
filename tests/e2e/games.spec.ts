// The game-list screen against the real server: list, filters reset paging, favourites need
// login; screenshots of /rng in light and dark, desktop and a 390 px phone
// (test-results/screenshots/games-*.png).
import { expect, test, type Page } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';

const OUT = resolve(import.meta.dirname, '../../test-results/screenshots');
mkdirSync(OUT, { recursive: true });

const VIEWPORTS = { desktop: { width: 1280, height: 800 }, mobile: { width: 390, height: 844 } } as const;

async function openRng(page: Page, theme = 'light') {
  await page.addInitScript((stored) => {
    localStorage.setItem('theme', stored);
    localStorage.setItem('lang', 'EN');
    localStorage.setItem('hisLang', 'EN');
  }, theme);
  await page.goto('/rng');
  await expect(page.getByRole('group', { name: 'Game lists' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Games' }).or(page.getByText('No games found.'))).toBeVisible();
}

test('the game list answers filters from page 1 and asks visitors to log in for favourites', async ({ page }) => {
  await openRng(page);
  const request = page.waitForRequest(
    (r) => r.url().includes('GCSGAME_gameList') && r.url().includes('gameClassify=SC'),
  );
  await page.getByRole('combobox', { name: 'Category' }).selectOption('SC');
  const url = new URL((await request).url());
  expect(url.searchParams.get('pageNo')).toBe('1');
  expect(url.searchParams.get('pageSize')).toBe('15');
  await page.getByRole('button', { name: 'Favourites' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
});

for (const [viewport, size] of Object.entries(VIEWPORTS)) {
  for (const theme of ['light', 'dark']) {
    test(`screenshot /rng ${viewport} ${theme}`, async ({ page }) => {
      await page.setViewportSize(size);
      await openRng(page, theme);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
      await page.screenshot({ path: resolve(OUT, `games-rng-${viewport}-${theme}.png`), fullPage: false });
    });
  }
}
