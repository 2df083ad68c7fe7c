import { createHash, createHmac } from 'node:crypto';
import type { FairCrypto } from '../../../src/games/fairness/engine';

/** The server's FairCrypto: Node's OpenSSL, the reference the pure version must match. */
export const nodeFairCrypto: FairCrypto = {
  hmacSha256: (key, message) => createHmac('sha256', key).update(message, 'utf8').digest(),
  sha256: (data) => createHash('sha256').update(data).digest(),
};

/** A fixed 32-byte server seed: byte i = (i * 7 + offset) mod 256. */
export function fixedSeed(offset: number): Uint8Array {
  return Uint8Array.from({ length: 32 }, (_, i) => (i * 7 + offset) % 256);
}
