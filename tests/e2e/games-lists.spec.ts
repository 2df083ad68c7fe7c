// The game lists and lobbies against the real server (issue 6): the game-list rules (filters and
// vendors start again from page 1, the pager), favourites and recent need a real account, a
// favourite survives a reload, a played game is listed under recent games, every lobby route
// shows its content, the all-games lobby is one windowed grid; screenshots of /rng, /live and
// /hot in both themes, desktop and 390 px (test-results/screenshots/lists-*.png).
import { expect, test, type Page, type Request } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { asNewVisitor, newUsername, registerByUsername } from './auth-support';

const OUT = resolve(import.meta.dirname, '../../test-results/screenshots');
mkdirSync(OUT, { recursive: true });

const VIEWPORTS = { desktop: { width: 1280, height: 800 }, mobile: { width: 390, height: 844 } } as const;

async function english(page: Page, theme = 'light') {
  await page.addInitScript((stored) => {
    localStorage.setItem('theme', stored);
    localStorage.setItem('lang', 'EN');
    localStorage.setItem('hisLang', 'EN');
  }, theme);
}

const gameList = (page: Page) => page.getByRole('list', { name: 'Games' });

/** The next game-list call, read as its query. */
async function nextListQuery(page: Page, act: () => Promise<unknown>): Promise<URLSearchParams> {
  const request: Promise<Request> = page.waitForRequest((r) => r.url().includes('GCSGAME_gameList'));
  await act();
  return new URL((await request).url()).searchParams;
}

test('the game-list screen: vendors with arrows, pager, and every filter starts again from page 1', async ({
  page,
}) => {
  await english(page);
  await page.goto('/rng');
  await expect(gameList(page).getByRole('listitem')).toHaveCount(15);
  // Eight slot vendors: more than seven, so the carousel has arrows.
  await expect(page.getByRole('button', { name: 'More providers' })).toBeVisible();

  const pager = page.getByRole('navigation', { name: 'Pages' });
  await expect(pager.getByRole('button', { name: 'Page 1', exact: true })).toHaveAttribute('aria-current', 'page');
  await expect(pager.getByRole('button', { name: 'First' })).toBeDisabled();
  let query = await nextListQuery(page, () => pager.getByRole('button', { name: 'Next' }).click());
  expect(query.get('pageNo')).toBe('2');
  query = await nextListQuery(page, () => pager.getByRole('button', { name: 'Last' }).click());
  const last = Number(query.get('pageNo'));
  expect(last).toBeGreaterThan(100);
  await expect(pager.getByRole('button', { name: `Page ${last}`, exact: true })).toHaveAttribute(
    'aria-current',
    'page',
  );
  // Page range 3 and one margin page: 1 … last-2 last-1 last.
  await expect(pager.getByRole('button', { name: /^Page \d+$/ })).toHaveCount(4);

  // Search as you type: one request once typing pauses, names starting with the search first.
  const search = page.getByRole('searchbox', { name: 'Search games' });
  const asked: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('GCSGAME_gameList')) asked.push(new URL(r.url()).searchParams.get('gameName') ?? '');
  });
  query = await nextListQuery(page, () => search.pressSequentially('golden', { delay: 20 }));
  expect(Object.fromEntries(query)).toMatchObject({ pageNo: '1', pageSize: '15', gameName: 'golden' });
  expect(asked).toEqual(['golden']);
  await expect(gameList(page).getByRole('listitem').first()).toContainText('Golden');
  await expect(search).toHaveValue('golden');
  query = await nextListQuery(page, () => search.press('Enter'));
  expect(query.get('gameName')).toBe('golden');

  query = await nextListQuery(page, () => page.getByRole('combobox', { name: 'Category' }).selectOption('SC'));
  expect(Object.fromEntries(query)).toMatchObject({ pageNo: '1', pageSize: '15', gameClassify: 'SC' });
  expect(query.has('gameName')).toBe(false);
  await expect(search).toHaveValue('');

  query = await nextListQuery(page, () => page.getByRole('combobox', { name: 'Minimum bet' }).selectOption('0.5'));
  expect(Object.fromEntries(query)).toMatchObject({ pageNo: '1', minBet: '0.5' });
  expect(query.has('gameClassify')).toBe(false);
  await expect(page.getByRole('combobox', { name: 'Category' })).toHaveValue('');

  // Choosing a vendor shows its hall and its hot list, with the filters cleared.
  await page.getByRole('group', { name: 'Game providers' }).getByRole('button', { name: 'Luxor Gaming' }).click();
  await expect(page.getByRole('heading', { name: 'Luxor Gaming Game Hall' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Hot', exact: true })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('combobox', { name: 'Minimum bet' })).toHaveValue('all');

  // ?page= opens on a vendor's tab.
  await page.goto('/rng?page=NEB');
  await expect(page.getByRole('heading', { name: 'Nebula Play Game Hall' })).toBeVisible();
});

test('favourites and recent ask visitors to log in and trial accounts for a real account', async ({ page }) => {
  await english(page);
  await page.goto('/rng');
  await expect(gameList(page)).toBeVisible();
  await page.getByRole('button', { name: 'Favourites', exact: true }).click();
  await expect(page.getByRole('dialog', { name: 'Login' })).toBeVisible();
  await page.keyboard.press('Escape');
  await page.goto('/rng');
  await gameList(page)
    .getByRole('button', { name: /^Favourite: / })
    .first()
    .click();
  await expect(page.getByRole('dialog', { name: 'Login' })).toBeVisible();

  // Free play: a trial session, which gets the real-account warning instead.
  await page.goto('/login');
  await page.locator('.modal').getByRole('button', { name: 'FREE TRIAL' }).click();
  await expect(page.locator('.account-menu__button')).toBeVisible();
  await page.goto('/rng');
  await page.getByRole('button', { name: 'Recently played' }).click();
  const warning = page.getByRole('alertdialog');
  await expect(warning).toContainText('Please register a real account first.');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('button', { name: 'All games' })).toHaveAttribute('aria-pressed', 'true');
});

