import { describe, expect, it } from 'vitest';
import {
  DEFAULT_LOTTERY_ODDS as ODDS,
  exposureKey,
  exposureOf,
  unitsWithinCap,
  type Bet,
  type BetType,
} from '../../../../src/games/lottery/engine';

const bet = (type: BetType, numbers: string[], units = 1): Bet => ({ type, numbers, units });

describe('exposureOf', () => {
  it('is one hit of the line at its best tier, per (type, numbers) key', () => {
    expect(exposureOf(bet('lo2', ['27', '48'], 3), ODDS)).toEqual([
      { key: 'lo2:27', type: 'lo2', numbers: ['27'], amount: 24_000 },
      { key: 'lo2:48', type: 'lo2', numbers: ['48'], amount: 24_000 },
    ]);
    expect(exposureOf(bet('de', ['27'], 2), ODDS)).toEqual([
      { key: 'de:27', type: 'de', numbers: ['27'], amount: 19_000 },
    ]);
    // 4D Big: the first prize's payout, the most one hit can pay.
    expect(exposureOf(bet('big', ['4821']), ODDS)[0]!.amount).toBe(350_000);
    expect(exposureOf(bet('small', ['4821']), ODDS)[0]!.amount).toBe(500_000);
  });

  it('keys xiên and trượt lines by their numbers in any order', () => {
    expect(exposureKey('xien2', ['48', '27'])).toBe(exposureKey('xien2', ['27', '48']));
    expect(exposureOf(bet('xien2', ['48', '27', '06']), ODDS).map((e) => [e.key, e.amount])).toEqual([
      ['xien2:27-48', 1_700],
      ['xien2:06-48', 1_700],
      ['xien2:06-27', 1_700],
    ]);
    expect(exposureOf(bet('truot4', ['11', '00', '33', '22'], 2), ODDS)).toEqual([
      { key: 'truot4:00-11-22-33', type: 'truot4', numbers: ['11', '00', '33', '22'], amount: 560 },
    ]);
  });

  it('keeps types apart: lô and đề on the same number are different risks', () => {
    expect(exposureKey('lo2', ['27'])).not.toBe(exposureKey('de', ['27']));
  });
});

describe('unitsWithinCap', () => {
  const headroom = (room: Record<string, number>) => (key: string) => room[key] ?? 0;

  it('cuts a bet to the tightest line, or to 0 to refuse it', () => {
    // lô 2 at 8,000 per unit: 50,000 left on 27 fits 6 units, 1,000,000 on 48 fits 125.
    const room = headroom({ 'lo2:27': 50_000, 'lo2:48': 1_000_000 });
    expect(unitsWithinCap(bet('lo2', ['27', '48'], 10), ODDS, room)).toBe(6);
    expect(unitsWithinCap(bet('lo2', ['48'], 10), ODDS, room)).toBe(10);
    expect(unitsWithinCap(bet('lo2', ['27', '61'], 10), ODDS, room)).toBe(0);
    expect(unitsWithinCap(bet('lo2', ['27'], 10), ODDS, headroom({ 'lo2:27': -5 }))).toBe(0);
  });
});
