// Search as you type (issue 16): GCSGAME_gameList with gameName answers from the per-brand name
// index. Ranking (name start, then word start, then inside a name), every language's names with
// case and accents folded, the other filters and paging combined with a search, and operator
// writes showing up in the very next search.
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Envelope } from '../../src/shared/api/envelope';
import type { GameListValue } from '../../src/shared/api/games';
import type { AdminGame, AdminVendor } from '../../src/shared/api/games-admin';
import { skipReason, startTestServer, type TestServer } from '../fixtures/server';

const skip = await skipReason();

/** Two vendors' games; the comments say how each ranks for "dragon". */
const GAMES = [
  // Name start, in English; the other languages' names are searched too.
  {
    vassalage: 'SRA',
    gameCode: 'A1',
    names: { en: 'Dragon Gold', cn: '龙之金', th: 'มังกรทอง', vi: 'Rồng Vàng' },
    gameClassify: 'SC',
    minBet: '0.05',
    lineNum: 20,
  },
  // Word start.
  {
    vassalage: 'SRA',
    gameCode: 'A2',
    names: { en: 'Golden Dragon', th: 'ทองคำมังกร' },
    gameClassify: 'JP',
    minBet: '0.1',
    lineNum: 243,
  },
  // Inside a word.
  {
    vassalage: 'SRA',
    gameCode: 'A3',
    names: { en: 'Snapdragon Reels' },
    gameClassify: 'SC',
    minBet: '0.05',
    lineNum: 5,
  },
  // Name start.
  {
    vassalage: 'SRA',
    gameCode: 'A4',
    names: { en: 'Dragonfly Bonanza' },
    gameClassify: 'SC',
    minBet: '0.05',
    lineNum: 25,
  },
  // Word start, second vendor.
  {
    vassalage: 'SRB',
    gameCode: 'B1',
    names: { en: 'Red Dragon Temple' },
    gameClassify: 'SC',
    minBet: '0.05',
    lineNum: 25,
  },
  // No dragon at all.
  {
    vassalage: 'SRB',
    gameCode: 'B2',
    names: { en: 'Tiger Palace', cn: '虎宫', th: 'พระราชวังเสือ', vi: 'Cung Điện Hổ' },
    gameClassify: 'SC',
    minBet: '0.05',
    lineNum: 25,
  },
];

