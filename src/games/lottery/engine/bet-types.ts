import type { DrawFormatCode } from './formats';

/** Every bet type the engine settles; the first fifteen are XSMB's (domain-rules 3.1), big and small SEA4D's. */
export const BET_TYPES = [
  'lo2',
  'lo3',
  'lo4',
  'xien2',
  'xien3',
  'xien4',
  'truot4',
  'truot8',
  'truot10',
  'de',
  'dau',
  'duoi',
  'de_g1',
  'g7',
  'cang3',
  'cang4',
  'big',
  'small',
] as const;
export type BetType = (typeof BET_TYPES)[number];

/**
 * How a line of a bet type wins: `each` compares one number with every ending in its pool and
 * counts each match; `all` (xiên) needs every number of the line somewhere in the pool; `none`
 * (trượt) needs none of them anywhere in it.
 */
export type BetKind = 'each' | 'all' | 'none';

/** The drawn digits a bet type is compared with. */
export interface BetPool {
  /** Tiers taken; undefined takes every tier whose numbers have enough digits (lô 3 skips G7's two). */
  readonly tiers?: readonly string[];
  /**
   * Digits dropped from the right before taking the ending: 1 for đầu (the tens digit of the
   * special's last two), else 0.
   */
  readonly skip: number;
}

export interface BetTypeRule {
  readonly format: DrawFormatCode;
  readonly kind: BetKind;
  /** Digits of every picked number, leading zeros kept. */
  readonly digits: number;
  readonly pool: BetPool;
  /** Numbers per line: 1 for `each`, K for xiên K and trượt K. */
  readonly group: number;
  /** Picks allowed in one bet (the line cap may allow fewer; see MAX_LINES_PER_BET). */
  readonly minNumbers: number;
  readonly maxNumbers: number;
  /** Whether a number drawn several times pays several times (lô, giải 7, 4D); đề, xiên, trượt pay once. */
  readonly repeatsCount: boolean;
  /** Cost multiplier on the unit price: giải 7 is charged for its four numbers ("stake ×4"). */
  readonly costFactor: number;
}

/** One bet lays at most this many lines: a xiên 2 of 45 numbers is 990 lines; keeps slips and settlement bounded. */
export const MAX_LINES_PER_BET = 1000;

const ALL_TIERS = { skip: 0 } as const;
const SPECIAL = { tiers: ['db'], skip: 0 } as const;

function each(
  format: DrawFormatCode,
  digits: number,
  pool: BetPool,
  repeatsCount: boolean,
  costFactor = 1,
): BetTypeRule {
  return {
    format,
    kind: 'each',
    digits,
    pool,
    group: 1,
    minNumbers: 1,
    maxNumbers: 10 ** digits,
    repeatsCount,
    costFactor,
  };
}

/** A xiên of K: K or more picks, each K-subset a line. */
function xien(group: number): BetTypeRule {
  const rule = { format: 'XSMB', kind: 'all', digits: 2, pool: ALL_TIERS, group } as const;
  return { ...rule, minNumbers: group, maxNumbers: 100, repeatsCount: false, costFactor: 1 };
}

/** A trượt of K: exactly K picks, one line. */
function truot(group: number): BetTypeRule {
  const rule = { format: 'XSMB', kind: 'none', digits: 2, pool: ALL_TIERS, group } as const;
  return { ...rule, minNumbers: group, maxNumbers: group, repeatsCount: false, costFactor: 1 };
}

export const BET_TYPE_RULES: Readonly<Record<BetType, BetTypeRule>> = {
  lo2: each('XSMB', 2, ALL_TIERS, true),
  lo3: each('XSMB', 3, ALL_TIERS, true),
  lo4: each('XSMB', 4, ALL_TIERS, true),
  xien2: xien(2),
  xien3: xien(3),
  xien4: xien(4),
  truot4: truot(4),
  truot8: truot(8),
  truot10: truot(10),
  de: each('XSMB', 2, SPECIAL, false),
  dau: each('XSMB', 1, { tiers: ['db'], skip: 1 }, false),
  duoi: each('XSMB', 1, SPECIAL, false),
  de_g1: each('XSMB', 2, { tiers: ['g1'], skip: 0 }, false),
  g7: each('XSMB', 2, { tiers: ['g7'], skip: 0 }, true, 4),
  cang3: each('XSMB', 3, SPECIAL, false),
  cang4: each('XSMB', 4, SPECIAL, false),
  big: each('SEA4D', 4, ALL_TIERS, true),
  small: each('SEA4D', 4, { tiers: ['p1', 'p2', 'p3'], skip: 0 }, true),
};

/** Whether a string names a bet type (input from the wire is checked with this before anything else). */
export function isBetType(type: string): type is BetType {
  return Object.hasOwn(BET_TYPE_RULES, type);
}

/** A bet as a slip holds it: picked numbers as digit strings and a positive whole count of units (points). */
export interface Bet {
  readonly type: BetType;
  readonly numbers: readonly string[];
  readonly units: number;
}

/** n choose k, exact for the small values bets use (n ≤ 10^4, result capped by callers). */
export function binomial(n: number, k: number): number {
  if (k < 0 || k > n) return 0;
  let result = 1;
  for (let i = 1; i <= k; i++) result = (result * (n - k + i)) / i;
  return Math.round(result);
}

/** Lines a bet of this type with this many picks lays. */
export function lineCount(type: BetType, picks: number): number {
  const rule = BET_TYPE_RULES[type];
  if (rule.kind === 'each') return picks;
  if (rule.kind === 'all') return binomial(picks, rule.group);
  return 1;
}

/** Every k-subset of the items, in lexicographic order of positions (the order lines are listed and settled in). */
export function combinations<T>(items: readonly T[], k: number): T[][] {
  const out: T[][] = [];
  const chosen: T[] = [];
  const walk = (start: number): void => {
    if (chosen.length === k) {
      out.push([...chosen]);
      return;
    }
    for (let i = start; i <= items.length - (k - chosen.length); i++) {
      chosen.push(items[i]!);
      walk(i + 1);
      chosen.pop();
    }
  };
  walk(0);
  return out;
}

/**
 * The lines of a bet, each the numbers that must win together: one per pick for single-number
 * types, every K-subset of the picks for xiên K, the whole pick for trượt. Expects a bet that
 * passed betProblem (the line cap keeps this small).
 */
export function linesOf(bet: Bet): string[][] {
  const rule = BET_TYPE_RULES[bet.type];
  if (rule.kind === 'each') return bet.numbers.map((number) => [number]);
  if (rule.kind === 'all') return combinations(bet.numbers, rule.group);
  return [[...bet.numbers]];
}
