import type { ByteSource } from './byte-stream';

/** A source of uniform integers; every game draws its outcomes through one. */
export interface UniformRng {
  /** A uniform integer in [0, n). */
  below(n: number): number;
}

/** Largest range {@link uniformBelow} serves: 2^32 keeps every intermediate an exact integer. */
export const MAX_RANGE = 2 ** 32;

/**
 * Rejection step: `value` is uniform in [0, space). Values below the largest multiple of n that
 * fits in the space map to value mod n, and each residue then has exactly space div n
 * preimages, so the result is exactly uniform; the space mod n values at the top would favour
 * the small residues and are rejected (undefined: draw again).
 */
export function acceptBelow(value: number, space: number, n: number): number | undefined {
  const limit = space - (space % n);
  return value < limit ? value % n : undefined;
}

/**
 * A uniform integer in [0, n) from random bytes: reads the fewest whole bytes whose range covers
 * n (big-endian) and redraws while {@link acceptBelow} rejects. The rejection chance is below
 * 1/2 per try, so the expected number of tries is below 2.
 */
export function uniformBelow(source: ByteSource, n: number): number {
  if (!Number.isInteger(n) || n < 1 || n > MAX_RANGE) throw new RangeError(`range must be an integer in 1..2^32: ${n}`);
  if (n === 1) return 0;
  let width = 1;
  let space = 256;
  while (space < n) {
    width += 1;
    space *= 256;
  }
  for (;;) {
    let value = 0;
    for (let i = 0; i < width; i++) value = value * 256 + source.nextByte();
    const drawn = acceptBelow(value, space, n);
    if (drawn !== undefined) return drawn;
  }
}

/** One stop per reel, each uniform over its own strip length, drawn in reel order. */
export function drawStops(rng: UniformRng, reelLengths: readonly number[]): number[] {
  return reelLengths.map((length) => rng.below(length));
}
