import type { FairCrypto } from './crypto';
import { fromHex } from './hex';
import { createRoundRng } from './round-rng';
import { verifyCommitment } from './seeds';
import type { UniformRng } from './uniform';

/** What a player enters to check one past round. */
export interface RoundToVerify {
  /** Revealed server seed, hex. */
  readonly serverSeed: string;
  /** The commitment shown before the round. */
  readonly commitment: string;
  readonly clientSeed: string;
  readonly nonce: number;
}

/** The recomputed round, or why it cannot be trusted. */
export type VerifyResult<T> = { verified: true; outcome: T } | { verified: false; reason: 'commitment-mismatch' };

/**
 * Recomputes a round from revealed seeds: first checks that the seed hashes to the commitment
 * shown before play (else the server could have picked the seed after the fact), then replays
 * the game's own round function on the same byte stream the server used.
 */
export function verifyRound<T>(
  crypto: FairCrypto,
  round: RoundToVerify,
  play: (rng: UniformRng) => T,
): VerifyResult<T> {
  if (!verifyCommitment(crypto, round.serverSeed, round.commitment))
    return { verified: false, reason: 'commitment-mismatch' };
  const rng = createRoundRng(crypto, {
    serverSeed: fromHex(round.serverSeed),
    clientSeed: round.clientSeed,
    nonce: round.nonce,
  });
  return { verified: true, outcome: play(rng) };
}
