import { ERROR_CODES } from '../../../shared/api/envelope';
import type { HouseJackpotDraw, HouseRound } from '../../../shared/api/house';
import { createRoundRng, fromHex } from '../../../games/fairness/engine';
import { LUCKY_CROWN, playRoundWithJackpot, type SlotRound } from '../../../games/slot/engine';
import type { Database } from '../../db/client';
import { ApiError } from '../../lib/errors';
import type { MoneyAnswer, SeamlessWallet } from '../seamless/contract';
import { SeamlessError } from '../seamless/errors';
import { ledgerLimitExceeded } from '../wallet/bounds';
import type { BrandSnapshot } from '../system/snapshot';
import { insufficientFunds } from '../wallet/ledger';
import { nodeFairCrypto } from './fair-crypto';
import { sessionInvalid } from './sessions';
import { contribute, contribution, contributionOf, releaseJackpot } from './jackpot';
import {
  cancelRound,
  funBalance,
  selectRound,
  settleFunRound,
  settleRound,
  type RoundRow,
  type Settlement,
} from './queries';

/**
 * Completing a house round: everything after the round row exists. The same function runs for
 * a live spin and, after a crash, for the recovery job, so every step is idempotent: the
 * wallet's messages carry ids derived from the round (a repeat answers the original result), the
 * jackpot moves have per-round ledger keys, the outcome is recomputed from the round's seeds,
 * and settling is `UPDATE ... WHERE status = 'pending'`.
 *
 * Real play talks to the wallet only through the SeamlessWallet interface, as a third-party
 * vendor would: a round without a jackpot prize is one result message (the stake, the win, the
 * round's end); a round whose jackpot draw won sends debit, credit (jackpot included) and
 * end-round, as the prize is only released once the stake is taken. A stake the wallet refuses
 * cancels the round (no money moved); an unknown outcome (an exception) leaves the round
 * pending for the recovery job to finish.
 */

export interface HouseDeps {
  readonly db: Database;
  readonly wallet: SeamlessWallet;
  /** The brand snapshot by id (the brand cache). */
  readonly brand: (brandId: number) => BrandSnapshot | undefined;
  readonly now: () => number;
}

/** What the outcome column holds. */
export interface StoredOutcome {
  readonly round: SlotRound;
  readonly jackpot: HouseJackpotDraw | null;
}

/** Replays the round's draws from its seeds: the reels, then the jackpot draw of a real round. */
export function drawRound(round: RoundRow): {
  round: SlotRound;
  jackpot: { odds: number; draw: number; hit: boolean } | null;
} {
  const rng = createRoundRng(nodeFairCrypto, {
    serverSeed: fromHex(round.serverSeed),
    clientSeed: round.clientSeed,
    nonce: round.nonce,
  });
  const coinValue = Number(round.stake) / LUCKY_CROWN.paylines.length;
  return playRoundWithJackpot(LUCKY_CROWN, rng, coinValue, round.mode === 'real' ? round.jackpotOdds : 0);
}

const refOf = (round: RoundRow) => `house-${round.id}`;

function brandOf(deps: HouseDeps, brandId: number): BrandSnapshot {
  const brand = deps.brand(brandId);
  if (!brand) throw new Error(`brand ${brandId} is not loaded`);
  return brand;
}

/** Completes a pending round (settled and cancelled rounds come back as they are). */
export async function completeRound(deps: HouseDeps, round: RoundRow): Promise<RoundRow> {
  if (round.status !== 'pending') return round;
  // The settled row as this call wrote it; when another completion won the race, as stored.
  const settled = round.mode === 'free' ? await completeFun(deps, round) : await completeReal(deps, round);
  if (settled) return settled;
  const after = await selectRound(deps.db, round.id);
  if (!after) throw new Error(`house round ${round.id} vanished`);
  return after;
}

/** The round as a successful settle left it. */
function settledRow(round: RoundRow, settlement: Settlement): RoundRow {
  return { ...round, status: 'settled', settledAt: settlement.at, ...settlement };
}

async function completeFun(deps: HouseDeps, round: RoundRow): Promise<RoundRow | undefined> {
  const drawn = drawRound(round);
  const outcome: StoredOutcome = { round: drawn.round, jackpot: null };
  const result = await settleFunRound(deps.db, round, {
    outcome: outcome as unknown as Record<string, unknown>,
    payout: BigInt(drawn.round.win),
    jackpotWin: 0n,
    at: new Date(deps.now()),
  });
  if (result === 'short') {
    await cancelRound(deps.db, round.id, new Date(deps.now()));
    throw insufficientFunds(await funBalance(deps.db, round.funSession ?? ''));
  }
  // Free rounds are re-read: the fun balance was decided inside the settling transaction.
  return undefined;
}

/** A refusal of the stake cancels the round (nothing moved) and answers the player why. */
async function refused(deps: HouseDeps, round: RoundRow, error: SeamlessError): Promise<never> {
  await cancelRound(deps.db, round.id, new Date(deps.now()));
  if (error.code === 'INSUFFICIENT_FUNDS') throw insufficientFunds(error.balance ?? 0n);
  // No live session (the platform session ended while the spin was on its way): the game shows
  // its "session ended" state, as for a token refused up front.
  if (error.code === 'INVALID_TOKEN') throw sessionInvalid();
  if (error.code === 'LIMIT_EXCEEDED') throw ledgerLimitExceeded();
  throw new ApiError(403, ERROR_CODES.forbidden, `The wallet refused the stake (${error.code})`);
}

