import { BET_TYPE_RULES, isBetType, lineCount, MAX_LINES_PER_BET, type Bet } from './bet-types';
import { costOf, maxPayoutOf } from './cost';
import type { DrawFormatCode } from './formats';
import type { LotteryOdds } from './odds';

/** Error keys (`errors.lottery.bet.*`) of a bet the engine refuses. */
export type BetProblem =
  | 'lottery.bet.type'
  | 'lottery.bet.numbers'
  | 'lottery.bet.duplicate'
  | 'lottery.bet.count'
  | 'lottery.bet.lines'
  | 'lottery.bet.units'
  | 'lottery.bet.amount';

/** A bet as it arrives, before its type is known to be one of ours. */
export interface BetInput {
  readonly type: string;
  readonly numbers: readonly string[];
  readonly units: number;
}

/**
 * Why a bet cannot be taken, or undefined when it can:
 * - `type`: unknown, or of another draw format than the (when `format` is given);
 * - `numbers`: a pick that is not a string of exactly the type's digits (leading zeros kept,
 *   so "7" is not đề 07: a slip must say what it means);
 * - `duplicate`: the same number twice (it would be the same line twice; more units say that);
 * - `count`: fewer or more picks than the type takes;
 * - `lines`: more than MAX_LINES_PER_BET lines (a xiên of many numbers);
 * - `units`: units not a positive safe integer (no fractional or negative points);
 * - `amount`: cost or maximum payout beyond a safe integer of minor units.
 * The order is the order a player fixes a slip in: what, which numbers, how many, how much.
 */
export function betProblem(bet: BetInput, odds: LotteryOdds, format?: DrawFormatCode): BetProblem | undefined {
  if (typeof bet.type !== 'string' || !isBetType(bet.type)) return 'lottery.bet.type';
  const rule = BET_TYPE_RULES[bet.type];
  if (format !== undefined && rule.format !== format) return 'lottery.bet.type';
  if (!Array.isArray(bet.numbers)) return 'lottery.bet.numbers';
  const pattern = new RegExp(`^[0-9]{${rule.digits}}$`);
  if (!bet.numbers.every((number) => typeof number === 'string' && pattern.test(number))) return 'lottery.bet.numbers';
  if (new Set(bet.numbers).size !== bet.numbers.length) return 'lottery.bet.duplicate';
  if (bet.numbers.length < rule.minNumbers || bet.numbers.length > rule.maxNumbers) return 'lottery.bet.count';
  if (lineCount(bet.type, bet.numbers.length) > MAX_LINES_PER_BET) return 'lottery.bet.lines';
  if (typeof bet.units !== 'number' || !Number.isSafeInteger(bet.units) || bet.units < 1) return 'lottery.bet.units';
  const checked: Bet = { type: bet.type, numbers: bet.numbers, units: bet.units };
  try {
    costOf(checked, odds);
    maxPayoutOf(checked, odds);
  } catch {
    return 'lottery.bet.amount';
  }
  return undefined;
}
