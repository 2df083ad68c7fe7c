import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { blockMessage, createRoundByteStream, pureFairCrypto } from '../../../../src/games/fairness/engine';
import { fixedSeed, nodeFairCrypto } from '../node-crypto';

const seed = fixedSeed(3);
const read = (count: number, clientSeed = 'alice', nonce = 42) => {
  const stream = createRoundByteStream(nodeFairCrypto, seed, clientSeed, nonce);
  return { bytes: Buffer.from(Array.from({ length: count }, () => stream.nextByte())), stream };
};

describe('round byte stream', () => {
  it('is HMAC-SHA256(server seed, "clientSeed:nonce:cursor") for cursor 0, 1, 2 ... concatenated', () => {
    const expected = Buffer.concat(
      [0, 1, 2].map((cursor) => createHmac('sha256', seed).update(`alice:42:${cursor}`).digest()),
    );
    expect(blockMessage('alice', 42, 2)).toBe('alice:42:2');
    const { bytes, stream } = read(96);
    expect(bytes.toString('hex')).toBe(expected.toString('hex'));
    expect(stream.blocksUsed).toBe(3);
  });

  it('matches a known vector, with the pure and the Node primitives alike', () => {
    // HMAC-SHA256(key = bytes (i*7+3) mod 256 for i < 32, "alice:42:0"), computed with node:crypto.
    const vector = '640150bd89e2614abdd31ae2f26b9827474da1d2837fe50a1092a89795fd2e70';
    expect(read(32).bytes.toString('hex')).toBe(vector);
    const pure = createRoundByteStream(pureFairCrypto, seed, 'alice', 42);
    expect(Buffer.from(Array.from({ length: 32 }, () => pure.nextByte())).toString('hex')).toBe(vector);
  });

  it('computes a block only when its first byte is read', () => {
    const { stream } = read(32);
    expect(stream.blocksUsed).toBe(1);
    stream.nextByte();
    expect(stream.blocksUsed).toBe(2);
  });

  it('differs for another nonce or client seed', () => {
    const base = read(32).bytes.toString('hex');
    expect(read(32, 'alice', 43).bytes.toString('hex')).not.toBe(base);
    expect(read(32, 'bob', 42).bytes.toString('hex')).not.toBe(base);
  });
});
