// Lottery settlement (issue 19): every XSMB bet type settled against a board entered by two
// sources (the engine's settleBet as the expectation, đề checked by hand), the record of all
// bets, one win credit per player, the chase stopped by a win, a crash after the first chunk
// finishing once, void refunds, and the ledger balanced throughout.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LotteryPlaceAnswer, LotteryTickets } from '../../src/shared/api/lottery-tickets';
import { DEFAULT_LOTTERY_ODDS, settleBet, type Bet } from '../../src/games/lottery/engine';
import { refundVoidIssue, settleIssue } from '../../src/server/modules/lottery/settle-issue';
import type { TicketDeps } from '../../src/server/modules/lottery/tickets-place';
import { skipReason, type TestServer } from '../fixtures/server';
import { issueRow } from './lottery-support';
import { advanceTo, lotteryPlayer, page, pageValue, relaunch, rows, ticketServer } from './lottery-tickets-support';
import { ledgerViolations, mainBalance } from './wallet-support';

const skip = await skipReason();

/** The XSMB board of 27 November 2026 (special prize down to G7), as the results suite enters it. */
const BOARD = {
  db: ['48137'],
  g1: ['90215'],
  g2: ['33906', '71248'],
  g3: ['05517', '62380', '19044', '84721', '50963', '27658'],
  g4: ['3091', '7726', '0418', '5563'],
  g5: ['8842', '1370', '6695', '2207', '9134', '4481'],
  g6: ['617', '208', '953'],
  g7: ['41', '86', '07', '59'],
};

/** One bet of every XSMB type, most of them winning on BOARD. */
const EVERY_TYPE: Bet[] = [
  { type: 'lo2', numbers: ['37', '48', '00'], units: 2 },
  { type: 'lo3', numbers: ['137', '999'], units: 1 },
  { type: 'lo4', numbers: ['8137'], units: 1 },
  { type: 'xien2', numbers: ['37', '15'], units: 1 },
  { type: 'xien3', numbers: ['37', '15', '06'], units: 1 },
  { type: 'xien4', numbers: ['37', '15', '06', '99'], units: 1 },
  { type: 'truot4', numbers: ['00', '01', '02', '03'], units: 1 },
  { type: 'truot8', numbers: ['00', '01', '02', '03', '04', '05', '10', '11'], units: 1 },
  { type: 'truot10', numbers: ['00', '01', '02', '03', '04', '05', '10', '11', '12', '13'], units: 1 },
  { type: 'de', numbers: ['37', '38'], units: 5 },
  { type: 'dau', numbers: ['3'], units: 1 },
  { type: 'duoi', numbers: ['7'], units: 1 },
  { type: 'de_g1', numbers: ['15'], units: 1 },
  { type: 'g7', numbers: ['41', '07'], units: 1 },
  { type: 'cang3', numbers: ['137'], units: 1 },
  { type: 'cang4', numbers: ['8137'], units: 1 },
];

