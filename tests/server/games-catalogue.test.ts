// The game catalogue calls (issue 6): list filters and paging, search with metacharacters,
// vendor lanes and their post-processing, the hot list, the bare /lgw answer and the cache.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Envelope } from '../../src/shared/api/envelope';
import type { GameListValue, GameVendorsValue, HotGamesValue, GameMenus } from '../../src/shared/api/games';
import { buildLanes } from '../../src/server/modules/games/lanes';
import { skipReason, startTestServer, type TestServer } from '../fixtures/server';

const skip = await skipReason();

describe.skipIf(skip)('game catalogue', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ demoCatalogue: true });
  });
  afterAll(() => server?.close());

  const list = async (query: string) => {
    const res = await server.inject({ url: `/wps/relay/GCSGAME_gameList?${query}` });
    return { res, body: res.json<Envelope<GameListValue>>() };
  };

  it('lists a type in pages without a token, with the contract fields', async () => {
    const { res, body } = await list('clientType=3&platform=flash,html5-desktop&gameType=RNG&pageNo=1&pageSize=24');
    expect(res.statusCode).toBe(200);
    expect(body.value.games).toHaveLength(24);
    expect(body.value.totalCount).toBeGreaterThan(2000);
    expect(body.value.totalPages).toBe(Math.ceil(body.value.totalCount / 24));
    const game = body.value.games[0]!;
    expect(typeof game.nodeId).toBe('string');
    // The house vendor's own slot leads the slot lobby (modules/house/seed.ts).
    expect(game).toMatchObject({ gameType: 'RNG', isGame: 'GAME', vassalage: 'PH', gameCode: 'lucky-crown' });
    expect(body.value.games[1]).toMatchObject({ gameType: 'RNG', vassalage: 'PHS' });
    expect(Number.isInteger(game.minBet * 100)).toBe(true);
  });

  it('serves generated artwork for every listed game and vendor, titled with its name, never its code', async () => {
    const { body } = await list('gameType=RNG&pageNo=1&pageSize=12');
    const bodies = new Set<string>();
    for (const game of body.value.games) {
      const res = await server.inject(game.iconUrl);
      expect(res.statusCode, game.iconUrl).toBe(200);
      expect(res.headers['content-type']).toBe('image/svg+xml');
      expect(res.body).not.toContain(game.gameCode);
      // The title holds the name's words (split over at most two lines).
      const title = [...res.body.matchAll(/<tspan[^>]*>([^<]*)<\/tspan>/g)].map((m) => m[1]).join(' ');
      expect(title.replace('…', ''), game.iconUrl).toBe(game.gameName.slice(0, title.replace('…', '').length));
      bodies.add(res.body);
    }
    expect(bodies.size).toBe(body.value.games.length);
    const vendors = await server.inject('/wps/relay/GCSGAME_newGameVendor?platform=html5-desktop');
    const card = vendors.json<Envelope<GameVendorsValue>>().value.data.lanes[0]!.cards[0]!;
    const vendorArt = await server.inject(card.lagerIcon);
    expect(vendorArt.statusCode).toBe(200);
    expect(vendorArt.body).toContain(card.displayName.split(' ')[0]);
    // A code the catalogue does not know: the motif alone, no code and no title.
    const unknown = await server.inject('/img/games/PHS/NOSUCH01.svg');
    expect(unknown.statusCode).toBe(200);
    expect(unknown.body).not.toContain('NOSUCH01');
    expect(unknown.body).not.toContain('<text');
    for (const bad of ['/img/games/PHS/x.png', '/img/games/PHS/%3Cscript%3E.svg', '/img/vendors/PHS-huge.svg']) {
      expect((await server.inject(bad)).statusCode, bad).toBe(404);
    }
  });

  it('filters by vendor list, classification, min bet and lines together', async () => {
    const { body } = await list(
      'gameType=RNG&vassalage=LUX,%20neb&gameClassify=SC&minBet=0.05&minLineNum=20&pageSize=100',
    );
    expect(body.value.totalCount).toBeGreaterThan(0);
    for (const game of body.value.games) {
      expect(['LUX', 'NEB']).toContain(game.vassalage);
      expect(game).toMatchObject({ gameClassify: 'SC', minBet: 0.05 });
      expect(game.lineNum).toBeGreaterThanOrEqual(20);
    }
  });

  it('caps page sizes, answers pages out of range empty and refuses bad numbers', async () => {
    expect((await list('gameType=RNG&pageSize=100000')).body.value.games).toHaveLength(100);
    expect((await list('gameType=RNG&pageSize=-5')).body.value.pageSize).toBe(1);
    const far = await list('gameType=RNG&pageNo=99999&pageSize=15');
    expect(far.body.value.games).toEqual([]);
    expect(far.body.value.totalPages).toBeGreaterThan(100);
    for (const bad of ['pageNo=0', 'pageNo=-1', 'pageNo=abc', 'minBet=1.234', 'minBet=x', 'minLineNum=-2']) {
      const { res, body } = await list(`gameType=RNG&${bad}`);
      expect(res.statusCode, bad).toBe(400);
      expect(body.success).toBe(false);
    }
  });

  it('answers unknown vendors, types and classifications with an empty list', async () => {
    for (const query of ['vassalage=NOPE', 'gameType=NOPE', 'gameClassify=ZZ', 'gameType=LIVE&vassalage=PHS']) {
      const { res, body } = await list(query);
      expect(res.statusCode, query).toBe(200);
      expect(body.value).toMatchObject({ games: [], totalCount: 0, totalPages: 0 });
    }
  });

  it('searches names case-insensitively and literally', async () => {
    const { body } = await list('gameName=GOLDEN%20t&pageSize=100');
    expect(body.value.totalCount).toBeGreaterThan(0);
    for (const game of body.value.games) expect(game.gameName.toLowerCase()).toContain('golden t');
    for (const text of ['%', '_', '\\', "' or 1=1 --", '.*', '<script>alert(1)</script>', '(((', '%%__']) {
      const { res, body: found } = await list(`gameName=${encodeURIComponent(text)}`);
      expect(res.statusCode, text).toBe(200);
      expect(found.value.totalCount, text).toBe(0);
    }
  });

  it('moves esports and cockfight cards into their lanes after sports', async () => {
    const res = await server.inject({ url: '/wps/relay/GCSGAME_newGameVendor?platform=html5-desktop' });
    const lanes = res.json<Envelope<GameVendorsValue>>().value.data.lanes;
    const titles = lanes.map((lane) => lane.title);
    const sports = titles.indexOf('SPORTS');
    expect(titles[sports + 1]).toBe('ESPORTS');
    expect(titles[sports + 2]).toBe('COCKFIGHT');
    const cards = (title: string) => lanes.find((lane) => lane.title === title)!.cards.map((card) => card.vassalage);
    expect(cards('ESPORTS')).toEqual(['IMES', 'TF', 'IA']);
    expect(cards('COCKFIGHT')).toEqual(['DS88', 'DIG', 'WS168']);
    expect(cards('SPORTS')).toEqual(['ARNA', 'GOAL']);
    const rng = lanes.find((lane) => lane.title === 'RNG')!;
    expect(rng.gameClassify.map((entry) => entry.key)).toContain('BG');
    expect(rng.cards[0]).toHaveProperty('lagerIcon');
  });

  it('offers bingo only when the languages include Tagalog', () => {
    const card = { vassalage: 'X', displayName: 'X', lagerIcon: '', smallIcon: '', h5Icon: '', gameType: 'RNG' };
    const counts = new Map([
      [
        'X',
        new Map([
          ['BG', 3],
          ['SC', 2],
        ]),
      ],
    ]);
    const full = { ...card, isHot: false, accountTypeId: 0, accountTypeName: '', walletMode: 'seamless' as const };
    expect(buildLanes([full], counts, ['en'])[0]!.gameClassify.map((c) => c.key)).toEqual(['SC']);
    expect(buildLanes([full], counts, ['en', 'TY'])[0]!.gameClassify.map((c) => c.key)).toEqual(['SC', 'BG']);
  });

  it('lists hot games and answers /lgw game menus bare', async () => {
    const hot = await server.inject({ url: '/wps/relay/GCSGAME_hotGamesV2?merchantCode=demo&isPlatform=2&vassalage=' });
    const value = hot.json<Envelope<HotGamesValue>>().value;
    expect(value.list.length).toBeGreaterThan(0);
    expect(value.list.every((game) => game.isHot)).toBe(true);
    // Every type gets its share of the all-types list: a few of each, not 60 slots.
    const perType = new Map<string, number>();
    for (const game of value.list) perType.set(game.gameType, (perType.get(game.gameType) ?? 0) + 1);
    expect(perType.size).toBeGreaterThan(3);
    expect(Math.max(...perType.values())).toBeLessThanOrEqual(12);
    const slots = hot.json<Envelope<HotGamesValue>>().value.list.filter((game) => game.gameType === 'RNG');
    const onlySlots = (await server.inject({ url: '/wps/relay/GCSGAME_hotGamesV2?gameType=RNG' })).json<
      Envelope<HotGamesValue>
    >().value.list;
    expect(onlySlots.length).toBeGreaterThan(slots.length);
    expect(onlySlots.every((game) => game.gameType === 'RNG')).toBe(true);
    const menus = (await server.inject({ url: '/lgw/games/game_menus' })).json<GameMenus>();
    expect(menus).not.toHaveProperty('success');
    const groups = Object.values(menus);
    expect(groups.length).toBeGreaterThan(0);
    expect(groups[0]!.gameMenus.length).toBeGreaterThan(0);
  });

  it('filters hot games by one vendor', async () => {
    const hot = async (query: string) =>
      (await server.inject({ url: `/wps/relay/GCSGAME_hotGamesV2?${query}` })).json<Envelope<HotGamesValue>>().value
        .list;
    const lux = await hot('merchantCode=demo&isPlatform=2&vassalage=LUX');
    expect(lux.length).toBeGreaterThan(0);
    expect(lux.every((game) => game.vassalage === 'LUX' && game.isHot)).toBe(true);
    // Vendor codes are matched without case; an unknown vendor has no hot games (not everyone's).
    expect((await hot('vassalage=lux')).map((game) => game.nodeId)).toEqual(lux.map((game) => game.nodeId));
    expect(await hot('vassalage=NOPE')).toEqual([]);
    // A vendor of another type than the one asked for matches nothing.
    expect(await hot('vassalage=LUX&gameType=FISH')).toEqual([]);
  });

  it('answers /lgw/games/game_menus with a group per lottery vendor and the menu fields', async () => {
    const menus = (await server.inject({ url: '/lgw/games/game_menus?language=en' })).json<GameMenus>();
    // The lottery's own vendors (issue 19) list their games here too.
    expect(Object.keys(menus).sort()).toEqual(['LOTT', 'PHLOT', 'TCG_LOTTO_VN', 'TCG_SEA']);
    const phlot = menus.PHLOT!;
    expect(phlot).toMatchObject({ gameGroupCode: 'PHLOT', gameGroupName: 'PlayHub Lotto' });
    expect(phlot.gameMenus).toHaveLength(24);
    const [first] = phlot.gameMenus;
    expect(Object.keys(first!).sort()).toEqual(
      ['gameCode', 'gameId', 'gameMenuTag', 'gameName', 'gameType', 'nodeId', 'remark', 'vassalage'].sort(),
    );
    expect(first).toMatchObject({ vassalage: 'PHLOT', gameType: 'ELOTT', gameMenuTag: 'ELOTT' });
    expect(first!.remark).toBe(first!.gameName);
    expect(first!.gameName).not.toBe('');
    expect(first!.nodeId).toMatch(/^\d+$/);
    expect(menus.LOTT!.gameMenus.every((item) => item.gameType === 'LOTT' && item.gameMenuTag === 'LOTT')).toBe(true);
  });

  it('serves cached answers until the catalogue is invalidated', async () => {
    const query = 'vassalage=KOI&pageSize=5';
    const before = (await list(query)).body.value.totalCount;
    await server.database.db.execute(
      sql`update games set enabled = false where vendor_id = (select id from vendors where vassalage = 'KOI') and sort_order < 10`,
    );
    expect((await list(query)).body.value.totalCount).toBe(before);
    server.app.gameCatalogue.invalidate();
    expect((await list(query)).body.value.totalCount).toBe(before - 10);
  });
});
