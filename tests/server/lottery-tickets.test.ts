// Lottery tickets (issue 19): launch, placing (every refusal with nothing taken, idempotent slips,
// the lock race, the liability cap, the balance), cancel before and after lock, and the page API.
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LotteryPlaceAnswer, LotterySession, LotteryTickets } from '../../src/shared/api/lottery-tickets';
import { costOf, DEFAULT_LOTTERY_ODDS, type Bet } from '../../src/games/lottery/engine';
import { lockDueIssues } from '../../src/server/modules/lottery/issues';
import { skipReason, type TestServer } from '../fixtures/server';
import { issueRow } from './lottery-support';
import { launchLottery, lotteryPlayer, page, pageValue, relaunch, rows, ticketServer } from './lottery-tickets-support';
import { ledgerViolations, mainBalance } from './wallet-support';

const skip = await skipReason();
const NUMERO = '20261121';

describe.skipIf(skip)('lottery tickets: placing and cancelling', () => {
  let server: TestServer;
  let clock: { now: number };

  beforeAll(async () => {
    ({ server, clock } = await ticketServer('2026-11-20T12:00:00Z'));
  });
  afterAll(() => server?.close());

  const place = (game: string, bets: Bet[] | unknown[], extra: Record<string, unknown> = {}) =>
    page(server, game, 'POST', 'tickets', { requestId: randomUUID(), numero: NUMERO, bets, ...extra });
  const slipsOf = async (memberId: number) =>
    (
      await rows<{ n: number }>(server, sql`select count(*)::int as n from lottery_slips where member_id = ${memberId}`)
    )[0]!.n;

  it('launches the betting page with a game token for real play and refuses free play', async () => {
    const player = await lotteryPlayer(server, 'lotlaunch1', 0n);
    expect(player.url).toMatch(/^\/house\/lottery\/\?token=[^&]+&lang=en&game=XSMB$/);
    const session = await pageValue<LotterySession>(page(server, player.game, 'GET', 'session'));
    expect(session.game).toMatchObject({ code: 'XSMB', format: 'XSMB', kind: 'real', drawInterval: 0 });
    expect(session.issue?.numero).toBe(NUMERO);
    expect(session.maxChase).toBeGreaterThan(1);
    expect(session.odds).toEqual(DEFAULT_LOTTERY_ODDS);
    // The sandboxed page (origin "null") may call it: the house API's CORS answer covers /house/api/lottery/.
    const preflight = await server.inject({
      method: 'OPTIONS',
      url: '/house/api/lottery/tickets',
      headers: { origin: 'null', 'access-control-request-method': 'POST' },
    });
    expect(preflight.statusCode).toBe(204);
    expect(preflight.headers['access-control-allow-origin']).toBe('*');
    expect((await page(server, player.game, 'GET', 'tickets')).headers['access-control-allow-origin']).toBe('*');
    const free = await launchLottery(server);
    expect(free.json()).toMatchObject({ success: false, code: 'games.freePlayUnavailable' });
    expect((await page(server, 'nope', 'GET', 'session')).statusCode).toBe(401);
  });

  it('refuses every invalid bet with its translated code and takes nothing', async () => {
    const player = await lotteryPlayer(server, 'lotbad1', 100_000n);
    const cases: [unknown, string][] = [
      [{ type: 'big', numbers: ['1234'], units: 1 }, 'lottery.bet.type'],
      [{ type: 'nope', numbers: ['12'], units: 1 }, 'lottery.bet.type'],
      [{ type: 'de', numbers: ['7'], units: 1 }, 'lottery.bet.numbers'],
      [{ type: 'lo2', numbers: ['27', '27'], units: 1 }, 'lottery.bet.duplicate'],
      [{ type: 'xien2', numbers: ['27'], units: 1 }, 'lottery.bet.count'],
      [
        { type: 'xien2', numbers: Array.from({ length: 50 }, (_, i) => String(i).padStart(2, '0')), units: 1 },
        'lottery.bet.lines',
      ],
      [{ type: 'de', numbers: ['27'], units: 1_000_000 }, 'lottery.ticket.max.payout'],
      [{ type: 'lo2', numbers: ['27'], units: 1_000_000_000 }, 'request_param_err'],
    ];
    for (const [bet, code] of cases) {
      const res = await place(player.game, [bet]);
      expect(res.statusCode, JSON.stringify(bet)).toBe(400);
      expect(res.json<{ code: string }>().code).toBe(code);
    }
    // Fractional and negative points never reach the engine (the contract's integer >= 1).
    for (const units of [1.5, -1, 0])
      expect((await place(player.game, [{ type: 'de', numbers: ['27'], units }])).statusCode).toBe(400);
    // The issue must exist (and be open: the race below); a chase past the schedule is refused.
    expect(
      (await place(player.game, [{ type: 'de', numbers: ['27'], units: 1 }], { numero: '20261120' })).json(),
    ).toMatchObject({
      code: 'lottery.issue.unknown',
    });
    expect(
      (
        await place(player.game, [{ type: 'de', numbers: ['27'], units: 1 }], {
          chase: { issues: 120, stopOnWin: false },
        })
      ).json(),
    ).toMatchObject({ code: 'lottery.ticket.chase' });
    expect(await mainBalance(server.database.db, player.id)).toBe(100_000n);
    expect(await slipsOf(player.id)).toBe(0);
  });

  it('refuses a slip beyond the balance with the wallet refusal and stores nothing', async () => {
    const player = await lotteryPlayer(server, 'lotpoor1', 10n);
    const res = await place(player.game, [{ type: 'lo2', numbers: ['27'], units: 1 }]);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'balance.insufficient' });
    expect(await mainBalance(server.database.db, player.id)).toBe(10n);
    expect(await slipsOf(player.id)).toBe(0);
    const issue = await issueRow(server, 'XSMB', NUMERO);
    const held = await rows<{ amount: string }>(
      server,
      sql`select amount::text from lottery_exposures where issue_id = ${issue.id} and key = 'lo2:27'`,
    );
    expect(held.every((row) => row.amount === '0')).toBe(true);
  });

  it('takes a slip once however often it is sent at once, and refuses its id for another slip', async () => {
    const player = await lotteryPlayer(server, 'lotrepeat1', 1_000_000n);
    const bets: Bet[] = [
      { type: 'lo2', numbers: ['27', '48'], units: 3 },
      { type: 'de', numbers: ['37'], units: 10 },
    ];
    const cost = bets.reduce((sum, bet) => sum + costOf(bet, DEFAULT_LOTTERY_ODDS), 0);
    const body = { requestId: 'slip-repeat-1', numero: NUMERO, bets };
    const answers = await Promise.all(
      Array.from({ length: 100 }, () =>
        pageValue<LotteryPlaceAnswer>(page(server, player.game, 'POST', 'tickets', body)),
      ),
    );
    const ids = new Set(answers.map((answer) => answer.tickets.map((ticket) => ticket.id).join(',')));
    expect(ids.size).toBe(1);
    expect(answers[0]!.tickets).toHaveLength(2);
    expect(answers[0]!.tickets.map((t) => t.cost).reduce((a, b) => a + b)).toBe(cost);
    expect(await mainBalance(server.database.db, player.id)).toBe(BigInt(1_000_000 - cost));
    expect(await slipsOf(player.id)).toBe(1);
    const other = await page(server, player.game, 'POST', 'tickets', { ...body, bets: [bets[0]] });
    expect(other.json()).toMatchObject({ code: 'lottery.ticket.conflict' });
    const listed = await pageValue<LotteryTickets>(page(server, player.game, 'GET', 'tickets?status=pending'));
    expect(listed.total).toBe(2);
    expect(await ledgerViolations(server.database.db)).toEqual([]);
  });

  it('refuses a bet that would pass the per-number cap, naming the number, and takes nothing', async () => {
    const player = await lotteryPlayer(server, 'lotcap1', 10_000_000n);
    // đề pays 80,000 a unit on one hit at the default odds: a cap of 1,000,000 holds 12 units on a number.
    const admin = await server.operatorToken();
    const put = await server.inject({
      method: 'PUT',
      url: '/admin/api/brands/demo/lottery-settings',
      headers: { authorization: `Bearer ${admin}` },
      payload: { keyCapMinor: 1_000_000 },
    });
    expect(put.statusCode, put.body).toBe(200);
    expect(put.json()).toMatchObject({ value: { keyCapMinor: 1_000_000, ticketMaxPayoutMinor: 2_000_000_000 } });
    try {
      const perUnit = DEFAULT_LOTTERY_ODDS.de.payout;
      const fits = Math.floor(1_000_000 / perUnit);
      await pageValue(place(player.game, [{ type: 'de', numbers: ['55'], units: fits }]));
      const before = await mainBalance(server.database.db, player.id);
      const res = await place(player.game, [
        { type: 'de', numbers: ['56'], units: 1 },
        { type: 'de', numbers: ['55'], units: 1 },
      ]);
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({ code: 'lottery.ticket.cap', value: { number: '55' } });
      expect(await mainBalance(server.database.db, player.id)).toBe(before);
      // Concurrent slips on one number: exactly as many fit as the cap allows.
      const racers = await Promise.all(
        Array.from({ length: fits + 5 }, () => place(player.game, [{ type: 'de', numbers: ['66'], units: 1 }])),
      );
      expect(racers.filter((r) => r.statusCode === 200)).toHaveLength(fits);
      expect(racers.filter((r) => r.statusCode === 409)).toHaveLength(5);
    } finally {
      await server.database.db.execute(
        sql`update brands set lottery_settings = '{}'::jsonb where merchant_code = 'demo'`,
      );
    }
  });

  it('cancels before the lock (the cost comes back once) and refuses after it', async () => {
    const player = await lotteryPlayer(server, 'lotcancel1', 100_000n);
    const answer = await pageValue<LotteryPlaceAnswer>(
      place(player.game, [
        { type: 'de', numbers: ['12'], units: 2 },
        { type: 'de', numbers: ['13'], units: 2 },
      ]),
    );
    const [first, second] = answer.tickets;
    const cancel = (id: number) => page(server, player.game, 'POST', `tickets/${id}/cancel`);
    const [a, b] = await Promise.all([cancel(first!.id), cancel(first!.id)]);
    expect(a.statusCode).toBe(200);
    expect(b.statusCode).toBe(200);
    expect(a.json<{ value: { ticket: { status: string } } }>().value.ticket.status).toBe('cancelled');
    expect(await mainBalance(server.database.db, player.id)).toBe(BigInt(100_000 - second!.cost));
    expect((await cancel(999_999_999)).statusCode).toBe(404);
    // Locked: the cancel is refused and nothing moves.
    const issue = await issueRow(server, 'XSMB', NUMERO);
    const saved = clock.now;
    clock.now = issue.locksAt.getTime();
    try {
      const later = await relaunch(server, player.username);
      const late = await page(server, later, 'POST', `tickets/${second!.id}/cancel`);
      expect(late.json()).toMatchObject({ code: 'lottery.ticket.locked' });
      expect(await mainBalance(server.database.db, player.id)).toBe(BigInt(100_000 - second!.cost));
    } finally {
      clock.now = saved;
    }
    expect(await ledgerViolations(server.database.db)).toEqual([]);
  });

  it('races bets against the lock: each bet is either in the issue or refused, never both', async () => {
    const issue = await issueRow(server, 'XSMB', NUMERO);
    clock.now = issue.locksAt.getTime() - 1;
    const player = await lotteryPlayer(server, 'lotrace1', 10_000_000n);
    const bets = Array.from({ length: 30 }, (_, i) =>
      place(player.game, [{ type: 'lo2', numbers: [String(i).padStart(2, '0')], units: 1 }]),
    );
    const [answers] = await Promise.all([
      Promise.all(bets),
      lockDueIssues(server.database.db, issue.locksAt.getTime()),
    ]);
    const taken = answers.filter((r) => r.statusCode === 200).length;
    for (const r of answers) if (r.statusCode !== 200) expect(r.json()).toMatchObject({ code: 'lottery.issue.closed' });
    const stored = await rows<{ n: number }>(
      server,
      sql`select count(*)::int as n from lottery_tickets where member_id = ${player.id} and issue_id = ${issue.id}`,
    );
    expect(stored[0]!.n).toBe(taken);
    const cost = costOf({ type: 'lo2', numbers: ['00'], units: 1 }, DEFAULT_LOTTERY_ODDS);
    expect(await mainBalance(server.database.db, player.id)).toBe(BigInt(10_000_000 - taken * cost));
    expect((await issueRow(server, 'XSMB', NUMERO)).status).toBe('locked');
    // After the lock every bet is refused.
    clock.now = issue.locksAt.getTime();
    expect((await place(player.game, [{ type: 'de', numbers: ['01'], units: 1 }])).json()).toMatchObject({
      code: 'lottery.issue.closed',
    });
  });
});
