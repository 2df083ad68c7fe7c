// The winner board (GCSGAME_getRankList and ODSFE2_getWinnerBoard): the biggest round wins of
// the last 7 days from the seamless wallet's credits, masked names, category filter, limit
// clamp, open to visitors, and its short cache.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RankListValue } from '../../src/shared/api/games';
import { createSeamlessWallet } from '../../src/server/modules/seamless/wallet';
import { maskAccountName, WINNER_BOARD_CACHE_MS } from '../../src/server/modules/seamless/winner-board';
import { skipReason, startTestServer, type TestServer } from '../fixtures/server';
import { call, createMember } from './auth-client';
import { fund, gameToken, seamlessVendor, type SeamlessVendor } from './seamless-support';

const skip = await skipReason();

describe.skipIf(skip !== null)('winner board', () => {
  let server: TestServer;
  let slots: SeamlessVendor;
  let clock = Date.now();

  beforeAll(async () => {
    server = await startTestServer({ now: () => clock });
    slots = await seamlessVendor(server.database.db, 'WBSLOT');
  });
  afterAll(() => server?.close());

  const board = async (query: string, path = '/wps/relay/GCSGAME_getRankList') => {
    const res = await call(server, { method: 'GET', url: `${path}?${query}` });
    expect(res.statusCode).toBe(200);
    return res.json<{ value: RankListValue }>().value.list.map((row) => row.vo);
  };

  it('masks names and keeps the length hidden', () => {
    expect(maskAccountName('demoplayer')).toBe('de****er');
    expect(maskAccountName('abc')).toBe('a****c');
    expect(maskAccountName('ab')).toBe('a****');
  });

  it('lists the biggest round wins of the last 7 days, filtered and clamped, for visitors', async () => {
    const db = server.database.db;
    const wallet = createSeamlessWallet(db, { now: () => clock });
    const play = async (username: string, wins: bigint[], round: string) => {
      const memberId = await createMember(server, { username, password: 'Winner-pass-1' });
      await fund(db, slots.brandId, memberId, 1_000n);
      const auth = await wallet.authenticate(slots.vassalage, await gameToken(db, slots, memberId, () => clock));
      let i = 0;
      for (const amount of wins)
        await wallet.credit(slots.vassalage, {
          requestId: `${username}-${i}`,
          playerId: auth.playerId,
          transactionId: `${username}-win-${i++}`,
          roundId: round,
          gameCode: slots.gameCode,
          amount,
        });
      return memberId;
    };
    await play('bigwinner', [50_000n, 25_000n], 'r1'); // one round: 750.00 in all
    await play('smallwinner', [10_000n], 'r2');
    const old = await play('oldwinner', [900_000n], 'r3');
    // A win older than 7 days is off the board.
    await db.execute(
      sql`update seamless_transactions set created_at = now() - interval '8 days' where member_id = ${old}`,
    );

    const rows = await board('gameCategory=ALL&language=en&limitNum=20');
    expect(rows.map((r) => [r.customerName, r.winAmount])).toEqual([
      ['bi****er', 750],
      ['sm****er', 100],
    ]);
    expect(rows[0]).toMatchObject({
      gameCode: slots.gameCode,
      vassalage: 'WBSLOT',
      gameType: 'RNG',
      gameName: 'Fortune Test',
      nodeId: slots.nodeId,
      gameId: slots.gameId,
    });
    expect(new Date(rows[0]!.settledAt).getTime()).toBeGreaterThan(0);
    expect(await board('gameCategory=LIVE&language=en')).toEqual([]);
    expect(await board('gameCategory=RNG&language=en&limitNum=0')).toHaveLength(1);
    expect(await board('gameCategory=ALL&language=en&limitNum=20', '/wps/relay/ODSFE2_getWinnerBoard')).toEqual(rows);

    // Cached briefly: a new big win shows after the cache time.
    await play('newwinner', [2_000_000n], 'r4');
    expect((await board('gameCategory=ALL&language=en&limitNum=20'))[0]?.customerName).toBe('bi****er');
    clock += WINNER_BOARD_CACHE_MS + 1_000;
    expect((await board('gameCategory=ALL&language=en&limitNum=20'))[0]).toMatchObject({
      customerName: 'ne****er',
      winAmount: 20_000,
    });
  });
});
