import { ERROR_CODES } from '../../../shared/api/envelope';
import type { HouseJackpotDraw, HouseRound } from '../../../shared/api/house';
import { createRoundRng, fromHex } from '../../../games/fairness/engine';
import { LUCKY_CROWN, playRoundWithJackpot, type SlotRound } from '../../../games/slot/engine';
import type { Database } from '../../db/client';
import { ApiError } from '../../lib/errors';
import type { MoneyAnswer, SeamlessWallet } from '../seamless/contract';
import { SeamlessError } from '../seamless/errors';
import type { BrandSnapshot } from '../system/snapshot';
import { insufficientFunds } from '../wallet/ledger';
import { nodeFairCrypto } from './fair-crypto';
import { contribute, contributionOf, releaseJackpot } from './jackpot';
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
 * vendor would: debit the stake, credit the win (jackpot included), end the round. A debit the
 * wallet refuses cancels the round (no money moved); a debit whose outcome is unknown (an
 * exception) leaves the round pending for the recovery job to finish.
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

async function completeReal(deps: HouseDeps, round: RoundRow): Promise<RoundRow | undefined> {
  const { db, wallet } = deps;
  const brand = brandOf(deps, round.brandId);
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
    // A refusal means the stake was not taken: the round is cancelled. Anything else is an
    // unknown outcome and the round stays pending for the recovery job.
    if (!(error instanceof SeamlessError)) throw error;
    await cancelRound(db, round.id, new Date(deps.now()));
    if (error.code === 'INSUFFICIENT_FUNDS') throw insufficientFunds(error.balance ?? 0n);
    throw new ApiError(403, ERROR_CODES.forbidden, `The wallet refused the stake (${error.code})`);
  }

  const drawn = drawRound(round);
  const ledgerBrand = { id: brand.id, currency: brand.wallet.currency };
  const share = contributionOf(round.stake, brand.house.jackpotShareBp, round.id);
  const settleWin = async (jackpotWin: bigint) => {
    const payout = BigInt(drawn.round.win) + jackpotWin;
    // A round without a win needs no credit: end-round closes it (the bet stands as lost).
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
    return { payout, balanceAfter: credited ? credited.balance : debit.balance };
  };

  let jackpotWin = 0n;
  let settled: { payout: bigint; balanceAfter: bigint };
  if (drawn.jackpot?.hit) {
    // Contribution first, so the prize includes this round's share (the figure players saw grow).
    await contribute(db, ledgerBrand, round.id, share);
    jackpotWin = await releaseJackpot(db, ledgerBrand, round.id, BigInt(brand.house.jackpotSeedMinor));
    settled = await settleWin(jackpotWin);
  } else {
    // Independent postings: sent together, they share one group commit.
    [, settled] = await Promise.all([contribute(db, ledgerBrand, round.id, share), settleWin(0n)]);
  }
  const outcome: StoredOutcome = {
    round: drawn.round,
    // A winning draw that found nothing above the reseed amount paid nothing: not a hit.
    jackpot: drawn.jackpot ? { ...drawn.jackpot, hit: jackpotWin > 0n, amount: Number(jackpotWin) } : null,
  };
  const settlement: Settlement = {
    outcome: outcome as unknown as Record<string, unknown>,
    payout: settled.payout,
    jackpotWin,
    balanceBefore: debit.balance + round.stake,
    balanceAfter: settled.balanceAfter,
    at: new Date(deps.now()),
  };
  // Ending the round at the wallet and settling our record are independent: sent together. (If
  // only the end-round failed, the round stays open at the wallet: harmless, as the house never
  // bets in a round it has played.)
  const [, stored] = await Promise.all([
    wallet.endRound(round.vendorCode, { requestId: `${ref}:end`, playerId: round.playerId, roundId: ref }),
    settleRound(db, round.id, settlement),
  ]);
  return stored ? settledRow(round, settlement) : undefined;
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
