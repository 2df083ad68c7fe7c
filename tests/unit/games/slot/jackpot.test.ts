import { describe, expect, it } from 'vitest';
import { createRoundRng, type UniformRng } from '../../../../src/games/fairness/engine';
import { LUCKY_CROWN, playRound, playRoundWithJackpot } from '../../../../src/games/slot/engine';
import { fixedSeed, nodeFairCrypto } from '../node-crypto';

const seeds = { serverSeed: fixedSeed(3), clientSeed: 'jackpot', nonce: 7 };

describe('the jackpot draw', () => {
  it('is the next uniform draw after the round, from the same stream, so the round itself is unchanged', () => {
    const plain = playRound(LUCKY_CROWN, createRoundRng(nodeFairCrypto, seeds), 5);
    const rng = createRoundRng(nodeFairCrypto, seeds);
    const { round, jackpot } = playRoundWithJackpot(LUCKY_CROWN, rng, 5, 1_000);
    expect(round).toEqual(plain);
    // Replaying the round and taking one more draw gives the recorded draw.
    const replay = createRoundRng(nodeFairCrypto, seeds);
    playRound(LUCKY_CROWN, replay, 5);
    expect(jackpot).toEqual({ odds: 1_000, draw: replay.below(1_000), hit: jackpot?.draw === 0 });
  });

  it('hits exactly when the draw is 0, always at odds 1, and draws nothing at odds 0', () => {
    const scripted = (values: number[]): UniformRng => {
      const queue = [...values];
      return { below: () => queue.shift() ?? 0 };
    };
    // 15 reel stops of 0 (no scatter in view there), then the jackpot draw.
    const stops = Array.from({ length: 5 }, () => 0);
    expect(playRoundWithJackpot(LUCKY_CROWN, scripted([...stops, 0]), 1, 50).jackpot).toEqual({
      odds: 50,
      draw: 0,
      hit: true,
    });
    expect(playRoundWithJackpot(LUCKY_CROWN, scripted([...stops, 49]), 1, 50).jackpot?.hit).toBe(false);
    expect(playRoundWithJackpot(LUCKY_CROWN, createRoundRng(nodeFairCrypto, seeds), 1, 1).jackpot?.hit).toBe(true);
    expect(playRoundWithJackpot(LUCKY_CROWN, createRoundRng(nodeFairCrypto, seeds), 1, 0).jackpot).toBeNull();
  });
});
