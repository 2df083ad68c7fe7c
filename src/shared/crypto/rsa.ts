import { desEncrypt } from './des';

/**
 * The platform's payload encryption, client side (api-contract.md 2.2): a random 16-character
 * secret, reversed, packed little-endian and encrypted with textbook RSA (no padding, the old
 * "RSA.js" scheme) into the Encryption header; the JSON payload DES-ECB-encrypted with the
 * secret's first 8 characters as body value and X-Digest; X-RSA names the key used.
 *
 * Compatibility only, not security: unpadded RSA of a short secret is weak, and only TLS
 * protects traffic. Pure BigInt code, so it runs in the browser, Electron and Node alike.
 */

/** The public exponent the platform uses (hex 10001). */
export const RSA_PUBLIC_EXPONENT = 0x10001n;
export const SECRET_LENGTH = 16;
/** Characters of the secret: plain letters and digits work with every server (api-contract.md 2.2). */
const SECRET_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** Fills a buffer with cryptographically random bytes (crypto.getRandomValues in browsers). */
export type RandomBytes = (length: number) => Uint8Array;

/** base^exponent mod modulus by square-and-multiply. */
export function modPow(base: bigint, exponent: bigint, modulus: bigint): bigint {
  if (modulus === 1n) return 0n;
  let result = 1n;
  let b = base % modulus;
  let e = exponent;
  while (e > 0n) {
    if (e & 1n) result = (result * b) % modulus;
    e >>= 1n;
    b = (b * b) % modulus;
  }
  return result;
}

/** A uniformly random secret; bytes that would bias the alphabet are drawn again. */
export function randomSecret(random: RandomBytes, length = SECRET_LENGTH): string {
  const limit = 256 - (256 % SECRET_ALPHABET.length);
  let out = '';
  while (out.length < length) {
    for (const byte of random(length * 2)) {
      if (byte < limit && out.length < length) out += SECRET_ALPHABET[byte % SECRET_ALPHABET.length];
    }
  }
  return out;
}

/**
 * Encrypts the secret for the Encryption header: reversed, packed little-endian (first
 * character least significant), c = m^e mod n, lower-case hex. Reversing and then packing
 * little-endian is the same as reading the original string big-endian, which is how the server
 * reads it back.
 */
export function rsaEncryptSecret(secret: string, modulusHex: string, exponent = RSA_PUBLIC_EXPONENT): string {
  const modulus = BigInt(`0x${modulusHex}`);
  const reversed = [...secret].reverse();
  let message = 0n;
  for (let i = reversed.length - 1; i >= 0; i--) {
    const code = reversed[i]?.charCodeAt(0) ?? 0;
    if (code > 0xff) throw new Error('the secret must be single-byte characters');
    message = (message << 8n) | BigInt(code);
  }
  if (message >= modulus) throw new Error('the secret does not fit the key');
  return modPow(message, exponent, modulus).toString(16);
}

/** Server side of the RSA part: m = c^d mod n read big-endian, leading zero bytes dropped. */
export function rsaDecryptSecret(cipherHex: string, modulusHex: string, privateExponentHex: string): string | null {
  if (!/^[0-9a-fA-F]{1,1024}$/.test(cipherHex)) return null;
  const modulus = BigInt(`0x${modulusHex}`);
  const cipher = BigInt(`0x${cipherHex}`);
  if (cipher >= modulus) return null;
  let message = modPow(cipher, BigInt(`0x${privateExponentHex}`), modulus);
  let out = '';
  while (message > 0n) {
    out = String.fromCharCode(Number(message & 0xffn)) + out;
    message >>= 8n;
  }
  return out;
}

/** Headers and body of one encrypted call. */
export interface EncryptedRequest {
  headers: { Encryption: string; 'X-Digest': string; 'X-RSA': string };
  body: { value: string };
}

/** Builds the headers and body of an encrypted call for a payload (an object as JSON, a string as is). */
export function encryptRequest(payload: unknown, modulusHex: string, random: RandomBytes): EncryptedRequest {
  const secret = randomSecret(random);
  const text = typeof payload === 'string' ? payload : JSON.stringify(payload);
  const digest = desEncrypt(text, secret.slice(0, 8));
  return {
    headers: { Encryption: rsaEncryptSecret(secret, modulusHex), 'X-Digest': digest, 'X-RSA': modulusHex },
    body: { value: digest },
  };
}
