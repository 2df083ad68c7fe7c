import { BET_TYPE_RULES, binomial, lineCount, type Bet } from './bet-types';
import { hitPayout, unitPriceOf, type LotteryOdds } from './odds';
import { poolOf, poolSize } from './pool';

/**
 * What a bet costs in minor units: unit price × cost factor × lines × units. All factors are
 * whole numbers, so the product is exact whenever it is a safe integer; past that it would be
 * silently rounded, so this throws and betProblem refuses such a bet.
 */
export function costOf(bet: Bet, odds: LotteryOdds): number {
  const rule = BET_TYPE_RULES[bet.type];
  const cost = unitPriceOf(odds, bet.type) * rule.costFactor * lineCount(bet.type, bet.numbers.length) * bet.units;
  if (!Number.isSafeInteger(cost)) throw new RangeError('bet cost is not a safe integer');
  return cost;
}

/**
 * The most a bet can ever pay, in minor units: attainable, not just a bound, so the server can
 * apply the maximum payout per ticket. Picks are distinct, so every drawn ending matches at most
 * one line of a single-number type: the best draw repeats one pick in every pool ending (each
 * paying its tier). A xiên pays every line whose numbers all appear, at most all lines of the
 * picks the pool can hold at once; a trượt has one line.
 */
export function maxPayoutOf(bet: Bet, odds: LotteryOdds): number {
  const rule = BET_TYPE_RULES[bet.type];
  let perUnit: number;
  if (rule.kind === 'each')
    perUnit = poolOf(bet.type).reduce((sum, { tier, count }) => sum + count * hitPayout(odds, bet.type, tier), 0);
  else if (rule.kind === 'all')
    perUnit = binomial(Math.min(bet.numbers.length, poolSize(bet.type)), rule.group) * hitPayout(odds, bet.type, '');
  else perUnit = hitPayout(odds, bet.type, '');
  const max = perUnit * bet.units;
  if (!Number.isSafeInteger(max)) throw new RangeError('bet payout is not a safe integer');
  return max;
}
