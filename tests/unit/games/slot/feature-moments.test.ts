import { describe, expect, it } from 'vitest';
import type { UniformRng } from '../../../../src/games/fairness/engine';
import { defineSlot, LUCKY_CROWN_RULES, mathSheet, playRound } from '../../../../src/games/slot/engine';

/** mulberry32: a small seeded generator, enough for a statistical check (not for real rounds). */
function seeded(seed: number): UniformRng {
  let state = seed >>> 0;
  return {
    below(n) {
      state = (state + 0x6d2b79f5) >>> 0;
      let t = state;
      t = Math.imul(t ^ (t >>> 15), t | 1);
      t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
      return Math.floor((((t ^ (t >>> 14)) >>> 0) / 2 ** 32) * n);
    },
  };
}

describe('free-spin feature moments (the retrigger recursion)', () => {
  it('match a simulation where every round triggers and half the features retrigger', () => {
    // Every base window holds a scatter (5 scatters: always a trigger); free strips of 16 stops
    // with one scatter retrigger with p ≈ 0.049, so a feature averages ≈ 19.5 spins and long
    // chains are common: the second moment of the recursion is exercised, not just the mean.
    const def = defineSlot({
      ...LUCKY_CROWN_RULES,
      reels: {
        base: ['SAK', 'QSA', 'KAS', 'SQK', 'ASQ'],
        free: ['SAKQJWAKQJBHCDAK', 'AKSQWJBKQAHJCDQW', 'KQJSAWBKHQAJCDKA', 'QJAKSWBHQKJACDWK', 'JAKQWSBHKQJACDAK'],
      },
    });
    const sheet = mathSheet(def);
    const rounds = 10_000;
    const rng = seeded(2024);
    let sum = 0;
    let sumSquares = 0;
    let sumFourth = 0;
    let spins = 0;
    for (let i = 0; i < rounds; i++) {
      const round = playRound(def, rng, 1);
      const x = round.win / round.stake;
      sum += x;
      sumSquares += x * x;
      sumFourth += x ** 4;
      spins += round.freeSpins.length;
    }
    const mean = sum / rounds;
    const variance = sumSquares / rounds - mean * mean;
    // 4.5 standard errors: a fixed seed, so this either always passes or flags a wrong formula.
    expect(Math.abs(mean - sheet.rtp)).toBeLessThan(4.5 * Math.sqrt(variance / rounds));
    const varianceError = Math.sqrt((sumFourth / rounds - (sumSquares / rounds) ** 2) / rounds);
    expect(Math.abs(sumSquares / rounds - (sheet.standardDeviation ** 2 + sheet.rtp ** 2))).toBeLessThan(
      4.5 * varianceError,
    );
    expect(sheet.triggerFrequency).toBe(1);
    expect(spins / rounds).toBeCloseTo(sheet.averageFreeSpins, 0);
  }, 30_000);
});
