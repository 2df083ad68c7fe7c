import {
  isIpcChannel,
  isIpcEvent,
  type DesktopBridge,
  type IpcChannel,
  type IpcEvent,
  type IpcEventPayload,
  type IpcResult,
} from '../shared/ipc/contract';

/** Sends one message to the main process and resolves with its answer (ipcRenderer.invoke). */
export type RawInvoke = (channel: IpcChannel, arg: unknown) => Promise<unknown>;

/**
 * Listens to one main -> renderer event, handing the listener only the payload (never the
 * IpcRendererEvent, which exposes the sender); returns the function that stops listening.
 */
export type RawSubscribe = (event: IpcEvent, listener: (payload: unknown) => void) => () => void;

/**
 * Builds the object exposed as `window.desktop`: a frozen `invoke` that forwards only the
 * contract's channels, each with exactly one argument, and a frozen `on` that listens only to
 * the contract's events. The page gets these functions, never ipcRenderer itself, so it cannot
 * listen to or send on any other channel.
 */
export function createDesktopBridge(rawInvoke: RawInvoke, rawSubscribe: RawSubscribe): DesktopBridge {
  return Object.freeze({
    invoke<C extends IpcChannel>(channel: C, arg: unknown): Promise<IpcResult<C>> {
      if (!isIpcChannel(channel)) {
        return Promise.reject(new Error(`Unknown desktop channel: ${String(channel)}`));
      }
      return rawInvoke(channel, arg) as Promise<IpcResult<C>>;
    },
    on<E extends IpcEvent>(event: E, listener: (payload: IpcEventPayload<E>) => void): () => void {
      if (!isIpcEvent(event)) throw new Error(`Unknown desktop event: ${String(event)}`);
      if (typeof listener !== 'function') throw new Error('The listener must be a function');
      return rawSubscribe(event, (payload) => listener(payload as IpcEventPayload<E>));
    },
  });
}
