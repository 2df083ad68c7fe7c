// Helpers of the account specs: a fresh visitor (own IP, so per-IP limits of one test never
// reach another), registration through the popup, and the operator's member password reset.
import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { MERCHANT } from './support';

const OPERATOR = { username: 'admin', password: process.env.E2E_OPERATOR_PASSWORD ?? 'e2e-Operator-pass-1' };

let visitor = 0;
/** A run-unique suffix so reruns against a kept database still create new accounts. */
const RUN = Date.now().toString(36).slice(-5);

/** A fresh username (letters then digits, 2-15 characters). */
export function newUsername(prefix: string): string {
  visitor += 1;
  return `${prefix}${RUN}${visitor}`.slice(0, 15);
}

/**
 * This worker process's part of the visitors' addresses. A failed test restarts the worker, and
 * with it this module's counter: numbered from the counter alone, the next visitors got the
 * addresses earlier specs had failed logins from, and the server then asked them for a captcha.
 */
const WORKER = process.pid % 256;

/** Gives the page its own private IP address (no country, like none at all) and the English interface. */
export async function asNewVisitor(page: Page, lang: 'EN' | 'TY' = 'EN'): Promise<string> {
  visitor += 1;
  const ip = `10.${WORKER}.${Math.floor(visitor / 250) % 256}.${(visitor % 250) + 1}`;
  await page.setExtraHTTPHeaders({ 'X-Forwarded-For': ip });
  await page.addInitScript((code) => {
    localStorage.setItem('lang', code);
    localStorage.setItem('hisLang', code);
  }, lang);
  return ip;
}

/**
 * Registers by username through the popup (the demo brand opens on the mobile tab), optionally with
 * a number; `path` is where the visitor arrives (an agent's registration link carries its code).
 */
export async function registerByUsername(
  page: Page,
  username: string,
  password: string,
  mobile?: string,
  path = '/register',
): Promise<void> {
  await page.goto(path);
  const dialog = page.getByRole('dialog', { name: 'Register' });
  await expect(dialog).toBeVisible();
  // The tabs show only when mobile registration is on too (a brand with an SMS provider).
  const usernameTab = dialog.getByRole('tab', { name: 'Username' });
  if (await usernameTab.isVisible()) await usernameTab.click();
  await dialog.getByLabel('Username', { exact: true }).fill(username);
  // The demo brand offers the (optional, unverified) number here: a number without a code sent yet.
  if (mobile) await dialog.getByLabel('Mobile number').fill(mobile);
  await dialog.getByLabel('Password', { exact: true }).fill(password);
  await dialog.getByLabel('Confirm password').fill(password);
  await acceptTerms(dialog);
  await dialog.getByRole('button', { name: 'Register now' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('button', { name: new RegExp(username) })).toBeVisible();
}

/** The visitor's own tick of the age and terms box (unticked until then). */
export async function acceptTerms(dialog: Locator): Promise<void> {
  await dialog.getByRole('checkbox', { name: /I confirm I am/ }).check();
}

/** Signs out through the account menu and its confirmation. */
export async function signOut(page: Page, username: string): Promise<void> {
  await page.getByRole('button', { name: new RegExp(username) }).click();
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
  const confirm = page.getByRole('alertdialog');
  await expect(confirm).toContainText('Are you sure you want to log out?');
  await confirm.getByRole('button', { name: 'Sign out' }).click();
  await expect(page.locator('header').getByRole('button', { name: 'Login', exact: true })).toBeVisible();
}

/** Fills and sends the username login form of the open popup. */
export async function submitLogin(page: Page, username: string, password: string): Promise<void> {
  const dialog = page.getByRole('dialog', { name: 'Login' });
  await dialog.getByLabel('Username', { exact: true }).fill(username);
  await dialog.getByLabel('Password', { exact: true }).fill(password);
  await dialog.getByRole('button', { name: 'Login', exact: true }).click();
}

/** The operator sets a member's password; the member must change it at the next login. */
export async function operatorResetPassword(
  request: APIRequestContext,
  username: string,
  password: string,
): Promise<void> {
  const session = await request.post('/admin/api/session', { data: OPERATOR });
  expect(session.status(), await session.text()).toBe(200);
  const { value } = (await session.json()) as { value: { token: string } };
  const response = await request.put(`/admin/api/brands/${MERCHANT}/members/${username}/password`, {
    data: { password },
    headers: { authorization: `Bearer ${value.token}` },
  });
  expect(response.status(), await response.text()).toBe(200);
}

let operatorToken: string | undefined;

/** The initial operator's bearer header (signed in once per worker). */
async function operatorAuth(request: APIRequestContext): Promise<Record<string, string>> {
  if (!operatorToken) {
    const session = await request.post('/admin/api/session', { data: OPERATOR });
    expect(session.status(), await session.text()).toBe(200);
    operatorToken = ((await session.json()) as { value: { token: string } }).value.token;
  }
  return { authorization: `Bearer ${operatorToken}` };
}

/** A fresh 10-digit mobile number (no country code) that no earlier run has used. */
export function newMobile(): string {
  visitor += 1;
  return `9${String(Date.now() * 100 + visitor).slice(-9)}`;
}

/** The newest SMS code the outbox holds for a number (the operator API, as support staff read it). */
export async function smsCodeFor(request: APIRequestContext, mobile: string): Promise<string> {
  let code = '';
  await expect
    .poll(async () => {
      const response = await request.get(`/admin/api/brands/${MERCHANT}/sms-outbox?limit=50`, {
        headers: await operatorAuth(request),
      });
      const { value } = (await response.json()) as { value: { to: string; text: string }[] };
      const message = value.find((entry) => entry.to.endsWith(mobile));
      code = /\b(\d{6})\b/.exec(message?.text ?? '')?.[1] ?? '';
      return code;
    })
    .toMatch(/^\d{6}$/);
  return code;
}

/** Registers in mobile mode: the number, the SMS code from the outbox and a password. */
export async function registerByMobile(
  page: Page,
  request: APIRequestContext,
  mobile: string,
  password: string,
): Promise<void> {
  await page.goto('/register');
  const dialog = page.getByRole('dialog', { name: 'Register' });
  await dialog.getByRole('tab', { name: 'Mobile' }).click();
  await dialog.getByLabel('Mobile number').fill(mobile);
  await dialog.getByRole('button', { name: 'Get code' }).click();
  await expect(dialog.getByRole('button', { name: /\d+ s/ })).toBeDisabled();
  await dialog.getByLabel('SMS code').fill(await smsCodeFor(request, mobile));
  await dialog.getByLabel('Password', { exact: true }).fill(password);
  await dialog.getByLabel('Confirm password').fill(password);
  await acceptTerms(dialog);
  await dialog.getByRole('button', { name: 'Register now' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.locator('.account-menu__button')).toContainText(mobile);
}

/** The port of the local SMTP server the e2e server sends its mail to (playwright.config.ts). */
export const SMTP_PORT = Number(process.env.E2E_SMTP_PORT ?? Number(process.env.E2E_PORT ?? 4300) + 1);
