import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  ChunkLoadError,
  clearStaleDeployMark,
  loadChunk,
  reloadOnceForStaleDeploy,
} from '../../../../src/renderer/router/loadChunk';
import { MemoryStorage } from '../fixtures/memoryStorage';

afterEach(() => {
  vi.useRealTimers();
});

describe('loadChunk', () => {
  it('retries a failed import once and then succeeds', async () => {
    let calls = 0;
    const load = () => (++calls === 1 ? Promise.reject(new Error('boom')) : Promise.resolve('module'));
    await expect(loadChunk('promo', load)).resolves.toBe('module');
    expect(calls).toBe(2);
  });

  it('gives up after the second failure with a ChunkLoadError naming the chunk', async () => {
    let calls = 0;
    const load = () => {
      calls += 1;
      return Promise.reject(new Error('boom'));
    };
    const error = await loadChunk('promo', load).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ChunkLoadError);
    expect((error as ChunkLoadError).chunk).toBe('promo');
    expect((error as Error).message).toBe('Loading chunk promo failed');
    expect(calls).toBe(2);
  });

  it('fails when the chunk does not arrive within the timeout', async () => {
    vi.useFakeTimers();
    const pending = loadChunk('vip', () => new Promise<never>(() => undefined), 120_000);
    const assertion = expect(pending).rejects.toBeInstanceOf(ChunkLoadError);
    await vi.advanceTimersByTimeAsync(120_000);
    await assertion;
  });
});

describe('stale deploy reload', () => {
  it('reloads the page only once until a chunk loads again', () => {
    const session = new MemoryStorage();
    const reload = vi.fn();
    expect(reloadOnceForStaleDeploy(session, reload)).toBe(true);
    expect(reloadOnceForStaleDeploy(session, reload)).toBe(false);
    expect(reload).toHaveBeenCalledTimes(1);
    clearStaleDeployMark(session);
    expect(reloadOnceForStaleDeploy(session, reload)).toBe(true);
  });
});
