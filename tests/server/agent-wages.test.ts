// Agent wages and dividends paid by the ledger (issue 18, wages stream): each kind's arithmetic
// hand-checked on a 3-level tree (platform -> top -> sub -> members), tiers, rounding down,
// dividend carry-over across cycles, a parent that cannot cover its child, idempotent re-runs, a
// crash mid-run, the job once across two runners, suspended agents (paid nothing while their
// children are paid), the agent's API and the operator's view; the ledger stays balanced with no
// negative wallet.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { JobRunner } from '../../src/server/lib/scheduler';
import { settleDue, settlePeriod } from '../../src/server/modules/agents/wages-settle';
import { WAGE_JOBS } from '../../src/server/modules/agents/wages-jobs';
import { accountId, mainAccount } from '../../src/server/modules/wallet/accounts';
import { post, requestHash } from '../../src/server/modules/wallet/ledger';
import { openDatabase } from '../../src/server/db/client';
import { skipReason, startTestServer, TEST_DATABASE, type TestServer } from '../fixtures/server';
import { call, tokenOf } from './auth-client';
import { bet, contract, expenseBalance, mainBalance, makeTree, PASSWORD, type Tree } from './agent-wages-support';
import { ledgerViolations, query } from './wallet-support';

const skip = await skipReason();
const MIN = 60_000;
const BRAND = { currency: 'PHP', timeZone: 'Asia/Manila' };

