// Helpers of the lottery ticket suites: a funded member with a launched lottery game, the page's
// API with the game token, and driving the tickets' jobs by hand (the background jobs are off).
import { sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { rowsOf } from '../../src/server/db/migrate';
import { lotteryIssues } from '../../src/server/db/schema';
import { createIssues, lockDueIssues } from '../../src/server/modules/lottery/issues';
import { defaultOdds, type TicketDeps } from '../../src/server/modules/lottery/tickets-place';
import { createSeamlessWallet } from '../../src/server/modules/seamless/wallet';
import type { TestServer } from '../fixtures/server';
import { tokenOf } from './auth-client';
import { launch, MEMBER_PASSWORD, memberToken } from './games-support';
import { issueDeps, lotteryServer } from './lottery-support';
import { fund } from './seamless-support';

/** A test server on a settable clock with its scheduled jobs off (the suites run them by hand). */
export async function ticketServer(start: string) {
  const { server, clock } = await lotteryServer(start);
  server.app.jobs.runPeriod = () => Promise.resolve('skipped');
  await createIssues(issueDeps(server), clock.now);
  const deps: TicketDeps = {
    db: server.database.db,
    wallet: createSeamlessWallet(server.database.db, { now: () => clock.now }),
    now: () => clock.now,
    odds: defaultOdds,
  };
  return { server, clock, deps };
}

/** Moves the clock and runs the lottery's clock job (create, lock) at it. */
export async function advanceTo(server: TestServer, clock: { now: number }, at: string): Promise<void> {
  clock.now = Date.parse(at);
  await createIssues(issueDeps(server), clock.now);
  await lockDueIssues(server.database.db, clock.now);
}

export async function demoBrandId(server: TestServer): Promise<number> {
  const rows = rowsOf<{ id: number }>(
    await server.database.db.execute(sql`select id from brands where merchant_code = 'demo'`),
  );
  return rows[0]!.id;
}

/** The lobby launch of a lottery game (XSMB by default); answers the whole response. */
export function launchLottery(server: TestServer, token?: string, nodeId = 2, vassalage = 'TCG_LOTTO_VN') {
  return launch(
    server,
    { nodeId, vassalage, gameType: 'ELOTT', launchMode: 'LOTT', accountType: token ? '1' : '0', language: 'en' },
    token,
  );
}

/** A fresh member with `funds` in their wallet and a lottery game token. */
export async function lotteryPlayer(server: TestServer, username: string, funds: bigint, nodeId = 2) {
  const member = await memberToken(server, username);
  if (funds > 0n) await fund(server.database.db, await demoBrandId(server), member.id, funds);
  const res = await launchLottery(server, member.token, nodeId, nodeId >= 6 ? 'TCG_SEA' : 'TCG_LOTTO_VN');
  if (res.statusCode !== 200) throw new Error(`launch failed: ${res.statusCode} ${res.body}`);
  const url = res.json<{ value: { content: { game_url: string } } }>().value.content.game_url;
  const game = new URL(url, 'http://localhost').searchParams.get('token');
  if (!game) throw new Error(`no token in ${url}`);
  return { ...member, username, game, url };
}

/** A new game token of a player (a new login and launch at the current clock: tokens live 4 hours). */
export async function relaunch(server: TestServer, username: string, nodeId = 2): Promise<string> {
  const token = await tokenOf(server, { username, password: MEMBER_PASSWORD });
  const res = await launchLottery(server, token, nodeId, nodeId >= 6 ? 'TCG_SEA' : 'TCG_LOTTO_VN');
  if (res.statusCode !== 200) throw new Error(`launch failed: ${res.statusCode} ${res.body}`);
  const url = res.json<{ value: { content: { game_url: string } } }>().value.content.game_url;
  return new URL(url, 'http://localhost').searchParams.get('token') ?? '';
}

/** A call of the betting page's API with the game token as a bearer. */
export function page(
  server: TestServer,
  gameToken: string,
  method: 'GET' | 'POST',
  path: string,
  payload?: unknown,
): Promise<LightMyRequestResponse> {
  return server.inject({
    method,
    url: `/house/api/lottery/${path}`,
    headers: { authorization: `Bearer ${gameToken}`, origin: 'null' },
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });
}

export async function pageValue<T>(response: Promise<LightMyRequestResponse>): Promise<T> {
  const res = await response;
  if (res.statusCode !== 200) throw new Error(`lottery call failed: ${res.statusCode} ${res.body}`);
  return res.json<{ value: T }>().value;
}

/** Rows of a raw query. */
export async function rows<T>(server: TestServer, statement: ReturnType<typeof sql>): Promise<T[]> {
  return rowsOf<T>(await server.database.db.execute(statement));
}

/** Sets an issue's status and result directly (house-like draw without the seeds). */
export async function markDrawn(server: TestServer, issueId: number, result: Record<string, string[]>) {
  await server.database.db
    .update(lotteryIssues)
    .set({ status: 'drawn', result, confirmedBy: 'test', confirmedAt: new Date() })
    .where(sql`${lotteryIssues.id} = ${issueId}`);
}