test('a favourite is kept across a reload and leaves the favourites list when unstarred', async ({ page }) => {
  // A member of its own, so no other test's favourites or forced password change get in the way.
  await asNewVisitor(page);
  await registerByUsername(page, newUsername('fav'), 'Fav-player-2026');
  await page.goto('/rng');

  const card = gameList(page).getByRole('listitem').nth(2);
  const star = card.getByRole('button', { name: /^Favourite: / });
  const name = ((await star.getAttribute('aria-label')) ?? '').replace('Favourite: ', '');
  await expect(star).toHaveAttribute('aria-pressed', 'false');
  const added = page.waitForResponse((r) => r.url().includes('MCSFE_addFavoriteGameV2'));
  await star.click();
  await expect(star).toHaveAttribute('aria-pressed', 'true');
  expect((await added).ok()).toBe(true);

  await page.reload();
  const again = gameList(page).getByRole('button', { name: `Favourite: ${name}` });
  await expect(again).toHaveAttribute('aria-pressed', 'true');

  await page.getByRole('button', { name: 'Favourites', exact: true }).click();
  const favourite = gameList(page).getByRole('button', { name: `Favourite: ${name}` });
  await expect(favourite).toBeVisible();
  await favourite.click();
  await expect(gameList(page).getByRole('button', { name: `Favourite: ${name}` })).toHaveCount(0);

  // A played game is listed under recent games.
  await page.getByRole('button', { name: 'All games', exact: true }).click();
  const play = gameList(page)
    .getByRole('button', { name: /^Play / })
    .nth(4);
  const played = ((await play.getAttribute('aria-label')) ?? '').replace(/^Play /, '');
  await play.click();
  await expect(page).toHaveURL(/\/game\?/);
  await page.goto('/rng');
  await page.getByRole('button', { name: 'Recently played' }).click();
  await expect(page.getByRole('button', { name: 'Recently played' })).toHaveAttribute('aria-pressed', 'true');
  await expect(gameList(page).getByRole('listitem')).toHaveCount(1);
  await expect(gameList(page).getByRole('button', { name: `Play ${played}`, exact: true })).toBeVisible();
});

