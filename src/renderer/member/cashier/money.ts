import { displayMoney, formatMinor, parseAmount } from '../../../shared/money';

/**
 * An amount of the API (a JSON number with at most 2 decimals) in minor units. Such numbers are
 * below 2^53 minor units, so scaling and rounding to the nearest cent is exact.
 */
export function toMinor(amount: number): bigint {
  return BigInt(Math.round(amount * 100));
}

/** "P 1,234.50": 2 decimals, comma thousands and the brand's symbol (src/shared/money.ts). */
export function money(amount: number, symbol: string): string {
  return displayMoney(toMinor(amount), symbol);
}

/** An amount as typed, as the exact decimal text the API accepts ("1,000.5" -> "1000.50"); null if invalid. */
export function amountText(input: string): string | null {
  const parsed = parseAmount(input.replace(/,/g, '').trim());
  return 'minor' in parsed ? formatMinor(parsed.minor) : null;
}

/** The typed amount in minor units, or null when it is not a valid positive amount. */
export function typedMinor(input: string): bigint | null {
  const parsed = parseAmount(input.replace(/,/g, '').trim());
  return 'minor' in parsed ? parsed.minor : null;
}
