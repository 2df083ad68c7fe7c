// The operator console's Agents page (/console, Agents) in Chromium: the operator browses the demo
// agent's team down the tree, moves demomember3 from demosubagent to demoagent and back (the
// server's refusal of a cycle shown in the move form), sees the demo platform contracts (and the
// form for a new one, left unsaved), and suspends and resumes demosubagent. Screenshots of the tree and the contracts at 1280 and 390 px,
// light and dark, go to test-results/screenshots/console-agents-*.png.
import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousAxeViolations } from './axe';
import { collectErrors } from './support';

const SHOTS = resolve('test-results/screenshots');
const ADMIN = { username: 'admin', password: process.env.E2E_OPERATOR_PASSWORD ?? 'e2e-Operator-pass-1' };

async function signIn(page: Page): Promise<void> {
  await page.addInitScript(() => {
    localStorage.setItem('playhub.console.language', 'en');
    localStorage.setItem('playhub.console.theme', 'light');
  });
  await page.goto('/console');
  await page.getByLabel('Username').fill(ADMIN.username);
  await page.getByLabel('Password').fill(ADMIN.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByTestId('who')).toContainText(ADMIN.username);
  await page.getByRole('button', { name: 'Agents', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Agents', level: 1 })).toBeVisible();
}

const row = (page: Page, username: string) => page.getByTestId(`tree-row-${username}`);

async function move(page: Page, username: string, upline: string): Promise<void> {
  await row(page, username).getByRole('button', { name: 'Move' }).click();
  const dialog = page.getByRole('dialog', { name: `Move ${username}` });
  await dialog.getByLabel('New upline (agent)').fill(upline);
  await dialog.getByLabel('Reason').fill('e2e: team restructure');
  await dialog.getByRole('button', { name: 'Move' }).click();
}

/**
 * The page at both widths in both themes (the theme toggled in the header, as an operator would),
 * each checked by axe-core.
 */
async function shoot(page: Page, name: string): Promise<void> {
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    for (const theme of ['light', 'dark'] as const) {
      const toggle = page.getByRole('button', { name: theme === 'dark' ? 'Dark theme' : 'Light theme' });
      if (await toggle.isVisible()) await toggle.click();
      await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
      await page.screenshot({ path: `${SHOTS}/console-agents-${name}-${width}-${theme}.png`, fullPage: true });
      await expectNoSeriousAxeViolations(page, `agents ${name} ${width} ${theme}`);
    }
  }
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.getByRole('button', { name: 'Light theme' }).click();
}

test.describe('operator console agents', () => {
  test.beforeAll(() => mkdirSync(SHOTS, { recursive: true }));

  test('browses the tree, moves a member and back, refuses a cycle, suspends and resumes an agent', async ({
    page,
  }) => {
    const errors = collectErrors(page, [/status of 400/]);
    await page.setViewportSize({ width: 1280, height: 900 });
    await signIn(page);

    // Down the tree: the top level, the demo agent's team, the sub-agent's member.
    await row(page, 'demoagent').getByRole('button', { name: 'demoagent' }).click();
    for (const name of ['demosubagent', 'demomember1', 'demomember2']) await expect(row(page, name)).toBeVisible();
    await expect(row(page, 'demosubagent').getByText('Agent', { exact: true })).toBeVisible();
    await row(page, 'demosubagent').getByRole('button', { name: 'demosubagent' }).click();
    await expect(row(page, 'demomember3')).toBeVisible();
    const crumbs = page.getByRole('navigation', { name: 'Path in the tree' });
    await expect(crumbs).toContainText('Top level');
    await expect(crumbs).toContainText('demoagent');
    await expect(crumbs.getByRole('button', { name: 'demosubagent' })).toBeDisabled();

    // demomember3 up to the demo agent and back.
    await move(page, 'demomember3', 'demoagent');
    await expect(page.getByRole('status')).toContainText('demomember3 moved under demoagent');
    await expect(page.getByText('No members here.')).toBeVisible();
    await crumbs.getByRole('button', { name: 'demoagent' }).click();
    await expect(row(page, 'demomember3')).toBeVisible();
    await expect(row(page, 'demosubagent').locator('td.num').nth(1)).toHaveText('0');
    await move(page, 'demomember3', 'demosubagent');
    await expect(page.getByRole('status')).toContainText('demomember3 moved under demosubagent');
    await expect(row(page, 'demomember3')).toHaveCount(0);
    await expect(row(page, 'demosubagent').locator('td.num').nth(1)).toHaveText('1');

    // A cycle: the demo agent under its own sub-agent is refused, in words, and nothing moves.
    await crumbs.getByRole('button', { name: 'Top level' }).click();
    await move(page, 'demoagent', 'demosubagent');
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByRole('alert')).toHaveText(
      'A member cannot be moved under itself or anyone in its own team.',
    );
    await shoot(page, 'move-error');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(row(page, 'demoagent')).toBeVisible();

    // Search across the brand.
    await page.getByLabel('Search').fill('demomember');
    await expect(row(page, 'demomember3')).toContainText('demosubagent');
    await expect(row(page, 'demomember1')).toBeVisible();
    await page.getByLabel('Search').fill('');
    await row(page, 'demoagent').getByRole('button', { name: 'demoagent' }).click();
    await expect(row(page, 'demosubagent')).toBeVisible();
    await shoot(page, 'tree');

    // Contracts: the demo platform contracts, then a suspension and its end.
    await page.getByRole('tab', { name: 'Contracts' }).click();
    const top = page.getByTestId('top-agent-demoagent');
    await expect(top).toBeVisible();
    // The seeded platform contract of each of the four kinds.
    await expect(top.locator('td.terms')).toHaveCount(4);
    for (const cell of await top.locator('td.terms').all()) await expect(cell).toContainText('%');
    await expect(top.locator('td.terms').nth(2)).toContainText('win 0.30%');
    await expect(page.getByRole('switch', { name: 'Operator approves new contracts' })).toBeVisible();
    // The platform contract form starts from the terms in force; bad JSON is caught before sending.
    await top.getByRole('button', { name: 'Set contract' }).click();
    const platform = page.getByRole('dialog', { name: 'Platform contract for demoagent' });
    await platform.getByLabel('Type').selectOption('realtime');
    await expect(platform.getByLabel('Terms (JSON)')).toHaveValue(/"winRateBp": 30/);
    await platform.getByLabel('Terms (JSON)').fill('{');
    await platform.getByRole('button', { name: 'Save' }).click();
    await expect(platform.getByRole('alert')).toHaveText('The terms are not valid JSON.');
    await platform.getByRole('button', { name: 'Cancel' }).click();
    await page.getByLabel('Agent', { exact: true }).fill('demosubagent');
    await page.getByLabel('Reason').fill('e2e: checking the team');
    await page.getByRole('button', { name: 'Suspend', exact: true }).click();
    await expect(page.getByRole('status')).toHaveText("demosubagent's contracts are suspended.");
    const suspended = page.getByTestId('suspended-demosubagent');
    await expect(suspended).toContainText('e2e: checking the team');
    await expect(page.getByRole('table').last()).toContainText('suspend');
    await shoot(page, 'contracts');
    await suspended.getByRole('button', { name: 'Resume' }).click();
    await expect(page.getByRole('status')).toHaveText("demosubagent's contracts are resumed.");
    await expect(suspended).toHaveCount(0);

    await page.getByRole('tab', { name: 'Payouts' }).click();
    await expect(page.getByRole('heading', { name: 'Agent payouts' })).toBeVisible();
    expect(errors).toEqual([]);
  });
});
