import { describe, expect, it } from 'vitest';
import type { LotteryMenuGame } from '../../../../../src/shared/api/lottery';
import {
  MENU_REFRESH_CAP_MS,
  MENU_REFRESH_DUE_MS,
  boardTiers,
  countdownOf,
  drawsOn,
  formatWinningTime,
  matchesSearch,
  menuRefreshDelay,
  openingDigits,
  vendorOfGame,
  visibleGames,
  weekdayOf,
} from '../../../../../src/renderer/games/lottery/lobbyRules';

/** A menu game with the fields a test cares about. */
function game(overrides: Partial<LotteryMenuGame>): LotteryMenuGame {
  return {
    gameId: 1,
    nodeId: '2',
    gameCode: 'XSMB',
    remark: 'Northern Lottery (XSMB)',
    gameMenuTag: 'VN',
    prizeMode: 'ELOTT',
    format: 'XSMB',
    kind: 'real',
    numero: '20261128',
    remainTime: 60_000,
    lockTime: 900,
    drawDayOfWeek: '1,2,3,4,5,6,7',
    winningTime: 0,
    drawInterval: 0,
    serverSeedHash: '',
    lastNumero: '',
    openNumber: '',
    ...overrides,
  };
}

describe('menuRefreshDelay (spec 4: the lottery menu reloads on a timer)', () => {
  it('waits the least remaining time of the open games', () => {
    expect(menuRefreshDelay([game({ remainTime: 12_000 }), game({ remainTime: 4_500 })])).toBe(4_500);
  });

  it('waits at most 30,000 ms', () => {
    expect(menuRefreshDelay([game({ remainTime: 3_600_000 })])).toBe(MENU_REFRESH_CAP_MS);
    expect(MENU_REFRESH_CAP_MS).toBe(30_000);
  });

  it('waits 7,000 ms when the least time is 0 or less', () => {
    expect(menuRefreshDelay([game({ remainTime: 0 }), game({ remainTime: 20_000 })])).toBe(MENU_REFRESH_DUE_MS);
    expect(menuRefreshDelay([game({ remainTime: -5 })])).toBe(7_000);
  });

  it('counts only games with an open issue, and waits the cap when none is open', () => {
    expect(menuRefreshDelay([game({ numero: '', remainTime: 0 }), game({ remainTime: 9_000 })])).toBe(9_000);
    expect(menuRefreshDelay([game({ numero: '', remainTime: 0 })])).toBe(30_000);
    expect(menuRefreshDelay([])).toBe(30_000);
  });
});

describe('weekday filter (Sunday 1 .. Saturday 7 against drawDayOfWeek)', () => {
  const sea = game({ drawDayOfWeek: '1,4,7' });

  it('keeps a real draw only on its draw days', () => {
    expect(drawsOn(sea, 1)).toBe(true);
    expect(drawsOn(sea, 4)).toBe(true);
    expect(drawsOn(sea, 2)).toBe(false);
    expect(drawsOn(sea, 6)).toBe(false);
  });

  it('keeps everything for "any day" and fast draws every day', () => {
    expect(drawsOn(sea, 0)).toBe(true);
    expect(drawsOn(game({ drawDayOfWeek: '', drawInterval: 180 }), 3)).toBe(true);
  });

  it('numbers the viewer weekday from Sunday 1', () => {
    expect(weekdayOf(new Date(2026, 10, 29, 12).getTime())).toBe(1); // a Sunday
    expect(weekdayOf(new Date(2026, 10, 28, 12).getTime())).toBe(7); // a Saturday
  });
});

describe('openingDigits (at most 6 digits shown)', () => {
  it('keeps a short number whole, leading zeros included', () => {
    expect(openingDigits('04512')).toEqual(['0', '4', '5', '1', '2']);
  });

  it('cuts a longer number to its first six digits and drops non-digits', () => {
    expect(openingDigits('12345678')).toEqual(['1', '2', '3', '4', '5', '6']);
    expect(openingDigits('12-34 5')).toEqual(['1', '2', '3', '4', '5']);
    expect(openingDigits('')).toEqual([]);
  });
});

