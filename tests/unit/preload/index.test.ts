import { beforeEach, describe, expect, it, vi } from 'vitest';

const electron = vi.hoisted(() => ({
  contextBridge: { exposeInMainWorld: vi.fn() },
  ipcRenderer: { invoke: vi.fn(() => Promise.resolve('answer')), on: vi.fn(), send: vi.fn() },
}));
vi.mock('electron', () => electron);

beforeEach(() => {
  vi.resetModules();
  electron.contextBridge.exposeInMainWorld.mockClear();
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

  it('exposes only invoke: no ipcRenderer, on, send or require', async () => {
    const bridge = (await exposed()).get('desktop') as Record<string, unknown>;
    expect(Object.keys(bridge)).toEqual(['invoke']);
    expect(bridge).not.toBe(electron.ipcRenderer);
  });

  it('routes invoke through ipcRenderer.invoke', async () => {
    const bridge = (await exposed()).get('desktop') as { invoke(channel: string, arg: unknown): Promise<unknown> };
    await expect(bridge.invoke('app:get-info', null)).resolves.toBe('answer');
    expect(electron.ipcRenderer.invoke).toHaveBeenCalledWith('app:get-info', null);
  });
});
