import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { LUCKY_CROWN, mathSheet, SYMBOLS } from '../../../../src/games/slot/engine';
import { createLocalSlotClient } from '../../../../src/games/slot/ui/localClient';
import { formatMinor, parseMajor } from '../../../../src/games/slot/ui/money';
import { reelColumn } from '../../../../src/games/slot/ui/reelColumn';
import { percent, PUBLISHED_RTP } from '../../../../src/games/slot/ui/rulesFigures';
import { DEFAULT_STAKES, stakeOptions } from '../../../../src/games/slot/ui/stakes';
import { MIN_BET_OPTIONS } from '../../../../src/shared/constants';
import { LANGUAGES } from '../../../../src/shared/i18n/languages';
import { seedSequence } from './fixtures';

describe('money in the slot UI', () => {
  it('formats minor units with two decimals and comma thousands', () => {
    expect(formatMinor(0)).toBe('0.00');
    expect(formatMinor(5)).toBe('0.05');
    expect(formatMinor(123_456_789)).toBe('1,234,567.89');
    expect(formatMinor(-100_000)).toBe('-1,000.00');
    expect(() => formatMinor(0.5)).toThrow();
  });

  it('parses typed amounts without floating point', () => {
    expect(parseMajor('1')).toBe(100);
    expect(parseMajor('0.2')).toBe(20);
    expect(parseMajor('1,000.25')).toBe(100_025);
    expect(parseMajor('0.29')).toBe(29);
    for (const bad of ['', '-1', '1.234', 'abc', '1,00']) expect(parseMajor(bad)).toBeUndefined();
  });
});

describe('stakes', () => {
  it('offers whole coin values from 0.20, filtered by the minimum-bet options', () => {
    expect(DEFAULT_STAKES.map(formatMinor)).toEqual(['0.20', '0.40', '1.00', '2.00', '5.00', '10.00', '20.00']);
    expect(stakeOptions(undefined, 'all')).toEqual(DEFAULT_STAKES);
    for (const option of MIN_BET_OPTIONS) expect(stakeOptions(undefined, option).length).toBeGreaterThan(0);
    expect(stakeOptions(undefined, '0.75')[0]).toBe(100);
    expect(stakeOptions([30, 20, 20, 45, 60])).toEqual([20, 60]);
  });
});

describe('the rules panel figures', () => {
  it('publish the RTP the engine computes, as docs/games/slot.md does', () => {
    expect(percent(PUBLISHED_RTP)).toBe('96.0');
    expect(percent(mathSheet(LUCKY_CROWN).rtp)).toBe(percent(PUBLISHED_RTP));
    const doc = readFileSync(resolve(import.meta.dirname, '../../../../docs/games/slot.md'), 'utf8');
    expect(doc).toContain(`Return to player: **${percent(PUBLISHED_RTP)}%**`);
  });
});

describe('reel motion', () => {
  it('scrolls the real strip from the outcome window down to the previous window', () => {
    const previous = ['A', 'K', 'Q'] as const;
    const column = reelColumn({ mode: 'base', stops: [30, 0, 0, 0, 0] }, 0, previous, 4);
    // Reel 1's base strip ends ...D K and starts B A Q: stop 30 shows D K B.
    expect(column.slice(0, 3)).toEqual(['DIAMOND', 'K', 'BELL']);
    expect(column).toHaveLength(3 + 4 + 3);
    expect(column.slice(-3)).toEqual(previous);
  });
});

describe('the local client (tests and preview only)', () => {
  it('settles with the engine, moves its balance and pages its history', async () => {
    const client = createLocalSlotClient(seedSequence(), { balance: 1_000, historyPageSize: 2 });
    let balance = 1_000;
    for (let i = 0; i < 3; i++) {
      const { round, balanceAfter, rng } = await client.spin(20);
      balance += round.win - round.stake;
      expect(balanceAfter).toBe(balance);
      expect(rng.nonce).toBe(i);
    }
    expect(await client.getBalance()).toBe(balance);
    const first = await client.history(0);
    expect(first.entries.map((entry) => entry.roundId)).toEqual(['local-3', 'local-2']);
    expect(first.hasMore).toBe(true);
    expect((await client.history(1)).entries.map((entry) => entry.roundId)).toEqual(['local-1']);
    await expect(client.spin(30)).rejects.toMatchObject({ code: 'invalid-stake' });
    await expect(client.spin(1_000_000)).rejects.toMatchObject({ code: 'insufficient-funds' });
    await expect(client.setClientSeed('')).rejects.toMatchObject({ code: 'invalid-client-seed' });
  });
});

describe('slot translations', () => {
  it('name every symbol in every language', () => {
    for (const language of LANGUAGES) {
      const messages = JSON.parse(
        readFileSync(resolve(import.meta.dirname, `../../../../locales/${language}/slot.json`), 'utf8'),
      ) as { symbols: Record<string, string> };
      expect(Object.keys(messages.symbols).sort(), language).toEqual([...SYMBOLS].sort());
    }
  });
});
