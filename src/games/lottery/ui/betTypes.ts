import { BET_TYPE_RULES, BET_TYPES, type BetType, type DrawFormatCode } from '../engine';

/** The bet types a game of this format offers, in the engine's order (its tabs). */
export function betTypesOf(format: DrawFormatCode): BetType[] {
  return BET_TYPES.filter((type) => BET_TYPE_RULES[type].format === format);
}

/**
 * How numbers of a type are picked: a 0–9 row for one digit (đầu, đuôi), the 00–99 grid for two
 * digits, digit wheels for three and four (a 1,000- or 10,000-cell grid fits no phone); every
 * type also takes typed lists.
 */
export type PickerKind = 'digits' | 'grid' | 'wheels';

export function pickerOf(type: BetType): PickerKind {
  const { digits } = BET_TYPE_RULES[type];
  return digits === 1 ? 'digits' : digits === 2 ? 'grid' : 'wheels';
}

/** Lô is sold in points like the street market; every other type in units. */
export function soldInPoints(type: BetType): boolean {
  return type === 'lo2' || type === 'lo3' || type === 'lo4';
}

/** The number a pick of this type writes for a value (leading zeros kept: đề 07, not 7). */
export function numberText(type: BetType, value: number): string {
  return String(value).padStart(BET_TYPE_RULES[type].digits, '0');
}

/** How many numbers a quick pick draws by default: what one line of the type needs. */
export function defaultQuickPicks(type: BetType): number {
  return BET_TYPE_RULES[type].minNumbers;
}

/** A uniform number in [0, 1) from the browser's crypto RNG (the codebase's one source of randomness). */
export function cryptoRandom(): number {
  return crypto.getRandomValues(new Uint32Array(1))[0]! / 2 ** 32;
}

/**
 * `count` distinct random numbers of the type, sorted; count is clamped to the type's range.
 * `random` in [0, 1) is injectable for tests.
 */
export function quickPick(type: BetType, count: number, random: () => number = cryptoRandom): string[] {
  const rule = BET_TYPE_RULES[type];
  const values = 10 ** rule.digits;
  const wanted = Math.max(rule.minNumbers, Math.min(count, rule.maxNumbers, values));
  const picked = new Set<number>();
  while (picked.size < wanted) picked.add(Math.floor(random() * values));
  return [...picked].sort((a, b) => a - b).map((value) => numberText(type, value));
}
