// Launching (issue 6): the signed redirect URL with a game session token, finding the game,
// launchMode, disabled games, vendors and types, free play and trial gating, visitors' free play,
// not-connected vendors, back URLs, rooms and the launch rate limit.
import { createHash, createHmac } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Envelope } from '../../src/shared/api/envelope';
import type { LaunchGameValue } from '../../src/shared/api/games';
import { rowsOf } from '../../src/server/db/migrate';
import { skipReason, startTestServer, type TestServer } from '../fixtures/server';
import { trialToken } from './auth-client';
import { VENDOR_SECRET, connectRedirectVendor, gamesOf, launch, memberToken, type DemoGame } from './games-support';

const skip = await skipReason();

/** The vendor's side: recompute the signature over every other parameter, sorted by name. */
function verifiedParams(gameUrl: string): URLSearchParams {
  const url = new URL(gameUrl);
  const params = new URLSearchParams(url.search);
  const signature = params.get('signature');
  params.delete('signature');
  const sorted = new URLSearchParams([...params].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
  const expected = createHmac('sha256', VENDOR_SECRET).update(sorted.toString()).digest('hex');
  expect(signature).toBe(expected);
  return params;
}

describe.skipIf(skip)('game launch', () => {
  let server: TestServer;
  let member: { id: number; token: string };
  let game: DemoGame;
  let noFree: DemoGame;
  beforeAll(async () => {
    server = await startTestServer({ demoCatalogue: true });
    member = await memberToken(server, 'launcher');
    await connectRedirectVendor(server, 'LUX');
    await connectRedirectVendor(server, 'NEB', { launchUrl: 'https://neb.example/play', secret: 'neb-secret' });
    [game] = (await gamesOf(server, 'LUX', 1)) as [DemoGame];
    [noFree] = (await gamesOf(server, 'NEB', 1)) as [DemoGame];
  });
  afterAll(() => server?.close());

  const ok = (res: { statusCode: number; body: string; json: <T>() => T }) => {
    expect(res.statusCode, res.body).toBe(200);
    return res.json<Envelope<LaunchGameValue>>().value.content;
  };
  const failure = (res: { statusCode: number; json: <T>() => T }) => ({
    status: res.statusCode,
    code: res.json<Envelope<null>>().code,
  });
  /** A refusal answered 200 with success false (not an HTTP failure the browser logs). */
  const refusal = (res: { statusCode: number; json: <T>() => T }) => {
    const body = res.json<Envelope<null>>();
    return { status: res.statusCode, success: body.success, code: body.code, message: typeof body.message };
  };
  const base = () => ({ nodeId: game.nodeId, vassalage: 'LUX', gameType: 'RNG', launchMode: 'GLS' });

  it('answers a signed vendor URL with a game session token and records the launch', async () => {
    const content = ok(
      await launch(server, { ...base(), accountType: '1', language: 'en', backUrl: '/rng?page=LUX#top' }, member.token),
    );
    expect(content).toMatchObject({
      openMode: 'iframe',
      accountType: '1',
      walletMode: 'seamless',
      gameCode: game.gameCode,
      vassalage: 'LUX',
      nodeId: game.nodeId,
    });
    expect(content.game_url.startsWith('https://games.vendor.example/launch?')).toBe(true);
    const params = verifiedParams(content.game_url);
    expect(params.get('operator')).toBe('playhub');
    expect(params.get('gameCode')).toBe(game.gameCode);
    expect(params.get('language')).toBe('en');
    expect(params.get('mode')).toBe('real');
    expect(params.get('lobbyUrl')).toBe('http://localhost:8080/rng?page=LUX#top');
    const token = params.get('token') ?? '';
    expect(token.length).toBeGreaterThanOrEqual(40);

    const sessions = rowsOf<{ member_id: number; mode: string }>(
      await server.database.db.execute(
        sql`select member_id, mode from game_sessions where token_hash = ${createHash('sha256').update(token).digest('hex')}`,
      ),
    );
    expect(sessions).toEqual([{ member_id: member.id, mode: 'real' }]);
    const launches = rowsOf<{ game_id: number; mode: string }>(
      await server.database.db.execute(sql`select game_id, mode from game_launches where member_id = ${member.id}`),
    );
    expect(launches).toEqual([{ game_id: game.id, mode: 'real' }]);
  });

  it('a tampered URL no longer verifies', async () => {
    const content = ok(await launch(server, base(), member.token));
    const tampered = content.game_url.replace(`gameCode=${game.gameCode}`, 'gameCode=LUX0002');
    expect(() => verifiedParams(tampered)).toThrow();
  });

  it('finds the game by nodeId, gameId or vendor and game code, and nothing else', async () => {
    expect(ok(await launch(server, { gameId: game.id, launchMode: 'GLS' }, member.token)).nodeId).toBe(game.nodeId);
    const byCode = { vassalage: 'lux', gameCode: game.gameCode, launchMode: 'GLS' };
    expect(ok(await launch(server, byCode, member.token)).nodeId).toBe(game.nodeId);
    const unknown: Record<string, string | number>[] = [
      { nodeId: '987654321', launchMode: 'GLS' },
      { nodeId: 'abc', launchMode: 'GLS' },
      { nodeId: game.nodeId, vassalage: 'NEB', launchMode: 'GLS' },
      { vassalage: 'LUX', gameCode: "x' or '1'='1", launchMode: 'GLS' },
      { vassalage: 'NOPE', gameCode: game.gameCode, launchMode: 'GLS' },
      { gameCode: game.gameCode, launchMode: 'GLS' },
      { launchMode: 'GLS' },
    ];
    for (const query of unknown) {
      expect(failure(await launch(server, query, member.token)), JSON.stringify(query)).toEqual({
        status: 400,
        code: 'games.unknownGame',
      });
    }
    expect(failure(await launch(server, { ...base(), gameId: -1 }, member.token)).code).toBe('request_param_err');
  });

  it('needs launchMode and a known accountType', async () => {
    const { launchMode: _omitted, ...withoutMode } = base();
    expect(failure(await launch(server, withoutMode, member.token))).toEqual({
      status: 400,
      code: 'games.launchModeRequired',
    });
    expect(failure(await launch(server, { ...base(), launchMode: ' ' }, member.token)).code).toBe(
      'games.launchModeRequired',
    );
    expect(failure(await launch(server, { ...base(), accountType: '7' }, member.token))).toEqual({
      status: 400,
      code: 'request_param_err',
    });
  });

  it('refuses switched-off games, vendors and game types', async () => {
    const db = server.database.db;
    const disabled = { status: 403, code: 'games.gameDisabled' };
    await db.execute(sql`update games set enabled = false where id = ${game.id}`);
    expect(failure(await launch(server, base(), member.token))).toEqual(disabled);
    await db.execute(sql`update games set enabled = true where id = ${game.id}`);
    await db.execute(sql`update vendors set enabled = false where vassalage = 'LUX'`);
    expect(failure(await launch(server, base(), member.token))).toEqual(disabled);
    await db.execute(sql`update vendors set enabled = true where vassalage = 'LUX'`);
    await db.execute(sql`update brand_game_types set enabled = false where game_type = 'RNG'`);
    expect(failure(await launch(server, base(), member.token))).toEqual(disabled);
    await db.execute(sql`update brand_game_types set enabled = true where game_type = 'RNG'`);
    ok(await launch(server, base(), member.token));
  });

  it('offers free play only where the vendor has it, and trial accounts only free play', async () => {
    const free = ok(await launch(server, { ...base(), accountType: '0' }, member.token));
    expect(free.accountType).toBe('0');
    expect(verifiedParams(free.game_url).get('mode')).toBe('free');
    const noFreeQuery = { nodeId: noFree.nodeId, launchMode: 'GLS', accountType: '0' };
    expect(failure(await launch(server, noFreeQuery, member.token))).toEqual({
      status: 403,
      code: 'games.freePlayUnavailable',
    });

    const trial = await trialToken(server);
    const trialFree = ok(await launch(server, { ...base(), accountType: '0' }, trial));
    expect(new URL(trialFree.game_url).searchParams.get('token')).toBeTruthy();
    for (const accountType of ['1', '']) {
      expect(failure(await launch(server, { ...base(), accountType }, trial))).toEqual({
        status: 403,
        code: 'games.realAccountRequired',
      });
    }
  });

  it('lets visitors play free without a token, and only free', async () => {
    const content = ok(await launch(server, { ...base(), accountType: '1' }));
    expect(content.accountType).toBe('0');
    const params = verifiedParams(content.game_url);
    expect(params.get('mode')).toBe('free');
    expect(params.has('token')).toBe(false);
    expect(failure(await launch(server, { nodeId: noFree.nodeId, launchMode: 'GLS' }))).toEqual({
      status: 403,
      code: 'games.freePlayUnavailable',
    });
    const res = await server.inject(`/wps/game/launchGame?nodeId=${game.nodeId}&launchMode=GLS`);
    expect(failure(res)).toEqual({ status: 401, code: 'login.not.session' });
  });

  it('says calmly, in a 200 refusal, that a vendor without a working connection is not connected', async () => {
    const [live] = (await gamesOf(server, 'AURA', 1)) as [DemoGame];
    const notConnected = { status: 200, success: false, code: 'games.vendorUnavailable', message: 'string' };
    expect(refusal(await launch(server, { nodeId: live.nodeId, launchMode: 'GLS' }, member.token))).toEqual(
      notConnected,
    );
    for (const config of [
      { launchUrl: 'http://plain.example/launch', secret: 's' },
      { launchUrl: 'https://no-secret.example/launch' },
      { launchUrl: 'not a url', secret: 's' },
      { launchUrl: 'https://user:pw@vendor.example/launch', secret: 's' },
    ]) {
      await connectRedirectVendor(server, 'AURA', config);
      expect(refusal(await launch(server, { nodeId: live.nodeId, launchMode: 'GLS' }, member.token))).toEqual(
        notConnected,
      );
    }
    await server.database.db.execute(sql`update vendors set adapter = 'no-such-kind' where vassalage = 'AURA'`);
    expect(refusal(await launch(server, { nodeId: live.nodeId, launchMode: 'GLS' }, member.token))).toEqual(
      notConnected,
    );
  });

  it('keeps back URLs on this site', async () => {
    const lobbyOf = async (backUrl: string) =>
      verifiedParams(ok(await launch(server, { ...base(), backUrl }, member.token)).game_url).get('lobbyUrl');
    expect(await lobbyOf('/pvp')).toBe('http://localhost:8080/pvp');
    for (const evil of [
      'https://evil.example/',
      '//evil.example/x',
      '/\\evil.example',
      'javascript:alert(1)',
      '/%0d%0aSet-Cookie:x',
      ' ',
    ]) {
      const lobby = await lobbyOf(evil);
      expect(new URL(lobby ?? '').origin, evil).toBe('http://localhost:8080');
      expect(lobby === 'http://localhost:8080/' || evil.startsWith('/%0d'), evil).toBe(true);
    }
  });

  it('passes a PvP room on and refuses rooms the game does not have', async () => {
    await connectRedirectVendor(server, 'TONG');
    const [pvp] = (await gamesOf(server, 'TONG', 1)) as [DemoGame];
    const query = { nodeId: pvp.nodeId, launchMode: 'GLS', roomId: `${pvp.gameCode}-high` };
    expect(verifiedParams(ok(await launch(server, query, member.token)).game_url).get('roomId')).toBe(
      `${pvp.gameCode}-high`,
    );
    expect(failure(await launch(server, { ...query, roomId: 'LUX0001-high' }, member.token)).code).toBe(
      'games.unknownGame',
    );
  });

  it('limits launches per member', async () => {
    const busy = await memberToken(server, 'busyplayer');
    let status = 200;
    let launches = 0;
    while (status === 200 && launches < 40) {
      const res = await launch(server, base(), busy.token);
      status = res.statusCode;
      if (status === 200) launches += 1;
      else expect(res.headers['retry-after']).toBeDefined();
    }
    expect(status).toBe(429);
    expect(launches).toBe(30);
    // Another member is not affected.
    ok(await launch(server, base(), member.token));
  });
});
