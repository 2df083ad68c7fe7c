import { createHash, randomBytes, randomInt } from 'node:crypto';

/** A 32-byte random bearer token, URL-safe. */
export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

/** SHA-256 hex digest: tokens are stored only in this form. */
export function sha256(text: string): string {
  return createHash('sha256').update(text).digest('hex');
}

const KEY_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** A crypto-random string from an alphanumeric alphabet (keys, generated passwords). */
export function randomString(length: number): string {
  let out = '';
  for (let i = 0; i < length; i++) out += KEY_ALPHABET[randomInt(KEY_ALPHABET.length)];
  return out;
}
