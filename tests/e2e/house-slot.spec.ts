// The house slot end to end: the demo member launches Lucky Crown from the RNG lobby into the
// sandboxed game frame, spins (the balance changes, in the game and in the site's header), plays
// until a win is presented, reads the rules, rotates the seed and verifies a past round, also on
// the standalone verifier page.
// Screenshots go to test-results/screenshots/house-*.png.
import { expect, test, type APIRequestContext, type FrameLocator, type Page } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { asNewVisitor, submitLogin } from './auth-support';
import { skipFirstVisitNews } from './support';
import { HOUSE_MIN_SPIN_INTERVAL_FLOOR_MS } from '../../src/shared/api/house';

const OUT = resolve(import.meta.dirname, '../../test-results/screenshots');
mkdirSync(OUT, { recursive: true });

const DEMO = { username: 'demoplayer', password: 'Demo-player-2026' };
const OPERATOR = { username: 'admin', password: process.env.E2E_OPERATOR_PASSWORD ?? 'e2e-Operator-pass-1' };

test.describe.configure({ timeout: 180_000 });
// Reels land at once: the test waits for outcomes, not animations.
test.use({ reducedMotion: 'reduce', viewport: { width: 1280, height: 900 } });

/** Sets the demo brand's house rules through the operator API. */
async function houseSettings(request: APIRequestContext, change: Record<string, unknown>): Promise<void> {
  const session = await request.post('/admin/api/session', { data: OPERATOR });
  const token = ((await session.json()) as { value: { token: string } }).value.token;
  const res = await request.put('/admin/api/brands/demo/house-settings', {
    data: change,
    headers: { authorization: `Bearer ${token}` },
  });
  expect(res.status()).toBe(200);
}

/** Signs the demo member in and opens Lucky Crown from the RNG lobby; answers the game frame. */
async function openLuckyCrown(page: Page): Promise<FrameLocator> {
  await asNewVisitor(page);
  await skipFirstVisitNews(page);
  await page.goto('/login');
  await submitLogin(page, DEMO.username, DEMO.password);
  await expect(page.getByRole('dialog', { name: 'Login' })).toBeHidden();
  await page.goto('/rng');
  const card = page.getByRole('button', { name: 'Play Lucky Crown', exact: true }).first();
  await expect(card).toBeVisible();
  await card.click();
  const frame = page.frameLocator('iframe[src^="/house/slot/"]');
  await expect(frame.getByTestId('balance')).toHaveText(/\d/, { timeout: 30_000 });
  return frame;
}

const amountOf = (text: string) => Number(text.replace(/[^\d.]/g, ''));

test.afterAll(async ({ request }) => {
  await houseSettings(request, { minSpinIntervalMs: 2_500 });
});

test('the demo member spins Lucky Crown from the lobby and the balance changes', async ({ page, request }) => {
  await houseSettings(request, { minSpinIntervalMs: 2_500 });
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  const frame = await openLuckyCrown(page);
  // The frame is sandboxed without allow-same-origin: the game's origin is opaque.
  await expect(page.locator('iframe[src^="/house/slot/"]')).toHaveAttribute('sandbox', /allow-scripts/);
  const before = amountOf(await frame.getByTestId('balance').innerText());
  const spin = frame.getByRole('button', { name: /^Spin for/ });
  await spin.click();
  // No second spin while the round runs and until the jurisdiction's 2.5 s have passed.
  await expect(spin).toBeDisabled();
  const row = frame.getByTestId('history-row');
  await expect(row).toHaveCount(1, { timeout: 20_000 });
  // The stake left the balance and the round's win came back (cents, to stay exact).
  const [stake, win] = await Promise.all([row.locator('td').nth(1).innerText(), row.locator('td').nth(2).innerText()]);
  const cents = (amount: number) => Math.round(amount * 100);
  const after = amountOf(await frame.getByTestId('balance').innerText());
  expect(cents(after)).toBe(cents(before) - cents(amountOf(stake)) + cents(amountOf(win)));
  expect(amountOf(stake)).toBeGreaterThan(0);
  // The game told the site that its round moved the balance: the header asked the API again.
  await expect
    .poll(async () => cents(amountOf(await page.getByTestId('header-balance').innerText())))
    .toBe(cents(after));
  await page.screenshot({ path: resolve(OUT, 'house-slot-play.png') });
  expect(errors.filter((text) => /Content Security Policy|CORS/i.test(text))).toEqual([]);
});

