import { createRoundByteStream } from './byte-stream';
import type { FairCrypto } from './crypto';
import type { RoundSeeds } from './seeds';
import { uniformBelow, type UniformRng } from './uniform';

/** The fair RNG of one round, telling how many HMAC blocks it has read. */
export interface RoundRng extends UniformRng {
  readonly blocksUsed: number;
}

/** The provably fair RNG of one round: uniform integers drawn from the round's HMAC byte stream. */
export function createRoundRng(crypto: FairCrypto, seeds: Omit<RoundSeeds, 'commitment'>): RoundRng {
  const stream = createRoundByteStream(crypto, seeds.serverSeed, seeds.clientSeed, seeds.nonce);
  return {
    below: (n) => uniformBelow(stream, n),
    get blocksUsed() {
      return stream.blocksUsed;
    },
  };
}
