// The lottery pages against the real server (issue 6): a visitor at a lottery game is asked to
// log in and nothing launches; a member reaches /lottery with the game's code and vendor, which
// launches it with launchMode LOTT and shows the game frame or the translated refusal (the demo
// lottery vendors are not connected); a trial account gets the real-account warning there; and
// /lottery without a game shows the lottery lobby (lottery-lobby.spec.ts covers it whole).
// Screenshots: test-results/screenshots/lottery-*.png.
import { expect, test, type Page } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { asNewVisitor as newVisitor, newUsername, registerByUsername } from './auth-support';
import { skipFirstVisitNews } from './support';

const OUT = resolve(import.meta.dirname, '../../test-results/screenshots');
mkdirSync(OUT, { recursive: true });

test.describe.configure({ timeout: 90_000 });

async function asNewVisitor(page: Page): Promise<void> {
  await newVisitor(page);
  await skipFirstVisitNews(page);
}

/** The first game of PlayHub Lotto in the e-lottery lobby (/elott opens its first vendor, the VN lottery). */
async function firstLotteryGame(page: Page) {
  await page.goto('/elott');
  await page.getByRole('button', { name: 'Show the games of PlayHub Lotto' }).click();
  await expect(page.getByRole('heading', { name: 'PlayHub Lotto Game Hall' })).toBeVisible();
  const play = page
    .getByRole('list', { name: 'Games' })
    .getByRole('button', { name: /^Play / })
    .first();
  await expect(play).toBeVisible();
  return play;
}

test('a visitor who clicks a lottery game gets the login popup, and no page or launch', async ({ page }) => {
  await asNewVisitor(page);
  let launched = false;
  page.on('request', (request) => {
    if (request.url().includes('/wps/game/launchGame')) launched = true;
  });
  await (await firstLotteryGame(page)).click();
  await expect(page.getByRole('dialog', { name: 'Login' })).toBeVisible();
  await expect(page).toHaveURL(/\/elott$/);
  expect(launched).toBe(false);
});

for (const theme of ['light', 'dark']) {
  test(`a member reaches /lottery, which launches the game with launchMode LOTT (${theme})`, async ({ page }) => {
    await asNewVisitor(page);
    await page.addInitScript((stored) => localStorage.setItem('theme', stored), theme);
    await registerByUsername(page, newUsername('lot'), 'Lottery-2026');
    const play = await firstLotteryGame(page);
    const launch = page.waitForRequest((r) => r.url().includes('/wps/game/launchGame'));
    await play.click();
    await expect(page).toHaveURL(/\/lottery\?gameCode=PHLOT\d+&vendor=PHLOT$/);
    const query = new URL((await launch).url()).searchParams;
    const gameCode = new URL(page.url()).searchParams.get('gameCode');
    expect(Object.fromEntries(query)).toMatchObject({
      vassalage: 'PHLOT',
      gameCode,
      launchMode: 'LOTT',
      lottoGameCode: gameCode,
      lottoView: 'betting',
      // The demo's ELOTT lane holds the VN lottery (TCG_LOTTO_VN): electronic-lottery prize mode.
      lottoPrizeMode: 'ELOTT',
      accountType: '1',
    });
    // The demo lottery vendors have no contract: the page says so in words, never a blank page.
    const frame = page.locator('iframe.game-stage__frame');
    const refusal = page.getByRole('alert');
    await expect(frame.or(refusal)).toBeVisible();
    await expect(refusal).toContainText('This provider is not connected yet');
    await expect(page.getByRole('button', { name: 'Try again' })).toBeVisible();
    // Header only, without the category navigation.
    await expect(page.locator('header nav').first()).toBeHidden();
    await expect(page.locator('footer')).toHaveCount(0);
    await page.screenshot({ path: resolve(OUT, `lottery-refused-${theme}.png`) });
  });
}

test('/lottery without a game shows the lottery lobby of every lottery, and Play opens the game', async ({ page }) => {
  await asNewVisitor(page);
  await registerByUsername(page, newUsername('lotl'), 'Lottery-2026');
  const menu = page.waitForRequest((r) => r.url().includes('/lgw/vn/games/game_menu?'));
  await page.goto('/lottery');
  // /lottery asks for every prize mode: the VN and the SEA draws of the demo brand.
  expect(new URL((await menu).url()).searchParams.has('prizeMode')).toBe(false);
  const list = page.getByRole('list', { name: 'Lottery games' });
  await expect(list.getByRole('listitem')).toHaveCount(6);
  await page.screenshot({ path: resolve(OUT, 'lottery-list.png') });
  await list.locator('.lottery-card[data-game="SEA4D3"]').getByRole('button', { name: 'Play now' }).click();
  // The SEA draw is played on its vendor's page, which launches the house's betting page in the
  // sandboxed game frame.
  await expect(page).toHaveURL(/\/sealottery\?gameCode=SEA4D3$/);
  const frame = page.locator('iframe[src^="/house/lottery/"]');
  await expect(frame).toHaveAttribute('src', /[?&]game=SEA4D3(&|$)/);
  await expect(frame).toHaveAttribute('sandbox', /allow-scripts/);
});

test('a trial account at a lottery without free play gets the real-account warning', async ({ page }) => {
  await asNewVisitor(page);
  await page.goto('/login');
  await page.getByRole('dialog', { name: 'Login' }).getByRole('button', { name: 'FREE TRIAL' }).click();
  await expect(page.locator('.account-menu__button')).toBeVisible();
  const launch = page.waitForRequest((r) => r.url().includes('/wps/game/launchGame'));
  await (await firstLotteryGame(page)).click();
  await expect(page).toHaveURL(/\/lottery\?gameCode=PHLOT\d+&vendor=PHLOT$/);
  expect(new URL((await launch).url()).searchParams.get('accountType')).toBe('0');
  await expect(page.getByRole('alert')).toContainText('Please register a real account first.');
});

for (const [path, lottery] of [
  ['/sealottery', 'the Southeast Asian lottery'],
  ['/vnlottery', 'the Vietnamese lottery'],
] as const) {
  test(`${path} without draws says what it is for and leads to what the site offers`, async ({ page }) => {
    await asNewVisitor(page);
    // A brand with no draws of this lottery: the menu answers no groups.
    await page.route('**/lgw/vn/games/game_menu?*', (route) => route.fulfill({ json: [] }));
    await page.goto(path);
    const empty = page.getByTestId('lottery-empty');
    await expect(
      empty.getByRole('heading', { name: 'No lottery draws are open on this site right now' }),
    ).toBeVisible();
    await expect(empty).toContainText(`This page is for ${lottery}`);
    await expect(empty.getByRole('link', { name: 'Other lottery games' })).toHaveAttribute('href', '/lottery');
    await expect(empty.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    await empty.getByRole('link', { name: 'Slots' }).click();
    await expect(page).toHaveURL(/\/rng$/);
    await expect(page.getByRole('list', { name: 'Games' }).getByRole('listitem').first()).toBeVisible();
  });
}
