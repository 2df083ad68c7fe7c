import { describe, expect, it } from 'vitest';
import {
  BET_TYPE_RULES,
  BET_TYPES,
  DEFAULT_LOTTERY_ODDS as ODDS,
  DRAW_FORMATS,
  exactBetMath,
  lotteryMathSheet,
  poolOf,
  settleBet,
  type BetType,
} from '../../../../src/games/lottery/engine';
import {
  allAppearProbability,
  anyAppearProbability,
  noneAppearProbability,
} from '../../../../src/games/lottery/engine/math';
import { fraction, toNumber, type Fraction } from '../../../../src/games/lottery/engine/rational';

const sheet = Object.fromEntries(lotteryMathSheet(ODDS).map((row) => [row.type, row]));

/** Counts, over all n^m sequences of m draws from 0..n-1, those where `wins` holds of the set drawn. */
function bruteForce(m: number, n: number, wins: (seen: Set<number>) => boolean): Fraction {
  let count = 0;
  const total = n ** m;
  for (let code = 0; code < total; code++) {
    const seen = new Set<number>();
    for (let i = 0, c = code; i < m; i++, c = Math.floor(c / n)) seen.add(c % n);
    if (wins(seen)) count++;
  }
  return fraction(BigInt(count), BigInt(total));
}

describe('probabilities', () => {
  it('match brute-force enumeration of small draws', () => {
    // 6 values, 5 draws: 7,776 sequences; the picks are values 0..k-1.
    for (const k of [1, 2, 3, 4]) {
      const picks = Array.from({ length: k }, (_, i) => i);
      expect(allAppearProbability(k, 5, 6), `all ${k}`).toEqual(bruteForce(5, 6, (s) => picks.every((v) => s.has(v))));
      expect(noneAppearProbability(k, 5, 6), `none ${k}`).toEqual(
        bruteForce(5, 6, (s) => picks.every((v) => !s.has(v))),
      );
    }
    expect(anyAppearProbability(5, 6)).toEqual(bruteForce(5, 6, (s) => s.has(0)));
    // 7 draws from 4 values, four picks: every value must show (a surjection count).
    expect(allAppearProbability(4, 7, 4)).toEqual(bruteForce(7, 4, (s) => s.size === 4));
  });

  it('give the figures of domain-rules 3.1', () => {
    const percent = (type: BetType, digits: number) => (sheet[type]!.winProbability * 100).toFixed(digits);
    expect([percent('xien2', 2), percent('xien3', 2), percent('xien4', 3)]).toEqual(['5.49', '1.23', '0.267']);
    expect([percent('truot4', 1), percent('truot8', 1), percent('truot10', 1)]).toEqual(['33.2', '10.5', '5.8']);
    const fair = (type: BetType) => (1 / sheet[type]!.winProbability).toFixed(1);
    expect(['xien2', 'xien3', 'xien4', 'truot4', 'truot8', 'truot10'].map((t) => fair(t as BetType))).toEqual([
      '18.2',
      '81.3',
      '374.5',
      '3.0',
      '9.5',
      '17.2',
    ]);
    expect(sheet.lo2!.exact.expectedHits).toBe('27/100');
    expect(sheet.de!.exact.winProbability).toBe('1/100');
    expect(sheet.dau!.exact.winProbability).toBe('1/10');
    expect(sheet.cang3!.exact.winProbability).toBe('1/1000');
    expect(sheet.truot4!.exact.winProbability).toBe(`${96n ** 27n / 4n ** 27n}/${100n ** 27n / 4n ** 27n}`);
  });

  it('count repeats in expected hits: lô 2 expects 0.27 hits but wins with 1 − 0.99^27', () => {
    expect(sheet.lo2!.expectedHits).toBe(0.27);
    expect(sheet.lo2!.winProbability).toBeCloseTo(1 - 0.99 ** 27, 15);
    expect(sheet.g7!.expectedHits).toBe(0.04);
    expect(sheet.big!.expectedHits).toBe(0.0023);
    expect(sheet.small!.expectedHits).toBe(0.0003);
  });
});

describe('expected payout of single-number types', () => {
  /**
   * A second route through settlement itself: by linearity, a pick's expected payout is the sum
   * over pool positions of 1/10^digits × what settleBet pays when that one position shows the
   * pick (on a board where nothing else does).
   */
  function expectedPayoutBySettlement(type: BetType): Fraction {
    const { format, digits } = BET_TYPE_RULES[type];
    const pick = '1'.repeat(digits);
    const zeros = (tierDigits: number) => '0'.repeat(tierDigits);
    const blank = Object.fromEntries(
      DRAW_FORMATS[format].tiers.map(({ tier, count, digits: d }) => [tier, Array<string>(count).fill(zeros(d))]),
    );
    let total = 0;
    for (const { tier, digits: d, count } of DRAW_FORMATS[format].tiers)
      for (let i = 0; i < count; i++) {
        const board: Record<string, string[]> = { ...blank, [tier]: [...blank[tier]!] };
        // Place the pick at the compared position: đầu compares the tens digit.
        const placed = type === 'dau' ? `${pick}0` : pick;
        if (placed.length > d) continue;
        board[tier]![i] = zeros(d - placed.length) + placed;
        total += settleBet(board, { type, numbers: [pick], units: 1 }, ODDS).payout;
      }
    return fraction(BigInt(total), BigInt(10 ** digits));
  }

  it('agrees with the exact math for every type that pays per hit', () => {
    for (const type of BET_TYPES.filter((t) => BET_TYPE_RULES[t].kind === 'each'))
      expect(exactBetMath(type, ODDS).expectedPayout, type).toEqual(expectedPayoutBySettlement(type));
    expect(poolOf('lo3').map(({ tier }) => tier)).not.toContain('g7');
  });
});

describe('default odds', () => {
  it('give the published RTPs, all between 90% and 95%', () => {
    const rtps = Object.fromEntries(BET_TYPES.map((type) => [type, Number((sheet[type]!.rtp * 100).toFixed(2))]));
    expect(rtps).toEqual({
      lo2: 93.91, // 0.27 × 8,000 / 2,300
      lo3: 92, // 0.023 × 92,000 / 2,300
      lo4: 92, // 0.002 × 920,000 / 2,000
      xien2: 93.3, // 5.488% × 17
      xien3: 92.23, // 1.2298% × 75
      xien4: 93.45, // 0.26699% × 350
      truot4: 93, // 33.214% × 2.8
      truot8: 94.74, // 10.526% × 9
      truot10: 93.04, // 5.815% × 16
      de: 95,
      dau: 95,
      duoi: 95,
      de_g1: 95,
      g7: 95, // 4 / 100 × 9,500 / (100 × 4)
      cang3: 90,
      cang4: 90,
      big: 93, // (350,000 + 150,000 + 80,000 + 10 × 25,000 + 10 × 10,000) / 10,000 / 100
      small: 93, // (500,000 + 250,000 + 180,000) / 10,000 / 100
    });
    expect(sheet.lo2!.exact.rtp).toBe('108/115');
    for (const row of Object.values(sheet)) expect(toNumber(exactBetMath(row.type, ODDS).rtp)).toBe(row.rtp);
  });

  it('scale with the brand odds', () => {
    const generous = { ...ODDS, de: { unitPrice: 100, payout: 9_900 } };
    expect(lotteryMathSheet(generous).find((row) => row.type === 'de')!.rtp).toBe(0.99);
  });
});
