import { randomInt } from 'node:crypto';

/** Unambiguous upper-case letters and digits (no 0/O, 1/I): order numbers are read out over the phone. */
const ALPHABET = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ';

/**
 * A new order number: a letter for the kind (D deposit, W withdrawal), the UTC+8 date as yyMMdd
 * and 8 crypto-random characters (32^8, about 10^12 per day), e.g. D261123K7Q2M9XB. Opaque to
 * players; unique through the table's unique index (a collision simply fails the insert).
 */
export function newOrderNo(prefix: string, now: number): string {
  const day = new Date(now + 8 * 60 * 60 * 1000).toISOString().slice(2, 10).replaceAll('-', '');
  let tail = '';
  for (let i = 0; i < 8; i++) tail += ALPHABET[randomInt(ALPHABET.length)];
  return `${prefix}${day}${tail}`;
}
