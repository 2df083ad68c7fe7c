import { and, asc, eq } from 'drizzle-orm';
import { DRAW_FORMATS, differingTiers, resultProblem, type DrawResult } from '../../../games/lottery/engine/formats';
import { ERROR_CODES } from '../../../shared/api/error-codes';
import type { LotteryIssueView } from '../../../shared/api/lottery';
import type { Database } from '../../db/client';
import { lotteryIssues, lotteryResultEntries, type LotteryGameRow, type LotteryIssueRow } from '../../db/schema';
import { ApiError } from '../../lib/errors';
import { insertAudit } from '../admin/queries';
import type { Actor } from '../admin/service';
import { findIssue, gameByCode, issueView } from './issue-view';

/**
 * Results of real draws (docs/architecture.md "Lottery: games, issues and results"): each source's
 * result is one row; when two sources agree the issue is drawn (ready for settlement), when any two
 * differ it is held with the differing tiers until an operator confirms one source's result. An
 * issue not yet settled can be voided (settlement refunds its tickets). Every change takes the
 * issue's row lock first, so racing entries are decided one after the other and confirm once.
 */
export interface IssueAction {
  readonly brandId: number;
  readonly gameCode: string;
  readonly numero: string;
  readonly actor: Actor;
  readonly now: number;
}

/** Statuses a real draw's result may still be entered in. */
const ENTERABLE = new Set<LotteryIssueRow['status']>(['open', 'locked', 'held']);
/** Statuses an issue may be voided from: anything settlement has not finished. */
const VOIDABLE = new Set<LotteryIssueRow['status']>(['open', 'locked', 'held', 'drawn']);

const stateError = (issue: LotteryIssueRow) =>
  new ApiError(409, ERROR_CODES.lotteryIssueState, `Issue ${issue.numero} is ${issue.status}`);

/** A result as stored and compared: the format's tiers in order, nothing else (the shape is checked first). */
function canonical(game: LotteryGameRow, result: DrawResult): Record<string, string[]> {
  return Object.fromEntries(DRAW_FORMATS[game.format].tiers.map(({ tier }) => [tier, [...(result[tier] ?? [])]]));
}

const sameResult = (game: LotteryGameRow, a: DrawResult, b: DrawResult) =>
  differingTiers(DRAW_FORMATS[game.format], a, b).length === 0;

/**
 * One source's result of a real draw. The same entry again changes nothing and answers the
 * issue; the same source with another result is refused (lottery.source.conflict). A bad board
 * is refused before anything is read or written.
 */
export async function enterResult(
  db: Database,
  action: IssueAction & { source: string; result: DrawResult },
): Promise<LotteryIssueView> {
  const game = await gameByCode(db, action.brandId, action.gameCode);
  const problem = resultProblem(DRAW_FORMATS[game.format], action.result);
  if (problem) throw new ApiError(400, ERROR_CODES.lotteryResultShape, 'The result does not fit the format');
  const result = canonical(game, action.result);
  return db.transaction(async (tx) => {
    const issue = await findIssue(tx, game.id, action.numero, true);
    if (game.kind !== 'real') throw stateError(issue);
    // A repeat is answered whatever the issue became since (the row lock orders it after the first).
    const [earlier] = await tx
      .select({ result: lotteryResultEntries.result })
      .from(lotteryResultEntries)
      .where(and(eq(lotteryResultEntries.issueId, issue.id), eq(lotteryResultEntries.source, action.source)));
    if (earlier) {
      if (!sameResult(game, earlier.result, result))
        throw new ApiError(409, ERROR_CODES.lotterySourceConflict, `${action.source} gave another result`);
      return issueView(tx, game, issue);
    }
    if (!ENTERABLE.has(issue.status)) throw stateError(issue);
    if (issue.drawsAt.getTime() > action.now)
      throw new ApiError(409, ERROR_CODES.lotteryNotDrawnYet, `Issue ${issue.numero} draws later`);
    // The unique (issue, source) key backs the lock up: a second row of a source can never exist.
    await tx.insert(lotteryResultEntries).values({
      issueId: issue.id,
      source: action.source,
      operatorId: action.actor.operatorId,
      operator: action.actor.name,
      result,
      enteredAt: new Date(action.now),
    });
    const decided = await decide(tx, game, issue, action.now);
    await insertAudit(tx, {
      operator: action.actor.name,
      operatorId: action.actor.operatorId,
      action: 'lottery.result.enter',
      detail: { gameCode: game.code, numero: issue.numero, source: action.source, status: decided.status },
      ip: action.actor.ip,
    });
    return issueView(tx, game, decided);
  });
}

