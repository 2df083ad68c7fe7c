/** Fills a buffer with random values; crypto.getRandomValues by default. */
export type RandomSource = (buffer: Uint32Array) => Uint32Array;

const cryptoSource: RandomSource = (buffer) => crypto.getRandomValues(buffer);

/**
 * One item chosen uniformly at random (rejection sampling, so no modulo bias), or undefined
 * for an empty list. Uses the crypto RNG as the project requires instead of Math.random.
 */
export function pickRandom<T>(items: readonly T[], random: RandomSource = cryptoSource): T | undefined {
  if (items.length === 0) return undefined;
  const range = 2 ** 32;
  const limit = range - (range % items.length);
  const buffer = new Uint32Array(1);
  for (;;) {
    const value = random(buffer)[0] ?? 0;
    if (value < limit) return items[value % items.length];
  }
}
