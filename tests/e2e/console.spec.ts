// The operator console (/console) in Chromium: a cashier created over the operator API signs in,
// confirms a company deposit a player made over the API (looking at the slip), approves and pays
// one withdrawal and rejects another (the funds are back), and two cashiers run the two-person
// rule on a large adjustment. Screenshots of the sign-in page and each queue tab, light and dark,
// go to /tmp/shots-console/.
import { randomBytes } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import type CryptoJSType from 'crypto-js';
import { PNG } from 'pngjs';
import { collectErrors, MERCHANT } from './support';

const SHOTS = '/tmp/shots-console';
const ADMIN = { username: 'admin', password: process.env.E2E_OPERATOR_PASSWORD ?? 'e2e-Operator-pass-1' };
const PLAYER = { username: 'demoplayer', password: 'Demo-player-2026', paymentPassword: '246810' };
const CASHIER_PASSWORD = 'Cashier-pass-2026';
const run = Date.now().toString(36);
const CASHIER1 = `cashier1${run}`;
const CASHIER2 = `cashier2${run}`;
let seq = 0;
const requestId = (what: string) => `e2e-${what}-${run}-${++seq}`;

interface Envelope<T> {
  success: boolean;
  value: T;
  code?: string;
  message?: string;
}

async function valueOf<T>(response: { status(): number; json(): Promise<unknown>; text(): Promise<string> }) {
  const body = (await response.json()) as Envelope<T>;
  expect(body.success, JSON.stringify(body)).toBe(true);
  return body.value;
}

async function adminToken(request: APIRequestContext): Promise<string> {
  return (await valueOf<{ token: string }>(await request.post('/admin/api/session', { data: ADMIN }))).token;
}

// crypto-js loaded the CommonJS way: Playwright's ESM loader cannot resolve the extension-less
// 'crypto-js/core' import of src/shared/crypto/des.ts, so the client's scheme is repeated here.
const CryptoJS = createRequire(import.meta.url)('crypto-js') as typeof CryptoJSType;

/**
 * The member API's encryption (src/shared/crypto/rsa.ts encryptRequest; api-contract.md 2.2): a
 * 16-character secret, textbook RSA (read big-endian) in the Encryption header, the JSON body
 * DES-ECB-encrypted with the secret's first 8 characters.
 */
async function encrypted(request: APIRequestContext, payload: unknown) {
  const modulusHex = (await (await request.get('/wps/session/key/rsa')).text()).trim();
  const secret = randomBytes(16).toString('hex').slice(0, 16);
  let message = 0n;
  for (const char of secret) message = (message << 8n) | BigInt(char.charCodeAt(0));
  const modulus = BigInt(`0x${modulusHex}`);
  let result = 1n;
  let base = message % modulus;
  for (let e = 0x10001n; e > 0n; e >>= 1n) {
    if (e & 1n) result = (result * base) % modulus;
    base = (base * base) % modulus;
  }
  const digest = CryptoJS.DES.encrypt(
    CryptoJS.enc.Utf8.parse(JSON.stringify(payload)),
    CryptoJS.enc.Utf8.parse(secret.slice(0, 8)),
    { mode: CryptoJS.mode.ECB, padding: CryptoJS.pad.Pkcs7 },
  ).toString();
  return {
    headers: { Encryption: result.toString(16), 'X-Digest': digest, 'X-RSA': modulusHex },
    body: { value: digest },
  };
}

async function playerToken(request: APIRequestContext): Promise<string> {
  const { headers, body } = await encrypted(request, { type: 'username', ...PLAYER });
  return (await valueOf<{ token: string }>(await request.post('/wps/session/login', { headers, data: body }))).token;
}

async function balance(request: APIRequestContext, token: string): Promise<number> {
  const value = await valueOf<{ balance: { accountTypeId: number; availBalance: number }[] }>(
    await request.get('/wps/v2/wallets/balance?typeId=0', { headers: { authorization: token } }),
  );
  return value.balance.find((b) => b.accountTypeId === 0)?.availBalance ?? NaN;
}

/** A small PNG (a striped "slip") the upload check accepts. */
function slipImage(): Buffer {
  const png = new PNG({ width: 160, height: 100 });
  for (let y = 0; y < png.height; y++)
    for (let x = 0; x < png.width; x++) {
      const i = (png.width * y + x) << 2;
      const stripe = Math.floor(y / 10) % 2 === 0;
      png.data[i] = stripe ? 40 : 230;
      png.data[i + 1] = stripe ? 90 : 240;
      png.data[i + 2] = stripe ? 200 : 250;
      png.data[i + 3] = 255;
    }
  return PNG.sync.write(png);
}

