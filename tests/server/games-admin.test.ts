// The operator catalogue API (issue 6): game types per brand, vendors and games with roles,
// validation and audit; adapter secrets never echoed; the JSON and CSV import with dry run,
// per-line reports and all-or-nothing commits; and every write visible to players at once
// (the catalogue cache is cleared by the write, not by time).
import { sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Envelope } from '../../src/shared/api/envelope';
import type { GameListValue, GameVendorsValue, PopularGames } from '../../src/shared/api/games';
import type {
  AdminGame,
  AdminGameType,
  AdminGamesPage,
  AdminVendor,
  ImportReport,
} from '../../src/shared/api/games-admin';
import { IMPORT_MAX_ROWS } from '../../src/shared/catalogue-rules';
import { skipReason, startTestServer, type TestServer } from '../fixtures/server';
import { operatorToken } from './content-support';
import { query } from './wallet-support';

const skip = await skipReason();

interface Failure {
  success: false;
  code: string;
  message: string;
  value: unknown;
}

describe.skipIf(skip)('operator catalogue API', () => {
  let server: TestServer;
  let admin: string;
  let operator: string;
  let cashier: string;

  beforeAll(async () => {
    server = await startTestServer({ demoCatalogue: true });
    admin = await server.operatorToken();
    operator = await operatorToken(server, 'catalogue1', 'operator');
    cashier = await operatorToken(server, 'cashier7', 'cashier');
  });
  afterAll(() => server?.close());

  const call = (
    token: string,
    method: 'GET' | 'POST' | 'PUT',
    path: string,
    payload?: unknown,
    headers: Record<string, string> = {},
    merchant = 'demo',
  ): Promise<LightMyRequestResponse> =>
    server.inject({
      method,
      url: `/admin/api/games/${merchant}/${path}`,
      headers: { authorization: `Bearer ${token}`, ...headers },
      ...(payload === undefined ? {} : { payload: payload as string }),
    });
  const ok = <T>(res: LightMyRequestResponse): T => {
    expect(res.statusCode, res.body).toBe(200);
    return res.json<Envelope<T>>().value;
  };
  const refused = (res: LightMyRequestResponse, status: number, code: string): Failure => {
    expect(res.statusCode, res.body).toBe(status);
    const body = res.json<Failure>();
    expect(body.code).toBe(code);
    return body;
  };
  const gameList = async (queryText: string) => {
    const res = await server.inject({ url: `/wps/relay/GCSGAME_gameList?${queryText}` });
    return res.json<Envelope<GameListValue>>().value;
  };
  const counts = async () => {
    const [row] = await query<{ games: number; vendors: number; audit: number }>(
      server.database.db,
      sql`select (select count(*)::int from games) as games, (select count(*)::int from vendors) as vendors,
                 (select count(*)::int from operator_audit where action like 'games.%') as audit`,
    );
    return row ?? { games: 0, vendors: 0, audit: 0 };
  };

  const vendorInput = (overrides: Record<string, unknown> = {}) => ({
    vassalage: 'NOVA',
    displayName: 'Nova Games',
    gameType: 'RNG',
    isHot: false,
    accountTypeId: 0,
    accountTypeName: 'Nova',
    walletMode: 'seamless',
    isGame: 'GAME',
    largeIcon: '',
    smallIcon: '',
    h5Icon: 'https://cdn.example.com/nova.png',
    enabled: true,
    adapter: 'redirect',
    adapterConfig: { launchUrl: 'https://games.nova.example/launch', secret: 'nova-top-secret' },
    ...overrides,
  });
  const gameInput = (overrides: Record<string, unknown> = {}) => ({
    vassalage: 'NOVA',
    gameCode: 'NV-001',
    names: { en: 'Nova Stars', cn: '新星' },
    gameClassify: 'SC',
    minBet: '0.05',
    lineNum: 20,
    isHot: true,
    defaultPlayType: 'SLOT',
    imagePath: '',
    enabled: true,
    ...overrides,
  });

  it('lets operators and admins in; cashiers and strangers are refused and nothing changes', async () => {
    const before = await counts();
    for (const path of ['types', 'vendors', 'games']) {
      refused(await call(cashier, 'GET', path), 403, 'forbidden');
      refused(await call('not-a-token', 'GET', path), 401, 'login.not.session');
    }
    refused(await call(cashier, 'POST', 'vendors', vendorInput()), 403, 'forbidden');
    refused(await call(cashier, 'POST', 'games/import', [gameInput()]), 403, 'forbidden');
    expect(await counts()).toEqual(before);
    expect(ok<AdminGameType[]>(await call(operator, 'GET', 'types'))).toHaveLength(10);
    expect(ok<AdminVendor[]>(await call(admin, 'GET', 'vendors')).length).toBeGreaterThan(20);
    refused(await call(operator, 'GET', 'types', undefined, {}, 'nobrand'), 404, 'not_found');
  });

  it('switches a game type off for the brand and the lobby drops it at once; order moves lanes', async () => {
    expect((await gameList('gameType=FISH')).totalCount).toBeGreaterThan(0);
    const types = ok<AdminGameType[]>(await call(operator, 'PUT', 'types/FISH/enabled', { enabled: false }));
    expect(types.find((t) => t.code === 'FISH')).toMatchObject({ enabled: false, vendorCount: 2 });
    expect((await gameList('gameType=FISH')).totalCount).toBe(0);
    ok(await call(operator, 'PUT', 'types/FISH/enabled', { enabled: true }));
    expect((await gameList('gameType=FISH')).totalCount).toBeGreaterThan(0);
    refused(await call(operator, 'PUT', 'types/BOGUS/enabled', { enabled: true }), 400, 'games.typeUnknown');

    const ordered = ok<AdminGameType[]>(await call(operator, 'PUT', 'types/order', { codes: ['LIVE', 'FISH'] }));
    expect(ordered.slice(0, 3).map((t) => t.code)).toEqual(['LIVE', 'FISH', 'RNG']);
    const lanes = (await server.inject('/wps/relay/GCSGAME_newGameVendor?platform=html5-desktop')).json<
      Envelope<GameVendorsValue>
    >().value.data.lanes;
    expect(lanes.slice(0, 2).map((lane) => lane.title)).toEqual(['LIVE', 'FISH']);
    refused(await call(operator, 'PUT', 'types/order', { codes: ['LIVE', 'LIVE'] }), 400, 'request_param_err');
    const audit = await query<{ action: string; operator: string }>(
      server.database.db,
      sql`select action, operator from operator_audit where action like 'games.type.%' order by id`,
    );
    expect(audit.map((a) => a.action)).toEqual(['games.type.enabled', 'games.type.enabled', 'games.type.order']);
    expect(audit.every((a) => a.operator === 'catalogue1')).toBe(true);
  });

  it('creates and updates a vendor; adapter secrets are kept but never sent back', async () => {
    const res = await call(operator, 'POST', 'vendors', vendorInput());
    expect(res.body).not.toContain('nova-top-secret');
    const vendor = ok<AdminVendor>(res);
    expect(vendor).toMatchObject({
      vassalage: 'NOVA',
      gameCount: 0,
      adapter: 'redirect',
      adapterConfig: { launchUrl: 'https://games.nova.example/launch' },
      adapterSecrets: ['secret'],
    });
    const list = await call(operator, 'GET', 'vendors');
    expect(list.body).not.toContain('nova-top-secret');

    // An update without the secret keeps it; '' removes it.
    const renamed = ok<AdminVendor>(
      await call(
        operator,
        'PUT',
        `vendors/${vendor.id}`,
        vendorInput({ displayName: 'Nova Studio', adapterConfig: { launchUrl: 'https://games.nova.example/v2' } }),
      ),
    );
    expect(renamed).toMatchObject({ displayName: 'Nova Studio', adapterSecrets: ['secret'] });
    const [stored] = await query<{ config: Record<string, string> }>(
      server.database.db,
      sql`select adapter_config as config from vendors where id = ${vendor.id}`,
    );
    expect(stored?.config).toEqual({ launchUrl: 'https://games.nova.example/v2', secret: 'nova-top-secret' });
    const cleared = ok<AdminVendor>(
      await call(operator, 'PUT', `vendors/${vendor.id}`, vendorInput({ adapterConfig: { secret: '' } })),
    );
    expect(cleared.adapterSecrets).toEqual([]);
    ok(await call(operator, 'PUT', `vendors/${vendor.id}`, vendorInput()));

    // Order: NOVA first; the lobby's RNG lane follows at once.
    const ordered = ok<AdminVendor[]>(await call(operator, 'PUT', 'vendors/order', { ids: [vendor.id] }));
    expect(ordered.filter((v) => v.gameType === 'RNG')[0]?.vassalage).toBe('NOVA');
    const lanes = (await server.inject('/wps/relay/GCSGAME_newGameVendor?platform=html5-desktop')).json<
      Envelope<GameVendorsValue>
    >().value.data.lanes;
    expect(lanes.find((lane) => lane.title === 'RNG')?.cards[0]?.vassalage).toBe('NOVA');
    refused(await call(operator, 'PUT', 'vendors/order', { ids: [999999] }), 404, 'not_found');

    const before = await counts();
    refused(await call(operator, 'POST', 'vendors', vendorInput()), 409, 'games.vendorExists');
    refused(
      await call(operator, 'POST', 'vendors', vendorInput({ vassalage: 'NO VA' })),
      400,
      'games.vendorCodeInvalid',
    );
    refused(
      await call(operator, 'POST', 'vendors', vendorInput({ vassalage: 'NOVA2', gameType: 'POKER' })),
      400,
      'games.typeUnknown',
    );
    refused(
      await call(operator, 'POST', 'vendors', vendorInput({ vassalage: 'NOVA2', smallIcon: 'javascript:alert(1)' })),
      400,
      'content.url',
    );
    refused(
      await call(
        operator,
        'POST',
        'vendors',
        vendorInput({ vassalage: 'NOVA2', adapterConfig: { launchUrl: 'http://plain.example' } }),
      ),
      400,
      'content.url',
    );
    refused(
      await call(operator, 'POST', 'vendors', vendorInput({ vassalage: 'NOVA2', displayName: ' ' })),
      400,
      'games.nameRequired',
    );
    refused(
      await call(operator, 'POST', 'vendors', vendorInput({ vassalage: 'NOVA2', adapter: 'nope' })),
      400,
      'games.fieldInvalid',
    );
    refused(await call(operator, 'PUT', 'vendors/999999', vendorInput()), 404, 'not_found');
    expect(await counts()).toEqual(before);
  });

  it('creates a game that the lobby lists right away, and edits, disables and orders it', async () => {
    // Warm the cache with the empty answer first: the write must clear it.
    expect((await gameList('gameType=RNG&vassalage=NOVA')).totalCount).toBe(0);
    const game = ok<AdminGame>(await call(operator, 'POST', 'games', gameInput()));
    expect(game).toMatchObject({ vassalage: 'NOVA', gameCode: 'NV-001', gameType: 'RNG', minBet: 0.05, enabled: true });
    expect(game.nodeId).toBeGreaterThan(100_000);
    let listed = await gameList('gameType=RNG&vassalage=NOVA&language=cn');
    expect(listed.games.map((g) => [g.gameCode, g.gameName, g.nodeId])).toEqual([
      ['NV-001', '新星', String(game.nodeId)],
    ]);

    const second = ok<AdminGame>(
      await call(
        operator,
        'POST',
        'games',
        gameInput({ gameCode: 'NV-002', names: { en: 'Nova Moon' }, isHot: false }),
      ),
    );
    expect(second.sortOrder).toBeGreaterThan(game.sortOrder);
    ok(await call(operator, 'PUT', `games/${game.id}`, gameInput({ names: { en: 'Nova Stars Deluxe' } })));
    listed = await gameList('gameType=RNG&vassalage=NOVA&language=cn');
    // The names were replaced: no Chinese name any more, so English is the fallback.
    expect(listed.games.map((g) => g.gameName)).toEqual(['Nova Stars Deluxe', 'Nova Moon']);

    ok(await call(operator, 'PUT', 'games/order', { ids: [second.id] }));
    listed = await gameList('gameType=RNG&vassalage=NOVA');
    expect(listed.games.map((g) => g.gameCode)).toEqual(['NV-002', 'NV-001']);

    const off = ok<AdminGame>(await call(operator, 'PUT', `games/${second.id}/enabled`, { enabled: false }));
    expect(off.enabled).toBe(false);
    expect((await gameList('gameType=RNG&vassalage=NOVA')).games.map((g) => g.gameCode)).toEqual(['NV-001']);

    // A disabled vendor takes its games out of the lobby, also at once.
    const [vendor] = ok<AdminVendor[]>(await call(operator, 'GET', 'vendors')).filter((v) => v.vassalage === 'NOVA');
    expect(vendor?.gameCount).toBe(2);
    ok(await call(operator, 'PUT', `vendors/${vendor?.id}/enabled`, { enabled: false }));
    expect((await gameList('gameType=RNG&vassalage=NOVA')).totalCount).toBe(0);
    ok(await call(operator, 'PUT', `vendors/${vendor?.id}/enabled`, { enabled: true }));
    expect((await gameList('gameType=RNG&vassalage=NOVA')).totalCount).toBe(1);
  });

  it('clears cached popular games with the catalogue, so a disabled game leaves popular at once', async () => {
    const popular = async () =>
      Object.values((await server.inject({ url: '/lgw/games/popular?count=50' })).json<PopularGames>());
    const shown = (await popular())[0]!;
    const [row] = await query<{ id: number }>(
      server.database.db,
      sql`select id from games where node_id = ${Number(shown.nodeId)}`,
    );
    // The popular answer is cached a minute; without the write clearing it, the game would stay.
    ok(await call(operator, 'PUT', `games/${row!.id}/enabled`, { enabled: false }));
    expect((await popular()).map((game) => game.nodeId)).not.toContain(shown.nodeId);
    ok(await call(operator, 'PUT', `games/${row!.id}/enabled`, { enabled: true }));
    expect((await popular()).map((game) => game.nodeId)).toContain(shown.nodeId);
  });

  it('refuses bad games with a code per problem and stores nothing', async () => {
    const before = await counts();
    const cases: [Record<string, unknown>, number, string][] = [
      [{ names: { cn: '没有英文' } }, 400, 'games.nameRequired'],
      [{ names: { en: 'Ok', xx: 'Unknown' } }, 400, 'games.nameInvalid'],
      [{ names: { en: '<b>bold</b>' } }, 400, 'games.nameInvalid'],
      [{ gameClassify: 'ZZ' }, 400, 'games.classifyInvalid'],
      [{ minBet: '-1' }, 400, 'games.minBetInvalid'],
      [{ minBet: 0.001 }, 400, 'games.minBetInvalid'],
      [{ vassalage: 'NOPE' }, 400, 'games.vendorUnknown'],
      [{ gameCode: 'has space' }, 400, 'games.gameCodeInvalid'],
      [{ imagePath: '/img/content/' + 'a'.repeat(64) + '.png' }, 400, 'content.url'],
      [{ gameCode: 'NV-001' }, 409, 'games.gameExists'],
    ];
    for (const [overrides, status, code] of cases)
      refused(await call(operator, 'POST', 'games', gameInput({ gameCode: 'NV-BAD', ...overrides })), status, code);
    // All problems of the input are in value.problems, not just the first.
    const many = refused(
      await call(operator, 'POST', 'games', gameInput({ gameCode: 'NV-BAD', gameClassify: 'ZZ', minBet: -5 })),
      400,
      'games.classifyInvalid',
    );
    expect((many.value as { problems: { code: string }[] }).problems.map((p) => p.code)).toEqual([
      'games.classifyInvalid',
      'games.minBetInvalid',
    ]);
    // Zero is a valid minimum bet; BG is allowed on the demo brand (default language TY).
    ok(await call(operator, 'POST', 'games', gameInput({ gameCode: 'NV-BINGO', gameClassify: 'BG', minBet: 0 })));
    expect((await counts()).games).toBe(before.games + 1);
  });

  it('lists games with search, filters and paging, disabled ones included', async () => {
    const page = ok<AdminGamesPage>(await call(operator, 'GET', 'games?vassalage=nova&pageSize=2'));
    expect(page.total).toBe(3);
    expect(page.list).toHaveLength(2);
    const search = ok<AdminGamesPage>(await call(operator, 'GET', 'games?search=nova%20moon'));
    expect(search.list.map((g) => [g.gameCode, g.enabled])).toEqual([['NV-002', false]]);
    const byCode = ok<AdminGamesPage>(await call(operator, 'GET', 'games?search=nv-bin'));
    expect(byCode.list.map((g) => g.gameCode)).toEqual(['NV-BINGO']);
    const wild = ok<AdminGamesPage>(await call(operator, 'GET', `games?search=${encodeURIComponent("%_'\\")}`));
    expect(wild.total).toBe(0);
    const disabled = ok<AdminGamesPage>(await call(operator, 'GET', 'games?vassalage=NOVA&enabled=false'));
    expect(disabled.list.map((g) => g.gameCode)).toEqual(['NV-002']);
    const bingo = ok<AdminGamesPage>(await call(operator, 'GET', 'games?gameType=RNG&gameClassify=BG&pageSize=500'));
    expect(bingo.pageSize).toBe(200);
    expect(bingo.list.every((g) => g.gameClassify === 'BG')).toBe(true);
    expect(ok<AdminGamesPage>(await call(operator, 'GET', 'games?vassalage=NONE')).total).toBe(0);
    expect(ok<AdminGamesPage>(await call(operator, 'GET', 'games?vassalage=NOVA&pageNo=99')).list).toEqual([]);
  });

  const json = { 'content-type': 'application/json' };
  const csv = { 'content-type': 'text/csv; charset=utf-8' };

  it('imports a JSON feed: the dry run reports and stores nothing, the commit upserts', async () => {
    const feed = [
      { vassalage: 'NOVA', gameCode: 'NV-101', names: { en: 'Comet', ty: 'Kometa' }, minBet: 0.1, lineNum: 25 },
      { gameCode: 'NV-102', names: { en: 'Meteor' }, gameClassify: 'jp', isHot: 'true' },
      { vassalage: 'NOVA', gameCode: 'NV-001', names: { cn: '新星豪华' }, minBet: '1.50' },
    ];
    const before = await counts();
    const dry = ok<ImportReport>(
      await call(operator, 'POST', 'games/import?dryRun=true&vassalage=NOVA', JSON.stringify(feed), json),
    );
    expect(dry).toMatchObject({ dryRun: true, committed: false, total: 3, created: 2, updated: 1, failed: 0 });
    expect(dry.lines.map((l) => [l.line, l.gameCode, l.action])).toEqual([
      [1, 'NV-101', 'create'],
      [2, 'NV-102', 'create'],
      [3, 'NV-001', 'update'],
    ]);
    expect(await counts()).toEqual(before);

    const done = ok<ImportReport>(
      await call(operator, 'POST', 'games/import?vassalage=NOVA', JSON.stringify(feed), json),
    );
    expect(done).toMatchObject({ dryRun: false, committed: true, created: 2, updated: 1 });
    const after = await counts();
    expect(after.games).toBe(before.games + 2);
    expect(after.audit).toBe(before.audit + 1);
    const page = ok<AdminGamesPage>(await call(operator, 'GET', 'games?vassalage=NOVA&pageSize=50'));
    const byCode = new Map(page.list.map((g) => [g.gameCode, g]));
    // Names merge per language; fields the row leaves out keep their value.
    expect(byCode.get('NV-001')).toMatchObject({
      names: { en: 'Nova Stars Deluxe', cn: '新星豪华' },
      minBet: 1.5,
      lineNum: 20,
    });
    expect(byCode.get('NV-102')).toMatchObject({ gameClassify: 'JP', isHot: true, enabled: true });
    expect(byCode.get('NV-102')!.sortOrder).toBeGreaterThan(byCode.get('NV-101')!.sortOrder);
    const nodeIds = page.list.map((g) => g.nodeId);
    expect(new Set(nodeIds).size).toBe(nodeIds.length);
    // The lobby sees the import immediately.
    const lobby = await gameList('vassalage=NOVA&gameName=comet&language=ty');
    expect(lobby.games.map((g) => g.gameName)).toEqual(['Kometa']);
  });

  it('imports a CSV feed with quoted commas, quotes, line breaks, CRLF and a BOM', async () => {
    const feed = (name202: string) =>
      '\uFEFFvassalage,gameCode,name_en,name_cn,gameClassify,minBet,lineNum,isHot\r\n' +
      'NOVA,NV-201,"Stars, Moons and ""More""",星月,SC,0.5,9,yes\r\n' +
      `NOVA,NV-202,"${name202}",,VP,,,no\r\n` +
      'NOVA,NV-101,,彗星,,,,\r\n';
    // A line break inside quotes stays in the field (a name may not hold one) and the record
    // spans lines 3-4, so the next one is line 5.
    const dry = ok<ImportReport>(await call(operator, 'POST', 'games/import?dryRun=1', feed('Two\r\nLines'), csv));
    expect(dry.lines.map((l) => [l.line, l.gameCode, l.action, l.problems.map((p) => p.field)])).toEqual([
      [2, 'NV-201', 'create', []],
      [3, 'NV-202', 'error', ['names.en']],
      [5, 'NV-101', 'update', []],
    ]);
    const done = ok<ImportReport>(await call(operator, 'POST', 'games/import', feed('Two, Lines'), csv));
    expect(done).toMatchObject({ committed: true, created: 2, updated: 1 });
    const page = ok<AdminGamesPage>(await call(operator, 'GET', 'games?search=nv-20&pageSize=10'));
    const byCode = new Map(page.list.map((g) => [g.gameCode, g]));
    expect(byCode.get('NV-201')).toMatchObject({
      names: { en: 'Stars, Moons and "More"', cn: '星月' },
      minBet: 0.5,
      lineNum: 9,
      isHot: true,
    });
    expect(byCode.get('NV-202')).toMatchObject({ names: { en: 'Two, Lines' }, gameClassify: 'VP', isHot: false });
    const comet = ok<AdminGamesPage>(await call(operator, 'GET', 'games?search=NV-101')).list[0];
    expect(comet?.names).toEqual({ en: 'Comet', ty: 'Kometa', cn: '彗星' });
    expect(comet?.minBet).toBe(0.1);
  });

  it('refuses a feed with any bad line whole, reporting every problem per line', async () => {
    // A second brand whose default language is English: BG is not offered there.
    await server.database.db.execute(
      sql`insert into brands (merchant_code, name, default_language) values ('enbrand', 'English brand', 'en')`,
    );
    // A new brand has every type, all off until an operator switches them on.
    const fresh = ok<AdminGameType[]>(await call(admin, 'GET', 'types', undefined, {}, 'enbrand'));
    expect(fresh.map((t) => [t.code, t.enabled])).toEqual(fresh.map((t) => [t.code, false]));
    expect(fresh).toHaveLength(10);
    ok(await call(admin, 'POST', 'vendors', vendorInput({ vassalage: 'ENV' }), {}, 'enbrand'));
    const enFeed = [{ vassalage: 'ENV', gameCode: 'E1', names: { en: 'Bingo Hall' }, gameClassify: 'BG' }];
    const enDry = ok<ImportReport>(
      await call(admin, 'POST', 'games/import?dryRun=true', JSON.stringify(enFeed), json, 'enbrand'),
    );
    expect(enDry.lines[0]?.problems.map((p) => p.code)).toEqual(['games.bingoNotOffered']);

    const before = await counts();
    const feed = [
      { vassalage: 'NOVA', gameCode: 'NV-301', names: { en: 'Fine' } },
      { vassalage: 'GHOST', gameCode: 'G-1', names: { en: 'Ghost' } },
      { vassalage: 'NOVA', gameCode: 'NV-302', names: { en: 'Bad' }, gameClassify: 'XX', minBet: -1 },
      { vassalage: 'NOVA', gameCode: 'NV-301', names: { en: 'Twice' } },
      { vassalage: 'NOVA', gameCode: 'NV-303', names: { cn: '无英文' } },
      { vassalage: 'NOVA', gameCode: 'NV-304' },
      { vassalage: 'NOVA', gameCode: 'NV-305', names: { en: 'Typo' }, minbet: 1 },
      'not an object',
    ];
    const res = refused(
      await call(operator, 'POST', 'games/import', JSON.stringify(feed), json),
      400,
      'games.importInvalid',
    );
    const report = res.value as ImportReport;
    expect(report).toMatchObject({ committed: false, total: 8, failed: 7 });
    expect(report.lines.map((l) => [l.line, l.action, l.problems.map((p) => p.code)])).toEqual([
      [1, 'create', []],
      [2, 'error', ['games.vendorUnknown']],
      [3, 'error', ['games.classifyInvalid', 'games.minBetInvalid']],
      [4, 'error', ['games.importDuplicate']],
      [5, 'error', ['games.nameRequired']],
      [6, 'error', ['games.nameRequired']],
      [7, 'error', ['games.fieldInvalid']],
      [8, 'error', ['games.importFormat', 'games.vendorUnknown', 'games.gameCodeInvalid', 'games.nameRequired']],
    ]);
    expect(report.lines[3]?.problems[0]?.message).toContain('line 1');
    // Nothing of the good first line was stored either, and no audit entry was written.
    expect(await counts()).toEqual(before);
    expect(ok<AdminGamesPage>(await call(operator, 'GET', 'games?search=NV-301')).total).toBe(0);

    // A CSV line with a bad cell: its line number (record start) is reported.
    const text = 'gameCode,name_en,minBet\nNV-401,Ok,1\nNV-402,"multi\nline",-3\n';
    const csvRes = refused(
      await call(operator, 'POST', 'games/import?vassalage=NOVA', text, csv),
      400,
      'games.importInvalid',
    );
    expect((csvRes.value as ImportReport).lines.map((l) => [l.line, l.action])).toEqual([
      [2, 'create'],
      [3, 'error'],
    ]);
    expect(await counts()).toEqual(before);
  });

  it('refuses unreadable, oversized and wrongly typed feeds', async () => {
    refused(await call(operator, 'POST', 'games/import', 'gameCode,colour\nA,red\n', csv), 400, 'games.importFormat');
    refused(await call(operator, 'POST', 'games/import', 'name_en\nA\n', csv), 400, 'games.importFormat');
    const unclosed = refused(
      await call(operator, 'POST', 'games/import', 'gameCode,name_en\nA,"open\n', csv),
      400,
      'games.importFormat',
    );
    expect(unclosed.value).toEqual({ line: 2 });
    refused(
      await call(operator, 'POST', 'games/import', JSON.stringify({ games: [] }), json),
      400,
      'games.importFormat',
    );
    refused(
      await call(operator, 'POST', 'games/import', '<xml/>', { 'content-type': 'application/xml' }),
      415,
      'unsupported_media_type',
    );
    const rows = Array.from({ length: IMPORT_MAX_ROWS + 1 }, (_, i) => ({ gameCode: `X${i}` }));
    const tooMany = refused(
      await call(operator, 'POST', 'games/import?vassalage=NOVA', JSON.stringify(rows), json),
      400,
      'games.importTooMany',
    );
    expect(tooMany.value).toMatchObject({ maxRows: IMPORT_MAX_ROWS });
    const huge = `gameCode,name_en\n${'A,'.padEnd(3 * 1024 * 1024, 'x')}\n`;
    expect((await call(operator, 'POST', 'games/import', huge, csv)).statusCode).toBe(413);
  });
});
