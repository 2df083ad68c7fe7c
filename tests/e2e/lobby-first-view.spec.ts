// The lobby's first view against the real server (issue 16): the Slots page shows its first row
// of games without scrolling on a 1280x800 desktop and a 390x844 phone; every slot vendor's
// first view shows games; game tiles read as games (their names, no codes); the banners carry a
// translated headline and a call to action that leads somewhere. Screenshots:
// test-results/screenshots/lobby-*.png.
import { expect, test, type Page } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { asNewVisitor } from './auth-support';
import { skipFirstVisitNews } from './support';

const OUT = resolve(import.meta.dirname, '../../test-results/screenshots');
mkdirSync(OUT, { recursive: true });

const VIEWPORTS = { desktop: { width: 1280, height: 800 }, phone: { width: 390, height: 844 } } as const;

const gameList = (page: Page) => page.getByRole('list', { name: 'Games' });

async function visitor(page: Page, lang: 'EN' | 'TY' = 'EN', theme = 'light'): Promise<void> {
  await asNewVisitor(page, lang);
  await skipFirstVisitNews(page);
  await page.addInitScript((stored) => localStorage.setItem('theme', stored), theme);
}

for (const [name, viewport] of Object.entries(VIEWPORTS)) {
  for (const theme of ['light', 'dark']) {
    test(`the Slots page shows its first row of games without scrolling (${name}, ${theme})`, async ({ page }) => {
      await page.setViewportSize(viewport);
      await visitor(page, 'EN', theme);
      await page.goto('/rng');
      const cards = gameList(page).getByRole('listitem');
      await expect(cards.first()).toBeVisible();
      // The banners and the jackpot are in place, so the page has its final height above the games.
      await expect(page.locator('.banner')).toBeVisible();
      await expect(page.getByTestId('jackpot-amount')).not.toHaveText('');
      expect(await page.evaluate(() => window.scrollY)).toBe(0);
      const boxes = await cards.evaluateAll((items) =>
        items.map((item) => {
          const box = item.getBoundingClientRect();
          return { top: box.top, bottom: box.bottom };
        }),
      );
      const firstRow = boxes.filter((box) => Math.abs(box.top - boxes[0]!.top) < 2);
      expect(firstRow.length).toBeGreaterThanOrEqual(2);
      for (const box of firstRow) expect(box.bottom).toBeLessThanOrEqual(viewport.height);
      await page.screenshot({ path: resolve(OUT, `lobby-rng-${name}-${theme}.png`) });
    });
  }
}

test("every slot vendor's first view shows games", async ({ page }) => {
  await visitor(page);
  await page.goto('/rng');
  // The vendor tabs (the arrows are buttons of the group too, without a pressed state).
  const providers = page.getByRole('group', { name: 'Game providers' }).locator('button[aria-pressed]');
  await expect(providers.first()).toBeVisible();
  const names = (await providers.allTextContents()).filter((text) => text !== 'All providers');
  expect(names.length).toBeGreaterThanOrEqual(9);
  for (const vendor of names) {
    await page
      .getByRole('group', { name: 'Game providers' })
      .getByRole('button', { name: vendor, exact: true })
      .click();
    await expect(page.getByRole('heading', { name: `${vendor} Game Hall` })).toBeVisible();
    await expect(gameList(page).getByRole('listitem').first(), vendor).toBeVisible();
    await expect(page.getByText('No games found.')).toHaveCount(0);
  }
});

test('game tiles are named pictures, never internal codes', async ({ page }) => {
  await visitor(page);
  await page.goto('/rng?page=PHS');
  const first = gameList(page).getByRole('listitem').first();
  await expect(first).toBeVisible();
  const name = (await first.locator('.game-card__name').textContent()) ?? '';
  const src = (await first.locator('img').getAttribute('src')) ?? '';
  const svg = await (await page.request.get(src)).text();
  expect(svg).not.toMatch(/PHS\d{4}/);
  expect(svg).toContain(name.split(' ')[0]);
});

for (const [lang, headline, action] of [
  ['EN', 'Welcome bonus on your first deposit', 'Claim your bonus'],
  ['TY', 'Welcome bonus sa iyong unang deposito', 'Kunin ang bonus'],
] as const) {
  test(`the banners carry a headline and a call to action (${lang})`, async ({ page }) => {
    await visitor(page, lang);
    await page.goto('/');
    const slide = page.locator('.banner .banner__slide').first();
    await expect(slide.locator('.banner__headline')).toHaveText(headline);
    await expect(slide.locator('.banner__action')).toHaveText(action);
    await slide.click();
    await expect(page).toHaveURL(/\/promotions$/);
  });
}
