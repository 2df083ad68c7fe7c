// Favourites (issue 6): ids and list, lottery favourites apart, idempotent add and remove (DELETE
// with a body or a query), the game's own vendor and type, trial accounts, switched-off games
// and hostile input.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Envelope } from '../../src/shared/api/envelope';
import type { FavoriteActionValue, FavoriteIdsValue, FavoriteListValue } from '../../src/shared/api/games';
import { skipReason, startTestServer, type TestServer } from '../fixtures/server';
import { call, trialToken } from './auth-client';
import { gamesOf, memberToken, type DemoGame } from './games-support';

const skip = await skipReason();

describe.skipIf(skip)('favourites', () => {
  let server: TestServer;
  let token: string;
  let slots: DemoGame[];
  let lottery: DemoGame;
  beforeAll(async () => {
    server = await startTestServer({ demoCatalogue: true });
    token = (await memberToken(server, 'favfan')).token;
    slots = await gamesOf(server, 'LUX', 3);
    [lottery] = (await gamesOf(server, 'PHLOT', 1)) as [DemoGame];
  });
  afterAll(() => server?.close());

  const add = (game: { nodeId: string | number; vassalage: string; gameType: string }, as = token) =>
    call(server, {
      method: 'POST',
      url: '/wps/relay/MCSFE_addFavoriteGameV2',
      token: as,
      payload: { nodeId: game.nodeId, vendor: game.vassalage, gameType: game.gameType },
    });
  const ids = async (query = '', as = token) => {
    const res = await call(server, { method: 'GET', url: `/wps/relay/MCSFE_getFavoriteGames${query}`, token: as });
    return { res, body: res.json<Envelope<FavoriteIdsValue>>() };
  };
  const list = async (query: string, as = token) => {
    const res = await call(server, { method: 'GET', url: `/wps/relay/MCSFE_getFavoriteGamesList?${query}`, token: as });
    return { res, body: res.json<Envelope<FavoriteListValue>>() };
  };

  it('adds idempotently, lists newest first and keeps lottery favourites apart', async () => {
    for (const game of [slots[0]!, slots[1]!, slots[1]!, lottery]) {
      const res = await add({ ...game, nodeId: Number(game.nodeId) });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json<Envelope<FavoriteActionValue>>().value).toEqual({ nodeId: game.nodeId, favorite: true });
    }
    expect((await ids()).body.value).toEqual([slots[1]!.nodeId, slots[0]!.nodeId]);
    expect((await ids('?gameType=RNG')).body.value).toEqual([slots[1]!.nodeId, slots[0]!.nodeId]);
    expect((await ids('?gameType=elott')).body.value).toEqual([lottery.nodeId]);

    const { body } = await list('clientType=3&platform=flash&language=en&pageNo=1&pageSize=999&gameType=RNG');
    expect(body.value).toMatchObject({ pageNum: 1, totalPages: 1, totalCount: 2 });
    expect(body.value.content.map((game) => game.nodeId)).toEqual([slots[1]!.nodeId, slots[0]!.nodeId]);
    expect(body.value.content[0]).toMatchObject({ vassalage: 'LUX', gameType: 'RNG', gameCode: slots[1]!.gameCode });
    expect((await list('gameType=ELOTT')).body.value.content.map((game) => game.nodeId)).toEqual([lottery.nodeId]);
    expect((await list('vassalage=NEB')).body.value).toMatchObject({ content: [], totalCount: 0, totalPages: 0 });
  });

  it('pages, clamps page sizes and answers pages out of range empty', async () => {
    const one = await list('gameType=RNG&pageSize=1&pageNo=2');
    expect(one.body.value).toMatchObject({ pageNum: 2, totalPages: 2, totalCount: 2 });
    expect(one.body.value.content.map((game) => game.nodeId)).toEqual([slots[0]!.nodeId]);
    expect((await list('pageSize=-4')).body.value.totalPages).toBe(2);
    expect((await list('pageSize=1000000')).body.value.content).toHaveLength(2);
    const far = await list('pageNo=5000');
    expect(far.res.statusCode).toBe(200);
    expect(far.body.value.content).toEqual([]);
    for (const bad of ['pageNo=0', 'pageNo=x', 'gameType=' + 'A'.repeat(40)]) {
      expect((await list(bad)).res.statusCode, bad).toBe(400);
    }
  });

  it('removes by DELETE body or query, idempotently', async () => {
    const remove = (payload: Record<string, unknown> | undefined, query = '') =>
      call(server, {
        method: 'DELETE',
        url: `/wps/relay/MCSFE_removeFavoriteGameV2${query}`,
        token,
        ...(payload ? { payload } : {}),
      });
    const [first, second] = slots as [DemoGame, DemoGame];
    let res = await remove({ nodeId: first.nodeId, vendor: 'lux', gameType: 'RNG' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<Envelope<FavoriteActionValue>>().value).toEqual({ nodeId: first.nodeId, favorite: false });
    res = await remove(undefined, `?nodeId=${second.nodeId}&vendor=LUX&gameType=RNG`);
    expect(res.statusCode, res.body).toBe(200);
    expect((await remove({ nodeId: Number(second.nodeId), vendor: 'LUX', gameType: 'RNG' })).statusCode).toBe(200);
    expect((await ids()).body.value).toEqual([]);
    expect((await ids('?gameType=ELOTT')).body.value).toEqual([lottery.nodeId]);
    res = await remove(undefined, `?nodeId=${second.nodeId}`);
    expect(res.statusCode).toBe(400);
    expect(res.json<Envelope<null>>().code).toBe('request_param_err');
  });

  it('refuses unknown games and vendors or types that are not the game own, never with a 5xx', async () => {
    const game = slots[2]!;
    const cases: Record<string, unknown>[] = [
      { nodeId: '999999999', vendor: 'LUX', gameType: 'RNG' },
      { nodeId: game.nodeId, vendor: 'NEB', gameType: 'RNG' },
      { nodeId: game.nodeId, vendor: 'LUX', gameType: 'LIVE' },
      { nodeId: '1 or 1=1 --', vendor: 'LUX', gameType: 'RNG' },
      { nodeId: '99999999999', vendor: 'LUX', gameType: 'RNG' },
      { nodeId: '<script>', vendor: '%', gameType: '.*' },
    ];
    for (const payload of cases) {
      const res = await call(server, { method: 'POST', url: '/wps/relay/MCSFE_addFavoriteGameV2', token, payload });
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json<Envelope<null>>().code, JSON.stringify(payload)).toBe('games.unknownGame');
    }
    for (const payload of [{}, { nodeId: game.nodeId }, { nodeId: -1, vendor: 'LUX', gameType: 'RNG' }]) {
      const res = await call(server, { method: 'POST', url: '/wps/relay/MCSFE_addFavoriteGameV2', token, payload });
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json<Envelope<null>>().code).toBe('request_param_err');
    }
  });

  it('hides favourites of switched-off games and refuses to add them', async () => {
    const game = slots[2]!;
    expect((await add(game)).statusCode).toBe(200);
    expect((await ids()).body.value).toEqual([game.nodeId]);
    await server.database.db.execute(sql`update games set enabled = false where id = ${game.id}`);
    expect((await ids()).body.value).toEqual([]);
    const res = await add(game);
    expect(res.statusCode).toBe(403);
    expect(res.json<Envelope<null>>().code).toBe('games.gameDisabled');
    await server.database.db.execute(sql`update games set enabled = true where id = ${game.id}`);
    expect((await ids()).body.value).toEqual([game.nodeId]);

    await server.database.db.execute(sql`update vendors set enabled = false where vassalage = 'LUX'`);
    server.app.gameCatalogue.invalidate();
    expect((await ids()).body.value).toEqual([]);
    expect((await add(slots[0]!)).statusCode).toBe(403);
    await server.database.db.execute(sql`update vendors set enabled = true where vassalage = 'LUX'`);
    server.app.gameCatalogue.invalidate();
    expect((await ids()).body.value).toEqual([game.nodeId]);
  });

  it('keeps members apart, needs a session and a real account', async () => {
    const other = (await memberToken(server, 'otherfan')).token;
    expect((await ids('', other)).body.value).toEqual([]);

    const visitor = await call(server, { method: 'GET', url: '/wps/relay/MCSFE_getFavoriteGames' });
    expect(visitor.statusCode).toBe(401);
    expect(visitor.json<Envelope<null>>().code).toBe('login.not.session');

    const trial = await trialToken(server);
    for (const res of [(await ids('', trial)).res, (await list('', trial)).res, await add(slots[0]!, trial)]) {
      expect(res.statusCode).toBe(403);
      expect(res.json<Envelope<null>>().code).toBe('games.realAccountRequired');
    }
  });
});
