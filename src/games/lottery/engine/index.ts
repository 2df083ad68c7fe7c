/**
 * The lottery engine: pure formats, bet rules, settlement, exact math and fair draws, shared by
 * the server (tickets, settlement, house draws), the lottery UI (slip, odds, rules page) and the
 * fairness verifier (replay of house draws), as the slot engine is.
 *
 * Choices, and why:
 * - A result is stored whole, every tier and every number with its leading zeros (formats.ts),
 *   and every bet type is defined by the pool of endings it compares with (pool.ts). Settlement
 *   and the exact math read the same pool, so the published RTP is the RTP of the code that pays.
 * - Money is integer minor units held in numbers: prices and payouts are whole per unit, so a
 *   line pays hits × payout × units and a bet costs price × cost factor × lines × units, with no
 *   rounding anywhere. betProblem refuses a bet whose cost or maximum payout would leave the safe
 *   integers, so nothing downstream can overflow.
 * - A bet's lines are what wins or loses independently (one per pick, or one per K-subset of a
 *   xiên's picks), and the odds are per line per unit: a bet's RTP is its line's, whatever its size.
 * - The model behind the math is the draw's: every number uniform over its digits and all
 *   independent, hence every k-digit ending uniform. House draws are drawn exactly so (draw.ts,
 *   rejection sampling in the fairness engine); real XSMB draws use one ball per digit. Figures
 *   that floating point would blur (0.96^27, xiên's inclusion–exclusion) are exact fractions.
 * - A house draw is a round of the fairness engine: server seed committed before the issue
 *   closes, the public numero as client seed, and the result drawn tier by tier from the
 *   round's byte stream, so the verifier replays it with the slot's own machinery.
 * - Liability is measured per (type, numbers) key as the payout of one hit (liability.ts says why
 *   not the theoretical maximum); the exact maximum of a ticket is maxPayoutOf.
 */
export {
  DRAW_FORMAT_CODES,
  DRAW_FORMATS,
  numbersPerDraw,
  resultProblem,
  differingTiers,
  type DrawFormat,
  type DrawFormatCode,
  type DrawResult,
  type PrizeTier,
} from './formats';
export {
  BET_TYPES,
  BET_TYPE_RULES,
  MAX_LINES_PER_BET,
  isBetType,
  lineCount,
  linesOf,
  combinations,
  type Bet,
  type BetType,
  type BetKind,
  type BetPool,
  type BetTypeRule,
} from './bet-types';
export { poolOf, poolSize, endingsOf, type Ending } from './pool';
export {
  DEFAULT_LOTTERY_ODDS,
  hitPayout,
  unitPriceOf,
  oddsProblem,
  type LotteryOdds,
  type FlatOdds,
  type TieredOdds,
  type TieredBetType,
} from './odds';
export { costOf, maxPayoutOf } from './cost';
export { betProblem, type BetProblem, type BetInput } from './bet-problem';
export { settleBet, type BetSettlement, type LineSettlement } from './settle';
export { lotteryMathSheet, exactBetMath, type BetMath, type ExactBetMath } from './math';
export { type Fraction } from './rational';
export { drawResult, replayDraw, verifyDraw, type DrawCheck } from './draw';
export { exposureOf, exposureKey, unitsWithinCap, type Exposure } from './liability';
