import { and, asc, eq, gt, lte } from 'drizzle-orm';
import type { LotteryPlaceAnswer, LotteryPlaceBody } from '../../../shared/api/lottery-tickets';
import { ERROR_CODES, type ErrorCode } from '../../../shared/api/error-codes';
import {
  betProblem,
  costOf,
  DEFAULT_LOTTERY_ODDS,
  exposureOf,
  lineCount,
  maxPayoutOf,
  type Bet,
  type LotteryOdds,
} from '../../../games/lottery/engine';
import type { Database } from '../../db/client';
import {
  lotteryGames,
  lotteryIssues,
  lotterySlips,
  lotteryTickets,
  type LotteryGameRow,
  type LotteryIssueRow,
  type LotterySlipRow,
} from '../../db/schema';
import { ApiError } from '../../lib/errors';
import { sha256 } from '../../lib/tokens';
import type { HousePlayer } from '../house/sessions';
import { sessionInvalid } from '../house/sessions';
import type { SeamlessWallet } from '../seamless/contract';
import { SeamlessError } from '../seamless/errors';
import { loadLotterySettings, type LotterySettings } from './settings';
import {
  addExposures,
  exposuresOf,
  ISSUE_TOTAL_KEY,
  ISSUE_TOTAL_SHARDS,
  issueTotalOf,
  lockExposureKeys,
  merge,
  releaseExposures,
  slipBetId,
  ticketsOfSlip,
  ticketView,
} from './tickets-store';
import { walletRefusal } from './wallet-refusal';

/**
 * Placing a slip (issue 19): the bets checked by the engine, the tickets and their exposure
 * written under the issue's row lock, then the slip's whole cost taken as ONE wallet bet.
 *
 * - Pending first: the slip and its tickets exist (status placing) before money moves, so a crash
 *   in between is finished by the recovery job (takeOrDropSlip), which sends the same bet again:
 *   the wallet answers a repeat with the first answer, or refuses it and the slip is dropped.
 * - One wallet message per slip, not per ticket: a 50-bet slip chased over 120 issues is 6,000
 *   tickets and still one debit. Refunds (cancel, void, stopped chase) are credits per ticket.
 * - Idempotent by requestId: the slip row is unique per (member, requestId), so of 100 copies
 *   sent at once one inserts and the others wait on its key, then find it and answer its tickets
 *   (sending the same bet, which the wallet answers as a repeat). The same id with another slip
 *   is refused.
 * - The lock race: the issue rows are read FOR SHARE in the transaction that inserts the tickets,
 *   and locking an issue is an UPDATE of that row, so a bet either commits before the lock
 *   (and is in the issue) or sees the issue locked and is refused.
 * - Liability: each line's exposure (engine exposureOf) is added per (issue, key) under an
 *   advisory lock per (issue, key), so slips on the same numbers are serialised and slips on
 *   other numbers are not. A bet that would pass the cap is refused naming the number (refused,
 *   not cut: a player's slip is never silently changed). The issue's total maximum payout is
 *   sharded over 16 rows and checked without its own lock, so it may be passed by what is in
 *   flight at the moment it is reached (a few slips), which is the price of not serialising
 *   every slip of an issue.
 */

export interface TicketDeps {
  readonly db: Database;
  readonly wallet: SeamlessWallet;
  readonly now: () => number;
  /** The brand's odds (the engine's defaults until odds per brand are set). */
  readonly odds: (brandId: number) => LotteryOdds;
}

export const defaultOdds = (): LotteryOdds => DEFAULT_LOTTERY_ODDS;

/** The lottery game a session plays (the catalogue game's code within its brand). */
export async function lotteryGameOf(db: Database, player: HousePlayer): Promise<LotteryGameRow> {
  const [game] = await db
    .select()
    .from(lotteryGames)
    .where(and(eq(lotteryGames.brandId, player.brandId), eq(lotteryGames.code, player.gameCode)));
  if (!game) throw new ApiError(404, ERROR_CODES.lotteryGameUnknown, `No lottery game ${player.gameCode}`);
  return game;
}

