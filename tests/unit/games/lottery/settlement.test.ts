import { describe, expect, it } from 'vitest';
import { DEFAULT_LOTTERY_ODDS as ODDS, settleBet, type Bet, type BetType } from '../../../../src/games/lottery/engine';
import { SEA4D_BOARD, XSMB_BOARD } from './boards';

const bet = (type: BetType, numbers: string[], units = 1): Bet => ({ type, numbers, units });

/** Per-line [hits, payout] and the bet's total payout. */
function settled(result: typeof XSMB_BOARD, b: Bet) {
  const s = settleBet(result, b, ODDS);
  return {
    lines: s.lines.map((line) => [line.numbers.join('-'), line.hits, line.payout]),
    hits: s.hits,
    payout: s.payout,
  };
}

// Payouts below use DEFAULT_LOTTERY_ODDS: lô 2 8,000 per hit per point, lô 3 92,000, lô 4
// 920,000, xiên 1,700 / 7,500 / 35,000, trượt 280 / 900 / 1,600, đề, đề G1 and giải 7 9,500,
// đầu/đuôi 950, 3 càng 90,000, 4 càng 900,000; 4D Big p1 350,000 p2 150,000 p3 80,000 special
// 25,000 consolation 10,000; Small p1 500,000 p2 250,000 p3 180,000.
describe('XSMB settlement against the hand-written board', () => {
  it('lô 2 pays every occurrence of the ending', () => {
    // 27 ×4, 48 ×4, 61 ×3, 06 ×2, 54 ×1, 00 ×0; × 8,000 × 2 points.
    expect(settled(XSMB_BOARD, bet('lo2', ['27', '48', '61', '06', '54', '00'], 2))).toEqual({
      lines: [
        ['27', 4, 64_000],
        ['48', 4, 64_000],
        ['61', 3, 48_000],
        ['06', 2, 32_000],
        ['54', 1, 16_000],
        ['00', 0, 0],
      ],
      hits: 14,
      payout: 224_000,
    });
  });

  it('lô 3 counts the 23 three-digit endings, not G7', () => {
    // 627 (db, g6), 761 (g3, g4), 206 (g3, g5) twice each; 354 (g1) and 148 (g6) once;
    // 092 would only be G7's 92 with a digit that G7 does not have: 0.
    expect(settled(XSMB_BOARD, bet('lo3', ['627', '761', '206', '354', '148', '092']))).toEqual({
      lines: [
        ['627', 2, 184_000],
        ['761', 2, 184_000],
        ['206', 2, 184_000],
        ['354', 1, 92_000],
        ['148', 1, 92_000],
        ['092', 0, 0],
      ],
      hits: 8,
      payout: 736_000,
    });
  });

  it('lô 4 counts the 20 four-digit endings of db and G1–G5, not G6', () => {
    // 4206 twice (g3 84206, g5 4206), 8627 once (db); 0627 is not G6's 627; 0354 is G1's.
    expect(settled(XSMB_BOARD, bet('lo4', ['4206', '8627', '0627', '0354']))).toEqual({
      lines: [
        ['4206', 2, 1_840_000],
        ['8627', 1, 920_000],
        ['0627', 0, 0],
        ['0354', 1, 920_000],
      ],
      hits: 4,
      payout: 3_680_000,
    });
  });

  it('xiên pays once per line whose numbers all appear, however often', () => {
    // 27 and 48 both appear (4 times each): the line pays 1,700 × 3 once; 00 never appears.
    expect(settled(XSMB_BOARD, bet('xien2', ['27', '48', '00'], 3))).toEqual({
      lines: [
        ['27-48', 1, 5_100],
        ['27-00', 0, 0],
        ['48-00', 0, 0],
      ],
      hits: 1,
      payout: 5_100,
    });
    // 27 (db), 05 and 92 (g7) all appear; 11 does not.
    expect(settled(XSMB_BOARD, bet('xien3', ['27', '05', '92'])).payout).toBe(7_500);
    expect(settled(XSMB_BOARD, bet('xien3', ['27', '05', '11'])).payout).toBe(0);
    // Five picks, C(5, 4) = 5 lines: only the one without 99 wins.
    const x4 = settled(XSMB_BOARD, bet('xien4', ['27', '48', '61', '06', '99']));
    expect(x4.lines.length).toBe(5);
    expect(x4.lines.filter(([, hits]) => hits === 1)).toEqual([['27-48-61-06', 1, 35_000]]);
    expect(x4.payout).toBe(35_000);
  });

  it('trượt wins when none of its numbers appears', () => {
    expect(settled(XSMB_BOARD, bet('truot4', ['00', '11', '22', '44'], 5))).toEqual({
      lines: [['00-11-22-44', 1, 1_400]],
      hits: 1,
      payout: 1_400,
    });
    expect(settled(XSMB_BOARD, bet('truot4', ['00', '11', '22', '27'], 5)).payout).toBe(0);
    const eight = ['00', '11', '22', '44', '99', '88', '77', '66'];
    expect(settled(XSMB_BOARD, bet('truot8', eight)).payout).toBe(900);
    expect(settled(XSMB_BOARD, bet('truot10', [...eight, '55', '57'])).payout).toBe(1_600);
    // 05 is only G7's: still an appearance.
    expect(settled(XSMB_BOARD, bet('truot10', [...eight, '55', '05'])).payout).toBe(0);
  });

  it('đề, đầu, đuôi, đề giải nhất, 3 càng and 4 càng read one number once', () => {
    // 27 is the special's ending: paid once (9,500 × 2), though lô would count it 4 times.
    expect(settled(XSMB_BOARD, bet('de', ['27', '72'], 2))).toEqual({
      lines: [
        ['27', 1, 19_000],
        ['72', 0, 0],
      ],
      hits: 1,
      payout: 19_000,
    });
    expect(settled(XSMB_BOARD, bet('dau', ['2', '7'])).lines).toEqual([
      ['2', 1, 950],
      ['7', 0, 0],
    ]);
    expect(settled(XSMB_BOARD, bet('duoi', ['7', '2'])).lines).toEqual([
      ['7', 1, 950],
      ['2', 0, 0],
    ]);
    // G1 90354 ends in 54; 27 is the special's, not G1's.
    expect(settled(XSMB_BOARD, bet('de_g1', ['54', '27'])).lines).toEqual([
      ['54', 1, 9_500],
      ['27', 0, 0],
    ]);
    // 627 is the special's three-digit ending (and G6's, which 3 càng ignores); 761 is not the special's.
    expect(settled(XSMB_BOARD, bet('cang3', ['627', '761'])).payout).toBe(90_000);
    expect(settled(XSMB_BOARD, bet('cang4', ['8627', '4206'])).payout).toBe(900_000);
  });

  it('giải 7 pays per hit among the four G7 numbers only', () => {
    // 61 and 48 are G7 numbers (and elsewhere, which does not count here); 27 is not in G7.
    expect(settled(XSMB_BOARD, bet('g7', ['61', '48', '27']))).toEqual({
      lines: [
        ['61', 1, 9_500],
        ['48', 1, 9_500],
        ['27', 0, 0],
      ],
      hits: 2,
      payout: 19_000,
    });
  });
});

