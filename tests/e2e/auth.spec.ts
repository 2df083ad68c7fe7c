// Accounts end to end against the real server: registration by username, login and logout,
// the captcha after three failures, the forced password change, free play and the trial warning.
import { expect, test } from '@playwright/test';
import {
  asNewVisitor,
  newUsername,
  operatorResetPassword,
  registerByUsername,
  signOut,
  submitLogin,
} from './auth-support';
import { collectErrors, expectAppShell } from './support';

const PASSWORD = 'Tamaraw-2026-pass';

test.describe('accounts', () => {
  test('register in username mode: logged in at once, session keys written, no password stored', async ({ page }) => {
    const errors = collectErrors(page);
    await asNewVisitor(page);
    const username = newUsername('reg');
    // A fresh server has no SMS provider: the form opens on username, with no SMS step at all.
    await page.goto('/register');
    const dialog = page.getByRole('dialog', { name: 'Register' });
    await expect(dialog.getByLabel('Username', { exact: true })).toBeVisible();
    await expect(dialog.getByRole('tab', { name: 'Mobile' })).toHaveCount(0);
    await expect(dialog.getByLabel('SMS code')).toHaveCount(0);
    await registerByUsername(page, username, PASSWORD);
    await expect(page).toHaveURL(/\/$/);
    const stored = await page.evaluate(() => ({
      session: { ...sessionStorage },
      local: { ...localStorage },
      cookies: document.cookie,
    }));
    expect(stored.session).toMatchObject({ account: username, isAgent: '0' });
    expect(stored.session.token).toBeTruthy();
    expect(stored.session.customerId).toMatch(/^\d+$/);
    expect(JSON.stringify(stored)).not.toContain(PASSWORD);
    // The header shows the member's shipped avatar (not the fallback), loaded without errors.
    const avatar = page.locator('.account-menu__avatar img.avatar');
    await expect(avatar).toHaveAttribute('src', '/avatars/0.svg');
    await expect.poll(() => avatar.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    expect(errors).toEqual([]);
  });

  test('login and logout', async ({ page }) => {
    await asNewVisitor(page);
    const username = newUsername('log');
    await registerByUsername(page, username, PASSWORD);
    await signOut(page, username);
    expect(await page.evaluate(() => sessionStorage.getItem('token'))).toBeNull();
    expect(await page.evaluate(() => sessionStorage.getItem('merchant'))).toBe('demo');

    await page.locator('header').getByRole('button', { name: 'Login', exact: true }).click();
    await submitLogin(page, username, PASSWORD);
    await expect(page.getByRole('dialog', { name: 'Login' })).toBeHidden();
    await expect(page.getByRole('button', { name: new RegExp(username) })).toBeVisible();
    // A reload keeps the session (sessionStorage token, member info read again).
    await page.reload();
    await expectAppShell(page);
    await expect(page.getByRole('button', { name: new RegExp(username) })).toBeVisible();
  });

  test('remember-me survives a browser restart; logout forgets it', async ({ page, browser }) => {
    await asNewVisitor(page);
    const username = newUsername('rem');
    await registerByUsername(page, username, PASSWORD);
    await signOut(page, username);
    await page.locator('header').getByRole('button', { name: 'Login', exact: true }).click();
    await page.getByRole('checkbox', { name: 'Remember me' }).check();
    await submitLogin(page, username, PASSWORD);
    await expect(page.getByRole('button', { name: new RegExp(username) })).toBeVisible();
    const cookies = await page.context().cookies();
    expect(cookies.find((c) => c.httpOnly)?.value ?? '').not.toContain(PASSWORD);

    // A new browser with the same cookies and localStorage, but no sessionStorage.
    const restarted = await browser.newContext({ storageState: await page.context().storageState() });
    const again = await restarted.newPage();
    await again.setExtraHTTPHeaders({ 'X-Forwarded-For': '198.51.100.250' });
    await again.goto('/');
    await expect(again.getByRole('button', { name: new RegExp(username) })).toBeVisible();
    await signOut(again, username);
    await again.reload();
    await expectAppShell(again);
    await expect(again.locator('header').getByRole('button', { name: 'Login', exact: true })).toBeVisible();
    await restarted.close();
  });

  test('a wrong password shows the error, and the captcha after 3 failures', async ({ page }) => {
    await asNewVisitor(page);
    const username = newUsername('cap');
    await registerByUsername(page, username, PASSWORD);
    await signOut(page, username);
    await page.goto('/login');
    const dialog = page.getByRole('dialog', { name: 'Login' });
    for (let attempt = 1; attempt <= 3; attempt += 1) {
      await submitLogin(page, username, `wrong-${attempt}-password`);
      await expect(dialog.getByRole('alert')).toHaveText('Incorrect username or password.');
      if (attempt < 3) await expect(dialog.getByRole('textbox', { name: 'Captcha' })).toHaveCount(0);
    }
    await expect(dialog.getByRole('textbox', { name: 'Captcha' })).toBeVisible();
    const image = dialog.locator('.captcha-image img');
    await expect(image).toHaveAttribute('src', /^data:image\/png;base64,.{100,}/);
    // Without an answer the form does not even send.
    await submitLogin(page, username, PASSWORD);
    await expect(dialog.getByText('This field is required.')).toBeVisible();
  });

  test('a password the operator reset must be changed at the next login', async ({ page, request }) => {
    await asNewVisitor(page);
    const username = newUsername('frc');
    await registerByUsername(page, username, PASSWORD);
    await signOut(page, username);
    const temporary = 'Operator-set-7781';
    await operatorResetPassword(request, username, temporary);

    await page.goto('/login');
    await submitLogin(page, username, temporary);
    const change = page.getByRole('dialog', { name: 'Your password must be changed' });
    await expect(change).toBeVisible();
    // The old password was typed a moment ago: the form does not ask for it again.
    await expect(change.getByLabel('Current password')).toHaveCount(0);
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: 844 });
      await page.screenshot({ path: `test-results/screenshots/auth-forced-change-${width}.png` });
    }
    // Going elsewhere does not skip it: other pages and a reload all lead back to it.
    await page.goto('/rng');
    await expect(change).toBeVisible();
    await page.goto('/promo');
    await expect(change).toBeVisible();
    await page.reload();
    await expect(change).toBeVisible();
    // After a reload the typed password is gone from memory: now the form asks for it.
    await change.getByLabel('Current password').fill(temporary);
    await change.getByLabel('New password').fill('Brand-new-pass-42');
    await change.getByLabel('Confirm password').fill('Brand-new-pass-42');
    await change.getByRole('button', { name: 'Submit' }).click();
    await expect(change).toBeHidden();
    await expect(page).toHaveURL(/\/$/);
    // Free: other pages stay put and the balance loads.
    await page.goto('/rng');
    await expect(change).toBeHidden();
    await expect(page.getByTestId('header-balance')).toHaveText(/P\d/);
    await signOut(page, username);

    await page.locator('header').getByRole('button', { name: 'Login', exact: true }).click();
    await submitLogin(page, username, 'Brand-new-pass-42');
    await expect(page.getByRole('dialog', { name: 'Login' })).toBeHidden();
    await expect(page.getByRole('button', { name: new RegExp(username) })).toBeVisible();
  });

  test('free play gives a trial account that gets the real-account warning', async ({ page }) => {
    await asNewVisitor(page);
    await page.goto('/login');
    await page.getByRole('dialog', { name: 'Login' }).getByRole('button', { name: 'FREE TRIAL' }).click();
    const account = page.locator('.account-menu__button');
    await expect(account).toContainText('Trial');
    expect(await page.evaluate(() => sessionStorage.getItem('isAgent'))).toBe('4');
    await account.click();
    await page.getByRole('menuitem', { name: 'Change password' }).click();
    const warning = page.getByRole('alertdialog');
    await expect(warning).toContainText('Please register a real account first.');
    await page.keyboard.press('Enter');
    await expect(warning).toBeHidden();
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });
});
