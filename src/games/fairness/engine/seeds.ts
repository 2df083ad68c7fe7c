import type { FairCrypto } from './crypto';
import { fromHex, toHex } from './hex';

/** Server seeds are 32 random bytes from the caller's CSPRNG (the engine has no randomness). */
export const SERVER_SEED_BYTES = 32;

/** Longest client seed a player may choose. */
export const CLIENT_SEED_MAX_LENGTH = 64;

/** The active seeds of one player: the server seed stays secret until rotated. */
export interface SeedPair {
  /** Secret until rotation. */
  readonly serverSeed: Uint8Array;
  /** SHA-256 of the server seed (hex), shown to the player before any round uses it. */
  readonly commitment: string;
  /** Chosen by the player (or a random default); changed only by rotating. */
  readonly clientSeed: string;
  /** Nonce the next round will use; rounds with this pair used 0..nonce-1. */
  readonly nonce: number;
}

/** What one round was drawn from: the server records this as the round's RNG reference. */
export interface RoundSeeds {
  readonly serverSeed: Uint8Array;
  readonly commitment: string;
  readonly clientSeed: string;
  readonly nonce: number;
}

/** A retired pair, published on rotation so the player can recompute its rounds. */
export interface RevealedSeeds {
  /** Hex of the formerly secret server seed. */
  readonly serverSeed: string;
  readonly commitment: string;
  readonly clientSeed: string;
  /** Number of rounds played with the pair: nonces 0..rounds-1. */
  readonly rounds: number;
}

/** The commitment to a server seed: hex SHA-256 of its bytes. */
export function commitServerSeed(crypto: FairCrypto, serverSeed: Uint8Array): string {
  return toHex(crypto.sha256(serverSeed));
}

/** Whether a revealed seed (hex) is the one committed to; false for malformed input. */
export function verifyCommitment(crypto: FairCrypto, serverSeedHex: string, commitment: string): boolean {
  try {
    const seed = fromHex(serverSeedHex);
    return seed.length === SERVER_SEED_BYTES && commitServerSeed(crypto, seed) === commitment.toLowerCase();
  } catch {
    return false;
  }
}

/** Non-empty, at most 64 characters, no control characters (it is shown and typed back). */
export function isValidClientSeed(clientSeed: string): boolean {
  const printable = [...clientSeed].every((char) => char >= ' ' && char !== '\u007f');
  return clientSeed.length > 0 && clientSeed.length <= CLIENT_SEED_MAX_LENGTH && printable;
}

/** A fresh pair at nonce 0; throws on a seed of the wrong size or an invalid client seed. */
export function createSeedPair(crypto: FairCrypto, serverSeed: Uint8Array, clientSeed: string): SeedPair {
  if (serverSeed.length !== SERVER_SEED_BYTES) throw new RangeError(`server seed must be ${SERVER_SEED_BYTES} bytes`);
  if (!isValidClientSeed(clientSeed)) throw new RangeError('invalid client seed');
  return { serverSeed: serverSeed.slice(), commitment: commitServerSeed(crypto, serverSeed), clientSeed, nonce: 0 };
}

/**
 * Takes the next nonce for a round: the round's seeds and the pair to store back. The server
 * must persist the advanced pair in the same transaction as the round, so a nonce is never
 * used twice.
 */
export function takeNonce(pair: SeedPair): { round: RoundSeeds; next: SeedPair } {
  const { serverSeed, commitment, clientSeed, nonce } = pair;
  return { round: { serverSeed, commitment, clientSeed, nonce }, next: { ...pair, nonce: nonce + 1 } };
}

/**
 * Rotation: reveals the current server seed and starts a new pair at nonce 0 with a new server
 * seed (and the new client seed, if the player chose one). Changing the client seed always
 * rotates: every (server seed, client seed, nonce) triple is then used at most once, and a
 * player can never pick a client seed after the server seed it meets is known to them.
 */
export function rotateSeeds(
  crypto: FairCrypto,
  current: SeedPair,
  nextServerSeed: Uint8Array,
  nextClientSeed: string = current.clientSeed,
): { revealed: RevealedSeeds; next: SeedPair } {
  const revealed: RevealedSeeds = {
    serverSeed: toHex(current.serverSeed),
    commitment: current.commitment,
    clientSeed: current.clientSeed,
    rounds: current.nonce,
  };
  return { revealed, next: createSeedPair(crypto, nextServerSeed, nextClientSeed) };
}
