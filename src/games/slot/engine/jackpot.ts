import type { UniformRng } from '../../fairness/engine/uniform';
import type { SlotDefinition } from './definition';
import { playRound, type SlotRound } from './round';

/** The jackpot draw of a round: `draw` is uniform in [0, odds); 0 hits (probability exactly 1 / odds). */
export interface JackpotDraw {
  readonly odds: number;
  readonly draw: number;
  readonly hit: boolean;
}

/**
 * A round with the progressive jackpot's draw: the round plays first, then one more uniform
 * draw in [0, odds) is taken from the same provably fair stream, so the hit is as verifiable as
 * the reels (same seeds, same nonce; the verifier replays both). odds 0 means no jackpot and no
 * draw.
 */
export function playRoundWithJackpot(
  def: SlotDefinition,
  rng: UniformRng,
  coinValue: number,
  odds: number,
): { round: SlotRound; jackpot: JackpotDraw | null } {
  const round = playRound(def, rng, coinValue);
  if (odds <= 0) return { round, jackpot: null };
  if (!Number.isSafeInteger(odds)) throw new RangeError('jackpot odds must be a whole number');
  const draw = rng.below(odds);
  return { round, jackpot: { odds, draw, hit: draw === 0 } };
}
