import { createHash, createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The usual Asian-PSP signature (docs/payments.md): the non-empty parameters except `sign`,
 * sorted by name (byte order), joined as `k=v&k=v`; MD5 of that plus `&key=<secret>`, or
 * HMAC-SHA256 of it with the secret; upper-case hex.
 */
export type SignType = 'MD5' | 'HMAC-SHA256';

export function signingString(params: Record<string, string>): string {
  return Object.keys(params)
    .filter((key) => key !== 'sign' && params[key] !== undefined && params[key] !== '')
    .sort()
    .map((key) => `${key}=${params[key]}`)
    .join('&');
}

export function signParams(params: Record<string, string>, secret: string, type: SignType): string {
  const text = signingString(params);
  if (type === 'HMAC-SHA256') return createHmac('sha256', secret).update(text, 'utf8').digest('hex').toUpperCase();
  return createHash('md5').update(`${text}&key=${secret}`, 'utf8').digest('hex').toUpperCase();
}

/** Constant-time comparison of a received signature with the expected one (case-insensitive hex). */
export function sameSignature(received: string, expected: string): boolean {
  const a = Buffer.from(received.toUpperCase(), 'utf8');
  const b = Buffer.from(expected.toUpperCase(), 'utf8');
  return a.length === b.length && timingSafeEqual(a, b);
}

export function verifyParams(params: Record<string, string>, secret: string, type: SignType): boolean {
  const received = params.sign;
  return typeof received === 'string' && received !== '' && sameSignature(received, signParams(params, secret, type));
}

/** The sandbox page's token of an order: base64url HMAC-SHA256 of `pay:<orderNo>` with the channel's key. */
export function sandboxPayToken(secret: string, orderNo: string): string {
  return createHmac('sha256', secret).update(`pay:${orderNo}`, 'utf8').digest('base64url');
}

/** HMAC-SHA256 hex of `<timestamp>.<body>`: the sandbox gateway's webhook signature. */
export function sandboxSignature(secret: string, timestamp: string, body: string): string {
  return createHmac('sha256', secret).update(`${timestamp}.${body}`, 'utf8').digest('hex');
}
