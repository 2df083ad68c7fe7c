/**
 * Money as the platform shows it and as we store it. Stored and computed amounts are integer
 * minor units (bigint); the API shows decimals with 2 places. Conversions go through decimal
 * strings, never through float arithmetic, so nothing is rounded on the way in or out.
 */

/** Minor units per major unit (2 decimal places, e.g. centavos). */
export const MINOR_PER_MAJOR = 100n;

/**
 * The largest amount one request may move: 1,000,000,000.00. Far above any real bet or payment,
 * and small enough that every balance we show stays below 2^53 minor units (exact as a JSON number).
 */
export const MAX_REQUEST_MINOR = 100_000_000_000n;

/** Why an amount was refused. */
export type AmountProblem = 'not_a_number' | 'not_positive' | 'too_many_decimals' | 'too_large';

const DECIMAL = /^(\d{1,16})(?:\.(\d+))?$/;

/**
 * Parses a request amount (a JSON number or a decimal string such as "12.50") into minor units.
 * Refuses non-numeric text, exponents, signs, zero, negative values, more than 2 decimals and
 * amounts above MAX_REQUEST_MINOR. A JSON number is read through its shortest decimal text, so
 * 0.1 + 0.2 arriving as 0.30000000000000004 is refused rather than rounded.
 */
export function parseAmount(input: unknown): { minor: bigint } | { problem: AmountProblem } {
  let text: string;
  if (typeof input === 'number') {
    if (!Number.isFinite(input)) return { problem: 'not_a_number' };
    if (input <= 0) return { problem: 'not_positive' };
    text = String(input);
  } else if (typeof input === 'string') {
    text = input.trim();
    if (text.startsWith('-')) return { problem: 'not_positive' };
  } else {
    return { problem: 'not_a_number' };
  }
  const match = DECIMAL.exec(text);
  if (!match) {
    // A JSON number only prints with an exponent when it is huge or tiny.
    if (typeof input === 'number') return { problem: input >= 1 ? 'too_large' : 'too_many_decimals' };
    return { problem: 'not_a_number' };
  }
  const fraction = (match[2] ?? '').replace(/0+$/, '');
  if (fraction.length > 2) return { problem: 'too_many_decimals' };
  const minor = BigInt(match[1] ?? '0') * MINOR_PER_MAJOR + BigInt(fraction.padEnd(2, '0'));
  if (minor <= 0n) return { problem: 'not_positive' };
  if (minor > MAX_REQUEST_MINOR) return { problem: 'too_large' };
  return { minor };
}

/** Minor units as an exact decimal string with 2 places: 123456n -> "1234.56", -5n -> "-0.05". */
export function formatMinor(minor: bigint): string {
  const negative = minor < 0n;
  const abs = negative ? -minor : minor;
  const major = abs / MINOR_PER_MAJOR;
  const cents = (abs % MINOR_PER_MAJOR).toString().padStart(2, '0');
  return `${negative ? '-' : ''}${major.toString()}.${cents}`;
}

/**
 * Minor units as the JSON number the platform's clients read (e.g. 1234.5 for 123450n). Built
 * from the exact decimal text: below 2^53 minor units the shortest text of that double is the
 * same decimal, so the JSON on the wire is exact and `toFixed(2)` shows it unchanged.
 */
export function minorToNumber(minor: bigint): number {
  return Number(formatMinor(minor));
}

/** Formats for display: 2 decimals, comma thousands, the brand's symbol ("P 1,234.50"). */
export function displayMoney(minor: bigint, symbol = ''): string {
  const [whole = '0', cents = '00'] = formatMinor(minor).split('.');
  const negative = whole.startsWith('-');
  const digits = negative ? whole.slice(1) : whole;
  const grouped = digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${negative ? '-' : ''}${symbol ? `${symbol} ` : ''}${grouped}.${cents}`;
}
