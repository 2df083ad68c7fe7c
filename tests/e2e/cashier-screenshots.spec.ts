// Screenshots of every cashier page for review (/tmp/shots-cashier, or CASHIER_SHOTS_DIR): light
// and dark, desktop and a 390 px phone. One player with data on every page: wallets, an open
// bank deposit and an open gateway deposit, a pending deposit-limit increase, a paid withdrawal
// awaiting its receipt and the account record. Each shot checks nothing overflows sideways.
import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { asNewVisitor, newUsername, registerByUsername } from './auth-support';
import { MERCHANT } from './support';

const OUT = resolve(process.env.CASHIER_SHOTS_DIR ?? '/tmp/shots-cashier');
mkdirSync(OUT, { recursive: true });

const PASSWORD = 'Cashier-pass-1';
const PAY = '135790';
const VIEWPORTS = { desktop: { width: 1280, height: 800 }, mobile: { width: 390, height: 844 } } as const;
const OPERATOR = { username: 'admin', password: process.env.E2E_OPERATOR_PASSWORD ?? 'e2e-Operator-pass-1' };

async function operatorCall(request: APIRequestContext, path: string, data: object) {
  const session = await request.post('/admin/api/session', { data: OPERATOR });
  const token = ((await session.json()) as { value: { token: string } }).value.token;
  const response = await request.post(path, { data, headers: { authorization: `Bearer ${token}` } });
  expect(response.status(), await response.text()).toBe(200);
}

async function openCentre(page: Page, username: string): Promise<Locator> {
  const centre = page.getByRole('dialog', { name: 'Member center' });
  if (!(await centre.isVisible())) {
    await page.getByRole('button', { name: new RegExp(username) }).click();
    await page.getByRole('menuitem', { name: 'Member center', exact: true }).click();
  }
  await expect(centre).toBeVisible();
  return centre;
}

async function show(centre: Locator, menu: string) {
  await centre.getByRole('navigation').getByRole('button', { name: menu, exact: true }).click();
  await expect(centre.locator('.cashier').first()).toBeVisible();
}

/** One shot of the frame as the player sees it, and one of the whole page content. */
async function shoot(page: Page, centre: Locator, name: string) {
  await page.waitForTimeout(250);
  const panel = centre.locator('.member-centre__panel');
  // Nothing wider than its box: the panel, each card and each card's rows (the widest one is named).
  const [overflow, culprit] = await panel.evaluate((el) => {
    const boxes = [el, ...el.querySelectorAll('.cashier-card, .cashier-card > *, .cashier-order, .cashier-order > *')];
    let worst: [number, string] = [0, ''];
    for (const box of boxes) {
      const extra = box.scrollWidth - box.clientWidth;
      if (extra > worst[0]) worst = [extra, `${box.tagName}.${box.className}`];
    }
    return worst;
  });
  // 2 px: fractional widths (rem gaps at 390 px) round up by a pixel or two without anything visible.
  expect(overflow, `${name} overflows sideways (${culprit})`).toBeLessThanOrEqual(2);
  await page.screenshot({ path: resolve(OUT, `${name}.png`) });
  // The whole page content: a tall window and a frame as tall as the window, for this shot only.
  const size = page.viewportSize() ?? VIEWPORTS.desktop;
  const height = await panel.evaluate((el) => el.scrollHeight);
  await page.setViewportSize({ width: size.width, height: Math.min(6000, height + 400) });
  const style = await page.addStyleTag({ content: '.modal.member-centre{height:calc(100dvh - 2rem)!important}' });
  await page.screenshot({ path: resolve(OUT, `${name}-full.png`) });
  await style.evaluate((el) => (el as Element).remove());
  await page.setViewportSize(size);
}

