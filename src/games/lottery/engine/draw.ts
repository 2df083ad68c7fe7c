import type { FairCrypto } from '../../fairness/engine/crypto';
import type { UniformRng } from '../../fairness/engine/uniform';
import { verifyRound, type RoundToVerify } from '../../fairness/engine/verify';
import { differingTiers, resultProblem, type DrawFormat, type DrawResult } from './formats';

/**
 * Draws a whole result: every number uniform over its digits (rng.below(10^digits), which is
 * rejection sampling in the fair RNG, so 00000–99999 are exactly equally likely), tier by tier
 * in the format's order, numbers in order within a tier. The order is part of the protocol: the
 * verifier replays the same sequence of draws from the same byte stream.
 */
export function drawResult(format: DrawFormat, rng: UniformRng): DrawResult {
  const result: Record<string, string[]> = {};
  for (const { tier, count, digits } of format.tiers)
    result[tier] = Array.from({ length: count }, () => String(rng.below(10 ** digits)).padStart(digits, '0'));
  return result;
}

/**
 * Recomputes a house draw from its revealed seeds (the client seed of a house draw is public,
 * e.g. the numero): checks the server seed against the commitment published before the
 * issue closed, then draws again on the same byte stream.
 */
export function replayDraw(crypto: FairCrypto, format: DrawFormat, round: RoundToVerify) {
  return verifyRound(crypto, round, (rng) => drawResult(format, rng));
}

/** What the verifier shows for a published house draw. */
export type DrawCheck =
  | { readonly verified: false; readonly reason: 'commitment-mismatch' }
  | {
      readonly verified: true;
      /** Whether the published result is exactly the one the seeds give (no missing or extra tier). */
      readonly matches: boolean;
      readonly replayed: DrawResult;
      /** Tiers where the published result differs from the replay (empty when it matches). */
      readonly differing: readonly string[];
    };

/** Checks a published result against the draw its revealed seeds give. */
export function verifyDraw(
  crypto: FairCrypto,
  format: DrawFormat,
  round: RoundToVerify,
  published: DrawResult,
): DrawCheck {
  const replay = replayDraw(crypto, format, round);
  if (!replay.verified) return replay;
  const differing = differingTiers(format, replay.outcome, published);
  const matches = differing.length === 0 && resultProblem(format, published) === undefined;
  return { verified: true, matches, replayed: replay.outcome, differing };
}
