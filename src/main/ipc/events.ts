import type { IpcEvent, IpcEventPayload } from '../../shared/ipc/contract';
import type { WebContentsLike } from '../electron-api';

/**
 * Pushes one contract event to an app page. The typed signature keeps main and the preload's
 * allow-list on the same events; a page that has gone away simply misses it.
 */
export function sendEvent<E extends IpcEvent>(contents: WebContentsLike, event: E, payload: IpcEventPayload<E>): void {
  if (!contents.isDestroyed()) contents.send(event, payload);
}
