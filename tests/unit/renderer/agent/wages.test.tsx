// @vitest-environment jsdom
// The wage pages over the answer GET /wps/agent/wages gave in tests/server/agent-wages.test.ts for
// the hand-checked real-time window (top agent: 3.00 on won rounds, 3.55 on lost ones, from the
// platform; 0.50 and 2.66 paid on to its sub-agent), plus a dividend with carry-over.
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { WagesPage } from '../../../../src/shared/api/agent';
import type { Api } from '../../../../src/renderer/api';
import MyIncome from '../../../../src/renderer/agent/pages/MyIncome';
import { WageRecords } from '../../../../src/renderer/agent/wages/WageRecords';
import { statusWithFlags } from '../fixtures/flags';
import { makeHarness } from '../fixtures/harness';

afterEach(cleanup);

const window0 = Date.UTC(2026, 2, 8, 4, 0);
const row = (over: Partial<WagesPage['items'][number]>): WagesPage['items'][number] => ({
  id: 1,
  kind: 'realtime',
  part: 'win',
  periodStart: window0,
  periodEnd: window0 + 300_000,
  payer: 'platform',
  payee: 'aptop',
  basis: 300,
  rateBp: 100,
  amount: 3,
  carryOver: 0,
  platformCovered: 0,
  paidAt: window0 + 600_000,
  ...over,
});

const received: WagesPage = {
  items: [
    row({ id: 2, part: 'loss', basis: 177.77, rateBp: 200, amount: 3.55 }),
    row({ id: 1 }),
    row({
      id: 3,
      kind: 'dividend',
      part: '',
      periodStart: Date.UTC(2026, 2, 1, 16),
      periodEnd: Date.UTC(2026, 2, 8, 16),
      basis: -200,
      rateBp: 0,
      amount: 0,
      carryOver: -200,
    }),
  ],
  total: 3,
  page: 1,
  size: 15,
  totals: { amount: 6.55, byKind: { daily: 0, hourly: 0, realtime: 6.55, dividend: 0 } },
};
const paid: WagesPage = {
  items: [
    row({ id: 4, payer: 'aptop', payee: 'apsub', part: 'loss', basis: 177.77, rateBp: 150, amount: 2.66 }),
    row({ id: 5, payer: 'aptop', payee: 'apsub', basis: 100, rateBp: 50, amount: 0.5 }),
  ],
  total: 2,
  page: 1,
  size: 15,
  totals: { amount: 3.16, byKind: { daily: 0, hourly: 0, realtime: 3.16, dividend: 0 } },
};

async function mount(ui: React.ReactNode) {
  const getWages = vi.fn((query: { direction?: string }) =>
    Promise.resolve(query.direction === 'paid' ? paid : received),
  ) as unknown as Api['getWages'];
  const h = await makeHarness(statusWithFlags([]), { api: { getWages } });
  render(h.wrap(ui));
  return getWages as unknown as ReturnType<typeof vi.fn>;
}

describe('agent wage pages', () => {
  it("lists a kind's payouts received and paid, with the parts, rates, totals and the range asked", async () => {
    const getWages = await mount(<WageRecords kind="realtime" />);
    const table = await screen.findByRole('table');
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(4));
    expect(within(table).getByText('3.55')).toBeTruthy();
    expect(within(table).getAllByText('Platform')).toHaveLength(3);
    expect(within(table).getByText('on losses')).toBeTruthy();
    expect(within(table).getByText('2.00%')).toBeTruthy();
    expect(screen.getByText('6.55')).toBeTruthy();
    expect(getWages.mock.calls[0]?.[0]).toMatchObject({ kind: 'realtime', direction: 'received', page: 1, size: 15 });

    fireEvent.click(screen.getByRole('tab', { name: 'Paid to my downline' }));
    await waitFor(() => expect(screen.getByText('3.16')).toBeTruthy());
    expect(within(screen.getByRole('table')).getAllByText('apsub')).toHaveLength(2);
    expect(getWages.mock.calls.at(-1)?.[0]).toMatchObject({ direction: 'paid' });
  });

  it('shows my income with a total per kind and the dividend carry-over', async () => {
    const getWages = await mount(<MyIncome params={{}} openPage={() => undefined} />);
    await waitFor(() => expect(screen.getAllByText('6.55').length).toBeGreaterThanOrEqual(2));
    const totals = screen.getByRole('list');
    expect(within(totals).getByText('Real-time salary')).toBeTruthy();
    expect(within(totals).getByText('Dividend')).toBeTruthy();
    // The basis and the carry-over of the net-won week.
    expect(within(screen.getByRole('table')).getAllByText('-200.00')).toHaveLength(2);
    expect(getWages.mock.calls[0]?.[0]).not.toHaveProperty('kind');
  });
});
