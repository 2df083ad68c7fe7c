import { describe, expect, it } from 'vitest';
import { pickRandom } from '../../../../src/renderer/stores/randomPick';

describe('pickRandom', () => {
  it('returns undefined for an empty list', () => {
    expect(pickRandom([])).toBeUndefined();
  });

  it('maps the random value onto the list', () => {
    expect(pickRandom(['a', 'b', 'c'], (buffer) => buffer.fill(4))).toBe('b');
  });

  it('rejects values from the biased tail and draws again', () => {
    const draws = [2 ** 32 - 1, 0];
    expect(pickRandom(['a', 'b', 'c'], (buffer) => buffer.fill(draws.shift() ?? 0))).toBe('a');
  });

  it('reaches every item with crypto.getRandomValues', () => {
    const seen = new Set<string>();
    for (let i = 0; i < 200; i += 1) seen.add(pickRandom(['x', 'y', 'z']) ?? '');
    expect([...seen].sort()).toEqual(['x', 'y', 'z']);
  });
});
