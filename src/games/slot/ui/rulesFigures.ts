/**
 * The return to player published in the game's rules, as a fraction. It is the engine's exact
 * figure (mathSheet(LUCKY_CROWN).rtp, 95.998%) rounded to one decimal, as docs/games/slot.md
 * publishes it; a unit test recomputes it so the rules panel cannot drift from the math. The
 * panel does not run mathSheet itself: the exact enumeration takes about a second.
 */
export const PUBLISHED_RTP = 0.96;

/** A fraction as a percentage with one decimal: 0.96 -> "96.0". */
export const percent = (fraction: number) => (fraction * 100).toFixed(1);
