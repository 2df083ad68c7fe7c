import { describe, expect, it } from 'vitest';
import {
  commitServerSeed,
  createRoundRng,
  pureFairCrypto,
  toHex,
  type UniformRng,
} from '../../../../src/games/fairness/engine';
import {
  coinValueForStake,
  defineSlot,
  LUCKY_CROWN,
  LUCKY_CROWN_RULES,
  playRound,
  replayRound,
  stakeFor,
} from '../../../../src/games/slot/engine';
import { fixedSeed, nodeFairCrypto } from '../node-crypto';

/** An RNG that plays back stops, checking each is asked for the expected strip length. */
function scriptedStops(draws: [length: number, stop: number][]): UniformRng & { left: () => number } {
  let next = 0;
  return {
    below(n) {
      const draw = draws[next++];
      if (!draw) throw new Error('round drew more stops than scripted');
      expect(n).toBe(draw[0]);
      return draw[1];
    },
    left: () => draws.length - next,
  };
}

describe('playRound', () => {
  // Base strips are the scatter grid (3 stops). Free strips show it at stop 0 (a retrigger)
  // and a losing grid at stop 3: reel 1 {A,K,Q} and reel 2 {J,C,D} share nothing.
  const def = defineSlot({
    ...LUCKY_CROWN_RULES,
    reels: {
      base: ['SAK', 'JQD', 'BSH', 'CDA', 'QJS'],
      free: ['SAKAKQ', 'JQDJCD', 'BSHBCH', 'CDACDA', 'QJSQJD'],
    },
  });
  const spinAt = (length: number, stop: number) => Array.from({ length: 5 }, (): [number, number] => [length, stop]);

  it('plays the triggered free spins and retriggers within the same round', () => {
    const rng = scriptedStops([
      ...spinAt(3, 0), // base: 3 scatters, 2 x stake, 10 free spins
      ...spinAt(6, 0), // free spin 1: 3 scatters tripled, 10 more
      ...Array.from({ length: 19 }, () => spinAt(6, 3)).flat(), // 19 losing free spins
    ]);
    const round = playRound(def, rng, 5);
    expect(rng.left()).toBe(0);
    expect(round.stake).toBe(100);
    expect(round.base).toMatchObject({ win: 200, freeSpinsAwarded: 10 });
    expect(round.freeSpins).toHaveLength(20);
    expect(round.freeSpins[0]).toMatchObject({ mode: 'free', win: 600, freeSpinsAwarded: 10 });
    expect(round.freeSpins.slice(1).every((s) => s.win === 0 && s.freeSpinsAwarded === 0)).toBe(true);
    expect(round.win).toBe(800);
  });

  it('ends after the base spin when nothing triggers', () => {
    const noScatters = defineSlot({
      ...LUCKY_CROWN_RULES,
      reels: { base: Array(5).fill('AKQ'), free: Array(5).fill('AKQ') },
    });
    const round = playRound(noScatters, scriptedStops(spinAt(3, 1)), 1);
    expect(round.freeSpins).toEqual([]);
    expect(round.win).toBe(round.base.win);
  });

  it('refuses a coin value that is not a positive integer of minor units', () => {
    for (const coinValue of [0, -5, 2.5])
      expect(() => playRound(LUCKY_CROWN, scriptedStops([]), coinValue)).toThrow(RangeError);
  });
});

describe('stakes', () => {
  it('are 20 lines x coin value, and only whole coins per line are accepted', () => {
    expect(stakeFor(LUCKY_CROWN, 5)).toBe(100);
    expect(coinValueForStake(LUCKY_CROWN, 100)).toBe(5);
    expect(coinValueForStake(LUCKY_CROWN, 2000)).toBe(100);
    expect(coinValueForStake(LUCKY_CROWN, 10)).toBeUndefined();
    expect(coinValueForStake(LUCKY_CROWN, 0)).toBeUndefined();
  });
});

describe('fair rounds', () => {
  const seeds = { serverSeed: fixedSeed(21), clientSeed: 'dave', nonce: 0 };

  it('are deterministic: the same seeds and nonce give the same round', () => {
    const first = playRound(LUCKY_CROWN, createRoundRng(nodeFairCrypto, seeds), 5);
    const again = playRound(LUCKY_CROWN, createRoundRng(nodeFairCrypto, seeds), 5);
    const inBrowser = playRound(LUCKY_CROWN, createRoundRng(pureFairCrypto, seeds), 5);
    expect(again).toEqual(first);
    expect(inBrowser).toEqual(first);
    const rounds = Array.from({ length: 20 }, (_, nonce) =>
      JSON.stringify(playRound(LUCKY_CROWN, createRoundRng(nodeFairCrypto, { ...seeds, nonce }), 5).base.stops),
    );
    expect(new Set(rounds).size).toBe(20);
  });

  it('replay from the revealed seeds reproduces a round with free spins exactly', () => {
    // Find, deterministically, the first nonce whose round triggers free spins.
    let nonce = 0;
    let round = playRound(LUCKY_CROWN, createRoundRng(nodeFairCrypto, { ...seeds, nonce }), 5);
    while (round.freeSpins.length === 0)
      round = playRound(LUCKY_CROWN, createRoundRng(nodeFairCrypto, { ...seeds, nonce: ++nonce }), 5);
    const reveal = {
      serverSeed: toHex(seeds.serverSeed),
      commitment: commitServerSeed(nodeFairCrypto, seeds.serverSeed),
      clientSeed: seeds.clientSeed,
      nonce,
    };
    expect(replayRound(pureFairCrypto, LUCKY_CROWN, reveal, 5)).toEqual({ verified: true, outcome: round });
    expect(replayRound(pureFairCrypto, LUCKY_CROWN, { ...reveal, commitment: '00'.repeat(32) }, 5)).toEqual({
      verified: false,
      reason: 'commitment-mismatch',
    });
  });
});
