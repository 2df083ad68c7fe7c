// The wage runs' worker pool: every item done once, at most `limit` at once, and with a busy
// share below 1 each worker rests in proportion to the time its item took.
import { describe, expect, it } from 'vitest';
import { pacedPool } from '../../../src/server/modules/agents/wages-settle';

const busyFor = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

describe('pacedPool', () => {
  it('does every item once with at most `limit` running at once, and never rests at share 1', async () => {
    const done: number[] = [];
    const rests: number[] = [];
    let running = 0;
    let most = 0;
    await pacedPool(
      [1, 2, 3, 4, 5, 6, 7],
      { limit: 3, rest: (ms) => Promise.resolve(void rests.push(ms)) },
      async (item) => {
        running += 1;
        most = Math.max(most, running);
        await busyFor(2);
        done.push(item);
        running -= 1;
      },
    );
    expect(done.sort()).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(most).toBe(3);
    expect(rests).toEqual([]);
  });

  it('rests after each item for (1 - share) / share of the time the item took', async () => {
    const rests: number[] = [];
    await pacedPool([20, 40], { limit: 1, busyShare: 0.25, rest: (ms) => Promise.resolve(void rests.push(ms)) }, (ms) =>
      busyFor(ms),
    );
    // Busy 25 % of the time: three times the item's own time at rest (timers fire late, never early).
    expect(rests).toHaveLength(2);
    expect(rests[0]).toBeGreaterThanOrEqual(3 * 19);
    expect(rests[1]).toBeGreaterThanOrEqual(3 * 39);
  });

  it('runs nothing for no items', async () => {
    let calls = 0;
    await pacedPool([], { limit: 4, busyShare: 0.5 }, () => Promise.resolve(void (calls += 1)));
    expect(calls).toBe(0);
  });
});
