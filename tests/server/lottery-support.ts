// Shared helpers of the lottery suites: a test server on a settable clock and the issue jobs' deps.
import { and, eq } from 'drizzle-orm';
import { lotteryGames, lotteryIssues } from '../../src/server/db/schema';
import { newServerSeed, nodeFairCrypto } from '../../src/server/modules/house/fair-crypto';
import type { IssueDeps } from '../../src/server/modules/lottery/issues';
import { startTestServer, type TestServer } from '../fixtures/server';

/** A server whose clock (and so its lottery job) reads `clock.now`. */
export async function lotteryServer(start: string): Promise<{ server: TestServer; clock: { now: number } }> {
  const clock = { now: Date.parse(start) };
  const server = await startTestServer({ now: () => clock.now });
  return { server, clock };
}

export const issueDeps = (server: TestServer): IssueDeps => ({
  db: server.database.db,
  crypto: nodeFairCrypto,
  newServerSeed,
});

/** The demo brand's lottery game by code. */
export async function gameRow(server: TestServer, code: string) {
  const [game] = await server.database.db.select().from(lotteryGames).where(eq(lotteryGames.code, code));
  if (!game) throw new Error(`no lottery game ${code}`);
  return game;
}

/** An issue of a game by numero. */
export async function issueRow(server: TestServer, code: string, numero: string) {
  const game = await gameRow(server, code);
  const [issue] = await server.database.db
    .select()
    .from(lotteryIssues)
    .where(and(eq(lotteryIssues.lotteryGameId, game.id), eq(lotteryIssues.numero, numero)));
  if (!issue) throw new Error(`no issue ${code} ${numero}`);
  return issue;
}

/** Every issue of a game. */
export async function issuesOf(server: TestServer, code: string) {
  const game = await gameRow(server, code);
  return server.database.db.select().from(lotteryIssues).where(eq(lotteryIssues.lotteryGameId, game.id));
}
