import { describe, expect, it } from 'vitest';
import { defineSlot, LUCKY_CROWN, LUCKY_CROWN_RULES, type SlotRules } from '../../../../src/games/slot/engine';

const withReels = (base: string[]): SlotRules => ({ ...LUCKY_CROWN_RULES, reels: { base, free: base } });

describe('defineSlot', () => {
  it('compiles Lucky Crown: 5 strips of 32 stops per mode, one scatter each', () => {
    for (const mode of ['base', 'free'] as const) {
      expect(LUCKY_CROWN.reels[mode].map((strip) => strip.length)).toEqual([32, 32, 32, 32, 32]);
      expect(LUCKY_CROWN.reels[mode].every((strip) => strip.filter((id) => id === 1).length === 1)).toBe(true);
    }
    expect(LUCKY_CROWN.scatterPays).toEqual([0, 0, 0, 2, 10, 50]);
    expect(LUCKY_CROWN.linePays[0]).toEqual([0, 0, 0, 50, 250, 1000]);
  });

  it('refuses strips that could show two scatters on one reel, also across the wrap', () => {
    expect(() => defineSlot(withReels(['SASKQ', 'AKQ', 'AKQ', 'AKQ', 'AKQ']))).toThrow(/two scatters/);
    expect(() => defineSlot(withReels(['SAKQJS', 'AKQ', 'AKQ', 'AKQ', 'AKQ']))).toThrow(/two scatters/);
  });

  it('refuses unknown letters, short strips, a wrong reel count and bad paylines', () => {
    expect(() => defineSlot(withReels(['AKX', 'AKQ', 'AKQ', 'AKQ', 'AKQ']))).toThrow(/unknown symbol/);
    expect(() => defineSlot(withReels(['AK', 'AKQ', 'AKQ', 'AKQ', 'AKQ']))).toThrow(/at least as long/);
    expect(() => defineSlot(withReels(['AKQ', 'AKQ', 'AKQ', 'AKQ']))).toThrow(/5 strips/);
    expect(() => defineSlot({ ...LUCKY_CROWN_RULES, paylines: [[1, 1, 1, 1, 3]] })).toThrow(/bad payline/);
  });

  it('refuses line pays for the scatter, fractional pays and a wild without pays', () => {
    const rules = (linePays: SlotRules['linePays']): SlotRules => ({ ...LUCKY_CROWN_RULES, linePays });
    expect(() => defineSlot(rules({ ...LUCKY_CROWN_RULES.linePays, SCATTER: [1, 2, 3] }))).toThrow(/anywhere/);
    expect(() => defineSlot(rules({ ...LUCKY_CROWN_RULES.linePays, J: [0.5, 10, 50] }))).toThrow(/integers/);
    expect(() => defineSlot(rules({ ...LUCKY_CROWN_RULES.linePays, WILD: undefined }))).toThrow(/WILD/);
  });
});