describe('SEA4D settlement against the hand-written board', () => {
  it('Big pays every hit by its tier', () => {
    // 4821: p1 + special + consolation = 350,000 + 25,000 + 10,000; 0736: p2 + special =
    // 150,000 + 25,000; 7777 special 25,000; 1111 consolation 10,000; 9999 nothing.
    expect(settled(SEA4D_BOARD, bet('big', ['4821', '0736', '7777', '1111', '9999']))).toEqual({
      lines: [
        ['4821', 3, 385_000],
        ['0736', 2, 175_000],
        ['7777', 1, 25_000],
        ['1111', 1, 10_000],
        ['9999', 0, 0],
      ],
      hits: 7,
      payout: 595_000,
    });
  });

  it('Small pays only the first three prizes', () => {
    expect(settled(SEA4D_BOARD, bet('small', ['4821', '0736', '5590', '7777'], 2))).toEqual({
      lines: [
        ['4821', 1, 1_000_000],
        ['0736', 1, 500_000],
        ['5590', 1, 360_000],
        ['7777', 0, 0],
      ],
      hits: 3,
      payout: 1_860_000,
    });
  });
});

describe('settlement refuses what it cannot settle', () => {
  it('a result of another format or of the wrong shape', () => {
    expect(() => settleBet(SEA4D_BOARD, bet('lo2', ['27']), ODDS)).toThrow(RangeError);
    expect(() => settleBet(XSMB_BOARD, bet('big', ['4821']), ODDS)).toThrow(RangeError);
    const short = { ...XSMB_BOARD, g7: ['61', '05', '48'] };
    expect(() => settleBet(short, bet('de', ['27']), ODDS)).toThrow(RangeError);
  });

  it('units that are not a positive integer', () => {
    for (const units of [0, -1, 1.5]) expect(() => settleBet(XSMB_BOARD, bet('de', ['27'], units), ODDS)).toThrow();
  });

  it('gives the same answer on every call (the board cache changes nothing)', () => {
    const b = bet('lo2', ['27', '48']);
    const first = settleBet(XSMB_BOARD, b, ODDS);
    expect(settleBet(XSMB_BOARD, b, ODDS)).toEqual(first);
    expect(settleBet({ ...XSMB_BOARD }, b, ODDS)).toEqual(first);
  });
});
