// The record of all bets (house spins and seamless results write it in their own transaction),
// the summaries' consumer (exactly once, never skipping a late commit) and the agent reports
// (figures from the summaries, scoped to the caller's downline).
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/server/db/client';
import { rowsOf } from '../../src/server/db/migrate';
import { drain, runBatch, type Consumer } from '../../src/server/modules/events/consumer';
import { betSummaryConsumer, eventSummaryConsumer } from '../../src/server/modules/agents/reports-consumer';
import { createSeamlessWallet } from '../../src/server/modules/seamless/wallet';
import type { Static } from 'typebox';
import type { TeamBetsPageSchema, TeamOverview, UserLossPageSchema } from '../../src/shared/api/agent';
import { ENDPOINTS } from '../../src/shared/api/endpoints';
import { skipReason, startTestServer, TEST_DATABASE, type TestServer } from '../fixtures/server';
import { call, createMember, DEMO_PLAYER, tokenOf, trialToken } from './auth-client';
import { house, launchLuckyCrown, setHouseSettings } from './house-support';
import { fund, gameToken, seamlessVendor } from './seamless-support';

const skip = await skipReason();
type UserLossPage = Static<typeof UserLossPageSchema>;
type TeamBetsPage = Static<typeof TeamBetsPageSchema>;

const count = async (db: Database, where: ReturnType<typeof sql>) =>
  Number(
    rowsOf<{ n: string }>(await db.execute(sql`select count(*)::text as n from bet_records where ${where}`))[0]!.n,
  );

