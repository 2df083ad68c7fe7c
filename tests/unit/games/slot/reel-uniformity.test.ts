import { describe, expect, it } from 'vitest';
import { createRoundRng, drawStops } from '../../../../src/games/fairness/engine';
import { LUCKY_CROWN } from '../../../../src/games/slot/engine';
import { fixedSeed, nodeFairCrypto } from '../node-crypto';

/** Chi-square critical values at p = 0.001 by degrees of freedom (scipy.stats.chi2.ppf(0.999, df)). */
const CRITICAL_P001: Record<number, number> = { 29: 58.301, 31: 61.098, 32: 62.487, 36: 67.985, 1023: 1168.497 };

function chiSquare(counts: number[], draws: number): number {
  const expected = draws / counts.length;
  return counts.reduce((sum, count) => sum + (count - expected) ** 2 / expected, 0);
}

/** 100,000 rounds' stops through the fair RNG: one nonce per round, as the server draws them. */
function drawRounds(lengths: number[], rounds = 100_000): number[][] {
  const serverSeed = fixedSeed(77);
  return Array.from({ length: rounds }, (_, nonce) =>
    drawStops(createRoundRng(nodeFairCrypto, { serverSeed, clientSeed: 'chi', nonce }), lengths),
  );
}

describe('reel-stop uniformity through the fair RNG (chi-square, p = 0.001)', () => {
  it('every reel of the game lands on each of its 32 stops equally often', () => {
    const lengths = LUCKY_CROWN.reels.base.map((strip) => strip.length);
    const rounds = drawRounds(lengths);
    lengths.forEach((length, reel) => {
      const counts = new Array<number>(length).fill(0);
      for (const stops of rounds) counts[stops[reel]!]! += 1;
      expect(chiSquare(counts, rounds.length), `reel ${reel + 1}`).toBeLessThan(CRITICAL_P001[length - 1]!);
    });
    // Pairs of adjacent reels: stops are independent, not just uniform one by one.
    const pairs = new Array<number>(32 * 32).fill(0);
    for (const stops of rounds) pairs[stops[0]! * 32 + stops[1]!]! += 1;
    expect(chiSquare(pairs, rounds.length)).toBeLessThan(CRITICAL_P001[1023]!);
  }, 30_000);

  it('strip lengths that are not powers of two (where rejection happens) are uniform too', () => {
    const lengths = [30, 33, 37];
    const rounds = drawRounds(lengths);
    lengths.forEach((length, reel) => {
      const counts = new Array<number>(length).fill(0);
      for (const stops of rounds) counts[stops[reel]!]! += 1;
      expect(chiSquare(counts, rounds.length), `length ${length}`).toBeLessThan(CRITICAL_P001[length - 1]!);
    });
  }, 30_000);
});
