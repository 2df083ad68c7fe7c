import { and, asc, eq } from 'drizzle-orm';
import type { LotteryIssueView } from '../../../shared/api/lottery';
import { ERROR_CODES } from '../../../shared/api/error-codes';
import type { Database } from '../../db/client';
import {
  lotteryGames,
  lotteryIssues,
  lotteryResultEntries,
  type LotteryGameRow,
  type LotteryIssueRow,
} from '../../db/schema';
import { ApiError } from '../../lib/errors';

/** A brand's lottery game by code, or 404 lottery.game.unknown. */
export async function gameByCode(db: Database, brandId: number, code: string): Promise<LotteryGameRow> {
  const [game] = await db
    .select()
    .from(lotteryGames)
    .where(and(eq(lotteryGames.brandId, brandId), eq(lotteryGames.code, code)));
  if (!game) throw new ApiError(404, ERROR_CODES.lotteryGameUnknown, `No lottery game ${code}`);
  return game;
}

/**
 * An issue of a game, or 404 lottery.issue.unknown. With `lock` it is row-locked for the rest of the
 * transaction: every change of an issue's status takes this lock first, so two operators (or two
 * sources) deciding at once are ordered.
 */
export async function findIssue(db: Database, gameId: number, numero: string, lock: boolean): Promise<LotteryIssueRow> {
  const query = db
    .select()
    .from(lotteryIssues)
    .where(and(eq(lotteryIssues.lotteryGameId, gameId), eq(lotteryIssues.numero, numero)));
  const [issue] = lock ? await query.for('update') : await query;
  if (!issue) throw new ApiError(404, ERROR_CODES.lotteryIssueUnknown, `No issue ${numero}`);
  return issue;
}

/** The operator's view of an issue with every source's entry. */
export async function issueView(db: Database, game: LotteryGameRow, issue: LotteryIssueRow): Promise<LotteryIssueView> {
  const entries = await db
    .select()
    .from(lotteryResultEntries)
    .where(eq(lotteryResultEntries.issueId, issue.id))
    .orderBy(asc(lotteryResultEntries.enteredAt), asc(lotteryResultEntries.id));
  return {
    gameCode: game.code,
    numero: issue.numero,
    status: issue.status,
    opensAt: issue.opensAt.getTime(),
    locksAt: issue.locksAt.getTime(),
    drawsAt: issue.drawsAt.getTime(),
    result: issue.result,
    heldTiers: issue.heldTiers ?? [],
    confirmedBy: issue.confirmedBy ?? '',
    voidReason: issue.voidReason ?? '',
    entries: entries.map((entry) => ({
      source: entry.source,
      operator: entry.operator,
      enteredAt: entry.enteredAt.getTime(),
      result: entry.result,
    })),
  };
}
