// The member centre's money pages in Chromium against the real server (issue 5): wallet
// transfers, a sandbox-gateway deposit, a company deposit with a slip confirmed by a cashier
// through the operator API, a withdrawal approved, paid and confirmed as received, a rejected
// withdrawal with its money back, and the account record showing all of them.
import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { asNewVisitor, newUsername, registerByUsername } from './auth-support';
import { collectErrors, MERCHANT } from './support';

const PASSWORD = 'Cashier-pass-1';
const PAYMENT_PASSWORD = '246810';
const OPERATOR = { username: 'admin', password: process.env.E2E_OPERATOR_PASSWORD ?? 'e2e-Operator-pass-1' };

/** A 1x1 PNG: the smallest slip or proof the server accepts as an image. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

let operatorToken: string | undefined;

async function operator(request: APIRequestContext): Promise<Record<string, string>> {
  if (!operatorToken) {
    const response = await request.post('/admin/api/session', { data: OPERATOR });
    expect(response.status(), await response.text()).toBe(200);
    operatorToken = ((await response.json()) as { value: { token: string } }).value.token;
  }
  return { authorization: `Bearer ${operatorToken}` };
}

/** An operator call that must succeed; answers the envelope's value. */
async function operatorCall<T>(request: APIRequestContext, method: 'get' | 'post', path: string, data?: object) {
  const response = await request[method](path, { headers: await operator(request), ...(data ? { data } : {}) });
  const text = await response.text();
  expect(response.status(), text).toBe(200);
  return (JSON.parse(text) as { value: T }).value;
}

/** Gives the player money through a manual adjustment (no deposit, so no turnover requirement). */
function credit(request: APIRequestContext, username: string, amount: string) {
  return operatorCall(request, 'post', `/admin/api/brands/${MERCHANT}/members/${username}/adjustments`, {
    direction: 'credit',
    amount,
    reason: 'e2e cashier funds',
    requestId: `e2e-${username}-${amount}`,
  });
}

/** A fresh player, registered and logged in, optionally funded. */
async function newPlayer(page: Page, request: APIRequestContext, prefix: string, funds?: string) {
  await asNewVisitor(page);
  const username = newUsername(prefix);
  await registerByUsername(page, username, PASSWORD);
  if (funds) await credit(request, username, funds);
  return username;
}

/** Opens the member centre from the header's account drop-down item. */
async function openFromMenu(page: Page, username: string, item: string): Promise<Locator> {
  await page.getByRole('button', { name: new RegExp(username) }).click();
  await page.getByRole('menuitem', { name: item, exact: true }).click();
  const centre = page.getByRole('dialog', { name: 'Member center' });
  await expect(centre).toBeVisible();
  return centre;
}

async function openPage(page: Page, username: string, menu: string): Promise<Locator> {
  const centre = await openFromMenu(page, username, 'Member center');
  await centre.getByRole('button', { name: menu, exact: true }).click();
  return centre;
}

