import { describe, expect, it } from 'vitest';
import { DEFAULT_LOTTERY_ODDS as ODDS } from '../../../../src/games/lottery/engine';
import { quickPick, betTypesOf, pickerOf } from '../../../../src/games/lottery/ui/betTypes';
import { entryProblem, parseNumbers } from '../../../../src/games/lottery/ui/numberEntry';

describe('typed numbers', () => {
  it('split on commas, semicolons, spaces and new lines, ignoring blanks', () => {
    expect(parseNumbers(' 07, 23  68;\n99 ,, ')).toEqual(['07', '23', '68', '99']);
    expect(parseNumbers('   ')).toEqual([]);
  });

  it('name the first token that is not a number of the type\u2019s digits', () => {
    expect(entryProblem('de', ['07', '7', 'ab'], 1, ODDS)).toEqual({ kind: 'token', token: '7' });
    expect(entryProblem('cang3', ['123', '4567'], 1, ODDS)).toEqual({ kind: 'token', token: '4567' });
  });

  it('then apply the engine\u2019s betProblem: duplicates, counts, lines, units', () => {
    expect(entryProblem('lo2', ['07', '07'], 1, ODDS)).toEqual({ kind: 'bet', problem: 'lottery.bet.duplicate' });
    expect(entryProblem('truot4', ['01', '02', '03'], 1, ODDS)).toEqual({ kind: 'bet', problem: 'lottery.bet.count' });
    const many = Array.from({ length: 46 }, (_, i) => String(i).padStart(2, '0'));
    expect(entryProblem('xien2', many, 1, ODDS)).toEqual({ kind: 'bet', problem: 'lottery.bet.lines' });
    expect(entryProblem('lo2', ['07'], 0, ODDS)).toEqual({ kind: 'bet', problem: 'lottery.bet.units' });
    expect(entryProblem('lo2', ['07', '23'], 2, ODDS)).toBeUndefined();
  });
});

describe('bet types on the page', () => {
  it('offer each format its own types, with a picker fit for their digits', () => {
    expect(betTypesOf('SEA4D')).toEqual(['big', 'small']);
    expect(betTypesOf('XSMB')).toHaveLength(16);
    expect([pickerOf('dau'), pickerOf('de'), pickerOf('cang3'), pickerOf('big')]).toEqual([
      'digits',
      'grid',
      'wheels',
      'wheels',
    ]);
  });

  it('quick-pick distinct numbers of the type\u2019s digits, as many as asked within its range', () => {
    let state = 0;
    // Repeats on purpose: the pick must still hold distinct numbers.
    const random = () => [0.07, 0.07, 0.23, 0.5][state++ % 4]!;
    expect(quickPick('lo2', 3, random)).toEqual(['07', '23', '50']);
    let step = 0;
    expect(quickPick('truot4', 1, () => (step++ * 0.13) % 1)).toEqual(['00', '13', '26', '39']);
    expect(quickPick('cang4', 1, () => 0.0042)).toEqual(['0042']);
  });
});
