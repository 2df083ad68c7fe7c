// Account flows by phone and e-mail end to end: registration in mobile mode and SMS login with
// codes read from the operator's SMS outbox, forgot password by phone, forgot password by e-mail
// through a real local SMTP server, the agent and member doors, and the member centre's
// security page.
import type { AddressInfo } from 'node:net';
import { expect, test, type Page } from '@playwright/test';
import { SMTPServer } from 'smtp-server';
import {
  asNewVisitor,
  newMobile,
  newUsername,
  operatorResetPassword,
  registerByMobile,
  registerByUsername,
  signOut,
  SMTP_PORT,
  smsCodeFor,
  submitLogin,
} from './auth-support';
import { collectErrors, setModule } from './support';

const PASSWORD = 'Tamaraw-2026-pass';

/** The header's account button (its text is the nickname or the account). */
const accountButton = (page: Page) => page.locator('.account-menu__button');

test.describe('accounts by phone and e-mail', () => {
  test('registers in mobile mode with the SMS code: the number is the account', async ({ page, request }) => {
    const errors = collectErrors(page);
    // Mobile registration is for brands whose texts reach phones: the operator switches it on.
    await setModule(request, 'MOBILENUMREG3', true);
    try {
      await asNewVisitor(page);
      const mobile = newMobile();
      await registerByMobile(page, request, mobile, PASSWORD);
      expect(await page.evaluate(() => sessionStorage.getItem('account'))).toBe(mobile);
    } finally {
      await setModule(request, 'MOBILENUMREG3', false);
    }
    expect(errors).toEqual([]);
  });

  // A number gets one code a minute, so these members register by username with their number.
  test('logs in by SMS with the code from the outbox', async ({ page, request }) => {
    const errors = collectErrors(page);
    await asNewVisitor(page);
    const username = newUsername('sms');
    const mobile = newMobile();
    await registerByUsername(page, username, PASSWORD, mobile);
    await signOut(page, username);

    await page.locator('header').getByRole('button', { name: 'Login', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Login' });
    await dialog.getByRole('tab', { name: 'SMS code' }).click();
    await dialog.getByLabel('Mobile number').fill(mobile);
    await dialog.getByRole('button', { name: 'Get code' }).click();
    await expect(dialog.getByRole('button', { name: /\d+ s/ })).toBeDisabled();
    await dialog.getByLabel('SMS code').fill(await smsCodeFor(request, mobile));
    await dialog.getByRole('button', { name: 'Login', exact: true }).click();
    await expect(dialog).toBeHidden();
    await expect(accountButton(page)).toContainText(username);
    expect(errors).toEqual([]);
  });

  test('forgot password by phone: new password with the SMS code, logged in at once', async ({ page, request }) => {
    await asNewVisitor(page);
    const username = newUsername('fph');
    const mobile = newMobile();
    await registerByUsername(page, username, PASSWORD, mobile);
    await signOut(page, username);

    await page.goto('/forget');
    const dialog = page.getByRole('dialog', { name: 'Forgot password' });
    await dialog.getByLabel('Mobile number').fill(mobile);
    await dialog.getByRole('button', { name: 'Get code' }).click();
    await dialog.getByLabel('SMS code').fill(await smsCodeFor(request, mobile));
    await dialog.getByLabel('New password').fill('Phone-reset-2026');
    await dialog.getByRole('button', { name: 'Submit' }).click();
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(/\/$/);
    await expect(accountButton(page)).toContainText(username);

    // The old password is gone; the new one works.
    await signOut(page, username);
    await page.goto('/login');
    await submitLogin(page, username, PASSWORD);
    await expect(page.getByRole('dialog', { name: 'Login' }).getByRole('alert')).toHaveText(
      'Incorrect username or password.',
    );
    await submitLogin(page, username, 'Phone-reset-2026');
    await expect(accountButton(page)).toContainText(username);
  });

  test.describe('with the local SMTP server', () => {
    const inbox: { to: string[]; raw: string }[] = [];
    let smtp: SMTPServer;
    test.beforeAll(async () => {
      smtp = new SMTPServer({
        secure: false,
        disabledCommands: ['STARTTLS', 'AUTH'],
        logger: false,
        onData(stream, session, callback) {
          const chunks: Buffer[] = [];
          stream.on('data', (chunk: Buffer) => chunks.push(chunk));
          stream.on('end', () => {
            inbox.push({ to: session.envelope.rcptTo.map((r) => r.address), raw: Buffer.concat(chunks).toString() });
            callback();
          });
        },
      });
      await new Promise<void>((resolve) => smtp.listen(SMTP_PORT, '127.0.0.1', resolve));
      expect((smtp.server.address() as AddressInfo).port).toBe(SMTP_PORT);
    });
    test.afterAll(async () => {
      await new Promise<void>((resolve) => smtp.close(() => resolve()));
    });

    test('forgot password by e-mail: the mailed temporary password must be changed', async ({ page }) => {
      await asNewVisitor(page);
      const username = newUsername('mail');
      const email = `${username}@example.com`;
      await registerByUsername(page, username, PASSWORD);
      // Bind the address on the security page (it needs the password).
      await openMemberCentre(page, username);
      const card = page.locator('.security__card', { has: page.getByRole('heading', { name: 'Bind e-mail' }) });
      await card.getByLabel('E-mail address').fill(email);
      await card.getByLabel('Current password').fill(PASSWORD);
      await card.getByRole('button', { name: 'Save' }).click();
      await expect(page.getByRole('heading', { name: 'Replace e-mail' })).toBeVisible();
      await page.getByRole('dialog', { name: 'Member center' }).getByRole('button', { name: 'Close' }).click();
      await signOut(page, username);

      await page.goto('/forget');
      const dialog = page.getByRole('dialog', { name: 'Forgot password' });
      await dialog.getByRole('tab', { name: 'E-mail' }).click();
      await dialog.getByLabel('Username').fill(username);
      await dialog.getByLabel('E-mail').fill(email);
      await dialog.getByRole('button', { name: 'Submit' }).click();
      await expect(page.getByRole('alertdialog')).toContainText('The password has been sent.');
      await page.keyboard.press('Enter');

      await expect.poll(() => inbox.filter((m) => m.to.includes(email)).length).toBe(1);
      const mail = inbox.find((m) => m.to.includes(email))?.raw ?? '';
      const temporary = /password is: (\S+)/.exec(mail.replace(/=\r?\n/g, ''))?.[1] ?? '';
      expect(temporary).not.toBe('');

      await page.goto('/login');
      await submitLogin(page, username, temporary);
      const change = page.getByRole('dialog', { name: 'Your password must be changed' });
      await expect(change).toBeVisible();
      await change.getByLabel('New password').fill('Mailed-reset-2026');
      await change.getByLabel('Confirm password').fill('Mailed-reset-2026');
      await change.getByRole('button', { name: 'Submit' }).click();
      await expect(change).toBeHidden();
      await expect(accountButton(page)).toContainText(username);
    });
  });

  test('agent and member doors: each refuses the other kind, an agent lands on /agentHome', async ({
    page,
    request,
  }) => {
    await asNewVisitor(page);
    const username = newUsername('door');
    await registerByUsername(page, username, PASSWORD);
    await signOut(page, username);

    // A member on the agent page.
    await page.goto('/agent');
    const agentLogin = page.getByRole('dialog', { name: 'Agent login' });
    await expect(agentLogin).toBeVisible();
    await expect(agentLogin.getByRole('button', { name: 'FREE TRIAL' })).toHaveCount(0);
    await expect(agentLogin.getByText('Or log in with')).toHaveCount(0);
    await agentLogin.getByLabel('Username', { exact: true }).fill(username);
    await agentLogin.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await agentLogin.getByRole('button', { name: 'Login', exact: true }).click();
    await expect(agentLogin.getByRole('alert')).toHaveText('Non-agents cannot log in here.');

    // An agent on the member popup.
    await page.goto('/login');
    await submitLogin(page, 'demoagent', 'Demo-agent-2026');
    await expect(page.getByRole('dialog', { name: 'Login' }).getByRole('alert')).toHaveText(
      'Agents must log in through the agent page.',
    );

    // The agent on the agent page, with a password the operator set: it must change first, and
    // the change still ends on /agentHome.
    await operatorResetPassword(request, 'demoagent', 'Operator-set-agent-1');
    await page.goto('/agent');
    await agentLogin.getByLabel('Username', { exact: true }).fill('demoagent');
    await agentLogin.getByLabel('Password', { exact: true }).fill('Operator-set-agent-1');
    await agentLogin.getByRole('button', { name: 'Login', exact: true }).click();
    const change = page.getByRole('dialog', { name: 'Your password must be changed' });
    await change.getByLabel('New password').fill('Demo-agent-2026b');
    await change.getByLabel('Confirm password').fill('Demo-agent-2026b');
    await change.getByRole('button', { name: 'Submit' }).click();
    await expect(page).toHaveURL(/\/agentHome$/);
    await expect(page.locator('#main h1')).toHaveText('Agent');
    await expect(page.locator('.agent-centre__who')).toHaveText('Demo agent');
  });

  test('security page: nickname and avatar change show in the header', async ({ page }) => {
    const errors = collectErrors(page);
    await asNewVisitor(page);
    const username = newUsername('sec');
    await registerByUsername(page, username, PASSWORD);
    const dialog = await openMemberCentre(page, username);
    await expect(dialog.getByRole('button', { name: 'My Account' })).toHaveAttribute('aria-current', 'page');
    await expect(dialog.locator('.security__details')).toContainText(username);

    await dialog.getByLabel('Nickname').fill('Kapitan <b>Tam</b>');
    await dialog.getByRole('button', { name: 'Save' }).first().click();
    await expect(dialog.getByText('Saved.')).toBeVisible();
    await dialog.getByRole('radio', { name: 'Avatar 8' }).click();
    await expect(dialog.getByRole('radio', { name: 'Avatar 8' })).toHaveAttribute('aria-checked', 'true');
    await dialog.getByRole('button', { name: 'Close' }).click();

    // Markup in a nickname stays text.
    await expect(accountButton(page)).toContainText('Kapitan <b>Tam</b>');
    const avatar = page.locator('.account-menu__avatar img.avatar');
    await expect(avatar).toHaveAttribute('src', '/avatars/7.svg');
    await expect.poll(() => avatar.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    // It is the member's: a reload reads it back from the server.
    await page.reload();
    await expect(page.locator('.account-menu__avatar img.avatar')).toHaveAttribute('src', '/avatars/7.svg');
    expect(errors).toEqual([]);
  });
});

/** Opens the member centre from the header's account menu. */
async function openMemberCentre(page: Page, name: string) {
  await page.getByRole('button', { name: new RegExp(name) }).click();
  await page.getByRole('menuitem', { name: 'Member center' }).click();
  const dialog = page.getByRole('dialog', { name: 'Member center' });
  await expect(dialog).toBeVisible();
  return dialog;
}