/** What the round pays and the balances around it, as the wallet answered. */
interface Paid {
  readonly jackpotWin: bigint;
  readonly payout: bigint;
  readonly balanceBefore: bigint;
  readonly balanceAfter: bigint;
}

async function completeReal(deps: HouseDeps, round: RoundRow): Promise<RoundRow | undefined> {
  const brand = brandOf(deps, round.brandId);
  // The outcome is fixed by the round's seeds: drawn before the stake moves, it tells which way
  // the round goes.
  const drawn = drawRound(round);
  const ledgerBrand = { id: brand.id, currency: brand.wallet.currency };
  const share = contributionOf(round.stake, brand.house.jackpotShareBp, round.id);
  const paid = drawn.jackpot?.hit
    ? await payJackpotDraw(deps, round, drawn.round.win, ledgerBrand, share, BigInt(brand.house.jackpotSeedMinor))
    : await payResult(deps, round, drawn.round.win);
  const outcome: StoredOutcome = {
    round: drawn.round,
    // A winning draw that found nothing above the reseed amount paid nothing: not a hit.
    jackpot: drawn.jackpot ? { ...drawn.jackpot, hit: paid.jackpotWin > 0n, amount: Number(paid.jackpotWin) } : null,
  };
  const settlement: Settlement = {
    outcome: outcome as unknown as Record<string, unknown>,
    payout: paid.payout,
    jackpotWin: paid.jackpotWin,
    balanceBefore: paid.balanceBefore,
    balanceAfter: paid.balanceAfter,
    at: new Date(deps.now()),
  };
  // The pool share goes with the settling (a winning draw's went before its release).
  const poolShare = drawn.jackpot?.hit ? undefined : await contribution(deps.db, ledgerBrand, round.id, share);
  const stored = await settleRound(deps.db, round.id, settlement, poolShare);
  return stored ? settledRow(round, settlement) : undefined;
}

/**
 * A round without a jackpot prize: the stake, the win and the round's end in one wallet message
 * (result). Its pool share follows with the settling, so a refused stake moves no house money
 * either, and a settled round has paid it.
 */
async function payResult(deps: HouseDeps, round: RoundRow, win: number): Promise<Paid> {
  const ref = refOf(round);
  let answer;
  try {
    answer = await deps.wallet.result(round.vendorCode, {
      requestId: `${ref}:result`,
      playerId: round.playerId,
      roundId: ref,
      gameCode: round.gameCode,
      bet: { transactionId: `${ref}:bet`, amount: round.stake },
      win: { transactionId: `${ref}:win`, amount: BigInt(win) },
      endRound: true,
    });
  } catch (error) {
    // A refusal means the stake was not taken. Anything else is an unknown outcome and the
    // round stays pending for the recovery job.
    if (error instanceof SeamlessError) return refused(deps, round, error);
    throw error;
  }
  return {
    jackpotWin: 0n,
    payout: BigInt(win),
    balanceBefore: answer.betBalance + round.stake,
    balanceAfter: answer.balance,
  };
}

/**
 * A round whose jackpot draw won (rare): the stake first, then the share and the prize out of
 * the pool, so the prize includes this round's share (the figure players saw grow), then the
 * win with the prize, then end-round. Message by message, as the prize is only known once the
 * stake is taken.
 */
async function payJackpotDraw(
  deps: HouseDeps,
  round: RoundRow,
  win: number,
  ledgerBrand: { id: number; currency: string },
  share: bigint,
  seedMinor: bigint,
): Promise<Paid> {
  const { db, wallet } = deps;
  const ref = refOf(round);
  const message = { playerId: round.playerId, roundId: ref, gameCode: round.gameCode };
  let debit: MoneyAnswer;
  try {
    debit = await wallet.debit(round.vendorCode, {
      ...message,
      requestId: `${ref}:bet`,
      transactionId: `${ref}:bet`,
      amount: round.stake,
    });
  } catch (error) {
    if (error instanceof SeamlessError) return refused(deps, round, error);
    throw error;
  }
  await contribute(db, ledgerBrand, round.id, share);
  const jackpotWin = await releaseJackpot(db, ledgerBrand, round.id, seedMinor);
  const payout = BigInt(win) + jackpotWin;
  const credited =
    payout > 0n
      ? await wallet.credit(round.vendorCode, {
          ...message,
          requestId: `${ref}:win`,
          transactionId: `${ref}:win`,
          betTransactionId: `${ref}:bet`,
          amount: payout,
        })
      : undefined;
  // If only the end-round failed, the round stays open at the wallet: harmless, as the house
  // never bets in a round it has played.
  await wallet.endRound(round.vendorCode, { requestId: `${ref}:end`, playerId: round.playerId, roundId: ref });
  return {
    jackpotWin,
    payout,
    balanceBefore: debit.balance + round.stake,
    balanceAfter: credited ? credited.balance : debit.balance,
  };
}

/** The API view of a settled round. */
export function roundView(round: RoundRow): HouseRound {
  const outcome = round.outcome as unknown as StoredOutcome;
  return {
    roundId: String(round.id),
    round: outcome.round,
    balanceBefore: Number(round.balanceBefore ?? 0n),
    balanceAfter: Number(round.balanceAfter ?? 0n),
    payout: Number(round.payout ?? 0n),
    jackpot: outcome.jackpot,
    rng: {
      commitment: round.commitment,
      clientSeed: round.clientSeed,
      nonce: round.nonce,
      ...(round.revealed ? { serverSeed: round.serverSeed } : {}),
    },
    gameVersion: round.gameVersion,
    settledAt: (round.settledAt ?? new Date(0)).toISOString(),
  };
}
