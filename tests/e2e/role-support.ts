// Signing in as each kind of user the site serves: a visitor (no session), the demo member, a
// free-play trial account and the demo agent (through the agent page), for specs that check
// something for every role.
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { operatorResetPassword } from './auth-support';

export const ROLES = ['visitor', 'member', 'trial', 'agent'] as const;
export type Role = (typeof ROLES)[number];

/** The seeded demo accounts (src/server/db/demo-brand.ts) and their documented passwords. */
const DEMO_ACCOUNTS = {
  member: { username: 'demoplayer', password: 'Demo-player-2026', door: '/login', dialog: 'Login' },
  agent: { username: 'demoagent', password: 'Demo-agent-2026', door: '/agent', dialog: 'Agent login' },
} as const;

/**
 * Signs the page in as `role` and answers a function that puts the account back as seeded.
 *
 * The demo accounts must change their password at the first login, and earlier specs may
 * already have changed it: the operator first sets the documented password again (which, like
 * the seed, asks for a new one at the next login), the test completes the change so every page
 * is open to it, and the returned function sets the documented password back for later specs.
 */
export async function signInAs(page: Page, request: APIRequestContext, role: Role): Promise<() => Promise<void>> {
  const nothing = () => Promise.resolve();
  if (role === 'visitor') return nothing;
  if (role === 'trial') {
    await page.goto('/login');
    await page.getByRole('dialog', { name: 'Login' }).getByRole('button', { name: 'FREE TRIAL' }).click();
    await expect(page.locator('.account-menu__button')).toBeVisible();
    return nothing;
  }
  const account = DEMO_ACCOUNTS[role];
  await operatorResetPassword(request, account.username, account.password);
  await page.goto(account.door);
  const dialog = page.getByRole('dialog', { name: account.dialog });
  await dialog.getByLabel('Username', { exact: true }).fill(account.username);
  await dialog.getByLabel('Password', { exact: true }).fill(account.password);
  await dialog.getByRole('button', { name: 'Login', exact: true }).click();
  const change = page.getByRole('dialog', { name: 'Your password must be changed' });
  const changed = `${account.password}w`;
  await change.getByLabel('New password').fill(changed);
  await change.getByLabel('Confirm password').fill(changed);
  await change.getByRole('button', { name: 'Submit' }).click();
  await expect(change).toBeHidden();
  await expect(page.locator('.account-menu__button')).toBeVisible();
  return () => operatorResetPassword(request, account.username, account.password);
}
