import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { LUCKY_CROWN, LUCKY_CROWN_RULES, mathSheet, PAYLINES, SLOT_GAME } from '../../../../src/games/slot/engine';

// Computed once while the file loads (an exact enumeration: about a second, more on a busy machine).
const sheet = mathSheet(LUCKY_CROWN);
const doc = readFileSync(resolve(import.meta.dirname, '../../../../docs/games/slot.md'), 'utf8');

/** Every table row of the page as its trimmed cells, so column alignment does not matter. */
const rows = doc
  .split('\n')
  .filter((line) => line.startsWith('|'))
  .map((line) =>
    line
      .split('|')
      .slice(1, -1)
      .map((cell) => cell.trim()),
  );
const hasRow = (...cells: string[]) => rows.some((row) => cells.every((cell, i) => row[i] === cell));
const pct = (value: number, digits: number) => `${(value * 100).toFixed(digits)}%`;

describe('docs/games/slot.md publishes the game as the engine plays it', () => {
  it('names the game version', () => {
    expect(doc).toContain(`\`${SLOT_GAME.code}\`, math version ${SLOT_GAME.version}`);
  });

  it('has the paytable, scatter pays and free-spin rules of the engine', () => {
    for (const [symbol, pays] of Object.entries(LUCKY_CROWN_RULES.linePays))
      expect(hasRow(symbol, ...pays.map(String)), symbol).toBe(true);
    expect(hasRow('× total stake', ...LUCKY_CROWN_RULES.scatterPays.map(String))).toBe(true);
    expect(LUCKY_CROWN_RULES.freeSpins).toEqual({ trigger: 3, award: 10, multiplier: 3 });
    expect(doc).toContain('3 or more scatters award 10 free spins');
    expect(doc).toContain('are tripled');
  });

  it('has the 20 paylines', () => {
    const letters = (line: readonly number[]) => line.map((row) => 'TMB'[row]).join(' ');
    PAYLINES.forEach((line, i) => {
      const found = rows.some(
        (row) =>
          (row[0] === String(i + 1) && row[1] === letters(line)) ||
          (row[2] === String(i + 1) && row[3] === letters(line)),
      );
      expect(found, `line ${i + 1}`).toBe(true);
    });
  });

  it('has the reel strips', () => {
    LUCKY_CROWN_RULES.reels.base.forEach((strip, reel) =>
      expect(hasRow(String(reel + 1), `\`${strip}\``, `\`${LUCKY_CROWN_RULES.reels.free[reel]}\``)).toBe(true),
    );
  });

  it('has the math sheet figures the engine computes', () => {
    expect(hasRow('RTP', pct(sheet.rtp, 3))).toBe(true);
    expect(hasRow('RTP from base-game line wins', pct(sheet.baseLineRtp, 3))).toBe(true);
    expect(hasRow('RTP from base-game scatter wins', pct(sheet.baseScatterRtp, 3))).toBe(true);
    expect(hasRow('RTP from free spins', pct(sheet.freeSpinsRtp, 3))).toBe(true);
    const oneIn = (p: number) => (1 / p).toFixed(2);
    expect(
      hasRow('Hit frequency (any win)', `${pct(sheet.hitFrequency, 2)} (1 in ${oneIn(sheet.hitFrequency)} rounds)`),
    ).toBe(true);
    expect(
      hasRow(
        'Rounds winning more than the stake',
        `${pct(sheet.winAboveStakeFrequency, 2)} (1 in ${oneIn(sheet.winAboveStakeFrequency)} rounds)`,
      ),
    ).toBe(true);
    expect(hasRow('Free-spin trigger frequency', `1 in ${(1 / sheet.triggerFrequency).toFixed(1)} rounds`)).toBe(true);
    expect(
      hasRow('Retrigger chance per free spin', `1 in ${(1 / sheet.retriggerProbability).toFixed(1)} free spins`),
    ).toBe(true);
    expect(hasRow('Average free spins per trigger', sheet.averageFreeSpins.toFixed(2))).toBe(true);
    expect(hasRow('Average free-spin feature win', `${sheet.averageFeatureWin.toFixed(2)} × stake`)).toBe(true);
    expect(hasRow("Standard deviation of a round's win", `${sheet.standardDeviation.toFixed(3)} × stake`)).toBe(true);
    expect(hasRow('Volatility index (90%, 1.645 × std. deviation)', sheet.volatilityIndex.toFixed(2))).toBe(true);
    expect(hasRow('Largest base-game spin win', `${sheet.maxBaseSpinWin} × stake`)).toBe(true);
    expect(doc).toContain('Return to player: **96.0%**');
  });
});