/** After a new entry: confirmed when two or more entries agree and none differs, held when any differs. */
async function decide(db: Database, game: LotteryGameRow, issue: LotteryIssueRow, now: number) {
  if (issue.status === 'held') return issue;
  const entries = await db
    .select({ result: lotteryResultEntries.result })
    .from(lotteryResultEntries)
    .where(eq(lotteryResultEntries.issueId, issue.id))
    .orderBy(asc(lotteryResultEntries.id));
  const [first, ...others] = entries;
  if (!first || others.length === 0) return issue;
  const format = DRAW_FORMATS[game.format];
  const differing = [...new Set(others.flatMap((other) => differingTiers(format, first.result, other.result)))];
  const at = new Date(now);
  const change =
    differing.length === 0
      ? { status: 'drawn' as const, result: first.result, confirmedBy: 'sources', confirmedAt: at }
      : { status: 'held' as const, heldTiers: format.tiers.map((t) => t.tier).filter((t) => differing.includes(t)) };
  const [updated] = await db
    .update(lotteryIssues)
    .set({ ...change, updatedAt: at })
    .where(eq(lotteryIssues.id, issue.id))
    .returning();
  return updated ?? issue;
}

/** Ends a hold by confirming one entered source's result (audited with the reason). */
export async function resolveIssue(
  db: Database,
  action: IssueAction & { source: string; reason: string },
): Promise<LotteryIssueView> {
  const game = await gameByCode(db, action.brandId, action.gameCode);
  return db.transaction(async (tx) => {
    const issue = await findIssue(tx, game.id, action.numero, true);
    if (issue.status !== 'held') throw stateError(issue);
    const [entry] = await tx
      .select({ result: lotteryResultEntries.result })
      .from(lotteryResultEntries)
      .where(and(eq(lotteryResultEntries.issueId, issue.id), eq(lotteryResultEntries.source, action.source)));
    if (!entry) throw new ApiError(404, ERROR_CODES.lotterySourceUnknown, `No entry from ${action.source}`);
    const at = new Date(action.now);
    const [updated] = await tx
      .update(lotteryIssues)
      .set({
        status: 'drawn',
        result: entry.result,
        heldTiers: null,
        confirmedBy: action.actor.name,
        confirmedAt: at,
        updatedAt: at,
      })
      .where(eq(lotteryIssues.id, issue.id))
      .returning();
    await insertAudit(tx, {
      operator: action.actor.name,
      operatorId: action.actor.operatorId,
      action: 'lottery.issue.resolve',
      detail: {
        gameCode: game.code,
        numero: issue.numero,
        source: action.source,
        heldTiers: issue.heldTiers,
        reason: action.reason,
      },
      ip: action.actor.ip,
    });
    return issueView(tx, game, updated ?? issue);
  });
}

/** Voids an issue that is not settled (the draw was cancelled): settlement refunds its tickets. */
export async function voidIssue(db: Database, action: IssueAction & { reason: string }): Promise<LotteryIssueView> {
  const game = await gameByCode(db, action.brandId, action.gameCode);
  return db.transaction(async (tx) => {
    const issue = await findIssue(tx, game.id, action.numero, true);
    if (!VOIDABLE.has(issue.status)) throw stateError(issue);
    const [updated] = await tx
      .update(lotteryIssues)
      .set({ status: 'void', voidReason: action.reason, updatedAt: new Date(action.now) })
      .where(eq(lotteryIssues.id, issue.id))
      .returning();
    await insertAudit(tx, {
      operator: action.actor.name,
      operatorId: action.actor.operatorId,
      action: 'lottery.issue.void',
      detail: { gameCode: game.code, numero: issue.numero, from: issue.status, reason: action.reason },
      ip: action.actor.ip,
    });
    return issueView(tx, game, updated ?? issue);
  });
}
