import CryptoJS from 'crypto-js/core';
import HmacSHA256 from 'crypto-js/hmac-sha256';
import SHA256 from 'crypto-js/sha256';
import type { FairCrypto } from './crypto';

type WordArray = CryptoJS.lib.WordArray;

/** Packs bytes big-endian into crypto-js's 32-bit words (what its typed-array add-on does). */
function toWordArray(bytes: Uint8Array): WordArray {
  const words: number[] = [];
  for (let i = 0; i < bytes.length; i++) words[i >>> 2] = (words[i >>> 2] ?? 0) | (bytes[i]! << (24 - (i % 4) * 8));
  return CryptoJS.lib.WordArray.create(words, bytes.length);
}

function toBytes(words: WordArray): Uint8Array {
  const bytes = new Uint8Array(words.sigBytes);
  for (let i = 0; i < bytes.length; i++) bytes[i] = (words.words[i >>> 2]! >>> (24 - (i % 4) * 8)) & 0xff;
  return bytes;
}

/**
 * {@link FairCrypto} in pure JavaScript (crypto-js), for the browser's fairness verifier: a
 * player recomputes a round without trusting any code of ours that runs on the server.
 */
export const pureFairCrypto: FairCrypto = {
  hmacSha256: (key, message) => toBytes(HmacSHA256(message, toWordArray(key))),
  sha256: (data) => toBytes(SHA256(toWordArray(data))),
};
