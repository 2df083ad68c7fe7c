// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import TeamBetting from '../../../../src/renderer/agent/pages/TeamBetting';
import type { GameVendorsValue } from '../../../../src/renderer/games/types';
import { statusWithFlags } from '../fixtures/flags';
import { makeHarness } from '../fixtures/harness';
import { vendor } from '../games/fakeGames';
import { notDownline, type BetsPage } from './reportFixtures';

afterEach(cleanup);

const catalogue: GameVendorsValue = {
  data: {
    lanes: [
      { title: 'RNG', cards: [vendor('HOUSE', 'RNG'), vendor('JL', 'RNG')], gameClassify: [] },
      { title: 'PVP', cards: [vendor('KM', 'PVP')], gameClassify: [] },
    ],
  },
};

function betsPage(overrides: Partial<BetsPage> = {}): BetsPage {
  return {
    items: [
      {
        id: '9',
        username: 'player1',
        gameType: 'RNG',
        vendorCode: 'HOUSE',
        vendorName: 'House Games',
        gameCode: 'lucky-crown',
        gameName: 'Lucky Crown',
        roundRef: 'r-123',
        stake: 10,
        validTurnover: 10,
        payout: 25.5,
        profitLoss: 15.5,
        placedAt: 1_790_000_000_000,
        settledAt: 1_790_000_001_000,
      },
    ],
    total: 45,
    page: 1,
    size: 20,
    totals: { stake: 1200, validTurnover: 1150, payout: 900.25, profitLoss: -299.75 },
    ...overrides,
  };
}

async function renderBets(getTeamBets: (query: unknown) => Promise<BetsPage>) {
  const h = await makeHarness(statusWithFlags([]), {
    api: { getTeamBets, getGameVendors: () => Promise.resolve(catalogue) },
  });
  // The agent centre renders its pages once their namespaces are loaded.
  await h.i18n.loadNamespaces(['agent', 'games']);
  render(h.wrap(<TeamBetting params={{}} openPage={() => undefined} />));
  return h;
}

describe('the team betting page', () => {
  it('lists the bets with the totals of every match, and pages', async () => {
    const getTeamBets = vi.fn((query: unknown) =>
      Promise.resolve(betsPage({ page: (query as { page: number }).page })),
    );
    await renderBets(getTeamBets);
    const row = await screen.findByTestId('team-bet');
    expect(row.textContent).toContain('player1');
    expect(row.textContent).toContain('Lucky Crown');
    expect(row.textContent).toContain('House Games');
    expect(row.textContent).toContain('r-123');
    expect(within(row).getByText('+15.50').className).toContain('money--in');
    expect(screen.getByRole('region', { name: 'Totals of 45 matching bets' })).toBeTruthy();
    expect(screen.getByTestId('total-stake').textContent).toContain('1,200.00');
    expect(screen.getByTestId('total-payout').textContent).toContain('900.25');
    const loss = within(screen.getByTestId('total-profitLoss')).getByText('-299.75');
    expect(loss.className).toContain('money--out');
    // The last 7 days by default, first page of 20.
    const first = getTeamBets.mock.calls[0]?.[0] as Record<string, unknown>;
    expect(first).toMatchObject({ page: 1, size: 20 });
    expect(Object.keys(first).sort()).toEqual(['from', 'page', 'size', 'to']);
    fireEvent.click(screen.getByRole('button', { name: 'Page 3' }));
    await waitFor(() => expect(getTeamBets).toHaveBeenLastCalledWith({ ...first, page: 3 }));
  });

  it('sends the filters: days, username, game type from the catalogue and its vendors', async () => {
    const getTeamBets = vi.fn(() => Promise.resolve(betsPage()));
    await renderBets(getTeamBets);
    await screen.findByTestId('team-bet');
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2026-11-01' } });
    fireEvent.change(screen.getByLabelText('To'), { target: { value: '2026-11-20' } });
    fireEvent.change(screen.getByLabelText('Username'), { target: { value: '  player1 ' } });
    const type = screen.getByLabelText('Game type');
    await waitFor(() => expect(within(type).getAllByRole('option')).toHaveLength(3));
    fireEvent.change(type, { target: { value: 'RNG' } });
    const vendors = screen.getByLabelText('Vendor');
    // Only the chosen type's vendors.
    expect(
      within(vendors)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['All vendors', 'HOUSE Gaming', 'JL Gaming']);
    fireEvent.change(vendors, { target: { value: 'HOUSE' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() =>
      expect(getTeamBets).toHaveBeenLastCalledWith({
        from: '2026-11-01',
        to: '2026-11-20',
        page: 1,
        size: 20,
        username: 'player1',
        gameType: 'RNG',
        vendorCode: 'HOUSE',
      }),
    );
    // A start after the end is refused before asking.
    const calls = getTeamBets.mock.calls.length;
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2026-11-25' } });
    expect(screen.getByRole('alert').textContent).toBe('The start date cannot be after the end date.');
    const search = screen.getByRole('button', { name: 'Search' });
    expect((search as HTMLButtonElement).disabled).toBe(true);
    fireEvent.submit(search.closest('form') as HTMLFormElement);
    expect(getTeamBets).toHaveBeenCalledTimes(calls);
  });

  it('shows the empty state and a translated failure', async () => {
    let answer: () => Promise<BetsPage> = () =>
      Promise.resolve(
        betsPage({ items: [], total: 0, totals: { stake: 0, validTurnover: 0, payout: 0, profitLoss: 0 } }),
      );
    await renderBets(() => answer());
    expect(await screen.findByText('Nothing for these filters yet.')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
    answer = () => Promise.reject(notDownline());
    fireEvent.change(screen.getByLabelText('Username'), { target: { value: 'stranger' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect((await screen.findByRole('alert')).textContent).toContain('That account is not in your team.');
  });
});
