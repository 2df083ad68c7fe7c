import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { LotteryDraw } from '../../../../src/shared/api/lottery';
import type { LotterySession, LotteryTicket } from '../../../../src/shared/api/lottery-tickets';
import { commitServerSeed, createRoundRng, toHex } from '../../../../src/games/fairness/engine';
import {
  DEFAULT_LOTTERY_ODDS,
  DRAW_FORMATS,
  drawResult,
  type DrawFormatCode,
} from '../../../../src/games/lottery/engine';
import { createLotteryTranslator } from '../../../../src/games/lottery/ui/translate';
import { fixedSeed, nodeFairCrypto } from '../node-crypto';

/** The lottery messages of a language as the UI's `t` (English unless asked). */
export function translatorFor(language = 'en') {
  const path = resolve(import.meta.dirname, `../../../../locales/${language}/lottery.json`);
  return createLotteryTranslator(JSON.parse(readFileSync(path, 'utf8')) as Record<string, unknown>);
}

export const t = translatorFor();

/** A fixed clock: 2026-11-28 10:00:00 UTC. */
export const NOW = Date.UTC(2026, 10, 28, 10, 0, 0);

/** A house XSMB session whose issue locks 90 s from NOW, with the house default odds. */
export function sessionOf(overrides: Partial<LotterySession> = {}): LotterySession {
  return {
    game: { code: 'XSMB_H1', name: 'Fast XSMB 1 min', format: 'XSMB', kind: 'house', drawInterval: 60 },
    language: 'en',
    currency: 'PHP',
    currencySymbol: '₱',
    balance: 500_000,
    odds: DEFAULT_LOTTERY_ODDS,
    issue: { numero: '20261128-0601', locksAt: NOW + 90_000, drawsAt: NOW + 120_000, serverSeedHash: 'ab'.repeat(32) },
    maxChase: 10,
    ...overrides,
  };
}

/**
 * `count` house draws, newest first, drawn exactly as the server does (house-draw.ts: client
 * seed `<game>:<numero>`, nonce 0), so the page's verify must accept them.
 */
export function houseDraws(count: number, format: DrawFormatCode = 'XSMB', gameCode = 'XSMB_H1'): LotteryDraw[] {
  return Array.from({ length: count }, (_, index) => {
    const numero = `20261128-${String(600 - index).padStart(4, '0')}`;
    const seed = fixedSeed(index + 1);
    const clientSeed = `${gameCode}:${numero}`;
    const rng = createRoundRng(nodeFairCrypto, { serverSeed: seed, clientSeed, nonce: 0 });
    return {
      numero,
      winningTime: NOW - (index + 1) * 60_000,
      status: 'settled',
      result: Object.fromEntries(
        Object.entries(drawResult(DRAW_FORMATS[format], rng)).map(([tier, numbers]) => [tier, [...numbers]]),
      ),
      serverSeedHash: commitServerSeed(nodeFairCrypto, seed),
      serverSeed: toHex(seed),
      clientSeed,
    };
  });
}

/** A ticket in the contract's shape. */
export function ticketOf(overrides: Partial<LotteryTicket> = {}): LotteryTicket {
  return {
    id: 1,
    gameCode: 'XSMB_H1',
    numero: '20261128-0601',
    type: 'de',
    numbers: ['27'],
    units: 10,
    lines: 1,
    cost: 1_000,
    payout: 0,
    hits: 0,
    status: 'pending',
    chaseId: null,
    placedAt: NOW - 10_000,
    settledAt: null,
    locksAt: NOW + 90_000,
    ...overrides,
  };
}
