// The lottery gateway's calls (issue 19; api-contract.md 3.5 and 6): bare answers (no envelope),
// menus by prize mode in any case with each game's open issue and countdown, the opened numbers,
// the member's recent lottery games from their launches, and the results history.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LotteryHistory, LotteryMenu, OpenedNumero } from '../../src/shared/api/lottery';
import { gameLaunches, members } from '../../src/server/db/schema';
import { createIssues, drawDueHouseIssues } from '../../src/server/modules/lottery/issues';
import { skipReason, type TestServer } from '../fixtures/server';
import { DEMO_PLAYER, tokenOf } from './auth-client';
import { gameRow, issueDeps, issueRow, lotteryServer } from './lottery-support';

const skip = await skipReason();

describe.skipIf(skip)('lottery gateway calls', () => {
  let server: TestServer;
  let clock: { now: number };

  beforeAll(async () => {
    // Saturday 28 November 2026, 17:00 in Hanoi (10:00 UTC): XSMB locks at 18:00 and draws at 18:15.
    ({ server, clock } = await lotteryServer('2026-11-28T10:00:00Z'));
    await createIssues(issueDeps(server), clock.now);
  });
  afterAll(() => server?.close());

  const menu = async (query: string) => {
    const res = await server.inject(`/lgw/vn/games/game_menu?${query}`);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json<LotteryMenu>();
    // Bare: the client runs Object.values over it and expects groups.
    expect(Array.isArray(body)).toBe(true);
    return body;
  };

  it('answers the ELOTT menu in any case, grouped by tag, with the open issue and its countdown', async () => {
    for (const mode of ['ELOTT', 'elott', 'Elott']) {
      const groups = await menu(`prizeMode=${mode}&device=WEB`);
      expect(groups.map((group) => group.tag)).toEqual(['VN', 'FAST']);
    }
    const [vn, fast] = await menu('prizeMode=ELOTT&device=WEB');
    const xsmb = vn!.gameMenus[0]!;
    expect(xsmb).toMatchObject({
      gameCode: 'XSMB',
      gameMenuTag: 'VN',
      kind: 'real',
      numero: '20261128',
      lockTime: 900,
      drawDayOfWeek: '1,2,3,4,5,6,7',
      winningTime: Date.parse('2026-11-28T11:15:00Z'),
      remainTime: Date.parse('2026-11-28T11:00:00Z') - clock.now,
      serverSeedHash: '',
    });
    const game = await gameRow(server, 'XSMB');
    expect(xsmb.gameId).toBe(game.gameId);
    expect(xsmb.remark).toBe('Northern Lottery (XSMB)');
    expect(fast!.gameMenus.map((item) => item.gameCode)).toEqual(['XSMB1', 'XSMB3', 'XSMB5']);
    const one = fast!.gameMenus[0]!;
    const open = await issueRow(server, 'XSMB1', one.numero);
    expect(one.serverSeedHash).toBe(open.commitment);
    expect(one.drawInterval).toBe(60);
    expect(one.remainTime).toBe(open.locksAt.getTime() - clock.now);
  });

  it('lists the SEA games on their weekdays under SEA, nothing for an empty mode, and refuses unknown modes', async () => {
    const sea = await menu('prizeMode=sea');
    expect(sea.map((group) => group.tag)).toEqual(['SEA', 'FAST']);
    expect(sea[0]?.gameMenus[0]).toMatchObject({ gameCode: 'SEA4D', drawDayOfWeek: '1,4,7', numero: '20261128' });
    expect(await menu('prizeMode=Lott')).toEqual([]);
    const all = await menu('');
    expect(all.flatMap((group) => group.gameMenus)).toHaveLength(6);
    const bad = await server.inject('/lgw/vn/games/game_menu?prizeMode=ZZ');
    expect(bad.statusCode).toBe(400);
    expect(bad.json<{ code: string }>().code).toBe('lottery.prize.mode.unknown');
  });

  it('moves to the next issue once betting closes, never a negative remaining time', async () => {
    clock.now = Date.parse('2026-11-28T11:00:00Z');
    const [vn] = await menu('prizeMode=ELOTT');
    const xsmb = vn!.gameMenus[0]!;
    expect(xsmb.numero).toBe('20261129');
    expect(xsmb.remainTime).toBe(Date.parse('2026-11-29T11:00:00Z') - clock.now);
    for (const item of (await menu('')).flatMap((group) => group.gameMenus))
      expect(item.remainTime).toBeGreaterThanOrEqual(0);
  });

  it('shows the latest openings after a draw, with and without the lotto prefix', async () => {
    await drawDueHouseIssues(issueDeps(server), clock.now);
    const res = await server.inject('/lgw/vn/numeros/opened/game?count=100');
    expect(res.statusCode).toBe(200);
    const opened = res.json<OpenedNumero[]>();
    expect(Array.isArray(opened)).toBe(true);
    const fast = opened.find((item) => item.gameCode === 'XSMB1');
    const history = (await server.inject('/lgw/vn/numeros/history?gameCode=XSMB1&count=2')).json<LotteryHistory>();
    expect(history.draws).toHaveLength(2);
    expect(fast?.numero).toBe(history.draws[0]?.numero);
    expect(fast?.openNumber).toBe(history.draws[0]?.result.db?.[0]);
    expect(fast?.openNumber).toMatch(/^\d{5}$/);
    // Real draws have no result yet, so they are not listed.
    expect(opened.some((item) => item.gameCode === 'XSMB')).toBe(false);
    expect((await server.inject('/lgw/vn/numeros/opened/game?count=1')).json<OpenedNumero[]>()).toHaveLength(1);
    // The menu shows the last opening too.
    const [, fastMenu] = await menu('prizeMode=ELOTT');
    expect(fastMenu?.gameMenus[0]).toMatchObject({ lastNumero: fast?.numero, openNumber: fast?.openNumber });

    expect((await server.inject('/lotto/lgw/games/opened/numero')).statusCode).toBe(401);
    const token = await tokenOf(server, DEMO_PLAYER);
    const withToken = await server.inject({ url: '/lotto/lgw/games/opened/numero', headers: { authorization: token } });
    expect(withToken.statusCode).toBe(200);
    expect(withToken.json<OpenedNumero[]>()).toEqual(opened);
    const unknown = await server.inject('/lgw/vn/numeros/history?gameCode=NOPE');
    expect(unknown.statusCode).toBe(404);
  });

  it('lists the lottery games the member launched, latest first, and needs a token', async () => {
    expect((await server.inject('/lgw/vn/games/game_menu/recent?recentCount=100')).statusCode).toBe(401);
    const token = await tokenOf(server, DEMO_PLAYER);
    const recent = async (query: string) => {
      const res = await server.inject({
        url: `/lgw/vn/games/game_menu/recent?${query}`,
        headers: { authorization: token },
      });
      expect(res.statusCode, res.body).toBe(200);
      return res.json<{ gameCode: string }[]>().map((item) => item.gameCode);
    };
    expect(await recent('recentCount=100')).toEqual([]);
    const [player] = await server.database.db.select().from(members).where(eq(members.username, DEMO_PLAYER.username));
    const xsmb = await gameRow(server, 'XSMB');
    const sea = await gameRow(server, 'SEA4D');
    await server.database.db.insert(gameLaunches).values([
      {
        brandId: xsmb.brandId,
        memberId: player!.id,
        gameId: xsmb.gameId,
        mode: 'real',
        launchedAt: new Date('2026-11-27T10:00:00Z'),
      },
      {
        brandId: sea.brandId,
        memberId: player!.id,
        gameId: sea.gameId,
        mode: 'real',
        launchedAt: new Date('2026-11-28T09:00:00Z'),
      },
    ]);
    expect(await recent('recentCount=100&device=WEB')).toEqual(['SEA4D', 'XSMB']);
    expect(await recent('recentCount=1')).toEqual(['SEA4D']);
    expect(await recent('prizeMode=ELOTT&recentCount=100')).toEqual(['XSMB']);
  });
});