describe('formatWinningTime and countdownOf', () => {
  it('writes the draw time as YYYY.MM.DD and HH:mm', () => {
    expect(formatWinningTime(new Date(2026, 0, 5, 18, 15).getTime())).toEqual({ date: '2026.01.05', time: '18:15' });
  });

  it('counts down in HH:MM:SS with whole days apart, never below zero', () => {
    expect(countdownOf(3_723_000)).toEqual({ days: 0, clock: '01:02:03' });
    expect(countdownOf(86_400_000 + 61_000)).toEqual({ days: 1, clock: '00:01:01' });
    expect(countdownOf(1_200)).toEqual({ days: 0, clock: '00:00:02' });
    expect(countdownOf(-4_000)).toEqual({ days: 0, clock: '00:00:00' });
  });
});

describe('search, vendor and list types', () => {
  it('finds a game by name or code, without case or accents', () => {
    const vn = game({ remark: 'Xổ số miền Bắc' });
    expect(matchesSearch(vn, 'xo so mien bac')).toBe(true);
    expect(matchesSearch(vn, 'xsmb')).toBe(true);
    expect(matchesSearch(vn, 'sea')).toBe(false);
    expect(matchesSearch(vn, '  ')).toBe(true);
  });

  it('gives SEA games to TCG_SEA and the rest to TCG_LOTTO_VN', () => {
    expect(vendorOfGame(game({ prizeMode: 'SEA', format: 'SEA4D' }))).toBe('TCG_SEA');
    expect(vendorOfGame(game({}))).toBe('TCG_LOTTO_VN');
  });

  const menu = [
    game({ nodeId: '2', gameCode: 'XSMB', gameMenuTag: 'VN', drawDayOfWeek: '1,2,3,4,5,6,7' }),
    game({ nodeId: '3', gameCode: 'XSMB1', remark: 'Fast XSMB 1 min', gameMenuTag: 'FAST', drawInterval: 60 }),
    game({ nodeId: '6', gameCode: 'SEA4D', remark: 'SEA 4D', gameMenuTag: 'SEA', drawDayOfWeek: '1,4,7' }),
  ];
  const lists = { menu, favorites: new Set(['6']), recent: [menu[1]!] };
  const codes = (games: LotteryMenuGame[]) => games.map((g) => g.gameCode);

  it('hot shows the chosen tag (all tags for none), narrowed by weekday and search', () => {
    expect(codes(visibleGames(lists, { kind: 'hot', tag: '', weekday: 0, search: '' }))).toEqual([
      'XSMB',
      'XSMB1',
      'SEA4D',
    ]);
    expect(codes(visibleGames(lists, { kind: 'hot', tag: 'FAST', weekday: 0, search: '' }))).toEqual(['XSMB1']);
    expect(codes(visibleGames(lists, { kind: 'hot', tag: '', weekday: 2, search: '' }))).toEqual(['XSMB', 'XSMB1']);
    expect(codes(visibleGames(lists, { kind: 'hot', tag: '', weekday: 0, search: 'fast' }))).toEqual(['XSMB1']);
  });

  it('fav shows the favourites and recent the recent games, across tags', () => {
    expect(codes(visibleGames(lists, { kind: 'fav', tag: 'VN', weekday: 0, search: '' }))).toEqual(['SEA4D']);
    expect(codes(visibleGames(lists, { kind: 'fav', tag: '', weekday: 2, search: '' }))).toEqual([]);
    expect(codes(visibleGames(lists, { kind: 'recent', tag: '', weekday: 0, search: '' }))).toEqual(['XSMB1']);
  });
});

describe('boardTiers', () => {
  it('lists XSMB from the special prize to G7 and SEA 4D from the first prize', () => {
    expect(boardTiers({ g7: [], g1: [], db: [], g3: [], g2: [], g5: [], g4: [], g6: [] })).toEqual([
      'db',
      'g1',
      'g2',
      'g3',
      'g4',
      'g5',
      'g6',
      'g7',
    ]);
    expect(boardTiers({ consolation: [], special: [], p3: [], p1: [], p2: [], other: [] })).toEqual([
      'p1',
      'p2',
      'p3',
      'special',
      'consolation',
      'other',
    ]);
  });
});
