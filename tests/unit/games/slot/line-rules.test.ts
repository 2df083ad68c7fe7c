import { describe, expect, it } from 'vitest';
import { spin } from '../../../../src/games/slot/engine';
import { showing } from './showing';

/** Settles one middle-row payline showing `symbols` (strip letters, reel 1 to 5). */
function middleLine(symbols: string) {
  const columns = [...symbols].map((letter) => `J${letter}Q`);
  const outcome = spin(showing(columns, [[1, 1, 1, 1, 1]]), 'base', [0, 0, 0, 0, 0], 1);
  const [win] = outcome.lineWins;
  return win ? `${win.count}x${win.symbol} = ${win.win}` : 'none';
}

describe('payline rules (one line, coin value 1)', () => {
  it.each([
    ['AAAKQ', '3xA = 10', 'three of a kind from reel 1'],
    ['KAAAA', 'none', 'runs start on reel 1'],
    ['AAKAA', 'none', 'two of a kind pays nothing'],
    ['JJJJJ', '5xJ = 50', 'five of a kind'],
    ['WWWWW', '5xWILD = 1000', 'wilds pay on their own'],
    ['AWWWW', '5xA = 100', 'wilds substitute after a paying symbol'],
    ['WAWAW', '5xA = 100', 'wilds substitute anywhere in the run'],
    ['WWWCC', '5xCROWN = 500', 'substitution wins when it pays more than the wilds alone'],
    ['WWWQK', '3xWILD = 50', 'the wilds alone win when they pay more (3 wilds 50 > 4 Q 15)'],
    ['WWWWK', '4xWILD = 250', '4 wilds 250 > 5 K 80'],
    ['WWSAA', 'none', 'the scatter is not substituted and ends the run'],
    ['SWWWW', 'none', 'a line starting on a scatter pays nothing'],
    ['AASAA', 'none', 'a scatter breaks the run'],
  ])('%s pays %s: %s', (symbols, expected) => {
    expect(middleLine(symbols)).toBe(expected);
  });
});
