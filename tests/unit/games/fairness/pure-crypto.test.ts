import { describe, expect, it } from 'vitest';
import { pureFairCrypto, toHex } from '../../../../src/games/fairness/engine';
import { fixedSeed, nodeFairCrypto } from '../node-crypto';

describe('pureFairCrypto (browser verifier)', () => {
  const messages = ['', 'player-seed:0:0', 'ñandú 🎰:123456:7', 'x'.repeat(200)];

  it('gives the same HMAC-SHA256 bytes as Node for any key length and UTF-8 message', () => {
    for (const key of [fixedSeed(1), new Uint8Array(0), Uint8Array.from({ length: 65 }, (_, i) => 255 - i)])
      for (const message of messages)
        expect(toHex(pureFairCrypto.hmacSha256(key, message))).toBe(toHex(nodeFairCrypto.hmacSha256(key, message)));
  });

  it('gives the same SHA-256 as Node, including lengths that are not a multiple of 4', () => {
    for (const length of [0, 1, 3, 31, 32, 33, 64, 100]) {
      const data = Uint8Array.from({ length }, (_, i) => (i * 31 + 5) % 256);
      expect(toHex(pureFairCrypto.sha256(data))).toBe(toHex(nodeFairCrypto.sha256(data)));
    }
  });
});
