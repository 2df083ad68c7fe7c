/**
 * Money as the slot shows it: integer minor units (cents) in, "1,234.56" out. No floating
 * point ever touches an amount, so a displayed balance is exactly the ledger's.
 */
export function formatMinor(minor: number): string {
  if (!Number.isSafeInteger(minor)) throw new RangeError(`not an amount in minor units: ${minor}`);
  const sign = minor < 0 ? '-' : '';
  const abs = Math.abs(minor);
  const whole = String(Math.floor(abs / 100)).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${sign}${whole}.${String(abs % 100).padStart(2, '0')}`;
}

/**
 * Minor units of an amount typed in major units ("1", "1.5", "1,000.25"), or undefined when it
 * is not a non-negative amount with at most two decimals.
 */
export function parseMajor(text: string): number | undefined {
  const match = /^(\d{1,3}(?:,\d{3})+|\d+)(?:\.(\d{1,2}))?$/.exec(text.trim());
  if (!match) return undefined;
  const minor = Number(match[1]!.replace(/,/g, '')) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
  return Number.isSafeInteger(minor) ? minor : undefined;
}
