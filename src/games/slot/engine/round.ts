import { drawStops, type UniformRng } from '../../fairness/engine/uniform';
import type { SlotDefinition } from './definition';
import { spin, type SpinOutcome } from './spin';

/** A whole round: the paid spin and every free spin it led to, settled without further input. */
export interface SlotRound {
  /** Minor units per coin; the stake is paylines x coinValue. */
  readonly coinValue: number;
  /** Minor units debited for the round. */
  readonly stake: number;
  readonly base: SpinOutcome;
  /** In play order, retriggers included. */
  readonly freeSpins: readonly SpinOutcome[];
  /** Base win plus all free-spin wins, minor units: what the round credits. */
  readonly win: number;
}

/** The stake of a round at this coin value: every payline is always played. */
export function stakeFor(def: SlotDefinition, coinValue: number): number {
  return def.paylines.length * coinValue;
}

/** The coin value for a stake in minor units, or undefined if the stake is not a whole number of coins per line. */
export function coinValueForStake(def: SlotDefinition, stake: number): number | undefined {
  const coinValue = stake / def.paylines.length;
  return Number.isSafeInteger(coinValue) && coinValue >= 1 ? coinValue : undefined;
}

/**
 * Plays a round to its end: a base spin, then every awarded free spin (retriggers add to the
 * remaining count), each spin's stops drawn from the same RNG in order. With the fair RNG the
 * whole round is a function of (server seed, client seed, nonce, coin value), so the server can
 * finish it alone and a player can replay it. Retriggers are unlimited; the chain ends with
 * probability 1 because a free spin awards on average far fewer than one spin (see the math sheet).
 */
export function playRound(def: SlotDefinition, rng: UniformRng, coinValue: number): SlotRound {
  if (!Number.isSafeInteger(coinValue) || coinValue < 1) throw new RangeError('coin value must be a positive integer');
  const baseLengths = def.reels.base.map((strip) => strip.length);
  const freeLengths = def.reels.free.map((strip) => strip.length);
  const base = spin(def, 'base', drawStops(rng, baseLengths), coinValue);
  const freeSpins: SpinOutcome[] = [];
  for (let remaining = base.freeSpinsAwarded; remaining > 0; remaining--) {
    const freeSpin = spin(def, 'free', drawStops(rng, freeLengths), coinValue);
    freeSpins.push(freeSpin);
    remaining += freeSpin.freeSpinsAwarded;
  }
  return {
    coinValue,
    stake: stakeFor(def, coinValue),
    base,
    freeSpins,
    win: freeSpins.reduce((sum, freeSpin) => sum + freeSpin.win, base.win),
  };
}