for (const width of [1280, 390]) {
  test(`one balance for a trial account at ${width} px: the header and the game show the same fun money`, async ({
    page,
    request,
  }) => {
    await houseSettings(request, { minSpinIntervalMs: 2_500 });
    await page.setViewportSize({ width, height: 900 });
    await asNewVisitor(page);
    await skipFirstVisitNews(page);
    await page.goto('/login');
    await page.getByRole('dialog', { name: 'Login' }).getByRole('button', { name: 'FREE TRIAL' }).click();
    const header = page.getByTestId('header-balance');
    // The trial's fun money, not the P 0.00 of a real wallet it does not have.
    await expect(header).toHaveText('P2,000.00');
    await page.goto('/rng');
    await page.getByRole('button', { name: 'Play Lucky Crown' }).first().click();
    const frame = page.frameLocator('iframe[src^="/house/slot/"]');
    await expect(frame.getByTestId('balance')).toHaveText(/2,000\.00/, { timeout: 30_000 });
    await page.screenshot({ path: resolve(OUT, `house-trial-balance-${width}.png`) });
    await frame.getByRole('button', { name: /^Spin for/ }).click();
    await expect(frame.getByTestId('history-row')).toHaveCount(1, { timeout: 20_000 });
    const after = amountOf(await frame.getByTestId('balance').innerText());
    await expect.poll(async () => amountOf(await header.innerText())).toBe(after);
    await page.screenshot({ path: resolve(OUT, `house-trial-balance-after-${width}.png`) });
  });
}

test('a win is presented, the rules publish the jackpot, and a rotated round verifies', async ({ page, request }) => {
  // Spins keep the product's least interval (2.5 s, no operator may set less): a win above the
  // stake comes one round in 6.43 (docs/games/slot.md), so 60 rounds miss it about 1 in 25,000.
  test.setTimeout(240_000);
  await houseSettings(request, { minSpinIntervalMs: HOUSE_MIN_SPIN_INTERVAL_FLOOR_MS });
  const frame = await openLuckyCrown(page);
  const spin = frame.getByRole('button', { name: /^Spin for/ });
  const win = frame.getByTestId('win-presentation');
  for (let round = 0; round < 60 && !(await win.isVisible()); round++) {
    await expect(spin).toBeEnabled({ timeout: 30_000 });
    await spin.click();
    await expect(spin).toBeEnabled({ timeout: 30_000 });
  }
  await expect(win).toBeVisible();
  await page.screenshot({ path: resolve(OUT, 'house-slot-win.png') });

  await frame.getByRole('tab', { name: 'Rules' }).click();
  await expect(frame.getByTestId('jackpot-rule')).toContainText('1 in 500,000');
  await frame.getByTestId('jackpot-rule').scrollIntoViewIfNeeded();
  await page.screenshot({ path: resolve(OUT, 'house-slot-rules.png') });

  await frame.getByRole('tab', { name: 'Fairness' }).click();
  await frame.getByRole('button', { name: 'Rotate server seed' }).click();
  await expect(frame.getByTestId('revealed-seed')).toBeVisible();
  await frame.getByRole('tab', { name: 'History' }).click();
  await frame
    .getByRole('button', { name: /^Verify round/ })
    .first()
    .click();
  await frame.getByRole('button', { name: 'Verify', exact: true }).click();
  await expect(frame.getByTestId('commitment-check')).toHaveText('The server seed matches the commitment.');
  await frame.getByTestId('commitment-check').scrollIntoViewIfNeeded();
  await page.screenshot({ path: resolve(OUT, 'house-slot-verifier.png') });
});

