// Recent games, popular games, vendor game types and PvP rooms (issue 6).
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Envelope } from '../../src/shared/api/envelope';
import type {
  GameVendorsValue,
  HotGamesValue,
  PopularGames,
  RecentGamesValue,
  RoomListValue,
  VassGameTypeValue,
} from '../../src/shared/api/games';
import { skipReason, startTestServer, type TestServer } from '../fixtures/server';
import { call, trialToken } from './auth-client';
import { connectRedirectVendor, gamesOf, launch, launchReal, memberToken, type DemoGame } from './games-support';

const skip = await skipReason();
const MINUTE = 60_000;

describe.skipIf(skip)('recent, popular, vendor game types and rooms', () => {
  let server: TestServer;
  let clock = Date.now();
  let alice: { id: number; token: string };
  let bob: { id: number; token: string };
  let lux: DemoGame[];
  let reef: DemoGame;
  beforeAll(async () => {
    server = await startTestServer({ demoCatalogue: true, now: () => clock });
    alice = await memberToken(server, 'alice');
    bob = await memberToken(server, 'bobby');
    await connectRedirectVendor(server, 'LUX');
    await connectRedirectVendor(server, 'REEF');
    lux = await gamesOf(server, 'LUX', 3);
    [reef] = (await gamesOf(server, 'REEF', 1)) as [DemoGame];
  });
  afterAll(() => server?.close());

  const get = async <T>(url: string, token?: string) => {
    const res = await call(server, { method: 'GET', url, ...(token ? { token } : {}) });
    return { res, body: res.json<T>() };
  };
  const recent = (query: string, token = alice.token) =>
    get<Envelope<RecentGamesValue>>(`/wps/relay/GCS_recentGame?${query}`, token);

  it('lists launched games once each, most recent first, with filters and paging', async () => {
    const [a, b] = lux as [DemoGame, DemoGame];
    for (const game of [a, b, reef, a]) await launchReal(server, game, alice.token);
    const all = await recent('clientType=3&language=en&pageNo=1&pageSize=15');
    expect(all.res.statusCode).toBe(200);
    expect(all.body.value.list.map((game) => game.nodeId)).toEqual([a.nodeId, reef.nodeId, b.nodeId]);
    expect(all.body.value).toMatchObject({ totalCount: 3, totalPages: 1 });
    const first = all.body.value.list[0]!;
    expect(Date.parse(first.lastPlayedAt)).toBeGreaterThanOrEqual(Date.parse(all.body.value.list[1]!.lastPlayedAt));
    expect(first).toMatchObject({ vassalage: 'LUX', gameType: 'RNG', gameCode: a.gameCode });

    expect((await recent('vassalage=REEF')).body.value.list.map((game) => game.nodeId)).toEqual([reef.nodeId]);
    expect((await recent('gameType=rng')).body.value.totalCount).toBe(2);
    expect((await recent('gameType=LIVE')).body.value).toMatchObject({ list: [], totalCount: 0 });
    expect((await recent('vassalage=%25%27%3B--')).body.value.list).toEqual([]);
    const paged = await recent('pageSize=2&pageNo=2');
    expect(paged.body.value).toMatchObject({ totalPages: 2, totalCount: 3 });
    expect(paged.body.value.list.map((game) => game.nodeId)).toEqual([b.nodeId]);
    expect((await recent('pageNo=99')).body.value.list).toEqual([]);
    expect((await recent('pageSize=-1')).body.value.totalPages).toBe(3);
    expect((await recent('pageSize=99999')).body.value.list).toHaveLength(3);
    expect((await recent('pageNo=0')).res.statusCode).toBe(400);
    expect((await recent('', bob.token)).body.value.list).toEqual([]);

    await server.database.db.execute(sql`update games set enabled = false where id = ${reef.id}`);
    expect((await recent('')).body.value.totalCount).toBe(2);
    await server.database.db.execute(sql`update games set enabled = true where id = ${reef.id}`);
  });

  it('needs a session and a real account', async () => {
    expect((await recent('', '')).res.statusCode).toBe(401);
    const trial = await recent('', await trialToken(server));
    expect(trial.res.statusCode).toBe(403);
    expect(trial.body.code).toBe('games.realAccountRequired');
  });

  it('ranks popular games by distinct real-money players and fills with hot games', async () => {
    const [a, b, c] = lux as [DemoGame, DemoGame, DemoGame];
    // c: two players once each; a: one player (alice) twice; b and reef: alice once each (a tie,
    // broken by game id); bob's free plays do not count.
    await launchReal(server, c, alice.token);
    await launchReal(server, c, bob.token);
    for (let i = 0; i < 5; i++) {
      const res = await launch(server, { nodeId: reef.nodeId, launchMode: 'GLS', accountType: '0' }, bob.token);
      expect(res.statusCode).toBe(200);
    }
    clock += 2 * MINUTE; // past the popular cache of an earlier call
    const { res, body } = await get<PopularGames>('/lgw/games/popular?count=20&language=en');
    expect(res.statusCode).toBe(200);
    expect(Object.keys(body)).toEqual(Array.from({ length: 20 }, (_, i) => String(i + 1)));
    const ranked = Object.values(body);
    expect(ranked.slice(0, 4).map((game) => [game.nodeId, game.plays])).toEqual([
      [c.nodeId, 2],
      [a.nodeId, 2],
      [b.nodeId, 1],
      [reef.nodeId, 1],
    ]);
    expect(ranked.map((game) => game.rank)).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
    // The top-up is the hot games in lobby order: the slots come first (the hot page's all-types
    // list mixes types instead).
    const hot = (await get<Envelope<HotGamesValue>>('/wps/relay/GCSGAME_hotGamesV2?language=en&gameType=RNG')).body
      .value.list;
    const fill = ranked.slice(4);
    expect(fill.every((game) => game.plays === 0 && game.isHot)).toBe(true);
    const played = new Set([a.nodeId, b.nodeId, c.nodeId, reef.nodeId]);
    expect(fill.map((game) => game.nodeId)).toEqual(
      hot
        .filter((game) => !played.has(game.nodeId))
        .slice(0, 16)
        .map((game) => game.nodeId),
    );
  });

  it('caches popular games briefly and forgets launches older than 7 days', async () => {
    const [, b] = lux as [DemoGame, DemoGame];
    const top = async (count = 5) =>
      Object.values((await get<PopularGames>(`/lgw/games/popular?count=${count}`)).body).map((game) => game.nodeId);
    const before = await top();
    for (const member of [alice, bob]) await launchReal(server, b, member.token);
    const extra = await memberToken(server, 'carol');
    await launchReal(server, b, extra.token);
    expect(await top()).toEqual(before);
    clock += 2 * MINUTE;
    expect((await top())[0]).toBe(b.nodeId);

    await server.database.db.execute(sql`update game_launches set launched_at = now() - interval '8 days'`);
    clock += 2 * MINUTE;
    const hot = (await get<Envelope<HotGamesValue>>('/wps/relay/GCSGAME_hotGamesV2')).body.value.list;
    expect(await top()).toEqual(hot.slice(0, 5).map((game) => game.nodeId));
    expect(await top(1000)).toHaveLength(50);
    expect(await top(-3)).toHaveLength(1);
    expect((await get('/lgw/games/popular?count=abc')).res.statusCode).toBe(400);
  });

  it('maps enabled types to enabled vendors and their classifications', async () => {
    const vass = async () =>
      (await get<Envelope<VassGameTypeValue>>('/wps/relay/GCSGAME_getVassGameType', alice.token)).body;
    const { content } = (await vass()).value;
    expect(Object.keys(content)).toContain('RNG');
    // The lobby's vendor order is the vendor call's RNG lane.
    const lanes = (await get<Envelope<GameVendorsValue>>('/wps/relay/GCSGAME_newGameVendor')).body.value.data.lanes;
    const rngCards = lanes.find((lane) => lane.title === 'RNG')!.cards.map((card) => card.vassalage);
    expect(Object.keys(content.RNG!)).toEqual(rngCards);
    expect(rngCards).toEqual(expect.arrayContaining(['PHS', 'LUX', 'NEB', 'JADE', 'RIVR', 'BOLT', 'KOI', 'ORCA']));
    expect(content.RNG!.PHS).toEqual(['SC', 'VP', 'TG', 'AC', 'JP', 'BG']);
    expect(content.LIVE).toEqual({ AURA: [], VELV: [] });
    expect(content.SPORTS!.IMES).toEqual([]);

    await server.database.db.execute(sql`update vendors set enabled = false where vassalage = 'NEB'`);
    await server.database.db.execute(sql`update brand_game_types set enabled = false where game_type = 'LIVE'`);
    server.app.gameCatalogue.invalidate();
    const after = (await vass()).value.content;
    expect(Object.keys(after.RNG!)).not.toContain('NEB');
    expect(after.LIVE).toBeUndefined();
    await server.database.db.execute(sql`update vendors set enabled = true where vassalage = 'NEB'`);
    await server.database.db.execute(sql`update brand_game_types set enabled = true where game_type = 'LIVE'`);
    server.app.gameCatalogue.invalidate();
    expect((await get('/wps/relay/GCSGAME_getVassGameType')).res.statusCode).toBe(401);
  });

  it('derives PvP rooms from the game minimum bet', async () => {
    const [pvp] = (await gamesOf(server, 'TONG', 1)) as [DemoGame];
    const rooms = async (query: string) =>
      get<Envelope<RoomListValue>>(`/wps/relay/GLS2_roomList?${query}`, alice.token);
    const { res, body } = await rooms(`vassalage=tong&gameCode=${pvp.gameCode}&language=en`);
    expect(res.statusCode).toBe(200);
    const amount = (factor: number) => (pvp.minBet * factor) / 100;
    expect(body.value.list.map((room) => [room.roomId, room.roomLevel, room.minBet, room.maxBet])).toEqual([
      [`${pvp.gameCode}-beginner`, 'beginner', amount(1), amount(10)],
      [`${pvp.gameCode}-standard`, 'standard', amount(5), amount(50)],
      [`${pvp.gameCode}-high`, 'high', amount(20), amount(200)],
      [`${pvp.gameCode}-vip`, 'vip', amount(100), amount(1000)],
    ]);
    expect(body.value.list[0]).toMatchObject({ vassalage: 'TONG', nodeId: pvp.nodeId, gameCode: pvp.gameCode });
    expect((await rooms('vassalage=TONG')).body.value.list).toHaveLength(36 * 4);

    for (const query of [
      'vassalage=NOPE',
      'vassalage=LUX',
      'vassalage=TONG&gameCode=LUX0001',
      "vassalage=TONG&gameCode='--",
    ]) {
      const bad = await rooms(query);
      expect(bad.res.statusCode, query).toBe(400);
      expect(bad.body.code, query).toBe('games.unknownGame');
    }
    expect((await rooms('')).res.statusCode).toBe(400);
    expect((await get('/wps/relay/GLS2_roomList?vassalage=TONG')).res.statusCode).toBe(401);
  });
});
