// Helpers of the games player suites: members, a vendor connected through the 'redirect'
// adapter, launches and raw lookups of the demo catalogue.
import { sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { rowsOf } from '../../src/server/db/migrate';
import type { TestServer } from '../fixtures/server';
import { call, createMember, tokenOf } from './auth-client';

export const LAUNCH_URL = 'https://games.vendor.example/launch?operator=playhub';
export const VENDOR_SECRET = 'vendor-shared-secret-0123456789';

/** The password of the members memberToken() makes. */
export const MEMBER_PASSWORD = 'Games-test-2026';

/** A fresh real member of the demo brand and its session token. */
export async function memberToken(server: TestServer, username: string): Promise<{ id: number; token: string }> {
  const id = await createMember(server, { username, password: MEMBER_PASSWORD });
  return { id, token: await tokenOf(server, { username, password: MEMBER_PASSWORD }) };
}

/** Points a demo vendor at the redirect adapter with a launch URL, its secret and free play. */
export async function connectRedirectVendor(
  server: TestServer,
  vassalage: string,
  config: Record<string, unknown> = { launchUrl: LAUNCH_URL, secret: VENDOR_SECRET, freePlay: true },
): Promise<void> {
  await server.database.db.execute(
    sql`update vendors set adapter = 'redirect', adapter_config = ${JSON.stringify(config)}::jsonb
        where vassalage = ${vassalage}`,
  );
}

export interface DemoGame {
  id: number;
  nodeId: string;
  gameCode: string;
  vassalage: string;
  gameType: string;
  minBet: number;
}

/** The first games of a demo vendor in lobby order, straight from the database. */
export async function gamesOf(server: TestServer, vassalage: string, limit = 3): Promise<DemoGame[]> {
  const rows = rowsOf<{ id: number; node_id: number; game_code: string; game_type: string; min_bet: string }>(
    await server.database.db.execute(
      sql`select g.id, g.node_id, g.game_code, g.game_type, g.min_bet::text as min_bet
          from games g join vendors v on v.id = g.vendor_id
          where v.vassalage = ${vassalage} order by g.sort_order, g.id limit ${limit}`,
    ),
  );
  return rows.map((row) => ({
    id: row.id,
    nodeId: String(row.node_id),
    gameCode: row.game_code,
    vassalage,
    gameType: row.game_type,
    minBet: Number(row.min_bet),
  }));
}

/** GET /wps/game/launchGame (or the visitors' GCS_gameLaunchFB without a token). */
export function launch(
  server: TestServer,
  query: Record<string, string | number>,
  token?: string,
  ip?: string,
): Promise<LightMyRequestResponse> {
  const path = token ? '/wps/game/launchGame' : '/wps/relay/GCS_gameLaunchFB';
  const search = new URLSearchParams(Object.entries(query).map(([key, value]) => [key, String(value)]));
  return call(server, { method: 'GET', url: `${path}?${search}`, ...(token ? { token } : {}), ...(ip ? { ip } : {}) });
}

/** Launches a game for real with the usual lobby parameters; fails the test unless it answers 200. */
export async function launchReal(server: TestServer, game: DemoGame, token: string): Promise<void> {
  const res = await launch(
    server,
    { nodeId: game.nodeId, vassalage: game.vassalage, gameType: game.gameType, launchMode: 'GLS', accountType: '1' },
    token,
  );
  if (res.statusCode !== 200) throw new Error(`launch failed: ${res.statusCode} ${res.body}`);
}
