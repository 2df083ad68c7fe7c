import { createHash, createHmac, randomBytes } from 'node:crypto';
import { SERVER_SEED_BYTES, type FairCrypto } from '../../../games/fairness/engine';

/** The engine's hashes on Node's OpenSSL (the verifier page uses the pure-JavaScript ones; the bytes are equal). */
export const nodeFairCrypto: FairCrypto = {
  hmacSha256: (key, message) => createHmac('sha256', key).update(message, 'utf8').digest(),
  sha256: (data) => createHash('sha256').update(data).digest(),
};

/** A new secret server seed from the operating system's CSPRNG. */
export function newServerSeed(): Uint8Array {
  return new Uint8Array(randomBytes(SERVER_SEED_BYTES));
}

/** A player's first client seed: random, so nobody starts with a predictable one (they may change it). */
export function defaultClientSeed(): string {
  return randomBytes(8).toString('hex');
}
