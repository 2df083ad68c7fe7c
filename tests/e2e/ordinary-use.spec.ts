// Ordinary use leaves no trace in the console: a visitor, a member and a trial account walk the
// home page, a game lobby and (the member) the member centre, and the test fails on any console
// error or any request that fails or answers 4xx/5xx (a trial account used to ask for the
// unread-message count on every page and be refused).
import { expect, test, type Page } from '@playwright/test';
import { asNewVisitor, submitLogin } from './auth-support';
import { collectErrors, expectAppShell, skipFirstVisitNews } from './support';

const DEMO = { username: 'demoplayer', password: 'Demo-player-2026' };

/** Failed requests and error answers, as "<status> <method> <path>". */
function collectFailedRequests(page: Page): string[] {
  const failed: string[] = [];
  page.on('response', (response) => {
    if (response.status() >= 400)
      failed.push(`${response.status()} ${response.request().method()} ${new URL(response.url()).pathname}`);
  });
  page.on('requestfailed', (request) => {
    // A navigation away aborts the previous page's pending requests: not a failure of the site.
    if (request.failure()?.errorText !== 'net::ERR_ABORTED') failed.push(`failed ${request.url()}`);
  });
  return failed;
}

async function walk(page: Page): Promise<void> {
  for (const path of ['/', '/rng', '/promo', '/']) {
    await page.goto(path);
    await expectAppShell(page);
    // Let the page's own calls (lists, banners, badges) finish.
    await page.waitForLoadState('networkidle');
  }
}

for (const role of ['visitor', 'trial', 'member'] as const) {
  test(`a ${role} walks home, a lobby${role === 'member' ? ' and the member centre' : ''} without errors`, async ({
    page,
  }) => {
    const errors = collectErrors(page);
    const failed = collectFailedRequests(page);
    await asNewVisitor(page);
    await skipFirstVisitNews(page);
    if (role === 'trial') {
      await page.goto('/login');
      await page.getByRole('dialog', { name: 'Login' }).getByRole('button', { name: 'FREE TRIAL' }).click();
      await expect(page.locator('.account-menu__button')).toBeVisible();
    }
    if (role === 'member') {
      await page.goto('/login');
      await submitLogin(page, DEMO.username, DEMO.password);
      await expect(page.getByRole('dialog', { name: 'Login' })).toBeHidden();
    }
    await walk(page);
    if (role === 'member') {
      await page.locator('.account-menu__button').click();
      await page.getByRole('menuitem', { name: 'Member center', exact: true }).click();
      await expect(page.getByRole('dialog', { name: 'Member center' })).toBeVisible();
      await page.waitForLoadState('networkidle');
    }
    expect(failed).toEqual([]);
    expect(errors).toEqual([]);
  });
}
