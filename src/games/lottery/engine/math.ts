import { BET_TYPES, BET_TYPE_RULES, binomial, type BetType } from './bet-types';
import type { DrawFormatCode } from './formats';
import { hitPayout, unitPriceOf, type LotteryOdds } from './odds';
import { poolOf, poolSize } from './pool';
import { divide, fraction, multiply, toNumber, toText, type Fraction } from './rational';

/*
 * The model is the draw's own: every drawn number is uniform over its digits and independent of
 * the others, so each ending of d digits is uniform over 10^d values and the m endings of a
 * pool are independent. Real XSMB draws are drawn the same way (one ball per digit), so the
 * figures hold for them too.
 */

/** P(a given value appears at least once among m independent uniform draws from n values). */
export function anyAppearProbability(m: number, n: number): Fraction {
  const N = BigInt(n);
  return fraction(N ** BigInt(m) - (N - 1n) ** BigInt(m), N ** BigInt(m));
}

/**
 * P(all k given distinct values appear among m independent uniform draws from n values), by
 * inclusion–exclusion over the values that are missing: Σ_j (-1)^j C(k, j) ((n - j) / n)^m.
 */
export function allAppearProbability(k: number, m: number, n: number): Fraction {
  const N = BigInt(n);
  let num = 0n;
  for (let j = 0; j <= k; j++) num += (j % 2 === 0 ? 1n : -1n) * BigInt(binomial(k, j)) * (N - BigInt(j)) ** BigInt(m);
  return fraction(num, N ** BigInt(m));
}

/** P(none of k given distinct values appears among m independent uniform draws from n values): ((n - k) / n)^m. */
export function noneAppearProbability(k: number, m: number, n: number): Fraction {
  const N = BigInt(n);
  return fraction((N - BigInt(k)) ** BigInt(m), N ** BigInt(m));
}

/** Exact per-line figures of a bet type, per unit. */
export interface ExactBetMath {
  /** Probability that a line pays anything. */
  readonly winProbability: Fraction;
  /** Expected counted hits of a line (above the win probability where repeats count). */
  readonly expectedHits: Fraction;
  /** Expected payout of a line per unit, minor units. */
  readonly expectedPayout: Fraction;
  /** Charged per unit per line, minor units (cost factor included). */
  readonly cost: Fraction;
  /** Expected payout over cost. */
  readonly rtp: Fraction;
}

/**
 * A line's exact math. Every line of a bet has the same figures (lines of a xiên differ only in
 * which numbers they hold), so a bet's RTP is its line's, whatever its size.
 */
export function exactBetMath(type: BetType, odds: LotteryOdds): ExactBetMath {
  const rule = BET_TYPE_RULES[type];
  const values = 10 ** rule.digits;
  const m = poolSize(type);
  let winProbability: Fraction;
  let expectedHits: Fraction;
  let expectedPayout: Fraction;
  if (rule.kind === 'each') {
    winProbability = anyAppearProbability(m, values);
    expectedHits = fraction(BigInt(m), BigInt(values));
    const paid = poolOf(type).reduce((sum, { tier, count }) => sum + count * hitPayout(odds, type, tier), 0);
    expectedPayout = fraction(BigInt(paid), BigInt(values));
  } else {
    winProbability =
      rule.kind === 'all' ? allAppearProbability(rule.group, m, values) : noneAppearProbability(rule.group, m, values);
    expectedHits = winProbability;
    expectedPayout = multiply(winProbability, fraction(BigInt(hitPayout(odds, type, ''))));
  }
  const cost = fraction(BigInt(unitPriceOf(odds, type) * rule.costFactor));
  return { winProbability, expectedHits, expectedPayout, cost, rtp: divide(expectedPayout, cost) };
}

/** One row of the rules page's math sheet: decimals to show, exact fractions to cite. */
export interface BetMath {
  readonly type: BetType;
  readonly format: DrawFormatCode;
  /** Drawn endings each pick is compared with (27 for lô 2, 1 for đề, 4 for giải 7). */
  readonly poolSize: number;
  readonly winProbability: number;
  readonly expectedHits: number;
  readonly rtp: number;
  readonly exact: { readonly winProbability: string; readonly expectedHits: string; readonly rtp: string };
}

/** The math of every bet type at a brand's odds, in BET_TYPES order, for the rules page. */
export function lotteryMathSheet(odds: LotteryOdds): BetMath[] {
  return BET_TYPES.map((type) => {
    const exact = exactBetMath(type, odds);
    return {
      type,
      format: BET_TYPE_RULES[type].format,
      poolSize: poolSize(type),
      winProbability: toNumber(exact.winProbability),
      expectedHits: toNumber(exact.expectedHits),
      rtp: toNumber(exact.rtp),
      exact: {
        winProbability: toText(exact.winProbability),
        expectedHits: toText(exact.expectedHits),
        rtp: toText(exact.rtp),
      },
    };
  });
}
