import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  commitServerSeed,
  createSeedPair,
  isValidClientSeed,
  rotateSeeds,
  takeNonce,
  toHex,
  verifyCommitment,
} from '../../../../src/games/fairness/engine';
import { fixedSeed, nodeFairCrypto as crypto } from '../node-crypto';

describe('server seed commitment', () => {
  it('is the hex SHA-256 of the seed bytes', () => {
    const seed = fixedSeed(3);
    expect(commitServerSeed(crypto, seed)).toBe(createHash('sha256').update(seed).digest('hex'));
    expect(commitServerSeed(crypto, seed)).toBe('ab5f8b5cb9435354c7b58603592d5faf081e17ceb05f7a7c67f4b666f12ca457');
  });

  it('verifies only the committed seed', () => {
    const seed = fixedSeed(3);
    const commitment = commitServerSeed(crypto, seed);
    expect(verifyCommitment(crypto, toHex(seed), commitment)).toBe(true);
    expect(verifyCommitment(crypto, toHex(seed), commitment.toUpperCase())).toBe(true);
    expect(verifyCommitment(crypto, toHex(fixedSeed(4)), commitment)).toBe(false);
    expect(verifyCommitment(crypto, toHex(seed).slice(2), commitment)).toBe(false);
    expect(verifyCommitment(crypto, 'zz' + toHex(seed).slice(2), commitment)).toBe(false);
  });
});

describe('seed pair lifecycle', () => {
  it('starts at nonce 0 and refuses bad seeds', () => {
    const pair = createSeedPair(crypto, fixedSeed(1), 'alice');
    expect(pair.nonce).toBe(0);
    expect(pair.commitment).toBe(commitServerSeed(crypto, fixedSeed(1)));
    expect(() => createSeedPair(crypto, new Uint8Array(31), 'alice')).toThrow(RangeError);
    expect(() => createSeedPair(crypto, fixedSeed(1), '')).toThrow(RangeError);
  });

  it('gives each round its own nonce without changing the stored pair', () => {
    const pair = createSeedPair(crypto, fixedSeed(1), 'alice');
    const first = takeNonce(pair);
    const second = takeNonce(first.next);
    expect([first.round.nonce, second.round.nonce, second.next.nonce]).toEqual([0, 1, 2]);
    expect(pair.nonce).toBe(0);
    expect(second.round.commitment).toBe(pair.commitment);
  });

  it('rotation reveals the old seed, which matches the commitment shown before play, and restarts the nonce', () => {
    let pair = createSeedPair(crypto, fixedSeed(1), 'alice');
    const shownBeforePlay = pair.commitment;
    for (let i = 0; i < 3; i++) pair = takeNonce(pair).next;
    const { revealed, next } = rotateSeeds(crypto, pair, fixedSeed(2), 'my new seed');
    expect(revealed).toEqual({
      serverSeed: toHex(fixedSeed(1)),
      commitment: shownBeforePlay,
      clientSeed: 'alice',
      rounds: 3,
    });
    expect(verifyCommitment(crypto, revealed.serverSeed, shownBeforePlay)).toBe(true);
    expect(next).toMatchObject({
      clientSeed: 'my new seed',
      nonce: 0,
      commitment: commitServerSeed(crypto, fixedSeed(2)),
    });
    expect(rotateSeeds(crypto, pair, fixedSeed(2)).next.clientSeed).toBe('alice');
  });

  it('accepts printable client seeds up to 64 characters', () => {
    expect(isValidClientSeed('a:b c-ñ')).toBe(true);
    expect(isValidClientSeed('x'.repeat(64))).toBe(true);
    expect(isValidClientSeed('x'.repeat(65))).toBe(false);
    expect(isValidClientSeed('')).toBe(false);
    expect(isValidClientSeed('tab\there')).toBe(false);
    expect(isValidClientSeed('del\u007f')).toBe(false);
  });
});
