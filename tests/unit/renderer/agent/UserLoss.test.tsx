// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import UserLoss from '../../../../src/renderer/agent/pages/UserLoss';
import type { AgentPage } from '../../../../src/renderer/agent/menu';
import { statusWithFlags } from '../fixtures/flags';
import { makeHarness } from '../fixtures/harness';
import { figures, lossRow, notDownline, type LossPage } from './reportFixtures';

afterEach(cleanup);

/** The page as the agent centre hosts it: openPage puts the parameters back into its props. */
function Host({ opened }: { opened: Record<string, string>[] }) {
  const [params, setParams] = useState<Record<string, string>>({});
  const open = (_page: AgentPage, next: Record<string, string> = {}) => {
    opened.push(next);
    setParams(next);
  };
  return <UserLoss params={params} openPage={open} />;
}

/** A fake server: the agent (id 1) with agent child 2 (whose child is member 3) and member 4. */
function fakeServer(query: { parentId?: number; username?: string; page?: number }): Promise<LossPage> {
  const me = lossRow(1, 'demoagent', { isAgent: true, self: true, teamCount: 4 });
  const sub = lossRow(2, 'subagent', { isAgent: true, teamCount: 2, validTurnover: 500, profitLoss: -120.5 });
  const player = lossRow(4, 'player4', { deposits: 1000, profitLoss: 42 });
  const rows =
    query.parentId === 2
      ? [lossRow(2, 'subagent', { isAgent: true, self: true }), lossRow(3, 'player3', { profitLoss: -120.5 })]
      : [me, sub, player];
  const shown = query.username ? rows.filter((r) => r.username.startsWith(query.username ?? '')) : rows;
  return Promise.resolve({
    rows: shown,
    total: shown.length,
    page: query.page ?? 1,
    size: 20,
    totals: figures({ deposits: 1000, validTurnover: 500, profitLoss: -78.5 }),
    breadcrumb:
      query.parentId === 2
        ? [
            { id: 1, username: 'demoagent' },
            { id: 2, username: 'subagent' },
          ]
        : [{ id: 1, username: 'demoagent' }],
  });
}

async function renderLoss(getUserLoss: typeof fakeServer) {
  const h = await makeHarness(statusWithFlags([]), { api: { getUserLoss } });
  // The agent centre renders its pages once their namespaces are loaded.
  await h.i18n.loadNamespaces(['agent', 'games']);
  const opened: Record<string, string>[] = [];
  render(h.wrap(<Host opened={opened} />));
  return { h, opened };
}

describe('the user profit and loss page', () => {
  it("shows the node's row and its children's teams with totals, and drills down with a breadcrumb", async () => {
    const getUserLoss = vi.fn(fakeServer);
    const { opened } = await renderLoss(getUserLoss);
    const rows = await screen.findAllByTestId('loss-row');
    expect(rows.map((r) => within(r).getByRole('rowheader').textContent)).toEqual([
      'demoagentThis level itself',
      'subagentAgent',
      'player4Member',
    ]);
    expect(within(rows[1] as HTMLElement).getByText('-120.50').className).toContain('money--out');
    expect(within(rows[2] as HTMLElement).getByText('+42.00').className).toContain('money--in');
    expect(screen.getByTestId('total-profitLoss').textContent).toBe('Team P/L-78.50');
    expect(screen.getByText(/a negative figure means the team lost/)).toBeTruthy();
    // Only a child agent opens a team: not the node itself, not a member.
    expect(within(rows[0] as HTMLElement).queryByRole('button')).toBeNull();
    expect(within(rows[2] as HTMLElement).queryByRole('button')).toBeNull();
    const first = getUserLoss.mock.calls[0]?.[0];
    expect(first).not.toHaveProperty('parentId');

    fireEvent.click(within(rows[1] as HTMLElement).getByRole('button', { name: "Open subagent's team" }));
    await waitFor(() => expect(getUserLoss).toHaveBeenLastCalledWith({ ...first, parentId: 2 }));
    expect(opened).toEqual([{ parent: '2' }]);
    const crumbs = await screen.findByRole('navigation', { name: 'Team level' });
    await waitFor(() => expect(within(crumbs).getByText('subagent').getAttribute('aria-current')).toBe('page'));
    expect(screen.getAllByTestId('loss-row').map((r) => within(r).getByRole('rowheader').textContent)).toEqual([
      'subagentThis level itself',
      'player3Member',
    ]);
    // Back up through the breadcrumb: the agent's own level again, no parent asked.
    fireEvent.click(within(crumbs).getByRole('button', { name: 'demoagent' }));
    await waitFor(() => expect(getUserLoss).toHaveBeenLastCalledWith(first));
    expect(opened).toEqual([{ parent: '2' }, {}]);
  });

  it('searches by username over the date range asked', async () => {
    const getUserLoss = vi.fn(fakeServer);
    await renderLoss(getUserLoss);
    await screen.findAllByTestId('loss-row');
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2026-10-01' } });
    fireEvent.change(screen.getByLabelText('To'), { target: { value: '2026-10-31' } });
    fireEvent.change(screen.getByLabelText('Username'), { target: { value: 'player' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() =>
      expect(getUserLoss).toHaveBeenLastCalledWith({
        from: '2026-10-01',
        to: '2026-10-31',
        page: 1,
        size: 20,
        username: 'player',
      }),
    );
    await waitFor(() => expect(screen.getAllByTestId('loss-row')).toHaveLength(1));
  });

  it('shows the empty state, and a translated failure for a node outside the team', async () => {
    let fail = false;
    await renderLoss((query) => (fail ? Promise.reject(notDownline()) : fakeServer(query)));
    await screen.findAllByTestId('loss-row');
    fireEvent.change(screen.getByLabelText('Username'), { target: { value: 'nobody' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText('Nothing for these filters yet.')).toBeTruthy();
    fail = true;
    fireEvent.change(screen.getByLabelText('Username'), { target: { value: 'x' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect((await screen.findByRole('alert')).textContent).toContain('That account is not in your team.');
  });
});