test("the member's betting record lists the rounds and opens a revealed one in the verifier", async ({ page }) => {
  const frame = await openLuckyCrown(page);
  // The previous test rotated the seed after its rounds: they are verifiable.
  await expect(frame.getByTestId('history-row').first()).toBeVisible();
  await page.locator('.account-menu__button').click();
  await page.getByRole('menuitem', { name: 'Betting record' }).click();
  const centre = page.getByRole('dialog', { name: 'Member Center' });
  const rows = centre.getByTestId('bet-row');
  await expect(rows.first()).toBeVisible();
  // The game and its vendor by name, not by their codes.
  await expect(rows.first()).toContainText('Lucky Crown · PlayHub Originals');
  await expect(rows.first()).not.toContainText('lucky-crown');
  const verify = centre.getByRole('link', { name: /^Verify round/ }).first();
  await expect(verify).toHaveAttribute('href', /^\/house\/verify\/\?serverSeed=[0-9a-f]{64}&/);
  await page.screenshot({ path: resolve(OUT, 'house-betting-record.png') });
  const [verifier] = await Promise.all([page.context().waitForEvent('page'), verify.click()]);
  await verifier.getByRole('button', { name: 'Verify', exact: true }).click();
  await expect(verifier.getByTestId('commitment-check')).toHaveText('The server seed matches the commitment.');
});

test('the standalone verifier page recomputes a round in the browser under its CSP', async ({ page }) => {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  // A fixed revealed seed: SHA-256 of 32 zero bytes is the commitment.
  const query = new URLSearchParams({
    serverSeed: '0'.repeat(64),
    commitment: '66687aadf862bd776c8fc18b8e9f8e20089714856ee233b3902a591d0d5f2925',
    clientSeed: 'e2e',
    nonce: '0',
    stake: '1.00',
    lang: 'en',
    theme: 'dark',
  });
  await page.goto(`/house/verify/?${query.toString()}`);
  await page.getByRole('button', { name: 'Verify', exact: true }).click();
  await expect(page.getByTestId('commitment-check')).toHaveText('The server seed matches the commitment.');
  await page.screenshot({ path: resolve(OUT, 'house-verify-page-dark.png'), fullPage: true });
  expect(errors).toEqual([]);
});

test('the verifier opened without a language speaks the one the site stored, not English', async ({ page }) => {
  // As the site's language picker stores Thai; the link (typed, bookmarked, shared) has no lang.
  await page.addInitScript(() => {
    localStorage.setItem('lang', 'TH');
    localStorage.setItem('hisLang', 'TH');
  });
  await page.goto('/house/verify/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'th');
  await expect(page).toHaveTitle('ตัวตรวจสอบความยุติธรรมของ Lucky Crown');
});

test('on a 390 px phone the slot fits its frame: no sideways scrolling, all three rows of every reel shown', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const frame = await openLuckyCrown(page);
  const overflow = await frame
    .locator('html')
    .evaluate((html) => html.scrollWidth - (html.ownerDocument.defaultView?.innerWidth ?? 0));
  expect(overflow).toBeLessThanOrEqual(0);
  // Every row's cell lies inside its reel's window (a clipped bottom row was once the bug).
  const clipped = await frame.locator('.slot-reel').evaluateAll((reels) =>
    reels.flatMap((reel, index) => {
      const window = reel.getBoundingClientRect();
      return [...reel.querySelectorAll('.slot-cell')]
        .slice(0, 3)
        .filter((cell) => cell.getBoundingClientRect().bottom > window.bottom + 0.5)
        .map(() => index);
    }),
  );
  expect(clipped).toEqual([]);
  await page.screenshot({ path: resolve(OUT, 'house-slot-mobile.png') });
});
