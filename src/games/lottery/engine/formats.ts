/**
 * Draw formats: how many numbers a draw publishes, in which prize tiers, with how many digits.
 * A draw's result is stored whole in this shape (every tier, every number, leading zeros kept),
 * so any ticket can be settled again from it, and the two sources of a real-world draw can be
 * compared number by number.
 */

/** One prize tier of a format, highest first. */
export interface PrizeTier {
  /** Stable key stored with the result (`db` is the special prize). */
  readonly tier: string;
  /** Numbers drawn in this tier. */
  readonly count: number;
  /** Digits of each number, leading zeros kept. */
  readonly digits: number;
}

export interface DrawFormat {
  readonly code: DrawFormatCode;
  readonly tiers: readonly PrizeTier[];
}

/**
 * XSMB: the Vietnamese northern lottery, 27 numbers from the special prize down to G7
 * (domain-rules 3.1). SEA4D: a Magnum-style 4D draw, 23 four-digit numbers (first, second and
 * third prize, ten special and ten consolation prizes).
 */
export const DRAW_FORMAT_CODES = ['XSMB', 'SEA4D'] as const;
export type DrawFormatCode = (typeof DRAW_FORMAT_CODES)[number];

export const DRAW_FORMATS: Readonly<Record<DrawFormatCode, DrawFormat>> = {
  XSMB: {
    code: 'XSMB',
    tiers: [
      { tier: 'db', count: 1, digits: 5 },
      { tier: 'g1', count: 1, digits: 5 },
      { tier: 'g2', count: 2, digits: 5 },
      { tier: 'g3', count: 6, digits: 5 },
      { tier: 'g4', count: 4, digits: 4 },
      { tier: 'g5', count: 6, digits: 4 },
      { tier: 'g6', count: 3, digits: 3 },
      { tier: 'g7', count: 4, digits: 2 },
    ],
  },
  SEA4D: {
    code: 'SEA4D',
    tiers: [
      { tier: 'p1', count: 1, digits: 4 },
      { tier: 'p2', count: 1, digits: 4 },
      { tier: 'p3', count: 1, digits: 4 },
      { tier: 'special', count: 10, digits: 4 },
      { tier: 'consolation', count: 10, digits: 4 },
    ],
  },
};

/** A draw's result: tier key to its numbers as digit strings, in the order they were drawn. */
export type DrawResult = Readonly<Record<string, readonly string[]>>;

/** Numbers a draw of this format publishes (27 for XSMB, 23 for SEA4D). */
export function numbersPerDraw(format: DrawFormat): number {
  return format.tiers.reduce((sum, tier) => sum + tier.count, 0);
}

/**
 * Why a result does not fit its format, as an error key of `errors.lottery.result.*`, or
 * undefined when it fits: every tier present with its count of numbers of its digits, no other
 * tier. (Repeats are allowed: real draws repeat endings, and lô pays per occurrence.)
 */
export function resultProblem(format: DrawFormat, result: DrawResult): 'lottery.result.shape' | undefined {
  const tiers = Object.keys(result);
  if (tiers.length !== format.tiers.length) return 'lottery.result.shape';
  for (const { tier, count, digits } of format.tiers) {
    const numbers = result[tier];
    if (!Array.isArray(numbers) || numbers.length !== count) return 'lottery.result.shape';
    const pattern = new RegExp(`^[0-9]{${digits}}$`);
    if (!numbers.every((n) => typeof n === 'string' && pattern.test(n))) return 'lottery.result.shape';
  }
  return undefined;
}

/** The tiers where two results of one format differ (empty when they agree), for the mismatch hold. */
export function differingTiers(format: DrawFormat, a: DrawResult, b: DrawResult): string[] {
  return format.tiers
    .filter(({ tier }) => {
      const x = a[tier] ?? [];
      const y = b[tier] ?? [];
      return x.length !== y.length || x.some((n, i) => n !== y[i]);
    })
    .map(({ tier }) => tier);
}
