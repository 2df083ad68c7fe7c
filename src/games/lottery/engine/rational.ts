/**
 * Exact non-negative fractions of bigints. Probabilities such as (96/100)^27 or an
 * inclusion–exclusion sum with alternating signs lose digits in floating point; the math sheet
 * keeps them exact and converts only for display.
 */
export interface Fraction {
  readonly num: bigint;
  readonly den: bigint;
}

function gcd(a: bigint, b: bigint): bigint {
  let x = a < 0n ? -a : a;
  let y = b < 0n ? -b : b;
  while (y !== 0n) [x, y] = [y, x % y];
  return x;
}

/** The fraction num/den in lowest terms; den must be positive. */
export function fraction(num: bigint, den: bigint = 1n): Fraction {
  if (den <= 0n) throw new RangeError('denominator must be positive');
  const divisor = gcd(num, den) || 1n;
  return { num: num / divisor, den: den / divisor };
}

export function add(a: Fraction, b: Fraction): Fraction {
  return fraction(a.num * b.den + b.num * a.den, a.den * b.den);
}

export function multiply(a: Fraction, b: Fraction): Fraction {
  return fraction(a.num * b.num, a.den * b.den);
}

export function divide(a: Fraction, b: Fraction): Fraction {
  if (b.num === 0n) throw new RangeError('division by zero');
  return b.num < 0n ? fraction(-a.num * b.den, a.den * -b.num) : fraction(a.num * b.den, a.den * b.num);
}

/** A double for display: exact to 18 decimal places before the conversion, beyond a double's own precision. */
export function toNumber(a: Fraction): number {
  return Number((a.num * 10n ** 18n) / a.den) / 1e18;
}

/** "p/q" in lowest terms, the exact form the rules page can print beside the decimal. */
export function toText(a: Fraction): string {
  return a.den === 1n ? `${a.num}` : `${a.num}/${a.den}`;
}
