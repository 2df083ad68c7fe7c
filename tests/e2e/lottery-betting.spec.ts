// The lottery betting page end to end: the demo member opens the 5-minute fast XSMB draw from the
// VN lottery lobby into the sandboxed game frame, buys a lô 2 số point on 27 (the balance falls by
// its price in the page and in the site's header), finds the ticket pending in My tickets, cancels
// it before the lock (the price comes back), and reads the results, trend and rules.
// Screenshots go to test-results/screenshots/lottery-betting-*.png.
import { expect, test, type FrameLocator, type Page } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { asNewVisitor, submitLogin } from './auth-support';
import { collectErrors, skipFirstVisitNews } from './support';

const OUT = resolve(import.meta.dirname, '../../test-results/screenshots');
mkdirSync(OUT, { recursive: true });

const DEMO = { username: 'demoplayer', password: 'Demo-player-2026' };
/** The fast draw's lock comes 30 s before each 5-minute draw; a test needs this much of an issue left. */
const ENOUGH_MS = 40_000;

test.describe.configure({ timeout: 180_000 });

const amountOf = (text: string) => Math.round(Number(text.replace(/[^\d.]/g, '')) * 100);

/** mm:ss or h:mm:ss as milliseconds. */
function countdownMs(text: string): number {
  return (
    text
      .trim()
      .split(':')
      .reduce((total, part) => total * 60 + Number(part), 0) * 1000
  );
}

/** Signs the demo member in and opens the 5-minute fast draw; answers the game frame once an issue with time left is open. */
async function openFastDraw(page: Page): Promise<FrameLocator> {
  await asNewVisitor(page);
  await skipFirstVisitNews(page);
  await page.goto('/login');
  await submitLogin(page, DEMO.username, DEMO.password);
  await expect(page.getByRole('dialog', { name: 'Login' })).toBeHidden();
  await page.goto('/vnlottery?gameCode=XSMB5');
  const frame = page.frameLocator('iframe[src^="/house/lottery/"]');
  await expect(frame.getByTestId('balance')).toHaveText(/\d/, { timeout: 30_000 });
  // Between the lock and the next issue the page says so; an issue about to lock is waited out too.
  await expect(async () => {
    const left = countdownMs(await frame.getByTestId('countdown').innerText({ timeout: 1_000 }));
    expect(left).toBeGreaterThan(ENOUGH_MS);
  }).toPass({ timeout: 90_000, intervals: [1_000] });
  return frame;
}

test('the demo member buys a lô 2 số point, sees it pending, and cancels it before the lock', async ({ page }) => {
  // The test's own init scripts (asNewVisitor's storage reset) also run in the sandboxed game
  // frame, where storage is out of reach by design: their refusals are not the page's errors.
  const errors = collectErrors(page, [/sandboxed and lacks the 'allow-same-origin' flag/]);
  await page.setViewportSize({ width: 390, height: 844 });
  const frame = await openFastDraw(page);
  const before = amountOf(await frame.getByTestId('balance').innerText());

  await frame.getByRole('button', { name: /^Lô 2 digits/ }).click();
  await expect(frame.getByTestId('type-odds')).toContainText('23.00');
  await frame.getByRole('group', { name: 'Numbers' }).getByRole('button', { name: '27', exact: true }).click();
  await expect(frame.getByTestId('picked')).toContainText('27');
  await expect(frame.getByTestId('draft-cost')).toHaveText('23.00');
  await frame.getByRole('button', { name: 'Add to slip' }).click();
  await page.screenshot({ path: resolve(OUT, 'lottery-betting-slip-390-light.png'), fullPage: true });
  await frame.getByRole('button', { name: /^Confirm and pay/ }).click();
  await expect(frame.getByText('Placed: 1 tickets.')).toBeVisible();
  await expect(frame.getByTestId('balance')).toHaveText(/\d/);
  await expect.poll(async () => amountOf(await frame.getByTestId('balance').innerText())).toBe(before - 2_300);

  await frame.getByRole('tab', { name: 'My tickets' }).click();
  const ticket = frame.locator('.lottery-ticket').first();
  await expect(ticket).toContainText('Pending');
  await expect(ticket).toContainText('27');
  await ticket.getByRole('button', { name: 'Cancel' }).click();
  await ticket.getByRole('button', { name: 'Yes, cancel it' }).click();
  await expect(ticket).toContainText('Cancelled');
  await expect.poll(async () => amountOf(await frame.getByTestId('balance').innerText())).toBe(before);
  expect(errors).toEqual([]);
});

for (const [width, theme] of [
  [1280, 'dark'],
  [390, 'dark'],
  [1280, 'light'],
] as const) {
  test(`results, trend and rules at ${width} px, ${theme}`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.addInitScript((stored) => localStorage.setItem('theme', stored), theme);
    const frame = await openFastDraw(page);
    await expect(frame.locator('html')).toHaveAttribute('data-theme', theme);
    for (const tab of ['Results', 'Trend', 'Rules'] as const) {
      await frame.getByRole('tab', { name: tab }).click();
      await expect(frame.getByRole('tabpanel')).toBeVisible();
      await page.screenshot({ path: resolve(OUT, `lottery-betting-${tab.toLowerCase()}-${width}-${theme}.png`) });
    }
    // The rules publish each type's exact RTP at the brand's odds.
    await expect(frame.getByRole('tabpanel')).toContainText('93.91');
    if (width === 390) {
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
    }
  });
}
