import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { DesktopBridge } from '../../../src/shared/ipc/contract';

const electron = vi.hoisted(() => ({
  contextBridge: { exposeInMainWorld: vi.fn() },
  ipcRenderer: {
    invoke: vi.fn(() => Promise.resolve('answer')),
    on: vi.fn(),
    removeListener: vi.fn(),
    send: vi.fn(),
  },
}));
vi.mock('electron', () => electron);

beforeEach(() => {
  vi.resetModules();
  electron.contextBridge.exposeInMainWorld.mockClear();
  electron.ipcRenderer.on.mockClear();
  electron.ipcRenderer.removeListener.mockClear();
});

/** Loads the preload entry and returns what it exposed, by global name. */
async function exposed(): Promise<Map<string, unknown>> {
  await import('../../../src/preload/index');
  return new Map(electron.contextBridge.exposeInMainWorld.mock.calls as [string, unknown][]);
}

describe('preload entry', () => {
  it('exposes one global, window.desktop, and nothing else', async () => {
    expect([...(await exposed()).keys()]).toEqual(['desktop']);
  });

  it('exposes only invoke and on: no ipcRenderer, send or require', async () => {
    const bridge = (await exposed()).get('desktop') as Record<string, unknown>;
    expect(Object.keys(bridge)).toEqual(['invoke', 'on']);
    expect(bridge).not.toBe(electron.ipcRenderer);
  });

  it('routes invoke through ipcRenderer.invoke', async () => {
    const bridge = (await exposed()).get('desktop') as { invoke(channel: string, arg: unknown): Promise<unknown> };
    await expect(bridge.invoke('app:get-info', null)).resolves.toBe('answer');
    expect(electron.ipcRenderer.invoke).toHaveBeenCalledWith('app:get-info', null);
  });

  it('hands event listeners the payload only, never the IpcRendererEvent with its sender', async () => {
    const bridge = (await exposed()).get('desktop') as DesktopBridge;
    const received: unknown[] = [];
    const stop = bridge.on('game:fullscreen-changed', (payload) => received.push(payload));
    const [channel, forward] = electron.ipcRenderer.on.mock.calls[0] as unknown as [
      string,
      (event: unknown, payload: unknown) => void,
    ];
    expect(channel).toBe('game:fullscreen-changed');
    forward({ sender: 'ipcRenderer internals' }, { fullscreen: true });
    expect(received).toEqual([{ fullscreen: true }]);
    stop();
    expect(electron.ipcRenderer.removeListener).toHaveBeenCalledWith('game:fullscreen-changed', forward);
  });
});