describe.skipIf(skip)('agent wages and dividends', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(async () => {
    expect(await ledgerViolations(server.database.db)).toEqual([]);
    await server?.close();
  });
  const db = () => server.database.db;
  const payouts = (payee: number) =>
    query<{
      kind: string;
      part: string;
      basis: string;
      rate_bp: number;
      amount: string;
      carry_over: string;
      payer_id: number | null;
      platform_covered: string;
      idempotency_key: string | null;
      ledger_transaction_id: string | null;
    }>(
      db(),
      sql`select kind, part, basis::text, rate_bp, amount::text, carry_over::text, payer_id, platform_covered::text,
                 idempotency_key, ledger_transaction_id::text from agent_payouts where payee_id = ${payee}
           order by period_start, part`,
    );

  /** Real-time window 2026-03-02 04:00-04:05 UTC, the bets of the hand-checked example. */
  async function realtimeFixture(prefix: string, window: number): Promise<Tree> {
    const tree = await makeTree(server, prefix);
    await contract(db(), tree.brandId, 'realtime', null, tree.top, { winRateBp: 100, lossRateBp: 200 });
    await contract(db(), tree.brandId, 'realtime', tree.top, tree.sub, { winRateBp: 50, lossRateBp: 150 });
    const at = window + MIN;
    // m1: round r1 lost (stake 100.00); round r2 two bets, 100.00 staked, 120.00 back: won.
    await bet(db(), tree.brandId, tree.m1, at, { stake: 10_000, payout: 0, game: 'g1', round: `${prefix}r1` });
    await bet(db(), tree.brandId, tree.m1, at, { stake: 5_000, payout: 12_000, game: 'g1', round: `${prefix}r2` });
    await bet(db(), tree.brandId, tree.m1, at, { stake: 5_000, payout: 0, game: 'g1', round: `${prefix}r2` });
    // m2: a push (neither won nor lost), and a lost round at a seamless vendor.
    await bet(db(), tree.brandId, tree.m2, at, { stake: 3_333, payout: 3_333, game: 'g2', round: `${prefix}r3` });
    await bet(db(), tree.brandId, tree.m2, at, {
      stake: 7_777,
      payout: 0,
      game: 'g2',
      round: `${prefix}r4`,
      vendor: 'pgsoft',
    });
    // m3 (directly under top): won.
    await bet(db(), tree.brandId, tree.m3, at, { stake: 20_000, payout: 50_000, game: 'g1', round: `${prefix}r5` });
    // Outside the window: not counted.
    await bet(db(), tree.brandId, tree.m3, window + 5 * MIN, { stake: 99_999, payout: 0 });
    return tree;
  }

  it('pays real-time wages per game and round: profit wages on won rounds, loss wages on lost ones', async () => {
    const window = Date.UTC(2026, 2, 2, 4, 0);
    const tree = await realtimeFixture('rt', window);
    const result = await settleDue(db(), 'realtime', window + 10 * MIN + 1_000);
    expect(result.payouts).toBe(4);
    // top: won 100.00 (m1 r2) + 200.00 (m3) at 1% = 3.00; lost 100.00 + 77.77 at 2% = 3.5554 -> 3.55.
    expect(await payouts(tree.top)).toMatchObject([
      { part: 'loss', basis: '17777', rate_bp: 200, amount: '355', payer_id: null },
      { part: 'win', basis: '30000', rate_bp: 100, amount: '300', payer_id: null },
    ]);
    // sub: won 100.00 at 0.5% = 0.50; lost 177.77 at 1.5% = 2.66655 -> 2.66, paid by top.
    expect(await payouts(tree.sub)).toMatchObject([
      { part: 'loss', basis: '17777', rate_bp: 150, amount: '266', payer_id: tree.top, platform_covered: '0' },
      { part: 'win', basis: '10000', rate_bp: 50, amount: '50', payer_id: tree.top },
    ]);
    expect(await mainBalance(db(), tree.top)).toBe(655n - 316n);
    expect(await mainBalance(db(), tree.sub)).toBe(316n);
    expect(await expenseBalance(db(), tree.brandId)).toBe(-655n);

    // Re-run, and a run that finds the period unrecorded: nothing is paid twice.
    expect((await settleDue(db(), 'realtime', window + 10 * MIN + 2_000)).payouts).toBe(0);
    await db().execute(
      sql`delete from agent_wage_periods where kind = 'realtime' and period_start = ${new Date(window).toISOString()}`,
    );
    expect((await settleDue(db(), 'realtime', window + 10 * MIN + 3_000)).payouts).toBe(0);
    expect(await mainBalance(db(), tree.sub)).toBe(316n);
    const [keys] = await query<{ n: string }>(
      db(),
      sql`select count(*)::text as n from ledger_transactions where kind = 'agent_wage' and idempotency_key like ${`agent-wage:realtime:%:${window}:%`}`,
    );
    expect(keys?.n).toBe('4');
  });

  it('pays daily salary on the business day by turnover and active-player tiers, rounded down', async () => {
    const tree = await makeTree(server, 'dy');
    await contract(db(), tree.brandId, 'daily', null, tree.top, {
      tiers: [
        { minTurnover: 0, minActivePlayers: 0, rateBp: 0 },
        { minTurnover: 100, minActivePlayers: 2, rateBp: 100 },
        { minTurnover: 1000, minActivePlayers: 3, rateBp: 300 },
      ],
    });
    // sub reaches 1,000 of turnover but has only 2 active players: the 80 bp tier.
    await contract(db(), tree.brandId, 'daily', tree.top, tree.sub, {
      tiers: [
        { minTurnover: 1000, minActivePlayers: 3, rateBp: 250 },
        { minTurnover: 100, minActivePlayers: 2, rateBp: 80 },
      ],
    });
    // Business day 2026-03-03 in Manila: 2026-03-02 16:00 to 2026-03-03 16:00 UTC.
    const inDay = Date.UTC(2026, 2, 3, 2, 0);
    await bet(db(), tree.brandId, tree.m1, inDay, { stake: 60_000, payout: 0 });
    await bet(db(), tree.brandId, tree.m2, inDay, { stake: 50_000, valid: 45_033, payout: 80_000 });
    await bet(db(), tree.brandId, tree.m3, inDay, { stake: 20_000, payout: 0 });
    // 23:30 Manila the day before and 00:30 the day after: other days.
    await bet(db(), tree.brandId, tree.m1, Date.UTC(2026, 2, 2, 15, 30), { stake: 1_000_000, payout: 0 });
    await bet(db(), tree.brandId, tree.m1, Date.UTC(2026, 2, 3, 16, 30), { stake: 1_000_000, payout: 0 });
    // Before the day closes nothing of it is paid; after (08:00 Manila on the 4th) it is.
    await settleDue(db(), 'daily', Date.UTC(2026, 2, 3, 15, 59));
    expect(await payouts(tree.top)).toEqual([]);
    await settleDue(db(), 'daily', Date.UTC(2026, 2, 4, 0, 0));
    // top: valid turnover 1,250.33 with 3 active: 3% = 37.5099 -> 37.50.
    const [top] = await payouts(tree.top);
    expect(top).toMatchObject({ kind: 'daily', basis: '125033', rate_bp: 300, amount: '3750' });
    // sub: 1,050.33 with 2 active: 0.8% = 8.40264 -> 8.40.
    const [sub] = await payouts(tree.sub);
    expect(sub).toMatchObject({ basis: '105033', rate_bp: 80, amount: '840', payer_id: tree.top });
    expect(await mainBalance(db(), tree.top)).toBe(3750n - 840n);
  });

  it('pays hourly salary for each closed hour', async () => {
    const tree = await makeTree(server, 'hr');
    await contract(db(), tree.brandId, 'hourly', null, tree.top, {
      tiers: [
        { minTurnover: 0, rateBp: 50 },
        { minTurnover: 500, rateBp: 90 },
      ],
    });
    await contract(db(), tree.brandId, 'hourly', tree.top, tree.sub, { tiers: [{ minTurnover: 0, rateBp: 30 }] });
    const hour = Date.UTC(2026, 2, 5, 10);
    await bet(db(), tree.brandId, tree.m1, hour + 10 * MIN, { stake: 12_345, payout: 0 });
    await bet(db(), tree.brandId, tree.m3, hour + 70 * MIN, { stake: 100_000, payout: 0 });
    await settleDue(db(), 'hourly', hour + 90 * MIN);
    // 10:00-11:00: top 123.45 at 0.5% = 0.61725 -> 0.61; sub at 0.3% = 0.37035 -> 0.37.
    // 11:00-12:00 is not closed yet at 11:30.
    expect(await payouts(tree.top)).toMatchObject([{ kind: 'hourly', basis: '12345', rate_bp: 50, amount: '61' }]);
    expect(await payouts(tree.sub)).toMatchObject([{ basis: '12345', rate_bp: 30, amount: '37' }]);
    await settleDue(db(), 'hourly', hour + 121 * MIN);
    // 11:00-12:00: 1,000.00 reaches the 500 tier: 0.9% = 9.00; sub's team had nothing.
    expect((await payouts(tree.top)).map((p) => p.amount)).toEqual(['61', '900']);
    expect(await payouts(tree.sub)).toHaveLength(1);
  });

  it('carries a net-winning cycle into the next dividend and pays on the rest', async () => {
    const tree = await makeTree(server, 'dv');
    await contract(db(), tree.brandId, 'dividend', null, tree.top, {
      cycle: 'weekly',
      tiers: [
        { minTurnover: 0, minNetLoss: 0, rateBp: 1000 },
        { minTurnover: 0, minNetLoss: 250, rateBp: 2000 },
      ],
    });
    await contract(db(), tree.brandId, 'dividend', tree.top, tree.sub, {
      cycle: 'weekly',
      tiers: [{ minTurnover: 0, minNetLoss: 0, rateBp: 1500 }],
    });
    const manila = (d: number, h = 12) => Date.UTC(2026, 2, d, h - 8);
    // Week of Monday 9 March: the players net-win 200.00.
    await bet(db(), tree.brandId, tree.m1, manila(10), { stake: 10_000, payout: 30_000 });
    await settleDue(db(), 'dividend', manila(16, 1));
    expect(await payouts(tree.top)).toMatchObject([
      { basis: '-20000', amount: '0', carry_over: '-20000', idempotency_key: null },
    ]);
    expect(await payouts(tree.sub)).toMatchObject([{ basis: '-20000', amount: '0', carry_over: '-20000' }]);
    // Week of 16 March: they lose 500.00; 500.00 - 200.00 carried = 300.00.
    await bet(db(), tree.brandId, tree.m1, manila(18), { stake: 50_000, payout: 0 });
    await settleDue(db(), 'dividend', manila(23, 1));
    // top reaches the 250 tier: 20% of 300.00 = 60.00; sub 15% = 45.00 paid by top, which keeps 15.00.
    expect((await payouts(tree.top))[1]).toMatchObject({
      basis: '30000',
      rate_bp: 2000,
      amount: '6000',
      carry_over: '0',
    });
    expect((await payouts(tree.sub))[1]).toMatchObject({
      basis: '30000',
      rate_bp: 1500,
      amount: '4500',
      payer_id: tree.top,
    });
    expect(await mainBalance(db(), tree.top)).toBe(1500n);
    // Week of 23 March: no bets, nothing carried: pays nothing.
    await settleDue(db(), 'dividend', manila(30, 1));
    expect((await payouts(tree.top))[2]).toMatchObject({ basis: '0', amount: '0', carry_over: '0' });
  });

  it('pays a child in full when its parent cannot: the parent pays what it holds, the platform the rest', async () => {
    const tree = await makeTree(server, 'sf');
    await contract(db(), tree.brandId, 'dividend', null, tree.top, {
      cycle: 'daily',
      tiers: [{ minTurnover: 0, minNetLoss: 0, rateBp: 2000 }],
    });
    await contract(db(), tree.brandId, 'dividend', tree.top, tree.sub, {
      cycle: 'daily',
      tiers: [{ minTurnover: 0, minNetLoss: 0, rateBp: 1500 }],
    });
    // top holds 10.00 of its own.
    const key = `test-fund-${tree.top}`;
    await post(db(), {
      brandId: tree.brandId,
      kind: 'adjustment',
      idempotencyKey: key,
      requestHash: requestHash({ key }),
      postings: [
        { accountId: await mainAccount(db(), tree.brandId, tree.top, 'PHP'), amount: 1_000n, currency: 'PHP' },
        {
          accountId: await accountId(db(), {
            brandId: tree.brandId,
            kind: 'house',
            memberId: null,
            vendorCode: '',
            shard: 0,
            currency: 'PHP',
          }),
          amount: -1_000n,
          currency: 'PHP',
        },
      ],
    });
    // 2026-03-25 (Manila): sub's team loses 100.00, m3 (under top) wins 300.00: top's team net-won.
    const day = Date.UTC(2026, 2, 25, 4);
    await bet(db(), tree.brandId, tree.m1, day, { stake: 10_000, payout: 0 });
    await bet(db(), tree.brandId, tree.m3, day, { stake: 10_000, payout: 40_000 });
    await settleDue(db(), 'dividend', Date.UTC(2026, 2, 26, 1));
    // (The run also settles the two closed days before, where nothing happened.)
    expect((await payouts(tree.top)).at(-1)).toMatchObject({ amount: '0', carry_over: '-20000' });
    // sub is owed 15.00: top pays its 10.00, the platform 5.00, in one transaction.
    expect((await payouts(tree.sub)).at(-1)).toMatchObject({
      amount: '1500',
      payer_id: tree.top,
      platform_covered: '500',
    });
    expect(await mainBalance(db(), tree.top)).toBe(0n);
    expect(await mainBalance(db(), tree.sub)).toBe(1_500n);
    const [legs] = await query<{ n: string }>(
      db(),
      sql`select count(*)::text as n from ledger_postings p join agent_payouts a on a.ledger_transaction_id = p.transaction_id where a.payee_id = ${tree.sub}`,
    );
    expect(legs?.n).toBe('3');
  });

  it('finishes a run that crashed after two payouts, paying each of the rest once', async () => {
    const window = Date.UTC(2026, 2, 6, 4, 0);
    const tree = await realtimeFixture('cr', window);
    const period = { start: new Date(window), end: new Date(window + 5 * MIN) };
    const brand = { id: tree.brandId, ...BRAND };
    await expect(
      settlePeriod(db(), brand, 'realtime', period, {
        afterPayout: (n) => {
          if (n === 2) throw new Error('injected crash');
        },
      }),
    ).rejects.toThrow('injected crash');
    expect((await payouts(tree.top)).length + (await payouts(tree.sub)).length).toBe(2);
    const again = await settlePeriod(db(), brand, 'realtime', period);
    expect(again.payouts).toBe(2);
    expect(await mainBalance(db(), tree.top)).toBe(655n - 316n);
    expect(await mainBalance(db(), tree.sub)).toBe(316n);
    expect(await ledgerViolations(db())).toEqual([]);
  });

  it('runs the job once across two runners, and two overlapping settlements pay once', async () => {
    const window = Date.UTC(2026, 2, 7, 4, 0);
    const tree = await realtimeFixture('tw', window);
    const other =
      TEST_DATABASE === 'postgres' ? await openDatabase({ databaseUrl: server.databaseUrl }) : server.database;
    try {
      const runners = [new JobRunner(server.database), new JobRunner(other)];
      const at = window + 10 * MIN + 1_000;
      const job = WAGE_JOBS.realtime;
      const outcomes = await Promise.all(
        runners.map((runner, i) =>
          runner.runPeriod(
            job.name,
            job.intervalMs,
            () => settleDue(i === 0 ? db() : other.db, 'realtime', at, { concurrency: 4 }),
            at,
          ),
        ),
      );
      expect(outcomes.sort()).toEqual(['ran', 'skipped']);
      // Even two settlements of the same period at once (bypassing the runner) pay once.
      const brand = { id: tree.brandId, ...BRAND };
      const period = { start: new Date(window), end: new Date(window + 5 * MIN) };
      await db().execute(sql`delete from agent_wage_periods where period_start = ${period.start.toISOString()}`);
      const twice = await Promise.all([
        settlePeriod(db(), brand, 'realtime', period, { concurrency: 4 }),
        settlePeriod(other.db, brand, 'realtime', period, { concurrency: 4 }),
      ]);
      expect(twice[0].payouts + twice[1].payouts).toBe(0);
      expect(await mainBalance(db(), tree.sub)).toBe(316n);
      expect(await mainBalance(db(), tree.top)).toBe(339n);
    } finally {
      if (other !== server.database) await other.close();
    }
  });

  /** An operator suspends or resumes an agent's contracts (the console's call). */
  async function suspend(username: string, suspended: boolean): Promise<void> {
    const response = await call(server, {
      method: 'POST',
      url: '/admin/api/agent-contracts/demo/suspensions',
      headers: { authorization: `Bearer ${await server.operatorToken()}` },
      payload: { username, suspended, reason: 'wages test' },
    });
    expect(response.statusCode).toBe(200);
  }

  it('pays a suspended agent no daily salary while it still pays its child; after resuming it is paid again', async () => {
    const tree = await makeTree(server, 'sd');
    await contract(db(), tree.brandId, 'daily', null, tree.top, {
      tiers: [{ minTurnover: 0, minActivePlayers: 0, rateBp: 300 }],
    });
    await contract(db(), tree.brandId, 'daily', tree.top, tree.sub, {
      tiers: [{ minTurnover: 0, minActivePlayers: 0, rateBp: 100 }],
    });
    await suspend('sdtop', true);
    // Business day 2026-04-14 (Manila), settled while top is suspended: sub's 1% of 1,000.00.
    await bet(db(), tree.brandId, tree.m1, Date.UTC(2026, 3, 14, 2), { stake: 100_000, payout: 0 });
    await settleDue(db(), 'daily', Date.UTC(2026, 3, 15, 0));
    expect(await payouts(tree.top)).toEqual([]);
    expect(await payouts(tree.sub)).toMatchObject([
      { kind: 'daily', amount: '1000', payer_id: tree.top, platform_covered: '1000' },
    ]);
    expect(await mainBalance(db(), tree.top)).toBe(0n);
    expect(await mainBalance(db(), tree.sub)).toBe(1_000n);

    // Resumed: 2026-04-15 pays top its 3% of 2,000.00 (the day before is not paid later) and sub 1%.
    await suspend('sdtop', false);
    await bet(db(), tree.brandId, tree.m1, Date.UTC(2026, 3, 15, 2), { stake: 200_000, payout: 0 });
    const now = Date.UTC(2026, 3, 16, 0);
    await settleDue(db(), 'daily', now);
    expect(await payouts(tree.top)).toMatchObject([{ kind: 'daily', basis: '200000', amount: '6000' }]);
    expect((await payouts(tree.sub)).map((p) => [p.amount, p.platform_covered])).toEqual([
      ['1000', '1000'],
      ['2000', '0'],
    ]);
    // A re-run pays nothing twice.
    expect((await settleDue(db(), 'daily', now + 1_000)).payouts).toBe(0);
    expect(await payouts(tree.top)).toHaveLength(1);
    expect(await mainBalance(db(), tree.top)).toBe(6_000n - 2_000n);
    expect(await mainBalance(db(), tree.sub)).toBe(3_000n);
  });

  it('pays a suspended agent no hourly salary while its child is paid, and the next hour after resuming', async () => {
    const tree = await makeTree(server, 'sh');
    await contract(db(), tree.brandId, 'hourly', null, tree.top, { tiers: [{ minTurnover: 0, rateBp: 50 }] });
    await contract(db(), tree.brandId, 'hourly', tree.top, tree.sub, { tiers: [{ minTurnover: 0, rateBp: 30 }] });
    const hour = Date.UTC(2026, 3, 6, 10);
    await bet(db(), tree.brandId, tree.m1, hour + 10 * MIN, { stake: 100_000, payout: 0 });
    await bet(db(), tree.brandId, tree.m1, hour + 70 * MIN, { stake: 200_000, payout: 0 });
    // 10:00-11:00 settled while top is suspended: sub's 0.3% of 1,000.00, covered by the platform.
    await suspend('shtop', true);
    await settleDue(db(), 'hourly', hour + 90 * MIN);
    expect(await payouts(tree.top)).toEqual([]);
    expect(await payouts(tree.sub)).toMatchObject([{ amount: '300', payer_id: tree.top, platform_covered: '300' }]);
    // 11:00-12:00 after resuming: top 0.5% of 2,000.00 = 10.00, sub 0.3% = 6.00 paid from it.
    await suspend('shtop', false);
    await settleDue(db(), 'hourly', hour + 121 * MIN);
    expect(await payouts(tree.top)).toMatchObject([{ basis: '200000', amount: '1000' }]);
    expect((await payouts(tree.sub)).map((p) => p.platform_covered)).toEqual(['300', '0']);
    expect((await settleDue(db(), 'hourly', hour + 122 * MIN)).payouts).toBe(0);
    expect(await mainBalance(db(), tree.top)).toBe(1_000n - 600n);
    expect(await mainBalance(db(), tree.sub)).toBe(900n);
  });

  it('pays a suspended agent no real-time wages while its child is paid, and pays the next window after resuming', async () => {
    const window = Date.UTC(2026, 3, 2, 4, 0);
    const tree = await realtimeFixture('sr', window);
    await suspend('srtop', true);
    // Window 04:00-04:05 settled during the suspension: only sub's two lines (3.16), all covered by
    // the platform (top holds nothing).
    expect((await settleDue(db(), 'realtime', window + 10 * MIN + 1_000)).payouts).toBe(2);
    expect(await payouts(tree.top)).toEqual([]);
    expect(await payouts(tree.sub)).toMatchObject([
      { part: 'loss', amount: '266', payer_id: tree.top, platform_covered: '266' },
      { part: 'win', amount: '50', payer_id: tree.top, platform_covered: '50' },
    ]);
    expect(await mainBalance(db(), tree.top)).toBe(0n);

    // Resumed: window 04:05-04:10 (m3 under top lost 999.99) pays top 2% = 19.99; the first window stays unpaid.
    await suspend('srtop', false);
    const now = window + 15 * MIN + 1_000;
    expect((await settleDue(db(), 'realtime', now)).payouts).toBe(1);
    expect(await payouts(tree.top)).toMatchObject([{ part: 'loss', basis: '99999', amount: '1999', payer_id: null }]);
    expect((await settleDue(db(), 'realtime', now + 1_000)).payouts).toBe(0);
    expect(await mainBalance(db(), tree.top)).toBe(1_999n);
    expect(await mainBalance(db(), tree.sub)).toBe(316n);
  });

  it("pays a suspended agent no dividend and leaves its carry-over untouched, while its child's dividend is paid", async () => {
    const tree = await makeTree(server, 'sv');
    await contract(db(), tree.brandId, 'dividend', null, tree.top, {
      cycle: 'daily',
      tiers: [{ minTurnover: 0, minNetLoss: 0, rateBp: 2000 }],
    });
    await contract(db(), tree.brandId, 'dividend', tree.top, tree.sub, {
      cycle: 'daily',
      tiers: [{ minTurnover: 0, minNetLoss: 0, rateBp: 1500 }],
    });
    const manila = (d: number, h = 12) => Date.UTC(2026, 3, d, h - 8);
    // 2026-04-20: m3 (under top) net-wins 200.00: top carries -200.00 into the next cycle.
    await bet(db(), tree.brandId, tree.m3, manila(20), { stake: 10_000, payout: 30_000 });
    await settleDue(db(), 'dividend', manila(21, 1));
    expect((await payouts(tree.top)).at(-1)).toMatchObject({ carry_over: '-20000', amount: '0' });
    const topRows = (await payouts(tree.top)).length;

    // 2026-04-21, suspended: sub's team loses 100.00; sub gets 15% = 15.00 (top pays what it holds:
    // nothing; the platform the rest); top gets no row, so its carry-over stays -200.00.
    await suspend('svtop', true);
    await bet(db(), tree.brandId, tree.m1, manila(21), { stake: 10_000, payout: 0 });
    await settleDue(db(), 'dividend', manila(22, 1));
    expect(await payouts(tree.top)).toHaveLength(topRows);
    expect((await payouts(tree.sub)).at(-1)).toMatchObject({
      basis: '10000',
      amount: '1500',
      payer_id: tree.top,
      platform_covered: '1500',
    });

    // 2026-04-22, resumed: they lose 500.00; top 20% of (500.00 - 200.00 carried) = 60.00, sub 15% of
    // 500.00 = 75.00, of which top pays its 60.00 and the platform 15.00.
    await suspend('svtop', false);
    await bet(db(), tree.brandId, tree.m1, manila(22), { stake: 50_000, payout: 0 });
    const now = manila(23, 1);
    await settleDue(db(), 'dividend', now);
    expect(await payouts(tree.top)).toHaveLength(topRows + 1);
    expect((await payouts(tree.top)).at(-1)).toMatchObject({ basis: '30000', amount: '6000', carry_over: '0' });
    expect((await payouts(tree.sub)).at(-1)).toMatchObject({ amount: '7500', platform_covered: '1500' });
    expect((await settleDue(db(), 'dividend', now + 1_000)).payouts).toBe(0);
    expect(await mainBalance(db(), tree.top)).toBe(0n);
    expect(await mainBalance(db(), tree.sub)).toBe(9_000n);
  });

  it('answers an agent its own payouts, received or paid, with totals; members get 403 agent.only', async () => {
    const window = Date.UTC(2026, 2, 8, 4, 0);
    await realtimeFixture('ap', window);
    await settleDue(db(), 'realtime', window + 10 * MIN + 1_000);
    const top = await tokenOf(server, { username: 'aptop', password: PASSWORD }, { loginPath: 'agent' });
    const sub = await tokenOf(server, { username: 'apsub', password: PASSWORD }, { loginPath: 'agent' });
    const member = await tokenOf(server, { username: 'apm1', password: PASSWORD });
    const wages = async (token: string, q: string) =>
      call(server, { method: 'GET', url: `/wps/agent/wages?${q}`, token });

    const received = (await wages(top, 'kind=realtime&from=2026-03-08&to=2026-03-08')).json<{
      value: {
        items: { payer: string; amount: number; part: string }[];
        total: number;
        totals: { amount: number; byKind: Record<string, number> };
      };
    }>().value;
    expect(received.total).toBe(2);
    expect(received.items.every((w) => w.payer === 'platform')).toBe(true);
    expect(received.totals).toEqual({ amount: 6.55, byKind: { daily: 0, hourly: 0, realtime: 6.55, dividend: 0 } });
    const paid = (await wages(top, 'direction=paid&from=2026-03-08&to=2026-03-08')).json<{
      value: { items: { payee: string }[]; totals: { amount: number } };
    }>().value;
    expect(paid.items.map((w) => w.payee)).toEqual(['apsub', 'apsub']);
    expect(paid.totals.amount).toBe(3.16);
    // sub sees only its own; another day's range is empty; paging.
    const mine = (await wages(sub, 'from=2026-03-08&to=2026-03-08&size=1&page=2')).json<{
      value: { items: { payee: string }[]; total: number };
    }>().value;
    expect(mine.total).toBe(2);
    expect(mine.items).toHaveLength(1);
    expect(mine.items[0]?.payee).toBe('apsub');
    expect((await wages(sub, 'from=2026-03-09&to=2026-03-09')).json<{ value: { total: number } }>().value.total).toBe(
      0,
    );

    const refused = await wages(member, '');
    expect(refused.statusCode).toBe(403);
    expect(refused.json<{ code: string }>().code).toBe('agent.only');
    expect((await wages(top, 'kind=weekly')).statusCode).toBe(400);
    expect((await call(server, { method: 'GET', url: '/wps/agent/wages' })).statusCode).toBe(401);
    // A burst of the same call answers the same.
    const burst = await Promise.all(Array.from({ length: 50 }, () => wages(top, 'from=2026-03-08&to=2026-03-08')));
    expect(new Set(burst.map((r) => r.json<{ value: { total: number } }>().value.total))).toEqual(new Set([2]));

    // The operator's view: by kind and agent, with the settled periods and the job journal.
    const admin = await server.operatorToken();
    const view = await call(server, {
      method: 'GET',
      url: '/admin/api/agent-payouts?merchant=demo&username=apsub&from=2026-03-08&to=2026-03-08',
      headers: { authorization: `Bearer ${admin}` },
    });
    expect(view.statusCode).toBe(200);
    const value = view.json<{ value: { total: number; totals: { amount: number }; periods: { kind: string }[] } }>()
      .value;
    expect(value.total).toBe(2);
    expect(value.totals.amount).toBe(3.16);
    expect(value.periods.some((p) => p.kind === 'realtime')).toBe(true);
    expect((await call(server, { method: 'GET', url: '/admin/api/agent-payouts?merchant=demo' })).statusCode).toBe(401);
  });
});
