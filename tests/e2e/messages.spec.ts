// The member inbox end to end: an operator sends a message through the operator API, the member
// sees the header badge, reads it on the messageV2 page and the badge goes; then screenshots of
// the page (light and dark, desktop and a 390 px phone) for review in /tmp/shots-messages (or
// MESSAGES_SHOTS_DIR), each checked for sideways overflow.
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { asNewVisitor, newUsername, registerByUsername } from './auth-support';
import { MERCHANT } from './support';

const OUT = resolve(process.env.MESSAGES_SHOTS_DIR ?? '/tmp/shots-messages');
mkdirSync(OUT, { recursive: true });

const PASSWORD = 'Inbox-pass-1';
const VIEWPORTS = { desktop: { width: 1280, height: 800 }, mobile: { width: 390, height: 844 } } as const;
const OPERATOR = { username: 'admin', password: process.env.E2E_OPERATOR_PASSWORD ?? 'e2e-Operator-pass-1' };

/** Sends a message to one member through the operator API (as the README's curl does). */
async function sendMessage(request: APIRequestContext, username: string, title: string, content: string) {
  const session = await request.post('/admin/api/session', { data: OPERATOR });
  const token = ((await session.json()) as { value: { token: string } }).value.token;
  const response = await request.post(`/admin/api/messages/${MERCHANT}`, {
    data: { username, translations: { en: { title, content } } },
    headers: { authorization: `Bearer ${token}` },
  });
  expect(response.status(), await response.text()).toBe(200);
}

const messageLink = (page: Page) => page.locator('header .account-menu__messages');

test('an operator message shows as the header badge, is read on messageV2, and the badge goes', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize(VIEWPORTS.desktop);
  await asNewVisitor(page);
  const username = newUsername('inbox');
  await registerByUsername(page, username, PASSWORD);
  await expect(messageLink(page)).toHaveAccessibleName('Messages');
  await expect(messageLink(page).locator('.account-menu__count')).toHaveCount(0);

  await sendMessage(
    request,
    username,
    'Your weekly rebate is ready',
    '<p>Claim it in the <strong>Reward Center</strong> before Sunday.</p><script>window.pwned=1</script>',
  );
  // The count loads on account-menu arrival: the next page load shows it.
  await page.reload();
  await expect(messageLink(page)).toHaveAccessibleName('Messages, 1 unread');
  await expect(messageLink(page).locator('.account-menu__count')).toHaveText('1');

  await messageLink(page).click();
  const centre = page.getByRole('dialog', { name: 'Member center' });
  await expect(centre.getByRole('heading', { name: 'Messages', level: 3 })).toBeVisible();
  const badge = centre.getByRole('navigation').locator('.member-centre__badge');
  await expect(badge).toHaveText('11 unread');
  await expect(badge.locator('[aria-hidden="true"]')).toHaveText('1');
  const item = centre.locator('.inbox-item', { hasText: 'Your weekly rebate is ready' });
  await expect(item).toHaveClass(/inbox-item--unread/);
  await item.getByRole('button', { name: /Your weekly rebate is ready/ }).click();
  await expect(item.locator('.inbox-item__content strong')).toHaveText('Reward Center');
  await expect(item).not.toHaveClass(/inbox-item--unread/);
  await expect(messageLink(page)).toHaveAccessibleName('Messages');
  await expect(messageLink(page).locator('.account-menu__count')).toHaveCount(0);
  await expect(centre.getByRole('navigation').locator('.member-centre__badge')).toHaveCount(0);
  expect(await page.evaluate(() => (window as { pwned?: number }).pwned)).toBeUndefined();

  // Read stays read after a reload: the badge does not come back.
  await page.reload();
  await expect(messageLink(page)).toHaveAccessibleName('Messages');
});

test('messageV2 screenshots, light and dark, desktop and 390 px', async ({ page, request }) => {
  test.setTimeout(120_000);
  await page.setViewportSize(VIEWPORTS.desktop);
  await asNewVisitor(page);
  const username = newUsername('inboxshot');
  await registerByUsername(page, username, PASSWORD);
  await sendMessage(request, username, 'Welcome to PlayHub', '<p>Thanks for joining! Your welcome bonus waits.</p>');
  await sendMessage(
    request,
    username,
    'Scheduled maintenance on Tuesday 02:00 to 04:00 — games from some vendors may be unavailable',
    '<p>During maintenance your balance is safe. <a href="/help" target="_blank">Read more</a></p>',
  );
  await sendMessage(request, username, 'Secure your account', '<p>Bind a <em>mobile number</em> under My Account.</p>');
  await page.reload();
  await expect(messageLink(page)).toHaveAccessibleName('Messages, 3 unread');
  await messageLink(page).click();
  const centre = page.getByRole('dialog', { name: 'Member center' });
  const item = centre.locator('.inbox-item', { hasText: 'Welcome to PlayHub' });
  await item.getByRole('button').first().click();
  await expect(item.locator('.inbox-item__content')).toBeVisible();
  await expect(messageLink(page)).toHaveAccessibleName('Messages, 2 unread');

  for (const viewport of ['desktop', 'mobile'] as const)
    for (const theme of ['light', 'dark'] as const) {
      await page.setViewportSize(VIEWPORTS[viewport]);
      await page.evaluate((t) => {
        document.documentElement.dataset.theme = t;
        document.documentElement.style.colorScheme = t;
      }, theme);
      await page.waitForTimeout(250);
      const overflow = await centre.locator('.member-centre__panel').evaluate((el) =>
        Math.max(
          // A visually hidden text is clipped to 1 px on purpose (it is read, not seen).
          ...[el, ...el.querySelectorAll('.inbox-item, .inbox-item *:not(.visually-hidden)')].map(
            (b) => b.scrollWidth - b.clientWidth,
          ),
        ),
      );
      expect(overflow, `${viewport} ${theme} overflows sideways`).toBeLessThanOrEqual(2);
      await page.screenshot({ path: resolve(OUT, `messageV2-${viewport}-${theme}.png`) });
    }

  // Delete asks first, then the message is gone and the count stays right.
  await page.setViewportSize(VIEWPORTS.desktop);
  await item.getByRole('button', { name: 'Delete' }).click();
  const confirm = page.getByRole('alertdialog');
  await expect(confirm).toContainText('Delete this message?');
  await confirm.getByRole('button', { name: 'OK' }).click();
  await expect(centre.locator('.inbox-item', { hasText: 'Welcome to PlayHub' })).toHaveCount(0);
  await expect(centre.locator('.inbox-item')).toHaveCount(2);
  await expect(messageLink(page)).toHaveAccessibleName('Messages, 2 unread');
});
