/** How often the rng page asks the server for the pool figure again. */
export const JACKPOT_REFRESH_MS = 15_000;
/** How long the counter takes to glide from the shown figure to a new one. */
export const JACKPOT_ANIMATION_MS = 2_000;

/** Ease-out cubic: fast at first, settling gently on the target. */
export function easeOutCubic(progress: number): number {
  const p = Math.min(1, Math.max(0, progress));
  return 1 - (1 - p) ** 3;
}

/**
 * The figure to show `elapsed` ms into a glide from `from` to `to`, rounded to cents. It only
 * ever moves between two figures the server reported; it never invents growth of its own.
 */
export function jackpotFrame(from: number, to: number, elapsed: number, duration = JACKPOT_ANIMATION_MS): number {
  if (duration <= 0 || elapsed >= duration) return to;
  const value = from + (to - from) * easeOutCubic(elapsed / duration);
  return Math.round(value * 100) / 100;
}
