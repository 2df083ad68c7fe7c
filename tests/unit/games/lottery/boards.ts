import type { DrawResult } from '../../../../src/games/lottery/engine';

/**
 * A hand-written XSMB board (27 numbers) built to test per-occurrence counting. Its two-digit
 * endings, by tier:
 *   db 38627 → 27 · g1 90354 → 54 · g2 41827 06195 → 27 95
 *   g3 59013 72448 30761 84206 15539 66870 → 13 48 61 06 39 70
 *   g4 4127 0833 9052 7761 → 27 33 52 61 · g5 3390 8548 4206 5274 0915 6681 → 90 48 06 74 15 81
 *   g6 627 148 309 → 27 48 09 · g7 61 05 48 92
 * so 27 comes 4 times (db, g2, g4, g6), 48 4 times (g3, g5, g6, g7), 61 3 times (g3, g4, g7),
 * 06 twice (g3, g5), and 54 95 13 39 70 33 52 90 74 15 81 09 05 92 once: 4+4+3+2+14 = 27.
 * Three-digit endings (23, G7 has none): 627 twice (db, g6), 761 twice (g3, g4), 206 twice
 * (g3, g5); 354 827 195 013 448 539 870 127 833 052 390 548 274 915 681 148 309 once.
 * Four-digit endings (20, db and g1–g5): 4206 twice (g3 84206, g5 4206), the other 18 once.
 * Absent two-digit endings include 00, 11, 22, 44, 99.
 */
export const XSMB_BOARD: DrawResult = {
  db: ['38627'],
  g1: ['90354'],
  g2: ['41827', '06195'],
  g3: ['59013', '72448', '30761', '84206', '15539', '66870'],
  g4: ['4127', '0833', '9052', '7761'],
  g5: ['3390', '8548', '4206', '5274', '0915', '6681'],
  g6: ['627', '148', '309'],
  g7: ['61', '05', '48', '92'],
};

/**
 * A hand-written SEA4D board (23 numbers): 4821 is first prize and also among the special and
 * consolation prizes (three hits in three tiers), 0736 is second prize and a special prize.
 */
export const SEA4D_BOARD: DrawResult = {
  p1: ['4821'],
  p2: ['0736'],
  p3: ['5590'],
  special: ['1234', '4821', '7777', '0001', '9090', '3141', '2718', '1618', '0736', '8888'],
  consolation: ['4821', '1111', '2222', '3333', '4444', '5555', '6666', '7070', '8080', '0909'],
};
