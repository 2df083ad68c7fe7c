import { LUCKY_CROWN, spin, type SlotDefinition, type SpinOutcome } from '../engine';

/**
 * The still grid of the first view, before any round: display only. It must pay nothing and
 * hold no scatter, so the idle slot never shows a win (marked cells, lines, a line-win list)
 * that did not happen. The first stops of a fixed walk over the base reels that pay nothing
 * are taken, so every player sees the same opening.
 */
export function openingGrid(def: SlotDefinition = LUCKY_CROWN): SpinOutcome {
  const lengths = def.reels.base.map((strip) => strip.length);
  for (let step = 0; step < 10_000; step++) {
    const stops = lengths.map((length, reel) => (step * (2 * reel + 3) + reel * 5) % length);
    const outcome = spin(def, 'base', stops, 1);
    if (outcome.win === 0 && outcome.scatterCount === 0 && outcome.freeSpinsAwarded === 0) return outcome;
  }
  throw new Error('No non-paying opening grid on the base reels');
}