describe.skipIf(skip !== null)('agent reports: record of all bets, consumer, reports', () => {
  let server: TestServer;
  let db: Database;
  let brandId: number;
  let n = 0;

  beforeAll(async () => {
    server = await startTestServer();
    db = server.database.db;
    brandId = rowsOf<{ id: number }>(await db.execute(sql`select id from brands where merchant_code = 'demo'`))[0]!.id;
    await setHouseSettings(server, { minSpinIntervalMs: 0 });
  });
  afterAll(() => server?.close());

  const member = (type = 0, uplineId: number | null = null) =>
    createMember(server, { username: `rep${++n}x${Date.now() % 100000}`, password: 'Reports-pass-1', type }).then(
      async (id) => {
        if (uplineId !== null) await db.execute(sql`update members set upline_id = ${uplineId} where id = ${id}`);
        return id;
      },
    );

  it('records a real house spin once (a replay adds nothing) and never a free spin', async () => {
    const playerToken = await tokenOf(server, DEMO_PLAYER);
    const game = await launchLuckyCrown(server, playerToken);
    const requestId = randomUUID();
    const before = await count(db, sql`vendor_code = 'PH'`);
    const spin = await house(server, game, 'POST', 'spin', { stake: 20, requestId });
    expect(spin.statusCode).toBe(200);
    const round = spin.json<{ value: { roundId: string; payout: number } }>().value;
    expect(await count(db, sql`vendor_code = 'PH'`)).toBe(before + 1);
    const [row] = rowsOf<{ stake: string; payout: string; valid_turnover: string; game_type: string }>(
      await db.execute(sql`select stake::text, payout::text, valid_turnover::text, game_type from bet_records
        where vendor_code = 'PH' order by id desc limit 1`),
    );
    expect(row).toMatchObject({ stake: '20', game_type: 'RNG' });
    expect(row!.valid_turnover).toBe(row!.payout === '20' ? '0' : '20');
    expect(round).toBeDefined();
    await house(server, game, 'POST', 'spin', { stake: 20, requestId });
    expect(await count(db, sql`vendor_code = 'PH'`)).toBe(before + 1);
    const free = await launchLuckyCrown(server, undefined, true);
    expect((await house(server, free, 'POST', 'spin', { stake: 20, requestId: randomUUID() })).statusCode).toBe(200);
    expect(await count(db, sql`vendor_code = 'PH'`)).toBe(before + 1);
  });

  it('records a seamless bet when its win settles it, once, and never a rolled-back bet', async () => {
    const vendor = await seamlessVendor(db, 'SLREP');
    const wallet = createSeamlessWallet(db);
    const memberId = await member();
    await fund(db, vendor.brandId, memberId, 10_000n);
    const token = await gameToken(db, vendor, memberId);
    const { playerId } = await wallet.authenticate(vendor.vassalage, token);
    const money = (transactionId: string, amount: bigint, roundId: string) => ({
      requestId: `req-${transactionId}`,
      playerId,
      transactionId,
      roundId,
      gameCode: vendor.gameCode,
      amount,
    });
    await wallet.debit(vendor.vassalage, money('b1', 2_500n, 'r1'));
    expect(await count(db, sql`member_id = ${memberId}`)).toBe(0);
    const win = { ...money('w1', 4_000n, 'r1'), betTransactionId: 'b1' };
    await wallet.credit(vendor.vassalage, win);
    await wallet.credit(vendor.vassalage, win);
    const rows = rowsOf<{ bet_ref: string; stake: string; payout: string; valid_turnover: string }>(
      await db.execute(sql`select bet_ref, stake::text, payout::text, valid_turnover::text from bet_records
        where member_id = ${memberId}`),
    );
    expect(rows).toEqual([{ bet_ref: `${memberId}:b1`, stake: '2500', payout: '4000', valid_turnover: '2500' }]);
    await wallet.debit(vendor.vassalage, money('b2', 1_000n, 'r2'));
    await wallet.rollback(vendor.vassalage, { ...money('rb2', 0n, 'r2'), betTransactionId: 'b2' });
    await wallet.endRound(vendor.vassalage, { requestId: 'end-r2', playerId, roundId: 'r2' });
    expect(await count(db, sql`member_id = ${memberId}`)).toBe(1);
  });

  /** Bets straight into the record (the writers are tested above), at `at`. */
  async function bets(memberId: number, list: { stake: number; payout: number; at?: Date }[]) {
    for (const bet of list) {
      await db.execute(sql`insert into bet_records (brand_id, member_id, game_type, vendor_code, game_code, round_ref,
          bet_ref, currency, stake, valid_turnover, payout, placed_at, settled_at)
        values (${brandId}, ${memberId}, 'RNG', 'TEST', 'g', 'r', ${randomUUID()}, 'PHP', ${bet.stake},
          bet_valid_turnover(${bet.stake}, ${bet.payout}), ${bet.payout}, ${bet.at ?? new Date()}, ${bet.at ?? new Date()})`);
    }
  }

  /** Runs a consumer until it is caught up (the app's own timer may hold it for a moment). */
  async function caughtUp(consumer: Consumer) {
    for (;;) {
      const applied = await runBatch(db, consumer);
      if (applied === 0) return;
      if (applied < 0) await new Promise((resolve) => setTimeout(resolve, 20));
    }
  }
  const catchUp = async () => {
    await caughtUp(betSummaryConsumer);
    await caughtUp(eventSummaryConsumer);
  };

  /** A consumer of its own whose effect is a count of the rows it applied (test_effects). */
  async function countingConsumer(name: string, fail: { once: boolean }): Promise<Consumer> {
    await db.execute(sql`create table if not exists test_effects (consumer text, n bigint)`);
    // Starts at the stream's end so earlier tests' rows are not its business.
    await db.execute(sql`insert into stream_cursors (consumer, stream, last_txid, last_id)
      select ${name}, 'bet_records', coalesce(max(txid), '0'::xid8), coalesce(max(id), 0) from bet_records`);
    return {
      name,
      stream: 'bet_records',
      batchSize: 100,
      apply: async (tx, range) => {
        await tx.execute(sql`insert into test_effects values (${name}, ${range.count})`);
        if (fail.once) {
          fail.once = false;
          throw new Error('crash after the effects');
        }
      },
    };
  }
  const effects = async (name: string) =>
    rowsOf<{ n: string | null }>(
      await db.execute(sql`select sum(n)::text as n from test_effects where consumer = ${name}`),
    )[0]!.n;

  it('keeps summaries equal to the raw sums after random bets', async () => {
    const agent = await member(1);
    const players = [await member(0, agent), await member(0, agent), await member(0, agent)];
    for (let i = 0; i < 40; i += 1) {
      const stake = 1 + Math.floor(Math.random() * 5_000);
      const payout = [0, stake, stake * 2, Math.floor(Math.random() * 10_000)][i % 4]!;
      await bets(players[i % 3]!, [{ stake, payout }]);
    }
    await catchUp();
    const [raw] = rowsOf<{ stake: string; payout: string; vt: string; n: string }>(
      await db.execute(sql`select sum(stake)::text as stake, sum(payout)::text as payout, sum(valid_turnover)::text as vt,
        count(*)::text as n from bet_records b join member_tree t on t.member_id = b.member_id and t.ancestor_id = ${agent}`),
    );
    const [team] = rowsOf<{ stake: string; payout: string; vt: string; n: string; active: number }>(
      await db.execute(sql`select sum(stake)::text as stake, sum(payout)::text as payout, sum(valid_turnover)::text as vt,
        sum(bet_count)::text as n, max(active_players) as active from team_figures where ancestor_id = ${agent} and grain = 'm'`),
    );
    expect(team).toEqual({ ...raw, active: 3 });
  });

  it('applies nothing of a batch that fails and applies it once when run again', async () => {
    const fail = { once: true };
    const consumer = await countingConsumer('crash-test', fail);
    const player = await member();
    await bets(player, [
      { stake: 1_000, payout: 0 },
      { stake: 2_000, payout: 0 },
    ]);
    await expect(runBatch(db, consumer)).rejects.toThrow('crash');
    expect(await effects('crash-test')).toBeNull();
    expect(await drain(db, consumer)).toBe(2);
    expect(await drain(db, consumer)).toBe(0);
    expect(await effects('crash-test')).toBe('2');
  });

  it.skipIf(TEST_DATABASE !== 'postgres')('waits for a transaction that commits after a later one', async () => {
    const consumer = await countingConsumer('late-test', { once: false });
    const player = await member();
    const early = new pg.Client({ connectionString: server.databaseUrl });
    await early.connect();
    try {
      await early.query('begin');
      await early.query(
        `insert into bet_records (brand_id, member_id, game_type, vendor_code, game_code, round_ref, bet_ref, currency,
          stake, valid_turnover, payout, placed_at) values ($1, $2, 'RNG', 'TEST', 'g', 'r', $3, 'PHP', 700, 700, 0, now())`,
        [brandId, player, randomUUID()],
      );
      // A later transaction commits first: its row waits behind the open one, it is not skipped.
      await bets(player, [{ stake: 300, payout: 0 }]);
      expect(await drain(db, consumer)).toBe(0);
      await early.query('commit');
      expect(await drain(db, consumer)).toBe(2);
      expect(await effects('late-test')).toBe('2');
    } finally {
      await early.end();
    }
  });

  it('answers team overview and user loss from the summaries, within the downline only', async () => {
    const top = await member(1);
    const sub = await member(1, top);
    const leaf = await member(0, sub);
    const direct = await member(0, top);
    const sibling = await member(1);
    await bets(leaf, [
      { stake: 10_000, payout: 0 },
      { stake: 5_000, payout: 5_000 },
    ]);
    await bets(direct, [{ stake: 2_000, payout: 6_000 }]);
    await db.execute(sql`insert into events (kind, brand_id, member_id, payload)
      values ('deposit.credited', ${brandId}, ${leaf}, '{"amount": "50000"}')`);
    await catchUp();
    const usernameOf = async (id: number) =>
      rowsOf<{ username: string }>(await db.execute(sql`select username from members where id = ${id}`))[0]!.username;
    const token = async (id: number) => {
      const [row] = rowsOf<{ username: string }>(await db.execute(sql`select username from members where id = ${id}`));
      const agent = [1, 2, 41, 42].includes(
        rowsOf<{ type: number }>(await db.execute(sql`select type from members where id = ${id}`))[0]!.type,
      );
      return tokenOf(
        server,
        { username: row!.username, password: 'Reports-pass-1' },
        agent ? { loginPath: 'agent' } : {},
      );
    };
    const topToken = await token(top);
    const get = (path: string, auth: string, query: Record<string, string | number> = {}) =>
      call(server, {
        method: 'GET',
        url: `${path}?${new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)]))}`,
        token: auth,
      });

    const overview = await get(ENDPOINTS.agentTeamOverview.path, topToken, { period: 'month' });
    expect(overview.statusCode).toBe(200);
    expect(overview.json<{ value: TeamOverview }>().value).toMatchObject({
      members: 3,
      agents: 1,
      newMembers: 3,
      activePlayers: 2,
      deposits: 500,
      betCount: 3,
      stake: 170,
      validTurnover: 120,
      payout: 110,
      profitLoss: -60,
    });
    const day = await get(ENDPOINTS.agentTeamOverview.path, topToken, { period: 'day' });
    const points = day.json<{ value: TeamOverview }>().value.series;
    expect(points.reduce((sum, point) => sum + point.stake, 0)).toBe(170);

    const loss = await get(ENDPOINTS.agentUserLoss.path, topToken);
    expect(loss.statusCode).toBe(200);
    const value = loss.json<{ value: UserLossPage }>().value;
    expect(value.totals).toMatchObject({ stake: 170, profitLoss: -60 });
    const rowOf = (id: number) => value.rows.find((row) => row.id === id);
    expect(rowOf(top)).toMatchObject({ self: true, stake: 0 });
    expect(rowOf(sub)).toMatchObject({ isAgent: true, stake: 150, profitLoss: -100, activePlayers: 1, teamCount: 2 });
    expect(rowOf(direct)).toMatchObject({ isAgent: false, stake: 20, profitLoss: 40 });

    const bets2 = await get(ENDPOINTS.agentTeamBets.path, topToken, { size: 2 });
    const page = bets2.json<{ value: TeamBetsPage }>().value;
    expect(page).toMatchObject({ total: 3, totals: { stake: 170 } });
    expect(page.items).toHaveLength(2);

    // Scoping: a sibling, the upline, an unknown id and a stranger's username are refused alike.
    const subToken = await token(sub);
    for (const [auth, query] of [
      [topToken, { parentId: sibling }],
      [subToken, { parentId: top }],
      [topToken, { parentId: 2_000_000_000 }],
      [subToken, { username: await usernameOf(direct) }],
    ] as const) {
      const refused = await get(ENDPOINTS.agentUserLoss.path, auth, query);
      expect(refused.statusCode).toBe(404);
      expect(refused.json<{ code: string }>().code).toBe('agent.not.downline');
    }
    // Players and trial accounts have no agent centre.
    for (const auth of [await token(leaf), await trialToken(server)]) {
      const refused = await get(ENDPOINTS.agentTeamOverview.path, auth);
      expect(refused.statusCode).toBe(403);
      expect(refused.json<{ code: string }>().code).toBe('agent.only');
    }
  });
});
