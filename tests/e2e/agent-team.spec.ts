// The demo agent builds its team in the agent centre against the real server: it registers a
// member directly in Register Account and finds it in Team Management; it creates a registration
// link, a new visitor registers through it and lands in the agent's team; and it transfers a small
// amount to demomember2, whose balance (and the agent's own) changes. Screenshots at 1280 and
// 390 px are kept for review (test-results/screenshots/agent-team-*.png). Only new accounts and
// demomember2's balance change: the demo team the other agent specs read stays as seeded.
import { expect, test, type Page } from '@playwright/test';
import { asNewVisitor, newUsername, registerByUsername } from './auth-support';
import { signInAs } from './role-support';
import { AGENT_DESKTOP, agentScreenshots, skipFirstVisitNews } from './support';

test.describe.configure({ timeout: 90_000 });
test.use({ reducedMotion: 'reduce', viewport: { width: 1280, height: 900 } });

const PASSWORD = 'Team-member-2026';

async function openPage(page: Page, name: string, heading: string): Promise<void> {
  await page.goto(`/agentHome?page=${name}`);
  await expect(page.getByRole('heading', { name: heading, exact: true })).toBeVisible();
}

/** The team list's row of `username`, found through the page's search. */
async function teamRow(page: Page, username: string) {
  await page.getByRole('search').getByLabel('Username').fill(username);
  await page.getByRole('search').getByRole('button', { name: 'Search' }).click();
  return page.locator('.agent-tree__table tbody tr').filter({ hasText: username });
}

/** A money text (e.g. "₱ 1,000.00") as a number. */
const amountOf = (text: string) => Number(text.replace(/[^\d.-]/g, ''));

test('the demo agent registers members directly and by link, and transfers to a member', async ({
  page,
  browser,
  request,
}) => {
  await asNewVisitor(page);
  await skipFirstVisitNews(page);
  const restore = await signInAs(page, request, 'agent');
  try {
    // Register Account: a member straight under the agent.
    await openPage(page, 'registerCenter', 'Register Account');
    const direct = newUsername('tmd');
    const form = page.locator('form.agent-tree__form');
    await form.getByRole('radio', { name: 'Member' }).check();
    await form.getByLabel('Username').fill(direct);
    await form.getByLabel('Password').fill(PASSWORD);
    await form.getByRole('button', { name: 'Register', exact: true }).click();
    await expect(form.getByRole('status')).toHaveText(`${direct} is registered in your team.`);

    // A member's registration link.
    const links = page.getByTestId('link-url');
    const before = await links.count();
    await page.getByRole('button', { name: 'Create link' }).click();
    await expect(links).toHaveCount(before + 1);
    const url = new URL((await links.first().getAttribute('href')) ?? '');
    expect(url.pathname).toBe('/register');
    expect(url.searchParams.get('affiliateCode')).toMatch(/^[A-Z2-9]{10}$/);
    await agentScreenshots(page, 'agent-team', 'register');

    // The new member is in Team Management, directly under the agent.
    await page.getByRole('button', { name: 'Go to team management' }).click();
    await expect(page.getByRole('heading', { name: 'Team Management', exact: true })).toBeVisible();
    await expect(await teamRow(page, direct)).toContainText('Member');

    // A new visitor opens the link as shared (on the brand's own address) and registers: it lands
    // in the agent's team.
    const visitorContext = await browser.newContext({ viewport: AGENT_DESKTOP, reducedMotion: 'reduce' });
    const visitor = await visitorContext.newPage();
    await asNewVisitor(visitor);
    await skipFirstVisitNews(visitor);
    const invited = newUsername('tml');
    await registerByUsername(visitor, invited, PASSWORD, undefined, url.href);
    await visitorContext.close();
    await page.reload();
    await expect(await teamRow(page, invited)).toBeVisible();
    await openPage(page, 'registerCenter', 'Register Account');
    await expect(page.locator('.agent-tree__link').first()).toContainText('1 registration');

    // A transfer to demomember2: its balance rises by the amount, the agent's falls.
    await openPage(page, 'downlineManagmentView', 'Team Management');
    const row = await teamRow(page, 'demomember2');
    await row.getByRole('button', { name: 'View' }).click();
    const detail = page.getByTestId('member-detail');
    await expect(detail.getByRole('heading', { name: 'demomember2' })).toBeVisible();
    const balance = detail.locator('dt:text-is("Balance") + dd');
    const memberBefore = amountOf(await balance.innerText());
    const mine = page.getByTestId('header-balance');
    await expect(mine).toHaveText(/\d/);
    const mineBefore = amountOf(await mine.innerText());
    await detail.getByLabel('Amount').fill('1.25');
    await detail.getByRole('button', { name: 'Transfer' }).click();
    await expect(detail.getByRole('status')).toHaveText('Sent to demomember2.');
    await expect.poll(async () => amountOf(await balance.innerText())).toBeCloseTo(memberBefore + 1.25, 2);
    await expect(row.locator('td').nth(3)).toHaveText(await balance.innerText());
    await page.getByRole('button', { name: 'Refresh balance' }).click();
    await expect.poll(async () => amountOf(await mine.innerText())).toBeCloseTo(mineBefore - 1.25, 2);
    await agentScreenshots(page, 'agent-team', 'transfer');
  } finally {
    await restore();
  }
});
