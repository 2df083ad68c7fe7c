// The agent centre's reports against the real server: a member of the demo team (the demo agent's
// downline; not the demo player, whose history house-slot.spec.ts reads) plays a few house slot rounds, then the demo agent opens /agentHome and reads the
// team overview (figures and a chart, each period), team betting and user profit and loss.
// Needs the report calls of the agent server stream (GET /wps/agent/team/overview, team/bets,
// team/profit-loss) and house rounds written to the record of all bets.
import { expect, test, type Page } from '@playwright/test';
import { asNewVisitor, submitLogin } from './auth-support';
import { signInAs } from './role-support';
import { skipFirstVisitNews } from './support';

const PLAYER = { username: 'demomember1', password: 'Demo-team-2026' };
const ROUNDS = 2;

test.describe.configure({ timeout: 180_000 });
test.use({ reducedMotion: 'reduce', viewport: { width: 1280, height: 900 } });

/** The player spins Lucky Crown `ROUNDS` times from the RNG lobby, as house-slot.spec.ts does. */
async function playHouseRounds(page: Page): Promise<void> {
  await asNewVisitor(page);
  await skipFirstVisitNews(page);
  await page.goto('/login');
  await submitLogin(page, PLAYER.username, PLAYER.password);
  await expect(page.getByRole('dialog', { name: 'Login' })).toBeHidden();
  await page.goto('/rng');
  await page.getByRole('button', { name: 'Play Lucky Crown', exact: true }).first().click();
  const frame = page.frameLocator('iframe[src^="/house/slot/"]');
  await expect(frame.getByTestId('balance')).toHaveText(/\d/, { timeout: 30_000 });
  const spin = frame.getByRole('button', { name: /^Spin for/ });
  for (let round = 1; round <= ROUNDS; round++) {
    await expect(spin).toBeEnabled({ timeout: 20_000 });
    await spin.click();
    await expect(frame.getByTestId('history-row')).toHaveCount(round, { timeout: 20_000 });
  }
}

const cardValue = (page: Page, key: string) => page.getByTestId(`overview-${key}`).locator('.agent-card__value');

test('the demo agent reads the team overview, team betting and user P/L of its member', async ({
  page,
  browser,
  request,
}) => {
  const playerContext = await browser.newContext({ viewport: { width: 1280, height: 900 }, reducedMotion: 'reduce' });
  await playHouseRounds(await playerContext.newPage());
  await playerContext.close();

  await asNewVisitor(page);
  await skipFirstVisitNews(page);
  const restore = await signInAs(page, request, 'agent');
  try {
    await page.goto('/agentHome');
    await expect(page.getByRole('heading', { name: 'Team Overview' })).toBeVisible();
    const periods = page.getByRole('group', { name: 'Period' });
    await expect(periods.getByRole('button', { name: 'Today' })).toHaveAttribute('aria-pressed', 'true');
    // Today's figures include the rounds just played (reports may trail the bets by a moment).
    await expect
      .poll(
        async () => {
          await page.reload();
          return (await cardValue(page, 'activePlayers').innerText()).trim();
        },
        { timeout: 30_000 },
      )
      .not.toBe('0');
    await expect(cardValue(page, 'turnover')).not.toHaveText(/^\D*0\.00$/);
    await expect(cardValue(page, 'members')).toHaveText(/[1-9]/);
    const chart = page.getByRole('img', { name: /^Turnover and team P\/L\./ });
    await expect(chart).toBeVisible();
    await chart.focus();
    await expect(page.locator('.chart__tooltip').first()).toBeVisible();

    for (const [name, period] of [
      ['This week', 'week'],
      ['This month', 'month'],
    ] as const) {
      await periods.getByRole('button', { name }).click();
      await expect(periods.getByRole('button', { name })).toHaveAttribute('aria-pressed', 'true');
      await expect(page).toHaveURL(new RegExp(`period=${period}`));
      await expect(cardValue(page, 'activePlayers')).not.toHaveText('0');
      await expect(page.getByRole('figure')).toHaveCount(3);
    }

    await page
      .getByRole('navigation', { name: 'Agent centre pages' })
      .getByRole('button', { name: 'Team Betting' })
      .click();
    const bet = page.getByTestId('team-bet').filter({ hasText: PLAYER.username }).first();
    await expect(bet).toBeVisible();
    await expect(bet).toContainText('Lucky Crown');
    await expect(page.getByTestId('total-stake')).not.toHaveText(/^\D*0\.00$/);

    await page
      .getByRole('navigation', { name: 'Agent centre pages' })
      .getByRole('button', { name: 'User Profit and Loss' })
      .click();
    await expect(page.getByTestId('loss-row').filter({ hasText: 'demoagent' })).toBeVisible();
    await expect(page.getByTestId('loss-row').filter({ hasText: PLAYER.username })).toBeVisible();
  } finally {
    await restore();
  }
});