test.describe('cashier pages', () => {
  test('transfers to a vendor wallet and back', async ({ page, request }) => {
    const errors = collectErrors(page);
    const username = await newPlayer(page, request, 'wal', '500.00');
    const centre = await openPage(page, username, 'My Wallet');
    await expect(centre.getByTestId('wallet-main')).toHaveText('P 500.00');
    const form = centre.locator('form').filter({ has: page.getByLabel('Amount', { exact: true }) });
    const vendor = await centre.getByLabel('To game wallet').locator('option').first().textContent();
    await centre.getByLabel('Amount', { exact: true }).fill('120.50');
    await centre.getByRole('button', { name: 'Transfer', exact: true }).click();
    await expect(centre.getByText('Transfer complete.')).toBeVisible();
    await expect(centre.getByTestId('wallet-main')).toHaveText('P 379.50');
    await expect(centre.locator('.cashier-wallets__item', { hasText: vendor ?? '' })).toContainText('P 120.50');
    await expect(centre.getByTestId('wallet-total')).toHaveText('P 500.00');
    // One balance: the header shows the main wallet the games play with, as the cashier does.
    await expect(page.getByTestId('header-balance')).toHaveText('P379.50');

    await centre.getByRole('tab', { name: 'Game wallet to main wallet' }).click();
    await form.getByRole('button', { name: 'All' }).click();
    await expect(centre.getByLabel('Amount', { exact: true })).toHaveValue('120.50');
    await centre.getByRole('button', { name: 'Transfer', exact: true }).click();
    await expect(centre.getByTestId('wallet-main')).toHaveText('P 500.00');
    await expect(page.getByTestId('header-balance')).toHaveText('P500.00');
    // More than the main wallet holds is refused before anything is sent.
    await centre.getByRole('tab', { name: 'Main wallet to game wallet' }).click();
    await centre.getByLabel('Amount', { exact: true }).fill('600');
    await centre.getByRole('button', { name: 'Transfer', exact: true }).click();
    await expect(centre.getByText('The maximum is P 500.00.')).toBeVisible();
    await centre.getByRole('button', { name: 'Account Record', exact: true }).click();
    await expect(centre.locator('.cashier-table tbody tr', { hasText: 'Wallet transfer' })).toHaveCount(4);
    expect(errors).toEqual([]);
  });

  test('deposits through the sandbox gateway: pay page, Pay, balance grows', async ({ page, request, context }) => {
    // A new player, the gateway's own page and the order page's status polling: on a busy
    // machine this took more than the default 30 s while every step kept within its own wait.
    test.setTimeout(60_000);
    const username = await newPlayer(page, request, 'dsb');
    const centre = await openFromMenu(page, username, 'Deposit');
    await expect(centre.getByRole('heading', { name: 'Deposit', exact: true }).first()).toBeVisible();
    await centre.getByRole('tab', { name: 'GCash' }).click();
    await centre.getByRole('button', { name: 'P 500.00' }).click();
    await expect(centre.getByLabel('Amount', { exact: true })).toHaveValue('500.00');
    await centre.getByRole('button', { name: 'Deposit now' }).click();
    await expect(centre.getByRole('heading', { name: 'Pay online' })).toBeVisible();
    const [payPage] = await Promise.all([
      context.waitForEvent('page'),
      centre.getByRole('button', { name: 'Open payment page' }).click(),
    ]);
    await payPage.waitForLoadState();
    await payPage.getByRole('button', { name: /pay/i }).first().click();
    // Closing before the gateway's answer page can cancel the form post (a CI run lost it so).
    await expect(payPage.getByTestId('sandbox-answer')).toContainText('200');
    await payPage.close();
    // The order page asks for the status every few seconds.
    await expect(centre.getByText('Completed').first()).toBeVisible({ timeout: 15_000 });
    await expect(page.getByTestId('header-balance')).toContainText('500.00');
    await centre.getByRole('button', { name: 'Account Record', exact: true }).click();
    const row = centre.locator('.cashier-table tbody tr', { hasText: 'Deposit' });
    await expect(row).toContainText('+P 500.00');
  });

  test('company deposit: slip uploaded, confirmed by a cashier', async ({ page, request }) => {
    const username = await newPlayer(page, request, 'dco');
    const centre = await openFromMenu(page, username, 'Deposit');
    await centre.getByRole('tab', { name: 'Bank transfer' }).click();
    await centre.getByLabel('Amount', { exact: true }).fill('1,000');
    await centre.getByRole('button', { name: 'Deposit now' }).click();
    await expect(centre.getByRole('heading', { name: 'Bank transfer details' })).toBeVisible();
    const orderNo = (await centre.locator('.cashier-copyable__value').first().textContent()) ?? '';
    expect(orderNo).toMatch(/^D/);
    await expect(centre.getByRole('button', { name: 'Copy Account number' })).toBeVisible();
    // A file that is not png / jpg is refused before it is sent.
    await centre.locator('input[type=file]').setInputFiles({ name: 'slip.gif', mimeType: 'image/gif', buffer: PNG });
    await expect(centre.getByText('png', { exact: false }).first()).toBeVisible();
    await centre.locator('input[type=file]').setInputFiles({ name: 'slip.png', mimeType: 'image/png', buffer: PNG });
    await expect(centre.getByText('Payment slip uploaded.')).toBeVisible();
    await expect(centre.getByText('Being confirmed').first()).toBeVisible();

    await operatorCall(request, 'post', `/admin/api/cashier/deposits/${orderNo}/confirm`, { merchant: MERCHANT });
    await expect(centre.getByText('Completed').first()).toBeVisible({ timeout: 15_000 });
    await expect(centre.getByText('P 1,000.00 has been credited to your main wallet.')).toBeVisible();
  });

  test('withdrawal requested, approved, paid and received; a rejected one comes back', async ({ page, request }) => {
    const username = await newPlayer(page, request, 'wdr', '1000.00');
    const centre = await openFromMenu(page, username, 'Withdrawal');
    await expect(centre.getByTestId('withdrawable')).toHaveText('P 1,000.00');
    // Payment password: set with the login password.
    await centre.getByLabel('Login password').fill(PASSWORD);
    await centre.getByLabel('New payment password').fill(PAYMENT_PASSWORD);
    await centre.getByLabel('Confirm payment password').fill(PAYMENT_PASSWORD);
    await centre.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(centre.getByRole('heading', { name: 'Change payment password' })).toBeVisible();
    // Payout account (the first one sets the verified name).
    await centre.getByLabel('Bank or e-wallet name').fill('BDO Unibank');
    await centre.getByLabel('Account holder name').fill('Juan dela Cruz');
    await centre.getByLabel('Account number').fill('001234567890');
    await centre.locator('#account-pay-password').fill(PAYMENT_PASSWORD);
    await centre.getByRole('button', { name: 'Add account' }).click();
    await expect(centre.locator('.cashier-accounts__item')).toContainText('JUAN DELA CRUZ');

    // Withdraw 300: held at once.
    await centre.getByLabel('Amount', { exact: true }).fill('300');
    await centre.locator('#withdraw-pay-password').fill(PAYMENT_PASSWORD);
    await centre.getByRole('button', { name: 'Withdraw', exact: true }).click();
    await expect(centre.getByText(/Withdrawal W\S+ requested\./)).toBeVisible();
    await expect(centre.getByTestId('withdrawable')).toHaveText('P 700.00');
    const first = centre.locator('.cashier-order').first();
    const paidNo = ((await first.locator('.cashier-table__mono').textContent()) ?? '').trim();
    await operatorCall(request, 'post', `/admin/api/cashier/withdrawals/${paidNo}/approve`, { merchant: MERCHANT });
    await operatorCall(request, 'post', `/admin/api/cashier/withdrawals/${paidNo}/paid`, {
      merchant: MERCHANT,
      reference: 'E2E-PAID-1',
    });

    // Withdraw 200, rejected: the money comes back.
    await centre.getByLabel('Amount', { exact: true }).fill('200');
    await centre.locator('#withdraw-pay-password').fill(PAYMENT_PASSWORD);
    await centre.getByRole('button', { name: 'Withdraw', exact: true }).click();
    await expect(centre.getByTestId('withdrawable')).toHaveText('P 500.00');
    const rejectedNo = (
      (await centre.locator('.cashier-order').first().locator('.cashier-table__mono').textContent()) ?? ''
    ).trim();
    await operatorCall(request, 'post', `/admin/api/cashier/withdrawals/${rejectedNo}/reject`, {
      merchant: MERCHANT,
      reason: 'Account name check failed',
    });

    // Reopen the page: the paid one asks for the receipt, the rejected one shows its reason.
    await centre.getByRole('button', { name: 'My Wallet', exact: true }).click();
    await centre.getByRole('button', { name: 'Withdrawal', exact: true }).click();
    await expect(centre.getByTestId('withdrawable')).toHaveText('P 700.00');
    const rejected = centre.getByTestId(`withdrawal-${rejectedNo}`);
    await expect(rejected).toContainText('Rejected');
    await expect(rejected).toContainText('Reason: Account name check failed');
    const paid = centre.getByTestId(`withdrawal-${paidNo}`);
    await expect(paid).toContainText('Paid');
    await paid.getByRole('button', { name: 'Confirm receipt' }).click();
    await expect(paid.getByText(/Counts as received automatically at/).first()).toBeVisible();
    await paid.getByLabel('Received in full').check();
    await paid.getByRole('button', { name: 'Send' }).click();
    await expect(paid).toContainText('Received');
    await expect(paid.getByRole('button', { name: 'Confirm receipt' })).toHaveCount(0);

    // The account record shows all of it.
    await centre.getByRole('button', { name: 'Account Record', exact: true }).click();
    const table = centre.locator('.cashier-table');
    await expect(table).toContainText('Adjustment');
    await expect(table).toContainText('Withdrawal (held)');
    await expect(table).toContainText('Withdrawal returned');
    await expect(table).toContainText('+P 1,000.00');
    await expect(table).toContainText('-P 300.00');
  });
});
