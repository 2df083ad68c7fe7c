import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { LUCKY_CROWN, playRound, type SlotRound } from '../../../../src/games/slot/engine';
import type { SlotClient, SlotSpinResult } from '../../../../src/games/slot/ui/client';
import { createTranslator } from '../../../../src/games/slot/ui/translate';
import { fixedSeed } from '../node-crypto';

/** The English slot messages as the UI's `t`. */
export const t = createTranslator(
  JSON.parse(readFileSync(resolve(import.meta.dirname, '../../../../locales/en/slot.json'), 'utf8')) as Parameters<
    typeof createTranslator
  >[0],
);

/** Server seeds for the local client: a different fixed seed on every call. */
export function seedSequence(): () => Uint8Array {
  let offset = 0;
  return () => fixedSeed((offset += 13));
}

/** A round played on given stops: the paid spin's five, then `free` for every free spin. */
export function roundOnStops(
  base: readonly number[],
  coinValue = 1,
  free: readonly number[] = [0, 0, 0, 0, 0],
): SlotRound {
  let drawn = 0;
  const rng = {
    below: () => {
      const stop = drawn < 5 ? base[drawn]! : free[(drawn - 5) % 5]!;
      drawn += 1;
      return stop;
    },
  };
  return playRound(LUCKY_CROWN, rng, coinValue);
}

/** The first paid spin without free spins whose round satisfies `wanted` (a deterministic search). */
export function findRound(wanted: (round: SlotRound) => boolean, coinValue = 1): SlotRound {
  for (let a = 0; a < 32; a++)
    for (let b = 0; b < 32; b++)
      for (let c = 0; c < 32; c += 3) {
        const round = roundOnStops([a, b, c, (a * 7) % 32, (b * 11) % 32], coinValue);
        if (round.freeSpins.length === 0 && wanted(round)) return round;
      }
  throw new Error('no such round');
}

/**
 * A client that plays the given rounds in order, with a balance that moves as the server's
 * would. `gate` (if given) holds each spin until the test releases it.
 */
export function scriptedClient(rounds: readonly SlotRound[], balance = 10_000, gate?: () => Promise<void>): SlotClient {
  let next = 0;
  const fairness = { commitment: 'ab'.repeat(32), clientSeed: 'test', nonce: 0 };
  return {
    getBalance: () => Promise.resolve(balance),
    async spin() {
      const round = rounds[next]!;
      next += 1;
      if (gate) await gate();
      balance = balance - round.stake + round.win;
      const result: SlotSpinResult = {
        roundId: `r${next}`,
        round,
        balanceAfter: balance,
        rng: { ...fairness, nonce: next - 1 },
      };
      return result;
    },
    lastRound: () => Promise.resolve(null),
    history: () => Promise.resolve({ entries: [], hasMore: false }),
    fairness: () => Promise.resolve({ ...fairness, nonce: next }),
    setClientSeed: () => Promise.reject(new Error('not in this test')),
    rotateSeed: () => Promise.reject(new Error('not in this test')),
  };
}

/** Immediate timings: reels land at once, no pauses, no interval. */
export const INSTANT = { reelMs: 0, freeSpinPauseMs: 0, minSpinIntervalMs: 0 } as const;
