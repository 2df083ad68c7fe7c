import { describe, expect, it } from 'vitest';
import {
  BET_TYPE_RULES,
  BET_TYPES,
  betProblem,
  combinations,
  costOf,
  DEFAULT_LOTTERY_ODDS as ODDS,
  lineCount,
  linesOf,
  maxPayoutOf,
  MAX_LINES_PER_BET,
  oddsProblem,
  poolSize,
  type Bet,
  type BetInput,
  type BetType,
} from '../../../../src/games/lottery/engine';

const bet = (type: BetType, numbers: string[], units = 1): Bet => ({ type, numbers, units });
const twoDigit = (count: number) => Array.from({ length: count }, (_, i) => String(i).padStart(2, '0'));

describe('bet type rules', () => {
  it('compare each type with the pool of domain-rules 3.1', () => {
    const pools = Object.fromEntries(BET_TYPES.map((type) => [type, poolSize(type)]));
    expect(pools).toEqual({
      lo2: 27,
      lo3: 23,
      lo4: 20,
      xien2: 27,
      xien3: 27,
      xien4: 27,
      truot4: 27,
      truot8: 27,
      truot10: 27,
      de: 1,
      dau: 1,
      duoi: 1,
      de_g1: 1,
      g7: 4,
      cang3: 1,
      cang4: 1,
      big: 23,
      small: 3,
    });
  });

  it('count repeats exactly where a number can come more than once and pays per hit', () => {
    const counting = BET_TYPES.filter((type) => BET_TYPE_RULES[type].repeatsCount);
    expect(counting).toEqual(['lo2', 'lo3', 'lo4', 'g7', 'big', 'small']);
    for (const type of counting) expect(BET_TYPE_RULES[type].kind).toBe('each');
    expect(BET_TYPES.filter((type) => BET_TYPE_RULES[type].costFactor !== 1)).toEqual(['g7']);
    expect(BET_TYPE_RULES.g7.costFactor).toBe(4);
  });
});

describe('lines', () => {
  it('are one per pick, every K-subset for xiên, the whole pick for trượt', () => {
    expect(combinations(['a', 'b', 'c', 'd'], 2)).toEqual([
      ['a', 'b'],
      ['a', 'c'],
      ['a', 'd'],
      ['b', 'c'],
      ['b', 'd'],
      ['c', 'd'],
    ]);
    expect(linesOf(bet('lo2', ['01', '02', '03']))).toEqual([['01'], ['02'], ['03']]);
    expect(linesOf(bet('xien3', ['01', '02', '03', '04', '05']))).toHaveLength(10);
    expect(linesOf(bet('xien4', ['01', '02', '03', '04', '05']))).toHaveLength(5);
    expect(linesOf(bet('truot4', ['01', '02', '03', '04']))).toEqual([['01', '02', '03', '04']]);
    expect([lineCount('xien2', 45), lineCount('xien3', 19), lineCount('xien4', 13)]).toEqual([990, 969, 715]);
    expect([lineCount('xien2', 46), lineCount('xien3', 20), lineCount('xien4', 14)]).toEqual([1035, 1140, 1001]);
    for (const n of [2, 5, 9]) expect(combinations(twoDigit(n), 2)).toHaveLength(lineCount('xien2', n));
  });
});