/** A real-money player (the lottery has no free play). */
export function realPlayer(player: HousePlayer): HousePlayer & { memberId: number } {
  if (player.mode !== 'real' || player.memberId === null) throw sessionInvalid();
  return player as HousePlayer & { memberId: number };
}

const refusal = (status: number, code: ErrorCode, message: string, value: unknown = null) =>
  new ApiError(status, code, message, value);

/** A bet priced: its cost, lines and maximum payout per issue. */
interface PricedBet {
  readonly bet: Bet;
  readonly lines: number;
  readonly cost: number;
  readonly maxPayout: number;
}

function priceBets(body: LotteryPlaceBody, odds: LotteryOdds, game: LotteryGameRow, settings: LotterySettings) {
  return body.bets.map((input, index): PricedBet => {
    const problem = betProblem(input, odds, game.format);
    if (problem) throw refusal(400, problem, `Bet ${index + 1}: ${problem}`, { bet: index });
    const bet = input as Bet;
    const maxPayout = maxPayoutOf(bet, odds);
    if (maxPayout > settings.ticketMaxPayoutMinor)
      throw refusal(400, ERROR_CODES.lotteryTicketMaxPayout, `Bet ${index + 1} could pay ${maxPayout}`, {
        bet: index,
        maxPayout: settings.ticketMaxPayoutMinor,
      });
    return { bet, lines: lineCount(bet.type, bet.numbers.length), cost: costOf(bet, odds), maxPayout };
  });
}

/** The content a requestId stands for: a retry must send the same. */
function contentHash(body: LotteryPlaceBody): string {
  return sha256(
    JSON.stringify({
      numero: body.numero,
      bets: body.bets.map((bet) => [bet.type, bet.numbers, bet.units]),
      issues: body.chase?.issues ?? 1,
      stopOnWin: body.chase?.stopOnWin ?? false,
    }),
  );
}

/** The issues a slip goes on: the numero's and, for a chase, the next ones; each read FOR SHARE. */
async function slipIssues(tx: Database, game: LotteryGameRow, body: LotteryPlaceBody, now: number) {
  const [first] = await tx
    .select()
    .from(lotteryIssues)
    .where(and(eq(lotteryIssues.lotteryGameId, game.id), eq(lotteryIssues.numero, body.numero)))
    .for('share');
  if (!first) throw refusal(404, ERROR_CODES.lotteryIssueUnknown, `No issue ${body.numero}`);
  if (first.status !== 'open' || first.opensAt.getTime() > now || first.locksAt.getTime() <= now)
    throw refusal(409, ERROR_CODES.lotteryIssueClosed, `Issue ${body.numero} is not open for bets`);
  const count = body.chase?.issues ?? 1;
  if (count === 1) return [first];
  const later = await tx
    .select()
    .from(lotteryIssues)
    .where(and(eq(lotteryIssues.lotteryGameId, game.id), gt(lotteryIssues.drawsAt, first.drawsAt)))
    .orderBy(asc(lotteryIssues.drawsAt))
    .limit(count - 1)
    .for('share');
  const open = later.filter((issue) => issue.status === 'open');
  if (open.length < count - 1 || open.length !== later.length)
    throw refusal(400, ERROR_CODES.lotteryTicketChase, `Only ${open.length + 1} issues are scheduled`, {
      maxChase: open.length + 1,
    });
  return [first, ...open];
}