test('cashier pages, light and dark, desktop and 390 px', async ({ page, request }) => {
  test.setTimeout(240_000);
  await page.setViewportSize(VIEWPORTS.desktop);
  await asNewVisitor(page);
  const username = newUsername('shot');
  await registerByUsername(page, username, PASSWORD);
  await operatorCall(request, `/admin/api/brands/${MERCHANT}/members/${username}/adjustments`, {
    direction: 'credit',
    amount: '2500.00',
    reason: 'e2e screenshots',
    requestId: `shots-${username}`,
  });
  const centre = await openCentre(page, username);

  // Wallet: some money in a vendor wallet.
  await show(centre, 'My Wallet');
  await centre.getByLabel('Amount', { exact: true }).fill('250');
  await centre.getByRole('button', { name: 'Transfer', exact: true }).click();
  await expect(centre.getByText('Transfer complete.')).toBeVisible();

  // Withdrawal: password, account, one paid (awaiting receipt) and one open.
  await show(centre, 'Withdrawal');
  await centre.getByLabel('Login password').fill(PASSWORD);
  await centre.getByLabel('New payment password').fill(PAY);
  await centre.getByLabel('Confirm payment password').fill(PAY);
  await centre.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(centre.getByRole('heading', { name: 'Change payment password' })).toBeVisible();
  await centre.getByLabel('Bank or e-wallet name').fill('BDO Unibank');
  await centre.getByLabel('Account holder name').fill('Maria Santos');
  await centre.getByLabel('Account number').fill('009876543210');
  await centre.locator('#account-pay-password').fill(PAY);
  await centre.getByRole('button', { name: 'Add account' }).click();
  await expect(centre.locator('.cashier-accounts__item')).toHaveCount(1);
  for (const amount of ['300', '150']) {
    await centre.getByLabel('Amount', { exact: true }).fill(amount);
    await centre.locator('#withdraw-pay-password').fill(PAY);
    await centre.getByRole('button', { name: 'Withdraw', exact: true }).click();
    await expect(centre.getByText(/Withdrawal W\S+ requested\./)).toBeVisible();
  }
  const paidNo = (
    (await centre.locator('.cashier-order').nth(1).locator('.cashier-table__mono').textContent()) ?? ''
  ).trim();
  await operatorCall(request, `/admin/api/cashier/withdrawals/${paidNo}/approve`, { merchant: MERCHANT });
  await operatorCall(request, `/admin/api/cashier/withdrawals/${paidNo}/paid`, { merchant: MERCHANT, reference: 'R1' });

  // Deposits: a bank order and a gateway order left open; a limit lowered then raised (pending).
  await show(centre, 'Deposit');
  await centre.getByRole('tab', { name: 'Bank transfer' }).click();
  await centre.getByLabel('Amount', { exact: true }).fill('1000');
  await centre.getByRole('button', { name: 'Deposit now' }).click();
  await expect(centre.getByRole('heading', { name: 'Bank transfer details' })).toBeVisible();
  await centre.getByRole('button', { name: 'Back' }).click();
  await centre.getByRole('tab', { name: 'GCash' }).click();
  await centre.getByLabel('Amount', { exact: true }).fill('500');
  await centre.getByRole('button', { name: 'Deposit now' }).click();
  await expect(centre.getByRole('heading', { name: 'Pay online' })).toBeVisible();
  await centre.getByRole('button', { name: 'Back' }).click();
  const day = centre.locator('.cashier-limit').first();
  await day.getByLabel('New limit').fill('5000');
  await day.getByRole('button', { name: 'Set limit' }).click();
  await expect(day).toContainText('P 5,000.00');
  await day.getByLabel('New limit').fill('8000');
  await day.getByRole('button', { name: 'Set limit' }).click();
  await expect(day).toContainText('Change to');

  for (const viewport of ['desktop', 'mobile'] as const) {
    for (const theme of ['light', 'dark'] as const) {
      await page.setViewportSize(VIEWPORTS[viewport]);
      await page.evaluate((t) => {
        document.documentElement.dataset.theme = t;
        document.documentElement.style.colorScheme = t;
      }, theme);
      const tag = `${viewport}-${theme}`;
      await show(centre, 'My Wallet');
      await shoot(page, centre, `transferFund-${tag}`);
      await show(centre, 'Deposit');
      await shoot(page, centre, `depositv2-${tag}`);
      const recent = centre.locator('.cashier-table tbody tr');
      await recent.filter({ hasText: 'Bank transfer' }).getByRole('button', { name: 'View' }).click();
      await expect(centre.getByRole('heading', { name: 'Bank transfer details' })).toBeVisible();
      await shoot(page, centre, `depositv2-bank-${tag}`);
      await centre.getByRole('button', { name: 'Back' }).click();
      await recent.filter({ hasText: 'GCash' }).getByRole('button', { name: 'View' }).click();
      await expect(centre.getByRole('heading', { name: 'Pay online' })).toBeVisible();
      await shoot(page, centre, `depositv2-gateway-${tag}`);
      await centre.getByRole('button', { name: 'Back' }).click();
      await show(centre, 'Withdrawal');
      await centre.getByTestId(`withdrawal-${paidNo}`).getByRole('button', { name: 'Confirm receipt' }).click();
      await centre.getByTestId(`withdrawal-${paidNo}`).getByLabel('Not received').check();
      await shoot(page, centre, `withdraw-${tag}`);
      await show(centre, 'Transfer to Upline');
      await shoot(page, centre, `transferUpline-${tag}`);
      await show(centre, 'Account Record');
      await expect(centre.locator('.cashier-table tbody tr').first()).toBeVisible();
      await shoot(page, centre, `transactionHistory-${tag}`);
    }
  }
});