/** A company (bank transfer) deposit with its slip: pending, waiting for a cashier. */
async function companyDeposit(request: APIRequestContext, token: string, amount: number): Promise<string> {
  const auth = { authorization: token };
  const settings = await valueOf<{ methods: { channels: { id: number; provider: string }[] }[] }>(
    await request.get('/wps/relay/MCSFE_getDepositSettings', { headers: auth }),
  );
  const channel = settings.methods.flatMap((m) => m.channels).find((c) => c.provider === 'company');
  expect(channel, 'the demo brand has a company channel').toBeTruthy();
  const order = await valueOf<{ orderNo: string }>(
    await request.post('/wps/deposit/orders', {
      headers: auth,
      data: { channelId: channel?.id, amount, requestId: requestId('deposit') },
    }),
  );
  const upload = await valueOf<{ id: number }>(
    await request.post('/wps/uploads?purpose=deposit_slip', {
      headers: { ...auth, 'content-type': 'image/png' },
      data: slipImage(),
    }),
  );
  const pending = await valueOf<{ status: string }>(
    await request.put(`/wps/deposit/orders/${order.orderNo}/slip`, { headers: auth, data: { uploadId: upload.id } }),
  );
  expect(pending.status).toBe('pending');
  return order.orderNo;
}

async function requestWithdrawal(request: APIRequestContext, token: string, amount: number): Promise<string> {
  const accounts = await valueOf<{ id: number }[]>(
    await request.get('/wps/member/payout-accounts', { headers: { authorization: token } }),
  );
  const { headers, body } = await encrypted(request, {
    payoutAccountId: accounts[0]?.id,
    amount,
    paymentPassword: PLAYER.paymentPassword,
    requestId: requestId('withdraw'),
  });
  const view = await valueOf<{ orderNo: string; status: string }>(
    await request.post('/wps/v2/transaction/withdraw', { headers: { ...headers, authorization: token }, data: body }),
  );
  expect(view.status).toBe('requested');
  return view.orderNo;
}

/** Opens the console in English (or the given theme) and signs in. */
async function signIn(page: Page, username: string, theme: 'light' | 'dark' = 'light'): Promise<void> {
  await page.addInitScript(
    ([t]) => {
      localStorage.setItem('playhub.console.language', 'en');
      localStorage.setItem('playhub.console.theme', t ?? 'light');
    },
    [theme],
  );
  await page.goto('/console');
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password').fill(CASHIER_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByTestId('who')).toContainText(username);
}

async function openTab(page: Page, name: 'Deposits' | 'Withdrawals' | 'Adjustments'): Promise<void> {
  await page.getByRole('tab', { name }).click();
  await expect(page.getByRole('tab', { name })).toHaveAttribute('aria-selected', 'true');
}

