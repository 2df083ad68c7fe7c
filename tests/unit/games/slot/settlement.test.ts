import { describe, expect, it } from 'vitest';
import { LUCKY_CROWN, spin } from '../../../../src/games/slot/engine';
import { showing } from './showing';

const LETTER: Record<string, string> = { WILD: 'W', SCATTER: 'S', CROWN: 'C', DIAMOND: 'D', BELL: 'B', CHERRY: 'H' };
const COIN = 5; // minor units per line; stake = 20 lines x 5 = 100

/** Line wins as "line number (1-based): count x symbol = coins", for readable expectations. */
function wins(columns: string[], mode: 'base' | 'free' = 'base') {
  const outcome = spin(showing(columns), mode, [0, 0, 0, 0, 0], COIN);
  return {
    lines: outcome.lineWins.map((w) => `${w.line + 1}: ${w.count}x${w.symbol} = ${w.win / COIN / outcome.multiplier}`),
    outcome,
  };
}

describe('settlement of hand-computed grids (20 lines, coin value 5)', () => {
  it('no win: reels 1 and 2 share no symbol and there is no wild', () => {
    const { lines, outcome } = wins(['AKQ', 'JCD', 'BHA', 'KQJ', 'CDB']);
    expect(lines).toEqual([]);
    expect(outcome).toMatchObject({ scatterCount: 0, scatterWin: 0, freeSpinsAwarded: 0, win: 0 });
  });

  it('a line of five wilds, and the wild row completing other lines', () => {
    // top    W W W W W
    // middle A K D K A
    // bottom Q J B J Q
    const { lines, outcome } = wins(['WAQ', 'WKJ', 'WDB', 'WKJ', 'WAQ']);
    expect(lines).toEqual([
      '2: 5xWILD = 1000', // top row
      '6: 3xDIAMOND = 25', // W W D J: two wilds pay nothing alone, as diamonds they make three
      '8: 5xA = 100', // A W W W A
      '14: 5xK = 80', // W K W K W
      '18: 5xBELL = 200', // W W B W W
    ]);
    expect(outcome.win).toBe(1405 * COIN);
    expect(outcome.grid[0]).toEqual(['WILD', 'A', 'Q']);
  });

  it('several lines at once, each paying its longest run from reel 1', () => {
    // top    A A A K J
    // middle K K K K Q
    // bottom Q A Q J Q
    const { lines, outcome } = wins(['AKQ', 'AKA', 'AKQ', 'KKJ', 'JQQ']);
    expect(lines).toEqual(['1: 4xK = 20', '2: 3xA = 10']);
    expect(outcome.win).toBe(30 * COIN);
  });

  it('scatters pay anywhere on the grid, on no line, and three trigger 10 free spins', () => {
    // Scatters on reels 1, 3 and 5 in three different rows; reels 1 and 2 share no symbol.
    const { lines, outcome } = wins(['SAK', 'JQD', 'BSH', 'CDA', 'QJS']);
    expect(lines).toEqual([]);
    expect(outcome).toMatchObject({ scatterCount: 3, scatterWin: 2 * 100, freeSpinsAwarded: 10, win: 200 });
  });

  it('four and five scatters pay 10x and 50x the stake', () => {
    expect(wins(['SAK', 'JSD', 'BSH', 'CDA', 'QJS']).outcome).toMatchObject({ scatterCount: 4, win: 10 * 100 });
    expect(wins(['SAK', 'JSD', 'BSH', 'CSA', 'QJS']).outcome).toMatchObject({ scatterCount: 5, win: 50 * 100 });
  });

  it('two scatters pay nothing and trigger nothing', () => {
    expect(wins(['SAK', 'JQD', 'BSH', 'CDA', 'QJB']).outcome).toMatchObject({
      scatterCount: 2,
      freeSpinsAwarded: 0,
      win: 0,
    });
  });

  it('free spins triple line and scatter wins, and three scatters retrigger', () => {
    const { outcome } = wins(['SAK', 'JQD', 'BSH', 'CDA', 'QJS'], 'free');
    expect(outcome).toMatchObject({ multiplier: 3, scatterWin: 600, freeSpinsAwarded: 10, win: 600 });
    expect(wins(['AKQ', 'AKA', 'AKQ', 'KKJ', 'JQQ'], 'free').outcome.win).toBe(30 * 3 * COIN);
  });
});

describe('settlement on the real reel strips', () => {
  it('stops 0,0,0,0,0 show the first three stops of each base strip and pay line 13', () => {
    // top    B C A D C
    // middle A Q Q H J
    // bottom Q H B Q H   -> line 13 (bottom, middle, middle, middle, bottom): Q Q Q H = 3 x Q
    const outcome = spin(LUCKY_CROWN, 'base', [0, 0, 0, 0, 0], 10);
    expect(outcome.grid.map((reel) => reel.map((symbol) => LETTER[symbol] ?? symbol).join(''))).toEqual([
      'BAQ',
      'CQH',
      'AQB',
      'DHQ',
      'CJH',
    ]);
    expect(outcome.lineWins).toEqual([{ line: 12, symbol: 'Q', count: 3, win: 50 }]);
    expect(outcome.win).toBe(50);
  });

  it('strips wrap around past their last stop', () => {
    const outcome = spin(LUCKY_CROWN, 'base', [31, 30, 0, 0, 0], 1);
    expect(outcome.grid[0]).toEqual(['K', 'BELL', 'A']); // ...DK + BA...
    expect(outcome.grid[1]).toEqual(['BELL', 'J', 'CROWN']); // ...BJ + C...
  });

  it('refuses stops outside the strips', () => {
    expect(() => spin(LUCKY_CROWN, 'base', [32, 0, 0, 0, 0], 1)).toThrow(RangeError);
    expect(() => spin(LUCKY_CROWN, 'base', [0, 0, 0, 0], 1)).toThrow(RangeError);
  });
});