/** Adds the slip's exposure to each issue, refusing it (whole) where a cap would be passed. */
async function takeExposure(
  tx: Database,
  issues: readonly LotteryIssueRow[],
  priced: readonly PricedBet[],
  odds: LotteryOdds,
  settings: LotterySettings,
  memberId: number,
): Promise<void> {
  const perIssue = merge(priced.flatMap(({ bet }) => exposureOf(bet, odds).map((e) => ({ issueId: 0, ...e }))));
  const slipMax = priced.reduce((sum, { maxPayout }) => sum + maxPayout, 0);
  const rows = issues.flatMap((issue) => perIssue.map((row) => ({ ...row, issueId: issue.id })));
  await lockExposureKeys(
    tx,
    rows.map((row) => `${row.issueId}:${row.key}`),
  );
  for (const issue of issues) {
    const held = await exposuresOf(
      tx,
      issue.id,
      perIssue.map((row) => row.key),
    );
    for (const row of perIssue) {
      const after = (held.get(row.key) ?? 0) + row.amount;
      if (after > settings.keyCapMinor) {
        const number = row.key.slice(row.key.indexOf(':') + 1);
        throw refusal(409, ERROR_CODES.lotteryTicketCap, `Number ${number} is at its limit for issue ${issue.numero}`, {
          number,
          key: row.key,
          numero: issue.numero,
          headroom: Math.max(0, settings.keyCapMinor - (held.get(row.key) ?? 0)),
        });
      }
    }
    if ((await issueTotalOf(tx, issue.id)) + slipMax > settings.issueMaxPayoutMinor)
      throw refusal(409, ERROR_CODES.lotteryIssueMaxPayout, `Issue ${issue.numero} is at its maximum payout`, {
        numero: issue.numero,
      });
  }
  const total = issues.map((issue) => ({
    issueId: issue.id,
    key: `${ISSUE_TOTAL_KEY}:${memberId % ISSUE_TOTAL_SHARDS}`,
    amount: slipMax,
  }));
  await addExposures(tx, [...rows, ...total]);
}

/** Writes the slip and its tickets (status placing); undefined when a copy of it exists already. */
async function openSlip(
  deps: TicketDeps,
  player: HousePlayer & { memberId: number },
  game: LotteryGameRow,
  body: LotteryPlaceBody,
  hash: string,
): Promise<LotterySlipRow | undefined> {
  const { db } = deps;
  const odds = deps.odds(player.brandId);
  const settings = await loadLotterySettings(db, player.brandId);
  const priced = priceBets(body, odds, game, settings);
  const issueCount = body.chase?.issues ?? 1;
  const cost = BigInt(priced.reduce((sum, { cost: c }) => sum + c, 0)) * BigInt(issueCount);
  const now = deps.now();
  return db.transaction(async (tx) => {
    // First, so that copies of this request wait here on its key and do none of the work below.
    const [slip] = await tx
      .insert(lotterySlips)
      .values({
        brandId: player.brandId,
        memberId: player.memberId,
        lotteryGameId: game.id,
        vendorCode: player.vendorCode,
        playerId: player.playerId,
        gameCode: game.code,
        requestId: body.requestId,
        contentHash: hash,
        cost,
        issues: issueCount,
        stopOnWin: body.chase?.stopOnWin ?? false,
        createdAt: new Date(now),
      })
      .onConflictDoNothing({ target: [lotterySlips.memberId, lotterySlips.requestId] })
      .returning();
    if (!slip) return undefined;
    const issues = await slipIssues(tx, game, body, now);
    await takeExposure(tx, issues, priced, odds, settings, player.memberId);
    await tx.insert(lotteryTickets).values(
      issues.flatMap((issue) =>
        priced.map((p, betIndex) => ({
          slipId: slip.id,
          betIndex,
          brandId: player.brandId,
          memberId: player.memberId,
          lotteryGameId: game.id,
          issueId: issue.id,
          type: p.bet.type,
          numbers: [...p.bet.numbers],
          units: p.bet.units,
          lines: p.lines,
          cost: BigInt(p.cost),
          maxPayout: BigInt(p.maxPayout),
          placedAt: new Date(now),
        })),
      ),
    );
    return slip;
  });
}

/**
 * Sends a placing slip's bet and records the answer: taken, or (refused) the slip and its
 * tickets deleted and their exposure released, answering why. Any other failure leaves it
 * placing for the recovery job. Answers the balance after the bet.
 */
