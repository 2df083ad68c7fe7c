import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Request signing of the seamless protocol (docs/seamless-wallet.md). The vendor sends
 * X-Timestamp (Unix seconds) and X-Signature, the lower-case hex HMAC-SHA256 under its secret
 * of `<timestamp>\n<path>\n<raw body>`. Signing the timestamp stops an old message being sent
 * again later with a fresh one; signing the path stops a signed debit body being replayed to
 * the credit call. Messages are idempotent, so a replay inside the allowed skew changes nothing.
 */

/** Largest allowed difference between the vendor's clock and ours. */
export const MAX_CLOCK_SKEW_SECONDS = 300;

export function signRequest(secret: string, timestamp: string, path: string, body: string): string {
  return createHmac('sha256', secret).update(`${timestamp}\n${path}\n${body}`).digest('hex');
}

/** Whether the signature is the body's under the secret (constant time in the signature). */
export function signatureMatches(
  secret: string,
  timestamp: string,
  path: string,
  body: string,
  given: string,
): boolean {
  const expected = Buffer.from(signRequest(secret, timestamp, path, body), 'hex');
  const actual = /^[0-9a-f]{64}$/i.test(given) ? Buffer.from(given, 'hex') : Buffer.alloc(0);
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

/** Whether a Unix-seconds timestamp is within the allowed skew of `nowMs`. */
export function timestampFresh(timestamp: string, nowMs: number): boolean {
  if (!/^\d{1,12}$/.test(timestamp)) return false;
  return Math.abs(Number(timestamp) - nowMs / 1000) <= MAX_CLOCK_SKEW_SECONDS;
}
