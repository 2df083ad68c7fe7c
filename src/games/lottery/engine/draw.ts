// Provisional: the engine helper's draw.ts replaces this file at merge.
import type { UniformRng } from '../../fairness/engine';
import type { DrawFormat, DrawResult } from './formats';

/**
 * A fair draw of a whole result: every tier in the format's order, each number in turn, uniform
 * over 10^digits and zero-padded. The order is part of the proof: a verifier replays the same
 * calls on the same RNG.
 */
export function drawResult(format: DrawFormat, rng: UniformRng): DrawResult {
  const result: Record<string, string[]> = {};
  for (const { tier, count, digits } of format.tiers) {
    const numbers: string[] = [];
    for (let i = 0; i < count; i++) numbers.push(String(rng.below(10 ** digits)).padStart(digits, '0'));
    result[tier] = numbers;
  }
  return result;
}
