import { describe, expect, it } from 'vitest';
import {
  commitServerSeed,
  createRoundRng,
  pureFairCrypto,
  toHex,
  type UniformRng,
} from '../../../../src/games/fairness/engine';
import {
  DEFAULT_LOTTERY_ODDS as ODDS,
  DRAW_FORMATS,
  drawResult,
  lotteryMathSheet,
  replayDraw,
  resultProblem,
  settleBet,
  verifyDraw,
  type BetType,
} from '../../../../src/games/lottery/engine';
import { fixedSeed, nodeFairCrypto } from '../node-crypto';

const { XSMB, SEA4D } = DRAW_FORMATS;
const seeds = { serverSeed: fixedSeed(42), clientSeed: '20261128-0001', nonce: 0 };
const fairDraw = (nonce: number, format = XSMB) =>
  drawResult(format, createRoundRng(nodeFairCrypto, { ...seeds, nonce }));

describe('drawResult', () => {
  it('draws every number uniformly over its digits, tier by tier, and pads leading zeros', () => {
    const asked: number[] = [];
    const rng: UniformRng = {
      below(n) {
        asked.push(n);
        return asked.length === 1 ? 7 : n - 1;
      },
    };
    const result = drawResult(XSMB, rng);
    expect(asked).toEqual([
      ...Array<number>(10).fill(100_000),
      ...Array<number>(10).fill(10_000),
      ...Array<number>(3).fill(1_000),
      ...Array<number>(4).fill(100),
    ]);
    expect(result.db).toEqual(['00007']);
    expect(result.g1).toEqual(['99999']);
    expect(result.g7).toEqual(['99', '99', '99', '99']);
    expect(resultProblem(XSMB, result)).toBeUndefined();
  });

  it('only yields numbers of the right digits, in both formats', () => {
    for (let nonce = 0; nonce < 200; nonce++) {
      expect(resultProblem(XSMB, fairDraw(nonce))).toBeUndefined();
      expect(resultProblem(SEA4D, fairDraw(nonce, SEA4D))).toBeUndefined();
    }
  });

  it('is deterministic in its seeds, the same in Node and in the browser, and differs by nonce', () => {
    const first = fairDraw(3);
    expect(fairDraw(3)).toEqual(first);
    expect(drawResult(XSMB, createRoundRng(pureFairCrypto, { ...seeds, nonce: 3 }))).toEqual(first);
    const boards = new Set(Array.from({ length: 20 }, (_, nonce) => JSON.stringify(fairDraw(nonce))));
    expect(boards.size).toBe(20);
  });
});

describe('replay and verification of house draws', () => {
  const published = fairDraw(5);
  const reveal = {
    serverSeed: toHex(seeds.serverSeed),
    commitment: commitServerSeed(nodeFairCrypto, seeds.serverSeed),
    clientSeed: seeds.clientSeed,
    nonce: 5,
  };

  it('recomputes the published draw from the revealed seeds', () => {
    expect(replayDraw(pureFairCrypto, XSMB, reveal)).toEqual({ verified: true, outcome: published });
    expect(verifyDraw(pureFairCrypto, XSMB, reveal, published)).toEqual({
      verified: true,
      matches: true,
      replayed: published,
      differing: [],
    });
  });

  it('names the tiers of a published result that the seeds do not give', () => {
    const g7 = [...published.g7!];
    g7[0] = g7[0] === '00' ? '01' : '00';
    const check = verifyDraw(pureFairCrypto, XSMB, reveal, { ...published, g7 });
    expect(check).toMatchObject({ verified: true, matches: false, differing: ['g7'] });
    const extraTier = verifyDraw(pureFairCrypto, XSMB, reveal, { ...published, g8: ['00'] });
    expect(extraTier).toMatchObject({ verified: true, matches: false, differing: [] });
    expect(verifyDraw(pureFairCrypto, XSMB, { ...reveal, nonce: 6 }, published)).toMatchObject({ matches: false });
  });

  it('refuses a server seed that is not the committed one', () => {
    expect(verifyDraw(pureFairCrypto, XSMB, { ...reveal, commitment: '00'.repeat(32) }, published)).toEqual({
      verified: false,
      reason: 'commitment-mismatch',
    });
  });
});

describe('a quick simulation over fair draws', () => {
  it('pays close to the exact RTP of every frequent bet type', () => {
    // 20,000 XSMB and SEA4D draws, one bet per type per draw, pick varying with the nonce.
    // Rare types (lô 4, 3/4 càng, xiên 4, Small: under 100 expected wins) are left to the bench.
    const draws = 20_000;
    const types: BetType[] = [
      'lo2',
      'lo3',
      'xien2',
      'xien3',
      'truot4',
      'truot8',
      'truot10',
      'de',
      'dau',
      'duoi',
      'de_g1',
      'g7',
      'big',
    ];
    const exact = Object.fromEntries(lotteryMathSheet(ODDS).map((row) => [row.type, row.rtp]));
    const sums = new Map(types.map((type) => [type, { x: 0, xx: 0 }]));
    const picks = (type: BetType, nonce: number): string[] => {
      const two = (k: number) => String((nonce * 37 + k * 11) % 100).padStart(2, '0');
      if (type === 'xien2') return [two(0), two(1)];
      if (type === 'xien3') return [two(0), two(1), two(2)];
      if (type.startsWith('truot')) return Array.from({ length: Number(type.slice(5)) }, (_, k) => two(k));
      if (type === 'dau' || type === 'duoi') return [String(nonce % 10)];
      if (type === 'lo3') return [String((nonce * 7) % 1000).padStart(3, '0')];
      if (type === 'big') return [String((nonce * 7919) % 10_000).padStart(4, '0')];
      return [two(0)];
    };
    for (let nonce = 0; nonce < draws; nonce++) {
      const xsmb = fairDraw(nonce);
      const sea = fairDraw(nonce, SEA4D);
      for (const type of types) {
        const bet = { type, numbers: picks(type, nonce), units: 1 };
        const result = type === 'big' ? sea : xsmb;
        const rtp = settleBet(result, bet, ODDS).payout / (ODDS[type].unitPrice * (type === 'g7' ? 4 : 1));
        const sum = sums.get(type)!;
        sum.x += rtp;
        sum.xx += rtp * rtp;
      }
    }
    for (const type of types) {
      const { x, xx } = sums.get(type)!;
      const mean = x / draws;
      const standardError = Math.sqrt((xx / draws - mean * mean) / draws);
      // Five standard errors: generous, yet a wrong pool or payout moves most means far further.
      expect(Math.abs(mean - exact[type]!), `${type} simulated ${mean} vs exact ${exact[type]}`).toBeLessThan(
        5 * standardError,
      );
    }
  }, 30_000);
});
