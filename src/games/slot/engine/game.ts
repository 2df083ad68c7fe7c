import { defineSlot, type SlotRules } from './definition';
import { PAYLINES } from './paylines';

/** Identity recorded with every round; bump the version whenever the math below changes. */
export const SLOT_GAME = { code: 'lucky-crown', version: '1.0.0' } as const;

/**
 * The rules of Lucky Crown: 5x3, 20 fixed lines, RTP 96.0% (docs/games/slot.md has the rules and the math
 * sheet, which tests/unit/games/slot recompute from this very object).
 *
 * Strips are written one letter per stop, top to bottom, wrapping around: W wild, S scatter,
 * C crown, D diamond, B bell, H cherry, A, K, Q, J. Each strip is 32 stops with one scatter, so
 * a reel shows a scatter on 3 stops in 32. The strip composition was tuned so the exact RTP
 * (base game 65.5%, free spins 30.5%) meets the target; the free-spin strips carry more wilds
 * and high symbols, and their wins are tripled.
 */
export const LUCKY_CROWN_RULES: SlotRules = {
  paylines: PAYLINES,
  linePays: {
    WILD: [50, 250, 1000],
    CROWN: [30, 125, 500],
    DIAMOND: [25, 100, 300],
    BELL: [20, 60, 200],
    CHERRY: [15, 50, 150],
    A: [10, 25, 100],
    K: [8, 20, 80],
    Q: [5, 15, 60],
    J: [5, 10, 50],
  },
  scatterPays: [2, 10, 50],
  freeSpins: { trigger: 3, award: 10, multiplier: 3 },
  reels: {
    base: [
      'BAQHSCJAKDQKAHJCQKWDAJQKHCAKQJDK',
      'CQHKDJQJBSAWCKQDQJHBQCQJKADWQQBJ',
      'AQBHQJDQAKHWJSQHDABJQHQQAJDCWHQJ',
      'DHQJACWBQKHBAJCQBHSKACWQJHBQACKB',
      'CJHAQBDKJWHAJKDBCAHAJKSDAWBHJKDA',
    ],
    free: [
      'WDJHBQAKJCDQBHJDWKSCBQAJHDQJKBCQ',
      'DJCWBHKJAQDWKHKBJWCAHDSKJQBWKHAK',
      'HDQWAKBCJJHQDWKABJCQJHDKWABSCQKJ',
      'SKJCHQQBAJHKCWDJAQBQHJKQCAQHBDJA',
      'QWAHSCKWJBAHJKWCHADBWKHJJCAWHKBJ',
    ],
  },
};

/** Lucky Crown compiled for the engine: what rounds, the math sheet and the UI use. */
export const LUCKY_CROWN = defineSlot(LUCKY_CROWN_RULES);
