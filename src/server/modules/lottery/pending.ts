import { and, asc, eq, inArray, lte } from 'drizzle-orm';
import type { LotteryPendingIssue } from '../../../shared/api/lottery';
import type { Database } from '../../db/client';
import { lotteryGames, lotteryIssues, lotteryResultEntries } from '../../db/schema';

/** Most issues the operators' work list shows at once (oldest first). */
const PENDING_LIMIT = 200;

/**
 * The operators' work list: real draws whose draw time has passed and that are not confirmed
 * (still open or locked: results to enter; held: a mismatch to resolve), oldest first, with the
 * sources entered so far.
 */
export async function pendingIssues(db: Database, brandId: number, now: number): Promise<LotteryPendingIssue[]> {
  const issues = await db
    .select({
      id: lotteryIssues.id,
      gameCode: lotteryGames.code,
      numero: lotteryIssues.numero,
      status: lotteryIssues.status,
      drawsAt: lotteryIssues.drawsAt,
      heldTiers: lotteryIssues.heldTiers,
    })
    .from(lotteryIssues)
    .innerJoin(lotteryGames, eq(lotteryGames.id, lotteryIssues.lotteryGameId))
    .where(
      and(
        eq(lotteryGames.brandId, brandId),
        eq(lotteryGames.kind, 'real'),
        inArray(lotteryIssues.status, ['open', 'locked', 'held']),
        lte(lotteryIssues.drawsAt, new Date(now)),
      ),
    )
    .orderBy(asc(lotteryIssues.drawsAt), asc(lotteryIssues.id))
    .limit(PENDING_LIMIT);
  if (issues.length === 0) return [];
  const entries = await db
    .select({ issueId: lotteryResultEntries.issueId, source: lotteryResultEntries.source })
    .from(lotteryResultEntries)
    .where(
      inArray(
        lotteryResultEntries.issueId,
        issues.map((issue) => issue.id),
      ),
    )
    .orderBy(asc(lotteryResultEntries.id));
  return issues.map((issue) => ({
    gameCode: issue.gameCode,
    numero: issue.numero,
    status: issue.status,
    drawsAt: issue.drawsAt.getTime(),
    heldTiers: issue.heldTiers ?? [],
    sources: entries.filter((entry) => entry.issueId === issue.id).map((entry) => entry.source),
  }));
}