export async function takeOrDropSlip(deps: TicketDeps, slip: LotterySlipRow): Promise<bigint> {
  const id = slipBetId(slip.id);
  let balance: bigint;
  try {
    const answer = await deps.wallet.debit(slip.vendorCode, {
      requestId: id,
      playerId: slip.playerId,
      transactionId: id,
      roundId: id,
      gameCode: slip.gameCode,
      amount: slip.cost,
    });
    balance = answer.balance;
  } catch (error) {
    if (!(error instanceof SeamlessError)) throw error;
    await dropSlip(deps, slip.id);
    throw walletRefusal(error);
  }
  await deps.db
    .update(lotterySlips)
    .set({ status: 'taken' })
    .where(and(eq(lotterySlips.id, slip.id), eq(lotterySlips.status, 'placing')));
  return balance;
}

/** Removes a slip the wallet refused (nothing was taken): its tickets and their exposure. */
async function dropSlip(deps: TicketDeps, slipId: number): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const [slip] = await tx
      .select()
      .from(lotterySlips)
      .where(and(eq(lotterySlips.id, slipId), eq(lotterySlips.status, 'placing')))
      .for('update');
    if (!slip) return;
    const tickets = await tx
      .select()
      .from(lotteryTickets)
      .where(and(eq(lotteryTickets.slipId, slipId), eq(lotteryTickets.status, 'pending')));
    await releaseExposures(tx, tickets, deps.odds(slip.brandId));
    await tx.delete(lotterySlips).where(eq(lotterySlips.id, slipId));
  });
}

/** POST /house/api/lottery/tickets. */
export async function placeSlip(
  deps: TicketDeps,
  sessionPlayer: HousePlayer,
  body: LotteryPlaceBody,
): Promise<LotteryPlaceAnswer> {
  const player = realPlayer(sessionPlayer);
  const { db } = deps;
  const game = await lotteryGameOf(db, player);
  const hash = contentHash(body);
  const find = async () =>
    (
      await db
        .select()
        .from(lotterySlips)
        .where(and(eq(lotterySlips.memberId, player.memberId), eq(lotterySlips.requestId, body.requestId)))
    )[0];
  const slip = (await find()) ?? (await openSlip(deps, player, game, body, hash)) ?? (await find());
  // A copy that lost the race to a slip the wallet then refused finds nothing: it is the same refusal.
  if (!slip) throw refusal(409, ERROR_CODES.lotteryTicketConflict, 'The slip was refused; send it with a new id');
  if (slip.contentHash !== hash || slip.lotteryGameId !== game.id)
    throw refusal(409, ERROR_CODES.lotteryTicketConflict, `requestId ${body.requestId} was used for another slip`);
  const balance =
    slip.status === 'placing'
      ? await takeOrDropSlip(deps, slip)
      : (await deps.wallet.balance(slip.vendorCode, slip.playerId)).balance;
  const tickets = await ticketsOfSlip(db, slip.id);
  return { tickets: tickets.map((row) => ticketView(row, game.code, slip.issues > 1)), balance: Number(balance) };
}

/** Finishes slips left placing (a crash between writing them and the wallet's answer). */
export async function finishPlacingSlips(deps: TicketDeps, olderThanMs: number): Promise<number> {
  const before = new Date(deps.now() - olderThanMs);
  const slips = await deps.db
    .select()
    .from(lotterySlips)
    .where(and(eq(lotterySlips.status, 'placing'), lte(lotterySlips.createdAt, before)))
    .limit(200);
  let done = 0;
  for (const slip of slips) {
    try {
      await takeOrDropSlip(deps, slip);
    } catch (error) {
      // A refusal dropped the slip (the ApiError is the player's answer, nobody is waiting for it).
      if (!(error instanceof ApiError)) throw error;
    }
    done++;
  }
  return done;
}
