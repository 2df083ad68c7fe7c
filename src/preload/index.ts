/**
 * The sandboxed preload of every app window: exposes the typed bridge on `window.desktop` and
 * nothing else. Built as one self-contained CommonJS file (a sandboxed preload cannot import).
 */
import { contextBridge, ipcRenderer, type IpcRendererEvent } from 'electron';
import { BRIDGE_GLOBAL } from '../shared/ipc/contract';
import { createDesktopBridge } from './create-bridge';

contextBridge.exposeInMainWorld(
  BRIDGE_GLOBAL,
  createDesktopBridge(
    (channel, arg) => ipcRenderer.invoke(channel, arg),
    (event, listener) => {
      const forward = (_event: IpcRendererEvent, payload: unknown): void => listener(payload);
      ipcRenderer.on(event, forward);
      return () => {
        ipcRenderer.removeListener(event, forward);
      };
    },
  ),
);
