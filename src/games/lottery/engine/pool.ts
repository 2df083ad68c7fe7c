import { BET_TYPE_RULES, type BetType } from './bet-types';
import { DRAW_FORMATS, type DrawResult, type PrizeTier } from './formats';

/**
 * The tiers a bet type is compared with, with their counts: the same list drives settlement
 * (which endings to look at) and the exact math (how many uniform endings there are), so the
 * two cannot disagree. XSMB lô 2 takes all 27, lô 3 the 23 of at least three digits, lô 4 the 20
 * of at least four.
 */
export function poolOf(type: BetType): PrizeTier[] {
  const { format, pool, digits } = BET_TYPE_RULES[type];
  return DRAW_FORMATS[format].tiers.filter((tier) =>
    pool.tiers ? pool.tiers.includes(tier.tier) : tier.digits >= digits + pool.skip,
  );
}

/** Endings in a pool: how many drawn numbers the type compares each pick with. */
export function poolSize(type: BetType): number {
  return poolOf(type).reduce((sum, tier) => sum + tier.count, 0);
}

/** One compared ending of a draw and the tier it came from (4D pays by tier). */
export interface Ending {
  readonly tier: string;
  readonly value: string;
}

/** The endings of a result that a bet type is compared with, in tier and draw order. */
export function endingsOf(result: DrawResult, type: BetType): Ending[] {
  const { digits, pool } = BET_TYPE_RULES[type];
  const endings: Ending[] = [];
  for (const { tier } of poolOf(type))
    for (const number of result[tier] ?? []) {
      const end = number.length - pool.skip;
      endings.push({ tier, value: number.slice(end - digits, end) });
    }
  return endings;
}
