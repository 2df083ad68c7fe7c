// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { REPORT_PERIODS, type ReportPeriod, type TeamOverview as Overview } from '../../../../src/shared/api/agent';
import TeamOverview from '../../../../src/renderer/agent/pages/TeamOverview';
import type { AgentPage } from '../../../../src/renderer/agent/menu';
import { statusWithFlags } from '../fixtures/flags';
import { makeHarness } from '../fixtures/harness';
import { figures, notDownline, overview } from './reportFixtures';

afterEach(cleanup);

/** The page as the agent centre hosts it: openPage puts the parameters back into its props. */
function Host() {
  const [params, setParams] = useState<Record<string, string>>({});
  return <TeamOverview params={params} openPage={(_page: AgentPage, next = {}) => setParams(next)} />;
}

async function renderOverview(getTeamOverview: (query: { period?: ReportPeriod }) => Promise<Overview>) {
  const h = await makeHarness(statusWithFlags([]), { api: { getTeamOverview } });
  // The agent centre renders its pages once their namespaces are loaded.
  await h.i18n.loadNamespaces(['agent', 'games']);
  render(h.wrap(<Host />));
  return h;
}

const card = (key: string) => screen.getByTestId(`overview-${key}`).querySelector('.agent-card__value')?.textContent;

describe('the team overview page', () => {
  it("shows the period's figures as cards and its series as charts with a text alternative", async () => {
    const getTeamOverview = vi.fn((query: { period?: ReportPeriod }) =>
      Promise.resolve(
        overview(
          query.period ?? 'day',
          {
            members: 1234,
            agents: 12,
            newMembers: 7,
            activePlayers: 41,
            deposits: 15000.5,
            withdrawals: 3200,
            validTurnover: 98765.43,
            betCount: 321,
            profitLoss: -4321.1,
          },
          [
            {
              label: '10:00',
              ...figures({ validTurnover: 500, profitLoss: -120, deposits: 300, activePlayers: 3 }),
            },
            {
              label: '11:00',
              ...figures({ validTurnover: 800, profitLoss: 60.25, withdrawals: 50, newMembers: 2 }),
            },
          ],
        ),
      ),
    );
    await renderOverview(getTeamOverview);
    await screen.findByTestId('overview-members');
    expect(getTeamOverview).toHaveBeenCalledWith({ period: 'day' });
    expect(card('members')).toBe('1,234');
    expect(screen.getByTestId('overview-members').textContent).toContain('of which agents: 12');
    expect(card('newMembers')).toBe('7');
    expect(card('activePlayers')).toBe('41');
    expect(card('deposits')).toBe('15,000.50');
    expect(card('withdrawals')).toBe('3,200.00');
    expect(card('turnover')).toBe('98,765.43');
    expect(screen.getByTestId('overview-turnover').textContent).toContain('bets: 321');
    // The players' P/L: negative (the team lost) in the loss colour, and said in words below.
    const pl = screen.getByTestId('overview-profitLoss').querySelector('.money');
    expect(pl?.textContent).toBe('-4,321.10');
    expect(pl?.className).toContain('money--out');
    expect(screen.getAllByText(/a negative figure means the team lost/).length).toBeGreaterThan(0);
    expect(screen.getByText('2026-11-23 to 2026-11-27')).toBeTruthy();

    // Three charts, each a picture with a summary and a table of its figures.
    const charts = screen.getAllByRole('figure');
    expect(charts).toHaveLength(3);
    const turnover = screen.getByRole('img', {
      name: /^Turnover and team P\/L\. 2 hours, 10:00 to 11:00\. Focus the chart/,
    });
    expect(turnover).toBeTruthy();
    const table = within(charts[0] as HTMLElement).getByRole('table', { name: 'Turnover and team P/L' });
    const rows = within(table).getAllByRole('row');
    expect(rows.map((row) => row.textContent)).toEqual([
      'HourValid turnoverTeam P/L',
      '10:00500.00-120.00',
      '11:00800.0060.25',
    ]);
    const players = within(charts[2] as HTMLElement).getByRole('table', { name: 'New and active players' });
    expect(within(players).getAllByRole('row')[1]?.textContent).toBe('10:0003');

    // The keyboard reads the points one by one in a tooltip.
    fireEvent.focus(turnover);
    expect(within(charts[0] as HTMLElement).getByText('11:00', { selector: 'strong' })).toBeTruthy();
    fireEvent.keyDown(turnover, { key: 'ArrowLeft' });
    const tooltip = (charts[0] as HTMLElement).querySelector('.chart__tooltip');
    expect(tooltip?.textContent).toContain('10:00');
    expect(tooltip?.textContent).toContain('Team P/L: -120.00');
    fireEvent.blur(turnover);
    expect((charts[0] as HTMLElement).querySelector('.chart__tooltip')).toBeNull();
  });

  it('switches between today, this week and this month, asking the server for each', async () => {
    const getTeamOverview = vi.fn((query: { period?: ReportPeriod }) =>
      Promise.resolve(
        overview(query.period ?? 'day', { members: { day: 1, week: 2, month: 3 }[query.period ?? 'day'] }),
      ),
    );
    await renderOverview(getTeamOverview);
    await screen.findByTestId('overview-members');
    const group = screen.getByRole('group', { name: 'Period' });
    const buttons = within(group).getAllByRole('button');
    expect(buttons.map((b) => b.textContent)).toEqual(['Today', 'This week', 'This month']);
    expect(buttons[0]?.getAttribute('aria-pressed')).toBe('true');

    fireEvent.click(within(group).getByRole('button', { name: 'This week' }));
    await waitFor(() => expect(card('members')).toBe('2'));
    expect(within(group).getByRole('button', { name: 'This week' }).getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(within(group).getByRole('button', { name: 'This month' }));
    await waitFor(() => expect(card('members')).toBe('3'));
    expect(getTeamOverview.mock.calls.map(([query]) => query.period)).toEqual([...REPORT_PERIODS]);
    // An empty series: no charts, the empty state instead.
    expect(screen.queryAllByRole('figure')).toHaveLength(0);
    expect(screen.getByText('Nothing for these filters yet.')).toBeTruthy();
  });

  it('shows the failure translated, and tries again on request', async () => {
    let fail = true;
    const getTeamOverview = vi.fn(() =>
      fail ? Promise.reject(notDownline()) : Promise.resolve(overview('day', { members: 5 })),
    );
    await renderOverview(getTeamOverview);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('That account is not in your team.');
    expect(screen.queryByTestId('overview-members')).toBeNull();
    fail = false;
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(card('members')).toBe('5'));
    expect(getTeamOverview).toHaveBeenCalledTimes(2);
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