describe('betProblem', () => {
  /** Input as it may arrive from the wire: any JSON in the fields. */
  const problem = (input: { type: string; numbers?: unknown; units?: unknown }) =>
    betProblem({ numbers: ['27'], units: 1, ...input } as unknown as BetInput, ODDS);

  it('accepts well-formed bets of every type', () => {
    const picks: Record<BetType, string[]> = {
      lo2: ['27', '00'],
      lo3: ['627'],
      lo4: ['0001'],
      xien2: ['27', '48', '61'],
      xien3: ['27', '48', '61'],
      xien4: ['27', '48', '61', '06'],
      truot4: twoDigit(4),
      truot8: twoDigit(8),
      truot10: twoDigit(10),
      de: ['27'],
      dau: ['0', '9'],
      duoi: ['7'],
      de_g1: ['54'],
      g7: ['61'],
      cang3: ['627'],
      cang4: ['8627'],
      big: ['4821'],
      small: ['0736'],
    };
    for (const type of BET_TYPES) expect(betProblem(bet(type, picks[type], 3), ODDS), type).toBeUndefined();
    expect(betProblem(bet('xien2', twoDigit(45)), ODDS)).toBeUndefined();
    expect(betProblem(bet('lo2', twoDigit(100)), ODDS)).toBeUndefined();
  });

  it('refuses an unknown type, or one of another format than the issue', () => {
    expect(problem({ type: 'lo5' })).toBe('lottery.bet.type');
    expect(problem({ type: 'toString' })).toBe('lottery.bet.type');
    expect(betProblem(bet('lo2', ['27']), ODDS, 'SEA4D')).toBe('lottery.bet.type');
    expect(betProblem(bet('big', ['4821']), ODDS, 'XSMB')).toBe('lottery.bet.type');
    expect(betProblem(bet('lo2', ['27']), ODDS, 'XSMB')).toBeUndefined();
  });

  it('refuses numbers that are not exactly the digits of the type', () => {
    for (const numbers of [['7'], ['027'], ['2a'], [' 27'], ['٢٧'], ['2.'], [27]])
      expect(problem({ type: 'lo2', numbers }), JSON.stringify(numbers)).toBe('lottery.bet.numbers');
    expect(problem({ type: 'de', numbers: '27' })).toBe('lottery.bet.numbers');
    expect(problem({ type: 'dau', numbers: ['27'] })).toBe('lottery.bet.numbers');
    expect(problem({ type: 'big', numbers: ['48211'] })).toBe('lottery.bet.numbers');
  });

  it('refuses the same number twice', () => {
    expect(problem({ type: 'lo2', numbers: ['27', '48', '27'] })).toBe('lottery.bet.duplicate');
    expect(problem({ type: 'xien2', numbers: ['27', '27'] })).toBe('lottery.bet.duplicate');
  });

  it('refuses the wrong number of picks', () => {
    expect(problem({ type: 'lo2', numbers: [] })).toBe('lottery.bet.count');
    expect(problem({ type: 'xien3', numbers: ['27', '48'] })).toBe('lottery.bet.count');
    expect(problem({ type: 'truot4', numbers: twoDigit(5) })).toBe('lottery.bet.count');
    expect(problem({ type: 'truot10', numbers: twoDigit(9) })).toBe('lottery.bet.count');
  });

  it(`refuses more than ${MAX_LINES_PER_BET} lines`, () => {
    expect(problem({ type: 'xien2', numbers: twoDigit(46) })).toBe('lottery.bet.lines');
    expect(problem({ type: 'xien4', numbers: twoDigit(14) })).toBe('lottery.bet.lines');
    const lo3 = Array.from({ length: 1000 }, (_, i) => String(i).padStart(3, '0'));
    expect(problem({ type: 'lo3', numbers: lo3 })).toBeUndefined();
    const lo4 = Array.from({ length: 1001 }, (_, i) => String(i).padStart(4, '0'));
    expect(problem({ type: 'lo4', numbers: lo4 })).toBe('lottery.bet.lines');
  });

  it('refuses units that are not a positive safe integer', () => {
    for (const units of [0, -1, 1.5, NaN, Infinity, 2 ** 53, '2'])
      expect(problem({ type: 'de', units }), String(units)).toBe('lottery.bet.units');
  });

  it('refuses a cost or a maximum payout beyond the safe integers', () => {
    // Cost: 2,300 × 1 line × 2^52 units; payout: 4 càng 900,000 × 2 × 10^10 = 1.8 × 10^16.
    expect(problem({ type: 'lo2', units: 2 ** 52 })).toBe('lottery.bet.amount');
    expect(problem({ type: 'cang4', numbers: ['8627'], units: 2 * 10 ** 10 })).toBe('lottery.bet.amount');
    expect(problem({ type: 'cang4', numbers: ['8627'], units: 10 ** 10 })).toBeUndefined();
  });
});

describe('cost', () => {
  it('is unit price × cost factor × lines × units', () => {
    expect(costOf(bet('lo2', ['27', '48', '61', '06', '54', '00'], 2), ODDS)).toBe(27_600); // 2,300 × 6 × 2
    expect(costOf(bet('g7', ['61', '48', '27']), ODDS)).toBe(1_200); // 100 × 4 × 3
    expect(costOf(bet('xien2', ['27', '48', '61', '06'], 5), ODDS)).toBe(3_000); // 100 × C(4,2)=6 × 5
    expect(costOf(bet('truot10', twoDigit(10), 7), ODDS)).toBe(700); // one line
    expect(costOf(bet('lo4', ['0001'], 3), ODDS)).toBe(6_000);
    expect(() => costOf(bet('lo2', ['27'], 2 ** 52), ODDS)).toThrow(RangeError);
  });
});

describe('maxPayoutOf', () => {
  it('is the best draw for the ticket', () => {
    // Every ending one of the picks: 27 hits of lô 2, 23 of lô 3, 4 of giải 7.
    expect(maxPayoutOf(bet('lo2', ['27', '48'], 2), ODDS)).toBe(27 * 8_000 * 2);
    expect(maxPayoutOf(bet('lo3', ['627']), ODDS)).toBe(23 * 92_000);
    expect(maxPayoutOf(bet('g7', ['61', '48']), ODDS)).toBe(4 * 9_500);
    expect(maxPayoutOf(bet('de', twoDigit(100)), ODDS)).toBe(9_500);
    // 4D Big: every tier paid at every count.
    expect(maxPayoutOf(bet('big', ['4821']), ODDS)).toBe(350_000 + 150_000 + 80_000 + 10 * 25_000 + 10 * 10_000);
    expect(maxPayoutOf(bet('small', ['4821', '0736']), ODDS)).toBe(500_000 + 250_000 + 180_000);
    // Xiên: all lines of at most 27 picks can win at once.
    expect(maxPayoutOf(bet('xien2', twoDigit(3)), ODDS)).toBe(3 * 1_700);
    expect(maxPayoutOf(bet('xien2', twoDigit(30)), ODDS)).toBe(351 * 1_700);
    expect(maxPayoutOf(bet('truot8', twoDigit(8), 4), ODDS)).toBe(3_600);
  });
});

describe('oddsProblem', () => {
  it('accepts the defaults and refuses broken odds', () => {
    expect(oddsProblem(ODDS)).toBeUndefined();
    expect(oddsProblem({ ...ODDS, de: { unitPrice: 0, payout: 9_500 } })).toMatch(/^de:/);
    expect(oddsProblem({ ...ODDS, lo2: { unitPrice: 2_300, payout: 80.5 } })).toMatch(/^lo2:/);
    expect(oddsProblem({ ...ODDS, small: { unitPrice: 100, payouts: { special: 1 } } })).toMatch(
      /^small: tier special/,
    );
  });
});