describe.skipIf(skip)('lottery settlement', () => {
  let server: TestServer;
  let clock: { now: number };
  let deps: TicketDeps;

  beforeAll(async () => {
    ({ server, clock, deps } = await ticketServer('2026-11-20T12:00:00Z'));
  });
  afterAll(() => server?.close());

  // A fresh operator login at the current clock (sessions end a day after the suite's start).
  const operator = async (numero: string, action: string, payload: unknown) =>
    server.inject({
      method: 'POST',
      url: `/admin/api/lottery/demo/XSMB/${numero}/${action}`,
      headers: { authorization: `Bearer ${await server.operatorToken()}` },
      payload: payload as Record<string, unknown>,
    });

  it('settles every bet type as the engine does, records each ticket, pays once after a crash mid-way, stops a won chase', async () => {
    const gambler = await lotteryPlayer(server, 'lotsettle1', 10_000_000n);
    const chaser = await lotteryPlayer(server, 'lotchase1', 1_000_000n);
    const slip = await pageValue<LotteryPlaceAnswer>(
      page(server, gambler.game, 'POST', 'tickets', { requestId: 'every-type', numero: '20261121', bets: EVERY_TYPE }),
    );
    const chase = await pageValue<LotteryPlaceAnswer>(
      page(server, chaser.game, 'POST', 'tickets', {
        requestId: 'chase-1',
        numero: '20261121',
        bets: [{ type: 'de', numbers: ['37'], units: 1 }],
        chase: { issues: 3, stopOnWin: true },
      }),
    );
    expect(chase.tickets.map((t) => t.numero)).toEqual(['20261121', '20261122', '20261123']);
    const chaseIds = new Set(chase.tickets.map((t) => t.chaseId));
    expect(chaseIds.size).toBe(1);
    expect(chase.tickets[0]!.chaseId).toBeGreaterThan(0);
    expect(slip.tickets.every((t) => t.chaseId === null)).toBe(true);
    const cost = slip.tickets.reduce((sum, t) => sum + t.cost, 0);

    // The draw: locked, then two sources agree.
    await advanceTo(server, clock, '2026-11-21T12:00:00Z');
    for (const source of ['feed-a', 'feed-b'])
      expect((await operator('20261121', 'results', { source, result: BOARD })).statusCode).toBe(200);
    const issue = await issueRow(server, 'XSMB', '20261121');
    expect(issue.status).toBe('drawn');

    // A crash after the first chunk: the issue is settling, some tickets are still pending, a void is refused.
    await expect(
      settleIssue(deps, issue.id, {
        chunk: 4,
        afterChunk: () => {
          throw new Error('killed');
        },
      }),
    ).rejects.toThrow('killed');
    expect((await issueRow(server, 'XSMB', '20261121')).status).toBe('settling');
    const halfway = await rows<{ status: string; n: number }>(
      server,
      sql`select status, count(*)::int as n from lottery_tickets where issue_id = ${issue.id} group by status`,
    );
    expect(halfway.find((row) => row.status === 'pending')?.n).toBe(EVERY_TYPE.length + 1 - 4);
    expect((await operator('20261121', 'void', { reason: 'too late' })).statusCode).toBe(409);
    expect(await mainBalance(server.database.db, gambler.id)).toBe(BigInt(10_000_000 - cost));

    // The restart settles the rest; a second run changes nothing.
    expect(await settleIssue(deps, issue.id, { chunk: 4 })).toBe('settled');
    expect(await settleIssue(deps, issue.id)).toBe('skipped');

    const expected = EVERY_TYPE.map((bet) => settleBet(BOARD, bet, DEFAULT_LOTTERY_ODDS));
    // By hand: đề 37 hits the special prize 48137 once, 38 misses.
    expect(expected[9]!.payout).toBe(5 * DEFAULT_LOTTERY_ODDS.de.payout);
    const stored = await rows<{ id: string; payout: string; hits: number; status: string; cost: string }>(
      server,
      sql`select id::text, payout::text, hits, status, cost::text from lottery_tickets where slip_id = (select slip_id from lottery_tickets where id = ${slip.tickets[0]!.id}) order by bet_index`,
    );
    stored.forEach((ticket, i) => {
      expect(Number(ticket.payout), EVERY_TYPE[i]!.type).toBe(expected[i]!.payout);
      expect(ticket.hits, EVERY_TYPE[i]!.type).toBe(expected[i]!.hits);
      expect(ticket.status).toBe(expected[i]!.payout > 0 ? 'won' : 'lost');
    });
    expect(stored.filter((t) => t.status === 'won').length).toBeGreaterThan(8);
    const won = expected.reduce((sum, e) => sum + e.payout, 0);
    expect(await mainBalance(server.database.db, gambler.id)).toBe(BigInt(10_000_000 - cost + won));

    // The record of all bets: one row per ticket, stake the cost, valid turnover by the one rule.
    const records = await rows<{
      bet_ref: string;
      round_ref: string;
      stake: string;
      payout: string;
      valid_turnover: string;
      vendor_code: string;
    }>(
      server,
      sql`select bet_ref, round_ref, stake::text, payout::text, valid_turnover::text, vendor_code from bet_records
          where member_id = ${gambler.id} order by bet_ref::bigint`,
    );
    expect(records).toHaveLength(EVERY_TYPE.length);
    records.forEach((record, i) => {
      expect(record.bet_ref).toBe(stored[i]!.id);
      expect(record.round_ref).toBe('XSMB:20261121');
      expect(record.vendor_code).toBe('TCG_LOTTO_VN');
      expect(record.stake).toBe(stored[i]!.cost);
      expect(record.payout).toBe(stored[i]!.payout);
      expect(record.valid_turnover).toBe(record.payout === record.stake ? '0' : record.stake);
    });
    // Nothing recorded by the wallet's own triggers for the lottery vendors (no 'win:' rows).
    expect(
      await rows(server, sql`select 1 from bet_records where vendor_code = 'TCG_LOTTO_VN' and bet_ref like 'win:%'`),
    ).toEqual([]);

    // The chase won on its first issue: its two later tickets are cancelled and refunded.
    const chased = await rows<{ status: string; refunded: boolean }>(
      server,
      sql`select status, refund_paid_at is not null as refunded from lottery_tickets where slip_id =
          (select slip_id from lottery_tickets where id = ${chase.tickets[0]!.id}) order by issue_id`,
    );
    expect(chased).toEqual([
      { status: 'won', refunded: false },
      { status: 'cancelled', refunded: true },
      { status: 'cancelled', refunded: true },
    ]);
    const oneCost = chase.tickets[0]!.cost;
    expect(await mainBalance(server.database.db, chaser.id)).toBe(
      BigInt(1_000_000 - oneCost + DEFAULT_LOTTERY_ODDS.de.payout),
    );
    expect((await issueRow(server, 'XSMB', '20261121')).status).toBe('settled');
    expect(await ledgerViolations(server.database.db)).toEqual([]);

    // The page: the player's tickets with their outcome, and the confirmed board among the draws.
    const game = await relaunch(server, gambler.username);
    const mine = await pageValue<LotteryTickets>(page(server, game, 'GET', 'tickets?status=won&pageSize=100'));
    expect(mine.total).toBe(stored.filter((t) => t.status === 'won').length);
    expect(mine.tickets.every((t) => t.payout > 0 && t.settledAt !== null)).toBe(true);
    const draws = await pageValue<{ draws: { numero: string; result: unknown }[] }>(
      page(server, game, 'GET', 'draws?count=5'),
    );
    expect(draws.draws.find((d) => d.numero === '20261121')?.result).toEqual(BOARD);
    expect(await rows(server, sql`select 1 from ledger_accounts where kind = 'player_main' and balance < 0`)).toEqual(
      [],
    );
  });

  it('refunds every pending ticket of a void issue and records none of them', async () => {
    await advanceTo(server, clock, '2026-11-21T12:00:00Z');
    const player = await lotteryPlayer(server, 'lotvoid1', 100_000n);
    await pageValue(
      page(server, player.game, 'POST', 'tickets', {
        requestId: 'void-1',
        numero: '20261122',
        bets: [
          { type: 'de', numbers: ['11'], units: 2 },
          { type: 'lo2', numbers: ['22'], units: 1 },
        ],
      }),
    );
    expect(await mainBalance(server.database.db, player.id)).toBeLessThan(100_000n);
    const issue = await issueRow(server, 'XSMB', '20261122');
    const pending = await rows<{ n: number }>(
      server,
      sql`select count(*)::int as n from lottery_tickets where issue_id = ${issue.id} and status = 'pending'`,
    );
    expect((await operator('20261122', 'void', { reason: 'draw cancelled' })).statusCode).toBe(200);
    expect(await refundVoidIssue(deps, issue.id)).toBe(pending[0]!.n);
    expect(await refundVoidIssue(deps, issue.id)).toBe(0);
    expect(await mainBalance(server.database.db, player.id)).toBe(100_000n);
    const tickets = await rows<{ status: string }>(
      server,
      sql`select status from lottery_tickets where member_id = ${player.id}`,
    );
    expect(tickets.map((t) => t.status)).toEqual(['refunded', 'refunded']);
    expect(await rows(server, sql`select 1 from bet_records where member_id = ${player.id}`)).toEqual([]);
    expect(await ledgerViolations(server.database.db)).toEqual([]);
  });
});
