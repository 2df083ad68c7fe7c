import { describe, expect, it } from 'vitest';
import {
  defineSlot,
  LUCKY_CROWN,
  LUCKY_CROWN_RULES,
  mathSheet,
  spin,
  type SlotDefinition,
} from '../../../../src/games/slot/engine';
import { enumerateSpins } from '../../../../src/games/slot/engine/enumerate';
import { SCATTER, WILD } from '../../../../src/games/slot/engine/symbols';

const sheet = mathSheet(LUCKY_CROWN);

/**
 * A line's pay written from the published rule, independently of the engine's state machine:
 * leading wilds pay as WILD, or substitute for the first other symbol; the higher pay counts.
 */
function ruleLinePay(symbols: number[], pays: readonly (readonly number[])[]): number {
  let wilds = 0;
  while (wilds < 5 && symbols[wilds] === WILD) wilds++;
  const wildPay = pays[WILD]![wilds]!;
  const first = symbols[wilds];
  if (first === undefined || first === SCATTER) return wildPay;
  let run = 0;
  while (run < 5 && (symbols[run] === WILD || symbols[run] === first)) run++;
  return Math.max(wildPay, pays[first]![run]!);
}

/**
 * The RTP's mean by a second, independent route: on any one line each reel shows a symbol with
 * probability (its count on the strip) / (strip length), so a line's expected pay is a sum over
 * all 10^5 symbol sequences; a reel shows a scatter with probability 3 x scatters / length;
 * and the feature's mean is a geometric series in the retrigger chance.
 */
function independentRtp(def: SlotDefinition) {
  const lineRtp = (mode: 'base' | 'free') => {
    const probabilities = def.reels[mode].map((strip) => {
      const p = new Array<number>(10).fill(0);
      for (const id of strip) p[id]! += 1 / strip.length;
      return p;
    });
    let expected = 0;
    for (let code = 0; code < 100_000; code++) {
      const symbols = [...String(code).padStart(5, '0')].map(Number);
      const p = symbols.reduce((product, id, reel) => product * probabilities[reel]![id]!, 1);
      if (p > 0) expected += p * ruleLinePay(symbols, def.linePays);
    }
    return expected; // coins per coin on one line = multiples of the stake over all lines
  };
  const scatters = (mode: 'base' | 'free') =>
    def.reels[mode].reduce(
      (dist, strip) => {
        const q = (3 * strip.filter((id) => id === SCATTER).length) / strip.length;
        return [...dist, 0].map((p, c) => p * (1 - q) + (dist[c - 1] ?? 0) * q);
      },
      [1],
    );
  const scatterRtp = (dist: readonly number[]) => dist.reduce((sum, p, c) => sum + p * def.scatterPays[c]!, 0);
  const triggerChance = (dist: readonly number[]) => dist.slice(def.freeSpins.trigger).reduce((a, b) => a + b, 0);
  const base = scatters('base');
  const free = scatters('free');
  const { award, multiplier } = def.freeSpins;
  const perFreeSpin = multiplier * (lineRtp('free') + scatterRtp(free));
  const feature = (award * perFreeSpin) / (1 - award * triggerChance(free));
  return {
    baseLineRtp: lineRtp('base'),
    baseScatterRtp: scatterRtp(base),
    freeSpinsRtp: triggerChance(base) * feature,
    triggerFrequency: triggerChance(base),
  };
}

describe('Lucky Crown math sheet', () => {
  it('has an exact RTP of 96.0% (within 0.05 points), free spins included', () => {
    expect(Math.abs(sheet.rtp - 0.96)).toBeLessThan(0.0005);
    expect(sheet.baseLineRtp + sheet.baseScatterRtp + sheet.freeSpinsRtp).toBeCloseTo(sheet.rtp, 12);
    expect(sheet.combinations).toEqual({ base: 32 ** 5, free: 32 ** 5 });
  });

  it('agrees with an independent computation of the mean from symbol counts and the published rule', () => {
    const independent = independentRtp(LUCKY_CROWN);
    for (const key of ['baseLineRtp', 'baseScatterRtp', 'freeSpinsRtp', 'triggerFrequency'] as const)
      expect(sheet[key], key).toBeCloseTo(independent[key], 12);
  }, 30_000);

  it('has the published shape: frequent small wins, a feature about every 140 rounds, medium volatility', () => {
    expect(sheet.hitFrequency).toBeGreaterThan(0.45);
    expect(1 / sheet.triggerFrequency).toBeGreaterThan(120);
    expect(1 / sheet.triggerFrequency).toBeLessThan(160);
    expect(sheet.retriggerProbability * 10).toBeLessThan(0.1);
    expect(sheet.standardDeviation).toBeGreaterThan(3);
    expect(sheet.standardDeviation).toBeLessThan(7);
  });
});

describe('free-spin feature that would never end', () => {
  it('is refused: every free spin retriggering means a p >= 1', () => {
    const endless = defineSlot({
      ...LUCKY_CROWN_RULES,
      reels: { base: LUCKY_CROWN_RULES.reels.base, free: ['SAK', 'QSA', 'KAS', 'SQK', 'ASQ'] },
    });
    expect(() => mathSheet(endless)).toThrow(/never end/);
  }, 30_000);
});

describe('exact enumeration', () => {
  // Short strips with wilds and scatters in both modes: 7,776 + 16,807 combinations, few
  // enough to settle every one with spin() and compare with the pruned walk.
  const toy = defineSlot({
    ...LUCKY_CROWN_RULES,
    reels: {
      base: ['WAKSQJ', 'AWSKQB', 'KSAWQC', 'SQAWKD', 'AKWSQH'],
      free: ['WASKQJW', 'AWSKWQB', 'KSAWQCW', 'SQAWKDW', 'AWKWSQH'],
    },
  });

  it.each(['base', 'free'] as const)(
    'sums exactly what settling every %s combination sums',
    (mode) => {
      const lengths = toy.reels[mode].map((strip) => strip.length);
      const brute = {
        linePay: 0,
        scatterPay: 0,
        paySquared: 0,
        hits: 0,
        hitsAboveStake: 0,
        triggers: 0,
        triggerPay: 0,
        maxPay: 0,
      };
      const stops = [0, 0, 0, 0, 0];
      const walk = (reel: number): void => {
        if (reel === 5) {
          const outcome = spin(toy, mode, stops, 1);
          const linePay = outcome.lineWins.reduce((sum, w) => sum + w.win, 0);
          const triggered = outcome.freeSpinsAwarded > 0;
          brute.linePay += linePay;
          brute.scatterPay += outcome.scatterWin;
          brute.paySquared += outcome.win ** 2;
          if (outcome.win > 0 || triggered) brute.hits += 1;
          if (outcome.win > 20 || triggered) brute.hitsAboveStake += 1;
          if (triggered) {
            brute.triggers += 1;
            brute.triggerPay += outcome.win;
          }
          brute.maxPay = Math.max(brute.maxPay, outcome.win);
          return;
        }
        for (stops[reel] = 0; stops[reel] < lengths[reel]!; stops[reel]++) walk(reel + 1);
      };
      walk(0);
      const combinations = lengths.reduce((a, b) => a * b, 1);
      expect(enumerateSpins(toy, mode)).toEqual({ combinations, ...brute });
    },
    30_000,
  );
});
