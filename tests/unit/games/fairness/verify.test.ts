import { describe, expect, it } from 'vitest';
import {
  commitServerSeed,
  createRoundRng,
  pureFairCrypto,
  toHex,
  verifyRound,
  type UniformRng,
} from '../../../../src/games/fairness/engine';
import { fixedSeed, nodeFairCrypto } from '../node-crypto';

const play = (rng: UniformRng) => Array.from({ length: 50 }, (_, i) => rng.below(37 + i));
const seeds = { serverSeed: fixedSeed(9), clientSeed: 'carol', nonce: 7 };

describe('verifyRound', () => {
  it('recomputes the round the server played, in the browser primitives too', () => {
    const played = play(createRoundRng(nodeFairCrypto, seeds));
    const reveal = {
      serverSeed: toHex(seeds.serverSeed),
      commitment: commitServerSeed(nodeFairCrypto, seeds.serverSeed),
      clientSeed: 'carol',
      nonce: 7,
    };
    expect(verifyRound(nodeFairCrypto, reveal, play)).toEqual({ verified: true, outcome: played });
    expect(verifyRound(pureFairCrypto, reveal, play)).toEqual({ verified: true, outcome: played });
  });

  it('refuses a seed that does not match the commitment', () => {
    const reveal = {
      serverSeed: toHex(fixedSeed(10)),
      commitment: commitServerSeed(nodeFairCrypto, seeds.serverSeed),
      clientSeed: 'carol',
      nonce: 7,
    };
    expect(verifyRound(nodeFairCrypto, reveal, play)).toEqual({ verified: false, reason: 'commitment-mismatch' });
  });

  it('reads further HMAC blocks when a round needs more bytes', () => {
    const rng = createRoundRng(nodeFairCrypto, seeds);
    play(rng);
    expect(rng.blocksUsed).toBeGreaterThan(1);
  });
});
