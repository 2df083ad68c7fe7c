// Contracts between agents in the agent centre against the real server: the demo agent offers
// daily wages to demosubagent from Team Management within its own platform contract (an offer above
// it is refused on the form with the translated error), previews it and sees it in process;
// demosubagent signs in, gets the contract pop-up, accepts on the page and holds the contract; the
// demo agent then sees it approved (the demo brand needs no operator approval: contracts-seed.ts)
// and terminates it again, so demosubagent is left without a contract as seeded. Screenshots at
// 1280 and 390 px are kept for review (test-results/screenshots/agent-contracts-*.png).
import { expect, test, type Page } from '@playwright/test';
import { asNewVisitor } from './auth-support';
import { signInAs } from './role-support';
import { AGENT_DESKTOP, agentScreenshots, skipFirstVisitNews } from './support';

test.describe.configure({ timeout: 90_000 });
test.use({ reducedMotion: 'reduce', viewport: { width: 1280, height: 900 } });

const SUB = { username: 'demosubagent', password: 'Demo-team-2026' };

/** The demo agent's row of demosubagent in "My downline's contracts". */
const childRow = (page: Page) =>
  page.locator('.contract-table:not(.contract-table--edit) tbody tr').filter({ hasText: SUB.username });

test('the demo agent offers daily wages to its sub-agent, who accepts after the pop-up', async ({
  page,
  browser,
  request,
}) => {
  await asNewVisitor(page);
  await skipFirstVisitNews(page);
  const restore = await signInAs(page, request, 'agent');
  try {
    // From Team Management: demosubagent's detail opens the daily-wages offer for it.
    await page.goto('/agentHome?page=downlineManagmentView');
    const row = page.locator('.agent-tree__table tbody tr').filter({ hasText: SUB.username });
    await row.getByRole('button', { name: 'View' }).click();
    await page.getByTestId('member-detail').getByRole('button', { name: 'Set Daily wages' }).click();
    await expect(page).toHaveURL(/page=agentDailyWages2/);
    const offer = page.getByRole('form', { name: `Offer a contract to ${SUB.username}` });
    await expect(offer).toBeVisible();

    // Above the agent's own 0.5% first tier: refused on the form, in words, and nothing can be sent.
    const firstRate = offer.getByLabel('Rate 1', { exact: true });
    await expect(firstRate).toHaveValue('0.5');
    await firstRate.fill('5');
    await expect(offer.getByRole('alert')).toHaveText('These terms are better than your own contract allows.');
    await expect(offer.getByRole('button', { name: 'Send offer' })).toBeDisabled();
    await agentScreenshots(page, 'agent-contracts', 'offer-refused');

    // Within bounds: 0.4% on the first tier; the preview shows what it would have paid.
    await firstRate.fill('0.4');
    await expect(offer.getByRole('alert')).toHaveCount(0);
    await offer.getByRole('button', { name: 'Preview' }).click();
    const preview = offer.getByRole('definition').filter({ hasText: /\d/ });
    await expect(offer.getByText('These terms would have paid')).toBeVisible();
    await expect(preview.first()).toBeVisible();
    await agentScreenshots(page, 'agent-contracts', 'offer-preview');
    await offer.getByRole('button', { name: 'Send offer' }).click();
    await expect(page.getByRole('status')).toHaveText('Offer sent.');
    await expect(offer).toBeHidden();
    await expect(childRow(page)).toContainText('In process');
    await agentScreenshots(page, 'agent-contracts', 'in-process');

    // demosubagent signs in on the agent page: the pop-up sends it to the offer, which it accepts.
    const subContext = await browser.newContext({ viewport: AGENT_DESKTOP, reducedMotion: 'reduce' });
    try {
      const sub = await subContext.newPage();
      await asNewVisitor(sub);
      await skipFirstVisitNews(sub);
      await sub.goto('/agent');
      const login = sub.getByRole('dialog', { name: 'Agent login' });
      await login.getByLabel('Username', { exact: true }).fill(SUB.username);
      await login.getByLabel('Password', { exact: true }).fill(SUB.password);
      await login.getByRole('button', { name: 'Login', exact: true }).click();
      const popup = sub.getByRole('dialog', { name: 'New contract request' });
      await expect(popup).toBeVisible({ timeout: 15_000 });
      await expect(popup).toContainText('Your upline offered you a new contract.');
      await agentScreenshots(sub, 'agent-contracts', 'popup');
      await popup.getByRole('button', { name: 'View contract' }).click();
      await expect(sub).toHaveURL(/page=agentDailyWages2/);
      const pending = sub.locator('.contract-card--offer');
      await expect(pending).toContainText('From demoagent');
      await expect(pending).toContainText('0.4%');
      await pending.getByRole('button', { name: 'Accept' }).click();
      const confirm = sub.getByRole('dialog', { name: 'Accept this contract?' });
      await expect(confirm).toContainText('Accepting a lower rate terminates');
      await agentScreenshots(sub, 'agent-contracts', 'accept-confirm');
      await confirm.getByRole('button', { name: 'Accept' }).click();
      await expect(sub.getByRole('status')).toHaveText('Contract accepted.');
      await expect(pending).toHaveCount(0);
      const mine = sub.locator('.contract-card').filter({ hasText: 'My contract in force' });
      await expect(mine).toContainText('From demoagent · v1');
      await expect(mine).toContainText('0.4%');
      await agentScreenshots(sub, 'agent-contracts', 'accepted');
    } finally {
      await subContext.close();
    }

    // The demo agent sees it approved, then ends it so the sub-agent is back as seeded.
    await page.reload();
    await expect(childRow(page)).toContainText('Approved');
    await childRow(page).getByRole('button', { name: 'Terminate' }).click();
    await page
      .getByRole('dialog', { name: 'Terminate this contract?' })
      .getByRole('button', { name: 'Terminate' })
      .click();
    await expect(page.getByRole('status')).toHaveText('Contract terminated.');
    await expect(childRow(page)).toContainText('Terminated');
  } finally {
    await restore();
  }
});
