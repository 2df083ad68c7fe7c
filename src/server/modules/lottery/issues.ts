import { and, eq, inArray, lte } from 'drizzle-orm';
import type { FairCrypto } from '../../../games/fairness/engine';
import type { Database } from '../../db/client';
import { lotteryGames, lotteryIssues } from '../../db/schema';
import { houseResult, newHouseSeeds } from './house-draw';
import { plannedIssues } from './schedule';

/** What the issue jobs need: the database, the hashes and where house server seeds come from. */
export interface IssueDeps {
  readonly db: Database;
  readonly crypto: FairCrypto;
  readonly newServerSeed: () => Uint8Array;
}

/** Most house issues drawn in one run (the rest wait for the next run). */
const DRAW_BATCH = 500;

/**
 * Creates every planned issue of every enabled game that does not exist yet: idempotent, and safe
 * when several processes run it at once (the (game, numero) key keeps the first; a later insert of
 * the same issue with another seed is dropped whole, so a published commitment never changes).
 * Answers how many issues it created.
 */
export async function createIssues(deps: IssueDeps, now: number): Promise<number> {
  const { db } = deps;
  const enabled = await db.select().from(lotteryGames).where(eq(lotteryGames.enabled, true));
  let created = 0;
  for (const game of enabled) {
    const rows = plannedIssues(game, now).map((issue) => ({
      lotteryGameId: game.id,
      ...issue,
      ...(game.kind === 'house' ? newHouseSeeds(deps.crypto, deps.newServerSeed(), game.code, issue.numero) : {}),
    }));
    if (rows.length === 0) continue;
    const inserted = await db
      .insert(lotteryIssues)
      .values(rows)
      .onConflictDoNothing({ target: [lotteryIssues.lotteryGameId, lotteryIssues.numero] })
      .returning({ id: lotteryIssues.id });
    created += inserted.length;
  }
  return created;
}

/** Closes betting on every open issue whose lock time has come (one statement; a repeat finds nothing). */
export async function lockDueIssues(db: Database, now: number): Promise<number> {
  const locked = await db
    .update(lotteryIssues)
    .set({ status: 'locked', updatedAt: new Date(now) })
    .where(and(eq(lotteryIssues.status, 'open'), lte(lotteryIssues.locksAt, new Date(now))))
    .returning({ id: lotteryIssues.id });
  return locked.length;
}

/**
 * Draws the house issues whose time has come: reveals the seed and stores the result it fixes.
 * The result depends on the seeds only, so two processes drawing the same issue compute the same
 * board; the status guard lets one of them write it.
 */
export async function drawDueHouseIssues(deps: IssueDeps, now: number): Promise<number> {
  const { db } = deps;
  const due = await db
    .select({
      id: lotteryIssues.id,
      format: lotteryGames.format,
      serverSeed: lotteryIssues.serverSeed,
      clientSeed: lotteryIssues.clientSeed,
    })
    .from(lotteryIssues)
    .innerJoin(lotteryGames, eq(lotteryGames.id, lotteryIssues.lotteryGameId))
    .where(
      and(
        eq(lotteryGames.kind, 'house'),
        inArray(lotteryIssues.status, ['open', 'locked']),
        lte(lotteryIssues.drawsAt, new Date(now)),
      ),
    )
    .orderBy(lotteryIssues.drawsAt)
    .limit(DRAW_BATCH);
  let drawn = 0;
  for (const issue of due) {
    if (issue.serverSeed === null || issue.clientSeed === null) continue;
    const result = houseResult(deps.crypto, issue.format, {
      serverSeed: issue.serverSeed,
      clientSeed: issue.clientSeed,
    });
    const at = new Date(now);
    const written = await db
      .update(lotteryIssues)
      .set({
        status: 'drawn',
        result: result as Record<string, string[]>,
        seedRevealedAt: at,
        confirmedBy: 'house',
        confirmedAt: at,
        updatedAt: at,
      })
      .where(and(eq(lotteryIssues.id, issue.id), inArray(lotteryIssues.status, ['open', 'locked'])))
      .returning({ id: lotteryIssues.id });
    drawn += written.length;
  }
  return drawn;
}

/** One run of the lottery's clock: create what is missing, lock what is due, draw the fast draws. */
export async function advanceLottery(deps: IssueDeps, now: number): Promise<void> {
  await createIssues(deps, now);
  await lockDueIssues(deps.db, now);
  await drawDueHouseIssues(deps, now);
}
