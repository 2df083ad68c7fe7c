import { isIpcChannel, type DesktopBridge, type IpcChannel, type IpcResult } from '../shared/ipc/contract';

/** Sends one message to the main process and resolves with its answer (ipcRenderer.invoke). */
export type RawInvoke = (channel: IpcChannel, arg: unknown) => Promise<unknown>;

/**
 * Builds the object exposed as `window.desktop`: a single frozen `invoke` that forwards only
 * the contract's channels, each with exactly one argument. The page gets this function, never
 * ipcRenderer itself, so it cannot listen to or send on any other channel.
 */
export function createDesktopBridge(rawInvoke: RawInvoke): DesktopBridge {
  return Object.freeze({
    invoke<C extends IpcChannel>(channel: C, arg: unknown): Promise<IpcResult<C>> {
      if (!isIpcChannel(channel)) {
        return Promise.reject(new Error(`Unknown desktop channel: ${String(channel)}`));
      }
      return rawInvoke(channel, arg) as Promise<IpcResult<C>>;
    },
  });
}