test.describe('operator console', () => {
  let admin: string;
  let player: string;

  test.beforeAll(async ({ request }) => {
    admin = await adminToken(request);
    for (const username of [CASHIER1, CASHIER2]) {
      const created = await valueOf<{ role: string }>(
        await request.post('/admin/api/operators', {
          headers: { authorization: `Bearer ${admin}` },
          data: { username, password: CASHIER_PASSWORD, role: 'cashier' },
        }),
      );
      expect(created.role).toBe('cashier');
    }
    player = await playerToken(request);
  });

  test('is its own page under a strict CSP, never the player app', async ({ page, request }) => {
    const errors = collectErrors(page);
    const response = await request.get('/console');
    const csp = response.headers()['content-security-policy'] ?? '';
    expect(csp).toMatch(/script-src 'self'(;|$)/);
    // Its own build: scripts from /console/ only (the player app's theme script is not reused).
    const html = await response.text();
    expect(html).toContain('src="/console/assets/');
    expect(html).not.toContain('src="/theme-init.js"');
    await page.goto('/console');
    await expect(page.getByRole('heading', { name: /sign-in|Pag-sign in/ })).toBeVisible();
    // The player app's entry never references console code.
    const home = await (await request.get('/', { headers: { accept: 'text/html' } })).text();
    expect(home).not.toContain('/console');
    expect(errors).toEqual([]);
  });

  test('a wrong password says so (not "logged out"); the sign-in limit says how long to wait', async ({ page }) => {
    // An address of its own: its failures must not limit the other tests' sign-ins.
    await page.setExtraHTTPHeaders({ 'X-Forwarded-For': '198.51.100.77' });
    await page.addInitScript(() => localStorage.setItem('playhub.console.language', 'en'));
    await page.goto('/console');
    const alert = page.getByRole('alert');
    for (let attempt = 1; attempt <= 10; attempt++) {
      await page.getByLabel('Username').fill('nobody-here');
      await page.getByLabel('Password').fill(`wrong-password-${attempt}`);
      await page.getByRole('button', { name: 'Sign in' }).click();
      await expect(alert).toHaveText('Incorrect username or password.');
    }
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(alert).toHaveText(/^Too many failed attempts\. Wait \d+ min and try again\.$/);
    await expect(alert).not.toContainText('logged out');
  });

  test('a cashier confirms a company deposit after looking at the slip', async ({ page, request }) => {
    const errors = collectErrors(page);
    const before = await balance(request, player);
    const orderNo = await companyDeposit(request, player, 500);
    await signIn(page, CASHIER1);
    await expect(page.getByRole('button', { name: 'Cashier queue' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Operators' })).toHaveCount(0);
    const row = page.locator(`tr[data-order="${orderNo}"]`);
    await expect(row).toContainText('demoplayer');
    await expect(row).toContainText('P 500.00');
    await expect(row).toContainText('0 / 1');
    await row.getByRole('button', { name: 'View slip' }).click();
    await expect(row.getByRole('img')).toHaveAttribute('src', /^data:image\/png;base64,/);
    await row.getByRole('button', { name: 'Confirm' }).click();
    await expect(page.getByRole('status')).toHaveText(`Deposit ${orderNo} confirmed.`);
    await expect(row).toHaveCount(0);
    expect(await balance(request, player)).toBeCloseTo(before + 500, 2);
    expect(errors).toEqual([]);
  });

  test('a cashier approves and pays one withdrawal and rejects another; the funds come back', async ({
    page,
    request,
  }) => {
    const errors = collectErrors(page);
    const start = await balance(request, player);
    const paidOrder = await requestWithdrawal(request, player, 150);
    const rejectedOrder = await requestWithdrawal(request, player, 120);
    expect(await balance(request, player)).toBeCloseTo(start - 270, 2);

    await signIn(page, CASHIER1);
    await openTab(page, 'Withdrawals');
    const paid = page.locator(`tr[data-order="${paidOrder}"]`);
    await expect(paid).toContainText('P 150.00');
    await paid.getByRole('button', { name: 'Approve' }).click();
    await expect(page.getByRole('status')).toHaveText(`Approved ${paidOrder}.`);
    await page.getByRole('button', { name: 'Approved', exact: true }).click();
    await paid.getByRole('button', { name: 'Mark paid' }).click();
    await paid.getByLabel('Payment reference').fill('BDO-REF-7781');
    await paid.getByRole('button', { name: 'Mark paid' }).click();
    await expect(page.getByRole('status')).toHaveText(`Withdrawal ${paidOrder} marked paid.`);
    const paidView = await valueOf<{ status: string }>(
      await request.get(`/wps/withdrawals/${paidOrder}`, { headers: { authorization: player } }),
    );
    expect(paidView.status).toBe('paid');

    await page.getByRole('button', { name: 'Requested', exact: true }).click();
    const rejected = page.locator(`tr[data-order="${rejectedOrder}"]`);
    await rejected.getByRole('button', { name: 'Reject' }).click();
    // A reason is required: nothing is sent without one.
    await rejected.getByRole('button', { name: 'Reject' }).click();
    await expect(rejected.getByRole('alert')).toHaveText('Enter a reason of at least 3 characters.');
    await rejected.getByLabel('Reason').fill('Payout account name does not match');
    await rejected.getByRole('button', { name: 'Reject' }).click();
    await expect(page.getByRole('status')).toHaveText(`Rejected ${rejectedOrder}.`);
    await expect(rejected).toHaveCount(0);
    expect(await balance(request, player)).toBeCloseTo(start - 150, 2);
    expect(errors).toEqual([]);
  });

  test('a large adjustment needs a second, different cashier', async ({ browser, request }) => {
    const brands = await valueOf<{ merchantCode: string; secondApprovalAmount: number }[]>(
      await request.get('/admin/api/brands', { headers: { authorization: `Bearer ${admin}` } }),
    );
    const amount = brands.find((b) => b.merchantCode === MERCHANT)?.secondApprovalAmount ?? 50_000;
    const before = await balance(request, player);

    const first = await browser.newPage();
    const errors = collectErrors(first, [/409 \(Conflict\)/]);
    await signIn(first, CASHIER1);
    await openTab(first, 'Adjustments');
    await first.getByLabel('Member username').fill('demoplayer');
    await first.getByLabel('Amount').fill(String(amount));
    await first.getByLabel(/^Reason/).fill('VIP goodwill credit');
    await first.getByRole('button', { name: 'Submit adjustment' }).click();
    await expect(first.getByRole('status')).toHaveText('Adjustment for demoplayer is waiting for a second operator.');
    const row = first.locator('tr[data-adjustment]', { hasText: 'VIP goodwill credit' });
    await expect(row).toContainText('1 / 2');
    await row.getByRole('button', { name: 'Approve' }).click();
    await expect(first.getByRole('alert')).toHaveText('A different operator must give the second approval.');
    expect(await balance(request, player)).toBeCloseTo(before, 2);
    await first.getByRole('button', { name: 'Sign out' }).click();
    await expect(first.getByRole('button', { name: 'Sign in' })).toBeVisible();
    expect(await first.evaluate(() => sessionStorage.getItem('playhub.console.token'))).toBeNull();
    expect(errors).toEqual([]);
    await first.close();

    const second = await browser.newPage();
    await signIn(second, CASHIER2);
    await openTab(second, 'Adjustments');
    const same = second.locator('tr[data-adjustment]', { hasText: 'VIP goodwill credit' });
    await same.getByRole('button', { name: 'Approve' }).click();
    await expect(second.getByRole('status')).toHaveText(/^Approved #\d+\.$/);
    await expect(same).toHaveCount(0);
    expect(await balance(request, player)).toBeCloseTo(before + amount, 2);
    // The reason is what the player sees in the account record.
    const record = await valueOf<{ list: { remark: string; amount: number }[] }>(
      await request.get('/wps/relay/ODSFE2_MemTransDet?type=adjustment', { headers: { authorization: player } }),
    );
    expect(record.list[0]).toMatchObject({ remark: 'VIP goodwill credit', amount });
    await second.close();
  });

  test('screenshots of the sign-in page and each queue tab, light and dark', async ({ browser, request }) => {
    mkdirSync(SHOTS, { recursive: true });
    // Something in every tab: a pending deposit with its slip, a requested withdrawal, a pending adjustment.
    await companyDeposit(request, player, 1234.5);
    await requestWithdrawal(request, player, 100);
    const c1 = await request.post('/admin/api/session', { data: { username: CASHIER1, password: CASHIER_PASSWORD } });
    const cashier = (await valueOf<{ token: string }>(c1)).token;
    const brands = await valueOf<{ merchantCode: string; secondApprovalAmount: number }[]>(
      await request.get('/admin/api/brands', { headers: { authorization: `Bearer ${cashier}` } }),
    );
    const amount = brands.find((b) => b.merchantCode === MERCHANT)?.secondApprovalAmount ?? 50_000;
    await valueOf(
      await request.post(`/admin/api/brands/${MERCHANT}/members/demoplayer/adjustments`, {
        headers: { authorization: `Bearer ${cashier}` },
        data: { direction: 'debit', amount, reason: 'Bonus abuse recovery', requestId: requestId('adjust') },
      }),
    );

    for (const theme of ['light', 'dark'] as const) {
      const page = await browser.newPage({ viewport: { width: 1366, height: 860 } });
      const errors = collectErrors(page);
      await page.addInitScript(
        ([t]) => {
          localStorage.setItem('playhub.console.language', 'en');
          localStorage.setItem('playhub.console.theme', t ?? 'light');
        },
        [theme],
      );
      await page.goto('/console');
      await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
      await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
      await page.screenshot({ path: `${SHOTS}/signin-${theme}.png` });
      await page.getByLabel('Username').fill(CASHIER1);
      await page.getByLabel('Password').fill(CASHIER_PASSWORD);
      await page.getByRole('button', { name: 'Sign in' }).click();
      await expect(page.locator('tr[data-order]').first()).toBeVisible();
      await page.locator('tr[data-order]').first().getByRole('button', { name: 'View slip' }).click();
      await expect(page.locator('.preview__image').first()).toBeVisible();
      await page.screenshot({ path: `${SHOTS}/deposits-${theme}.png`, fullPage: true });
      await openTab(page, 'Withdrawals');
      await expect(page.locator('tr[data-order]').first()).toBeVisible();
      await page.screenshot({ path: `${SHOTS}/withdrawals-${theme}.png`, fullPage: true });
      await openTab(page, 'Adjustments');
      await expect(page.locator('tr[data-adjustment]').first()).toBeVisible();
      await page.screenshot({ path: `${SHOTS}/adjustments-${theme}.png`, fullPage: true });
      expect(errors).toEqual([]);
      await page.close();
    }

    // The default language (Tagalog): longer texts must still fit.
    const page = await browser.newPage({ viewport: { width: 1366, height: 860 } });
    await page.goto('/console');
    await page.getByLabel('Pangalan ng user').fill(CASHIER1);
    await page.getByLabel('Password').fill(CASHIER_PASSWORD);
    await page.getByRole('button', { name: 'Mag-sign in' }).click();
    await page.getByRole('tab', { name: 'Mga adjustment' }).click();
    await expect(page.getByRole('heading', { name: 'Bagong adjustment' })).toBeVisible();
    await expect(page.locator('tr[data-adjustment]').first()).toContainText('1 / 2');
    await page.screenshot({ path: `${SHOTS}/adjustments-ty-light.png`, fullPage: true });
    await page.close();
  });
});