describe.skipIf(skip)('game name search', () => {
  let server: TestServer;
  let operator: string;
  const ids = new Map<string, number>();

  const admin = (method: 'POST' | 'PUT', path: string, payload: unknown): Promise<LightMyRequestResponse> =>
    server.inject({
      method,
      url: `/admin/api/games/demo/${path}`,
      headers: { authorization: `Bearer ${operator}` },
      payload: payload as string,
    });
  const written = <T>(res: LightMyRequestResponse): T => {
    expect(res.statusCode, res.body).toBe(200);
    return res.json<Envelope<T>>().value;
  };
  /** A search of the two vendors' slots; `extra` adds or replaces query parameters. */
  const search = async (gameName: string, extra: Record<string, string> = {}) => {
    const query = new URLSearchParams({ gameType: 'RNG', vassalage: 'SRA,SRB', gameName, pageSize: '50', ...extra });
    const res = await server.inject({ url: `/wps/relay/GCSGAME_gameList?${query}` });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<Envelope<GameListValue>>().value;
  };
  const codes = async (gameName: string, extra: Record<string, string> = {}) =>
    (await search(gameName, extra)).games.map((g) => g.gameCode);

  beforeAll(async () => {
    server = await startTestServer();
    operator = await server.operatorToken();
    for (const vassalage of ['SRA', 'SRB']) {
      written<AdminVendor>(
        await admin('POST', 'vendors', {
          vassalage,
          displayName: `Search ${vassalage}`,
          gameType: 'RNG',
          isHot: false,
          accountTypeId: 0,
          accountTypeName: vassalage,
          walletMode: 'seamless',
          isGame: 'GAME',
          largeIcon: '',
          smallIcon: '',
          h5Icon: '',
          enabled: true,
          adapter: 'redirect',
          adapterConfig: {},
        }),
      );
    }
    for (const game of GAMES) {
      const created = written<AdminGame>(
        await admin('POST', 'games', { isHot: false, defaultPlayType: 'SLOT', imagePath: '', enabled: true, ...game }),
      );
      ids.set(game.gameCode, created.id);
    }
  });
  afterAll(() => server?.close());

  it('ranks names starting with the search first, then word starts, then the search inside a word', async () => {
    // Lobby order inside each rank: vendor order (SRA before SRB), then the games' own order.
    expect(await codes('dragon')).toEqual(['A1', 'A4', 'A2', 'B1', 'A3']);
    // A search of one or two characters is ranked the same way.
    // (B2's Vietnamese name "Cung Điện Hổ" has a word starting with d.)
    expect(await codes('d')).toEqual(['A1', 'A4', 'A2', 'B1', 'B2', 'A3']);
    expect(await codes('dr')).toEqual(['A1', 'A4', 'A2', 'B1', 'A3']);
    // Spaces are part of the search.
    expect(await codes('dragon g')).toEqual(['A1']);
    expect(await codes('agon t')).toEqual(['B1']);
    expect(await codes('zebra')).toEqual([]);
  });

  it("finds games by every language's names, folding case, accents and full-width letters", async () => {
    for (const text of ['DRAGON', 'Dragon', 'ｄｒａｇｏｎ', '  dragon  ']) {
      expect(await codes(text), text).toEqual(['A1', 'A4', 'A2', 'B1', 'A3']);
    }
    expect(await codes('龙')).toEqual(['A1']);
    expect(await codes('虎')).toEqual(['B2']);
    // Thai: a name's start before a later Thai word's start (by dictionary, no spaces), both found.
    expect(await codes('มังกร')).toEqual(['A1', 'A2']);
    expect(await codes('ทอง')).toEqual(['A2', 'A1']);
    expect(await codes('เสือ')).toEqual(['B2']);
    // Vietnamese with or without its accents.
    for (const text of ['Rồng Vàng', 'rong vang', 'RONG']) expect(await codes(text), text).toEqual(['A1']);
    for (const text of ['điện', 'DIEN', 'Cung Dien']) expect(await codes(text), text).toEqual(['B2']);
    // Each game is shown in the asked language, found by whichever language matched.
    const thai = await search('rong', { language: 'th' });
    expect(thai.games.map((g) => g.gameName)).toEqual(['มังกรทอง']);
    // Literal text: pattern characters match nothing here.
    for (const text of ['%', '_', '.*', "' or 1=1 --"]) expect(await codes(text), text).toEqual([]);
  });

  it('combines a search with vendor, classification, minimum bet, lines and paging', async () => {
    expect(await codes('dragon', { vassalage: 'SRB' })).toEqual(['B1']);
    expect(await codes('dragon', { gameClassify: 'SC' })).toEqual(['A1', 'A4', 'B1', 'A3']);
    expect(await codes('dragon', { minBet: '0.1' })).toEqual(['A2']);
    expect(await codes('dragon', { minLineNum: '25' })).toEqual(['A4', 'A2', 'B1']);
    expect(await codes('dragon', { minLineNum: '25', gameClassify: 'SC', vassalage: 'SRA' })).toEqual(['A4']);
    expect(await search('dragon', { gameType: 'FISH' })).toMatchObject({ games: [], totalCount: 0 });
    const pages = [];
    for (const pageNo of ['1', '2', '3', '4']) pages.push(await search('dragon', { pageSize: '2', pageNo }));
    expect(pages.map((page) => page.games.map((g) => g.gameCode))).toEqual([['A1', 'A4'], ['A2', 'B1'], ['A3'], []]);
    for (const page of pages) expect(page).toMatchObject({ totalCount: 5, totalPages: 3, pageSize: 2 });
    // Without a vendor list the search covers the whole type (the house slot has no dragon).
    const whole = await search('dragon', { vassalage: '' });
    expect(whole.games.map((g) => g.gameCode)).toEqual(['A1', 'A4', 'A2', 'B1', 'A3']);
    expect((await search('lucky crown', { vassalage: '' })).games.map((g) => g.vassalage)).toEqual(['PH']);
  });

  it('shows an operator rename, disable and vendor switch-off in the next search', async () => {
    expect(await codes('dragon')).toContain('A3');
    written(
      await admin('PUT', `games/${ids.get('A3')}`, {
        ...GAMES[2],
        names: { en: 'Sea Reels', cn: '海之卷' },
        isHot: false,
        defaultPlayType: 'SLOT',
        imagePath: '',
        enabled: true,
      }),
    );
    expect(await codes('dragon')).toEqual(['A1', 'A4', 'A2', 'B1']);
    expect(await codes('sea')).toEqual(['A3']);
    expect(await codes('海')).toEqual(['A3']);

    written(await admin('PUT', `games/${ids.get('A1')}/enabled`, { enabled: false }));
    expect(await codes('dragon')).toEqual(['A4', 'A2', 'B1']);
    expect(await codes('龙')).toEqual([]);
    written(await admin('PUT', `games/${ids.get('A1')}/enabled`, { enabled: true }));
    expect(await codes('龙')).toEqual(['A1']);

    const vendors = written<AdminVendor[]>(
      await server.inject({
        method: 'GET',
        url: '/admin/api/games/demo/vendors',
        headers: { authorization: `Bearer ${operator}` },
      }),
    );
    const sra = vendors.find((vendor) => vendor.vassalage === 'SRA')!;
    written(await admin('PUT', `vendors/${sra.id}/enabled`, { enabled: false }));
    expect(await codes('dragon')).toEqual(['B1']);
    written(await admin('PUT', `vendors/${sra.id}/enabled`, { enabled: true }));
    expect(await codes('dragon')).toEqual(['A1', 'A4', 'A2', 'B1']);
  });
});
