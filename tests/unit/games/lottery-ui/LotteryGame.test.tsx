// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { act } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { LotteryPlaceBody, LotterySession, LotteryTicket } from '../../../../src/shared/api/lottery-tickets';
import { DEFAULT_LOTTERY_ODDS } from '../../../../src/games/lottery/engine';
import { createRemoteLotteryClient } from '../../../../src/games/lottery/ui/client';
import { LotteryGame } from '../../../../src/games/lottery/ui/LotteryGame';
import { houseDraws, NOW, sessionOf, t, ticketOf } from './fixtures';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

/**
 * A fake of the lottery API answering the contract's shapes from memory: the session, placed
 * slips (one ticket per bet, the cost taken from the balance, answered again for a repeated
 * requestId), tickets, cancel and draws. `dropNextPlace` loses the next POST's answer after
 * the server has acted on it, as a broken connection would.
 */
function fakeServer(session: LotterySession, tickets: LotteryTicket[] = []) {
  const state = { balance: session.balance, tickets: [...tickets], dropNextPlace: false, session };
  const placed = new Map<string, LotteryTicket[]>();
  const posts: LotteryPlaceBody[] = [];
  const ok = (value: unknown) => Promise.resolve(new Response(JSON.stringify({ success: true, value })));
  const fetch = (url: string, init: RequestInit = {}) => {
    const path = url.replace('/house/api/lottery/', '');
    if (path === 'session') return ok({ ...state.session, balance: state.balance });
    if (path.startsWith('draws'))
      return ok({ gameCode: session.game.code, format: session.game.format, draws: houseDraws(3) });
    if (path.startsWith('tickets') && init.method === 'GET')
      return ok({ tickets: state.tickets, total: state.tickets.length });
    const cancel = /^tickets\/(\d+)\/cancel$/.exec(path);
    if (cancel) {
      const ticket = state.tickets.find((one) => one.id === Number(cancel[1]))!;
      const cancelled = { ...ticket, status: 'cancelled' };
      state.tickets = state.tickets.map((one) => (one.id === ticket.id ? cancelled : one));
      state.balance += ticket.cost;
      return ok({ ticket: cancelled, balance: state.balance });
    }
    const body = JSON.parse(init.body as string) as LotteryPlaceBody;
    posts.push(body);
    if (!placed.has(body.requestId)) {
      const made = body.bets.map((bet, index) =>
        ticketOf({ id: 100 + state.tickets.length + index, type: bet.type, numbers: bet.numbers, units: bet.units }),
      );
      placed.set(body.requestId, made);
      state.tickets = [...made, ...state.tickets];
      state.balance -= 1_000;
    }
    if (state.dropNextPlace) {
      state.dropNextPlace = false;
      return Promise.reject(new TypeError('connection reset'));
    }
    return ok({ tickets: placed.get(body.requestId), balance: state.balance });
  };
  return { fetch: fetch as unknown as typeof globalThis.fetch, state, posts };
}

function renderGame(server: ReturnType<typeof fakeServer>, session = sessionOf(), now: () => number = () => NOW) {
  let ids = 0;
  const client = createRemoteLotteryClient({ token: 'tok', fetch: server.fetch });
  return render(
    <LotteryGame
      client={client}
      session={session}
      format={session.game.format === 'SEA4D' ? 'SEA4D' : 'XSMB'}
      odds={DEFAULT_LOTTERY_ODDS}
      t={t}
      now={now}
      newRequestId={() => `req-${++ids}`}
    />,
  );
}

const cell = (number: string) =>
  within(screen.getByRole('group', { name: 'Numbers' })).getByRole('button', { name: number });
const typeButton = (name: RegExp) =>
  within(screen.getByRole('group', { name: 'Bet type' })).getByRole('button', { name });

