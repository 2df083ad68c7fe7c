// Helpers of the house-game suites: launching Lucky Crown through the lobby, the house API with
// the game token, and the brand's house settings.
import { sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { rowsOf } from '../../src/server/db/migrate';
import { SLOT_GAME } from '../../src/games/slot/engine';
import type { Database } from '../../src/server/db/client';
import { startRound, type PlayerKey, type RoundRow } from '../../src/server/modules/house/queries';
import type { StoredHouseSettings } from '../../src/server/modules/house/settings';
import { LUCKY_CROWN_NODE_ID } from '../../src/server/modules/house/seed';
import type { TestServer } from '../fixtures/server';
import { playerIdOf } from '../../src/server/modules/seamless/players';
import { DEMO_PLAYER } from './auth-client';
import { launch } from './games-support';

/** Launches Lucky Crown (the house vendor PH) for real (with a member token) or free; answers the game token. */
export async function launchLuckyCrown(server: TestServer, memberToken?: string, free = false): Promise<string> {
  const res = await launch(
    server,
    {
      nodeId: LUCKY_CROWN_NODE_ID,
      vassalage: 'PH',
      gameType: 'RNG',
      launchMode: 'GLS',
      accountType: free || !memberToken ? '0' : '1',
      language: 'en',
    },
    memberToken,
  );
  if (res.statusCode !== 200) throw new Error(`launch failed: ${res.statusCode} ${res.body}`);
  const url = res.json<{ value: { content: { game_url: string } } }>().value.content.game_url;
  const token = new URL(url, 'http://localhost').searchParams.get('token');
  if (!url.startsWith('/house/slot/?') || !token) throw new Error(`not a house launch: ${url}`);
  return token;
}

/** A call to the house API with the game token as a bearer. */
export function house(
  server: TestServer,
  gameToken: string,
  method: 'GET' | 'POST',
  path: string,
  payload?: unknown,
): Promise<LightMyRequestResponse> {
  return server.inject({
    method,
    url: `/house/api/${path}`,
    headers: { authorization: `Bearer ${gameToken}`, origin: 'null' },
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });
}

/** The value of a successful house call (fails the test otherwise). */
export async function houseValue<T>(response: Promise<LightMyRequestResponse>): Promise<T> {
  const res = await response;
  if (res.statusCode !== 200) throw new Error(`house call failed: ${res.statusCode} ${res.body}`);
  return res.json<{ value: T }>().value;
}

/** Replaces the demo brand's house settings and waits until this app's brand cache has them. */
export async function setHouseSettings(server: TestServer, settings: StoredHouseSettings): Promise<void> {
  await server.database.db.execute(
    sql`update brands set house_settings = ${JSON.stringify(settings)}::jsonb, updated_at = now() where merchant_code = 'demo'`,
  );
  await server.app.brands.invalidate();
}

/** The sum of the demo brand's jackpot pool shards, minor units. */
export async function poolMinor(server: TestServer): Promise<bigint> {
  const rows = rowsOf<{ total: string | null }>(
    await server.database.db.execute(
      sql`select sum(balance)::text as total from ledger_accounts where kind = 'jackpot_pool'`,
    ),
  );
  return BigInt(rows[0]?.total ?? '0');
}

/** Rows of a raw query. */
export async function rows<T>(server: TestServer, statement: ReturnType<typeof sql>): Promise<T[]> {
  return rowsOf<T>(await server.database.db.execute(statement));
}

/** The demo player: their member id, house key and seamless player id. */
export async function demoHousePlayer(
  server: TestServer,
): Promise<{ memberId: number; key: PlayerKey; playerId: string }> {
  const [member] = await rows<{ id: number; brand_id: number }>(
    server,
    sql`select id, brand_id from members where username = ${DEMO_PLAYER.username}`,
  );
  if (!member) throw new Error('no demo player');
  const key: PlayerKey = { brandId: member.brand_id, memberId: member.id, funSession: null };
  return { memberId: member.id, key, playerId: await playerIdOf(server.database.db, key.brandId, member.id) };
}

/**
 * What a real spin of Lucky Crown writes before it talks to the wallet: the pending round (no
 * interval to wait for). Fails the test when no round started.
 */
export async function startRealRound(
  db: Database,
  player: { key: PlayerKey; playerId: string },
  requestId: string,
  { stake, jackpotOdds = 0 }: { stake: bigint; jackpotOdds?: number },
): Promise<RoundRow> {
  const round = await startRound(db, {
    key: player.key,
    mode: 'real',
    vendorCode: 'PH',
    playerId: player.playerId,
    gameCode: SLOT_GAME.code,
    gameVersion: SLOT_GAME.version,
    requestId,
    stake,
    jackpotOdds,
    at: new Date(),
    minIntervalMs: 0,
  });
  if (!round) throw new Error('round not started');
  return round;
}
