import type { SlotDefinition } from './definition';
import { enumerateSpins, type SpinMoments } from './enumerate';

/** z for a two-sided 90% interval: the volatility index is z x standard deviation. */
const VOLATILITY_Z = 1.645;

/** The published math of a slot, per paid round, in multiples of the stake where it is money. */
export interface MathSheet {
  /** Return to player: base game plus free spins. */
  readonly rtp: number;
  readonly baseLineRtp: number;
  readonly baseScatterRtp: number;
  readonly freeSpinsRtp: number;
  /** Share of paid rounds that win anything or trigger free spins. */
  readonly hitFrequency: number;
  /** Share of paid rounds that win more than the stake (free spins count as such a win). */
  readonly winAboveStakeFrequency: number;
  /** Share of paid rounds that trigger free spins. */
  readonly triggerFrequency: number;
  /** Chance that one free spin retriggers. */
  readonly retriggerProbability: number;
  /** Expected free spins played per trigger, retriggers included. */
  readonly averageFreeSpins: number;
  /** Expected total win of a free-spin feature. */
  readonly averageFeatureWin: number;
  /** Standard deviation of a round's total win (free spins included). */
  readonly standardDeviation: number;
  /** 1.645 x standard deviation (90% two-sided). */
  readonly volatilityIndex: number;
  /** Largest single base-game spin win (free spins excluded). */
  readonly maxBaseSpinWin: number;
  readonly combinations: { readonly base: number; readonly free: number };
}

/**
 * First and second moments of a whole free-spin feature, by solving the retrigger recursion.
 * Let G be the total won by one free spin and all spins it retriggers: G = Y + R (G_1 + ... +
 * G_a), where Y is the spin's pay, R its retrigger indicator (P = p), a the award and G_i
 * independent copies of G. Taking expectations:
 *   E[G]  = E[Y] / (1 - a p)
 *   E[G²] = (E[Y²] + 2 a E[G] E[Y R] + a (a - 1) p E[G]²) / (1 - a p)
 * A feature is a sum of a independent G's. Finite only if a p < 1 (the chain then ends with
 * probability 1); the definition is rejected otherwise.
 */
function featureMoments(free: SpinMoments, award: number): { mean: number; meanSquare: number; spins: number } {
  const n = free.combinations;
  const p = free.triggers / n;
  if (award * p >= 1) throw new Error('free spins retrigger too often: the feature would never end');
  const y = (free.linePay + free.scatterPay) / n;
  const g = y / (1 - award * p);
  const g2 =
    (free.paySquared / n + 2 * award * g * (free.triggerPay / n) + award * (award - 1) * p * g * g) / (1 - award * p);
  return { mean: award * g, meanSquare: award * g2 + award * (award - 1) * g * g, spins: award / (1 - award * p) };
}

/**
 * The math sheet, computed exactly from the same definition, line evaluation and windows that
 * settle real rounds. With T a base spin's pay, F a feature's win (independent of the base spin
 * that triggers it) and X = T + [trigger] F the round's win:
 *   E[X] = E[T] + P(trigger) E[F]
 *   E[X²] = E[T²] + 2 E[T [trigger]] E[F] + P(trigger) E[F²]
 */
export function mathSheet(def: SlotDefinition): MathSheet {
  const base = enumerateSpins(def, 'base');
  const free = enumerateSpins(def, 'free');
  const feature = featureMoments(free, def.freeSpins.award);
  const stake = def.paylines.length;
  const n = base.combinations;
  const triggerFrequency = base.triggers / n;
  const baseMean = (base.linePay + base.scatterPay) / n;
  const mean = baseMean + triggerFrequency * feature.mean;
  const meanSquare =
    base.paySquared / n + (2 * base.triggerPay * feature.mean) / n + triggerFrequency * feature.meanSquare;
  const standardDeviation = Math.sqrt(meanSquare - mean * mean) / stake;
  return {
    rtp: mean / stake,
    baseLineRtp: base.linePay / n / stake,
    baseScatterRtp: base.scatterPay / n / stake,
    freeSpinsRtp: (triggerFrequency * feature.mean) / stake,
    hitFrequency: base.hits / n,
    winAboveStakeFrequency: base.hitsAboveStake / n,
    triggerFrequency,
    retriggerProbability: free.triggers / free.combinations,
    averageFreeSpins: feature.spins,
    averageFeatureWin: feature.mean / stake,
    standardDeviation,
    volatilityIndex: VOLATILITY_Z * standardDeviation,
    maxBaseSpinWin: base.maxPay / stake,
    combinations: { base: n, free: free.combinations },
  };
}