describe('the lottery betting page', () => {
  it('shows the game, the open issue with its countdown, the balance and the first type\u2019s odds', async () => {
    renderGame(fakeServer(sessionOf()));
    expect(screen.getByRole('heading', { name: 'Fast XSMB 1 min' })).toBeTruthy();
    expect(screen.getByText('Issue 20261128-0601')).toBeTruthy();
    expect(screen.getByTestId('countdown').textContent).toBe('1:30');
    expect(screen.getByTestId('balance').textContent).toBe('₱ 5,000.00');
    expect(screen.getByTestId('type-odds').textContent).toBe('1 point 23.00 → 80.00 per hit');
    // Vietnamese names stand under the English ones.
    expect(typeButton(/Parlay 2/).textContent).toContain('Xiên 2');
    await screen.findByText('No tickets yet.');
  });

  it('says betting is closed once the issue has locked, and takes no slip', async () => {
    const session = sessionOf({
      issue: { numero: '0601', locksAt: NOW - 1, drawsAt: NOW + 30_000, serverSeedHash: '' },
    });
    renderGame(fakeServer(session), session);
    expect(screen.getByText(/^Betting closed\. Draw at \d\d:\d\d\.$/)).toBeTruthy();
    expect(screen.queryByTestId('countdown')).toBeNull();
    fireEvent.click(cell('27'));
    fireEvent.click(screen.getByRole('button', { name: 'Add to slip' }));
    expect(screen.getByRole<HTMLButtonElement>('button', { name: /^Confirm and pay/ }).disabled).toBe(true);
    await screen.findByText('No tickets yet.');
  });

  it('reloads the session when the countdown ends and counts down to the next issue', async () => {
    vi.useFakeTimers({ now: NOW });
    const session = sessionOf({
      issue: { numero: '0601', locksAt: NOW + 2_000, drawsAt: NOW + 30_000, serverSeedHash: '' },
    });
    const server = fakeServer(session);
    renderGame(server, session, Date.now);
    expect(screen.getByTestId('countdown').textContent).toBe('0:02');
    // The server has opened the next issue by the time this one locks.
    server.state.session = sessionOf({
      issue: { numero: '0602', locksAt: NOW + 62_000, drawsAt: NOW + 90_000, serverSeedHash: '' },
    });
    await act(() => vi.advanceTimersByTimeAsync(2_000));
    expect(screen.getByText('Issue 0602')).toBeTruthy();
    expect(screen.getByTestId('countdown').textContent).toBe('1:00');
  });

  it('picks 4D numbers with digit wheels and prices them per tier', () => {
    const session = sessionOf({
      game: { code: 'SEA4D_H5', name: 'Fast 4D', format: 'SEA4D', kind: 'house', drawInterval: 300 },
    });
    renderGame(fakeServer(session), session);
    expect(within(screen.getByRole('group', { name: 'Bet type' })).getAllByRole('button')).toHaveLength(2);
    expect(screen.getByTestId('type-odds').textContent).toBe(
      '1 unit 1.00 → 1st prize 3,500.00 · 2nd prize 1,500.00 · 3rd prize 800.00 · Special 250.00 · Consolation 100.00',
    );
    for (let i = 0; i < 4; i++) fireEvent.click(screen.getByRole('button', { name: 'Raise digit 1' }));
    fireEvent.click(screen.getByRole('button', { name: 'Lower digit 4' }));
    fireEvent.click(screen.getByRole('button', { name: 'Add 4009' }));
    expect(screen.getByTestId('picked').textContent).toBe('4009');
    expect(screen.getByTestId('draft-cost').textContent).toBe('1.00');
  });

  it('builds a slip of several bets with lines, cost, chase and total before confirming', () => {
    renderGame(fakeServer(sessionOf()));
    fireEvent.click(cell('07'));
    fireEvent.click(cell('68'));
    fireEvent.change(screen.getByLabelText('Points'), { target: { value: '3' } });
    expect(screen.getByTestId('draft-cost').textContent).toBe('138.00');
    fireEvent.click(screen.getByRole('button', { name: 'Add to slip' }));

    fireEvent.click(typeButton(/Parlay 2/));
    expect(screen.getByTestId('type-odds').textContent).toBe('1 unit 1.00 → 17.00 per hit');
    // One pick of a pair is not an error yet, only not addable.
    fireEvent.click(cell('12'));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Add to slip' }).disabled).toBe(true);
    for (const number of ['34', '56']) fireEvent.click(cell(number));
    fireEvent.click(screen.getByRole('button', { name: 'Add to slip' }));

    expect(screen.getAllByTestId('slip-bet')).toHaveLength(2);
    expect(screen.getByTestId('slip-total').textContent).toBe('141.00');
    // The phone's bar shows the count and total and jumps to the slip.
    expect(screen.getByTestId('slip-bar').textContent).toBe('Bet slip 2141.00');
    expect(screen.getByTestId('slip-bar').getAttribute('href')).toBe('#lottery-slip');
    expect(document.getElementById('lottery-slip')?.textContent).toContain('Bet slip');
    fireEvent.change(screen.getByLabelText('Issues'), { target: { value: '3' } });
    expect(screen.getByTestId('slip-total').textContent).toBe('423.00');
    expect(screen.getByRole('button', { name: 'Confirm and pay 423.00' })).toBeTruthy();

    fireEvent.click(within(screen.getAllByTestId('slip-bet')[0]!).getByRole('button', { name: 'Remove' }));
    expect(screen.getByTestId('slip-total').textContent).toBe('9.00');
  });

  it('checks typed lists live and explains what is wrong in words', () => {
    renderGame(fakeServer(sessionOf()));
    const field = screen.getByLabelText('Type numbers');
    fireEvent.change(field, { target: { value: '07, 7' } });
    expect(screen.getByText('“7” is not a 2-digit number.')).toBeTruthy();
    fireEvent.change(field, { target: { value: '07 23 07' } });
    expect(screen.getByText('A number appears twice. Add units instead.')).toBeTruthy();
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Use these numbers' }).disabled).toBe(true);
    fireEvent.change(field, { target: { value: '07 23 68' } });
    fireEvent.click(screen.getByRole('button', { name: 'Use these numbers' }));
    expect(screen.getByTestId('picked').textContent).toBe('07 23 68');
    expect(cell('23').getAttribute('aria-pressed')).toBe('true');
  });

  it('confirms with a requestId, shows the answer\u2019s balance, and retries a lost answer with the same id', async () => {
    const server = fakeServer(sessionOf());
    renderGame(server);
    fireEvent.click(typeButton(/Special 2 digits/));
    fireEvent.click(cell('27'));
    fireEvent.click(screen.getByRole('button', { name: 'Add to slip' }));

    server.state.dropNextPlace = true;
    fireEvent.click(screen.getByRole('button', { name: /^Confirm and pay/ }));
    await screen.findByText('No answer came. Confirm again: the slip will not be bought twice.');
    expect(screen.getAllByTestId('slip-bet')).toHaveLength(1);
    // The slip may have gone through: the tickets reload and show it.
    await waitFor(() => expect(screen.getAllByTestId('ticket')).toHaveLength(1));

    fireEvent.click(screen.getByRole('button', { name: /^Confirm and pay/ }));
    await screen.findByText('Placed: 1 tickets.');
    expect(server.posts.map((post) => post.requestId)).toEqual(['req-1', 'req-1']);
    expect(server.posts[0]).toEqual({
      requestId: 'req-1',
      numero: '20261128-0601',
      bets: [{ type: 'de', numbers: ['27'], units: 1 }],
    });
    // Taken once, and the page shows the server's balance.
    expect(server.state.balance).toBe(499_000);
    expect(screen.getByTestId('balance').textContent).toBe('₱ 4,990.00');
    expect(screen.queryAllByTestId('slip-bet')).toHaveLength(0);
    await waitFor(() => expect(screen.getAllByTestId('ticket')).toHaveLength(1));
  });

  it('cancels a pending ticket before lock only after the player confirms, and shows the refund', async () => {
    const server = fakeServer(sessionOf(), [
      ticketOf({ id: 2, status: 'lost', locksAt: NOW - 60_000 }),
      ticketOf({ id: 1, status: 'pending' }),
    ]);
    renderGame(server);
    const tickets = await screen.findAllByTestId('ticket');
    // Pending first; a settled ticket has no cancel.
    expect(tickets.map((ticket) => ticket.dataset.status)).toEqual(['pending', 'lost']);
    expect(within(tickets[1]!).queryByRole('button', { name: 'Cancel' })).toBeNull();

    fireEvent.click(within(tickets[0]!).getByRole('button', { name: 'Cancel' }));
    fireEvent.click(screen.getByRole('button', { name: 'Keep it' }));
    expect(server.state.balance).toBe(500_000);
    fireEvent.click(within(tickets[0]!).getByRole('button', { name: 'Cancel' }));
    expect(screen.getByText('Cancel this ticket? 10.00 comes back to your balance.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Yes, cancel it' }));
    await screen.findByText('Ticket cancelled; 10.00 returned.');
    expect(screen.getByTestId('balance').textContent).toBe('₱ 5,010.00');
  });

  it('shows results with full boards and verifies a house draw from its seeds in the page', async () => {
    renderGame(fakeServer(sessionOf()));
    fireEvent.click(screen.getByRole('tab', { name: 'Results' }));
    const draws = await screen.findAllByTestId('draw');
    expect(draws).toHaveLength(3);
    // The XSMB board: 8 tiers, 27 numbers.
    expect(draws[0]!.querySelectorAll('.lottery-board tr')).toHaveLength(8);
    expect(draws[0]!.querySelectorAll('.lottery-board__number')).toHaveLength(27);
    fireEvent.click(within(draws[0]!).getByRole('button', { name: 'Verify this draw' }));
    expect(within(draws[0]!).getByText('Verified: the revealed seeds give exactly this board.')).toBeTruthy();
  });

  it('shows the trend of all 100 endings and the rules with the exact RTP of each type', async () => {
    renderGame(fakeServer(sessionOf()));
    fireEvent.click(screen.getByRole('tab', { name: 'Trend' }));
    await waitFor(() => expect(screen.getAllByRole('listitem')).toHaveLength(100));
    fireEvent.click(screen.getByRole('tab', { name: 'Rules' }));
    const rules = screen.getAllByTestId('rule');
    expect(rules).toHaveLength(16);
    expect(within(rules[0]!).getByTestId('rtp').textContent).toBe('93.91%');
    expect(within(rules[0]!).getByText('Exact: 108/115')).toBeTruthy();
  });
});
