import { CHUNK_LOAD_TIMEOUT_MS } from '../../shared/constants';

/** A lazy page group that could not be loaded, even after one retry. */
export class ChunkLoadError extends Error {
  override readonly name = 'ChunkLoadError';
  constructor(
    readonly chunk: string,
    cause?: unknown,
  ) {
    super(`Loading chunk ${chunk} failed`, { cause });
  }
}

/** Rejects after `ms` so a hanging request cannot leave the page blank forever. */
function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`timed out after ${ms} ms`)), ms);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error instanceof Error ? error : new Error(String(error)));
      },
    );
  });
}

/**
 * Loads a chunk, retrying once on failure; a second failure, or no answer within
 * CHUNK_LOAD_TIMEOUT_MS overall, becomes a ChunkLoadError naming the chunk.
 */
export async function loadChunk<T>(
  chunk: string,
  load: () => Promise<T>,
  timeoutMs = CHUNK_LOAD_TIMEOUT_MS,
): Promise<T> {
  const attempt = async () => {
    try {
      return await load();
    } catch {
      return await load();
    }
  };
  try {
    return await withTimeout(attempt(), timeoutMs);
  } catch (error) {
    throw new ChunkLoadError(chunk, error);
  }
}

const RELOAD_MARK = 'chunkReload';

/**
 * After a deploy, old chunk names vanish: the first retry of a failed chunk reloads the page
 * once to pick up the new build; later retries just try the import again.
 */
export function reloadOnceForStaleDeploy(session: Storage, reload: () => void): boolean {
  if (session.getItem(RELOAD_MARK) === '1') return false;
  session.setItem(RELOAD_MARK, '1');
  reload();
  return true;
}

/** Called when a chunk loads again, so a later stale deploy may reload once more. */
export function clearStaleDeployMark(session: Storage): void {
  session.removeItem(RELOAD_MARK);
}