test('each lobby route shows its content', async ({ page }) => {
  await english(page);
  const tiles = (p: Page) => p.getByRole('list', { name: 'Game providers' });

  await page.goto('/live');
  await expect(tiles(page).getByRole('listitem')).toHaveCount(2);
  await expect(page.getByRole('heading', { name: 'Aura Live Game Hall' })).toBeVisible();
  await expect(gameList(page).getByRole('listitem')).toHaveCount(40);
  await tiles(page).getByRole('button', { name: 'Show the games of Velvet Tables' }).click();
  await expect(gameList(page).getByRole('listitem')).toHaveCount(30);

  // Sports books are launch tiles; esports and cockfight vendors have lanes of their own.
  await page.goto('/sports');
  await expect(tiles(page).getByRole('button', { name: 'Play Arena Sports' })).toBeVisible();
  await expect(tiles(page).getByText('IM E-Sports')).toHaveCount(0);
  await page.goto('/esports');
  await expect(tiles(page).getByRole('listitem')).toHaveCount(3);
  await page.goto('/cockfight');
  await expect(tiles(page).getByRole('button', { name: 'Play DS88 Sabong' })).toBeVisible();
  // The house's own lottery (seeded first in the ELOTT lane) opens the lottery hall.
  await page.goto('/elott');
  await expect(page.getByRole('heading', { name: 'PlayHub VN Lottery Game Hall' })).toBeVisible();

  for (const [path, vendor] of [
    ['/fish', 'Reef Hunters'],
    ['/pvp', 'Tongits Club'],
    ['/games/arcade', 'Pixel Arcade'],
  ] as const) {
    await page.goto(path);
    await expect(
      page.getByRole('group', { name: 'Game providers' }).getByRole('button', { name: vendor }),
    ).toBeVisible();
    await expect(gameList(page).getByRole('listitem').first()).toBeVisible();
  }

  await page.goto('/hot');
  const types = page.getByRole('group', { name: 'Game types' });
  await expect(types.getByRole('button', { name: 'All types' })).toHaveAttribute('aria-pressed', 'true');
  await types.getByRole('button', { name: 'Slots' }).click();
  await expect(gameList(page).getByRole('listitem').first()).toBeVisible();
});

test('the all-games lobby is one windowed grid over every game', async ({ page }) => {
  await english(page);
  await page.goto('/games');
  const status = page.getByText(/^Games found: /);
  await expect(status).toBeVisible();
  const total = Number(((await status.textContent()) ?? '').replace(/\D/g, ''));
  expect(total).toBeGreaterThan(2_900);
  const items = gameList(page).getByRole('listitem');
  await expect(items.first()).toHaveAttribute('aria-setsize', String(total));
  const rendered = await items.count();
  expect(rendered).toBeLessThan(120);

  // To the end: the last card is there, loaded, and the grid still holds only a window.
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  const lastCard = gameList(page).locator(`[aria-posinset="${total}"]`);
  await expect(lastCard.getByRole('button', { name: /^Play / })).toBeVisible({ timeout: 10_000 });
  expect(await items.count()).toBeLessThan(120);
  expect(await page.evaluate(() => document.querySelectorAll('*').length)).toBeLessThan(1_000);

  // Tab moves through the cards in list order, and the focused card stays while scrolling away.
  const play = lastCard.getByRole('button', { name: /^Play / });
  await play.focus();
  await page.evaluate(() => window.scrollTo(0, 0));
  await expect(play).toBeFocused();

  // A search starts the list over.
  await page.getByRole('searchbox', { name: 'Search games' }).fill('Golden');
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(status).not.toHaveText(`Games found: ${total.toLocaleString('en-US')}`);
});

for (const [viewport, size] of Object.entries(VIEWPORTS)) {
  for (const theme of ['light', 'dark']) {
    test(`screenshots /rng, /live and /hot ${viewport} ${theme}`, async ({ page }) => {
      await page.setViewportSize(size);
      await english(page, theme);
      for (const [path, top] of [
        ['/rng', page.getByRole('group', { name: 'Game providers' })],
        ['/live', page.getByRole('list', { name: 'Game providers' })],
        ['/hot', page.getByRole('group', { name: 'Game types' })],
      ] as const) {
        await page.goto(path);
        await expect(gameList(page).getByRole('listitem').first()).toBeVisible();
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        expect(overflow, `${path} overflows`).toBeLessThanOrEqual(0);
        // The lists start below the banners: shoot the screen that shows them, pictures loaded.
        const y = ((await top.boundingBox())?.y ?? 0) - 80;
        await page.evaluate((to) => window.scrollTo(0, to), y);
        await page.waitForLoadState('networkidle');
        await page.screenshot({ path: resolve(OUT, `lists${path.replace('/', '-')}-${viewport}-${theme}.png`) });
      }
    });
  }
}
