import { describe, expect, it, vi } from 'vitest';
import { IPC_CHANNELS } from '../../../../src/shared/ipc/contract';
import type { IpcHandlers } from '../../../../src/main/ipc/handlers';
import { registerIpcHandlers } from '../../../../src/main/ipc/register';
import { FakeIpcMain, TRUSTED_EVENT, ipcEventFrom } from '../fake-electron';

const INFO = { apiBaseUrl: 'http://localhost:8080', merchant: '', version: '1.0.0', os: 'linux' } as const;

function setup() {
  const ipcMain = new FakeIpcMain();
  const handlers = {
    'app:get-info': vi.fn(() => INFO),
    'shell:open-external': vi.fn(() => ({ opened: true })),
    'session:get-remember': vi.fn(() => ({ token: null })),
    'session:set-remember': vi.fn(() => ({ stored: true })),
    'session:clear-remember': vi.fn(() => ({ cleared: true })),
  } satisfies IpcHandlers;
  registerIpcHandlers(ipcMain, handlers);
  return { ipcMain, handlers };
}

describe('registerIpcHandlers', () => {
  it('registers exactly the contract channels', () => {
    expect([...setup().ipcMain.handlers.keys()]).toEqual([...IPC_CHANNELS]);
  });

  it('runs the handler with the validated argument for the app page', async () => {
    const { ipcMain, handlers } = setup();
    await expect(ipcMain.invoke('app:get-info', TRUSTED_EVENT, null)).resolves.toEqual(INFO);
    await expect(
      ipcMain.invoke('shell:open-external', TRUSTED_EVENT, { url: 'https://help.example.com/' }),
    ).resolves.toEqual({ opened: true });
    expect(handlers['shell:open-external']).toHaveBeenCalledWith({ url: 'https://help.example.com/' });
  });

  it.each([
    ['a remote page', ipcEventFrom('https://evil.example.com/')],
    ['a file page', ipcEventFrom('file:///index.html')],
    ['a frame inside the app page', ipcEventFrom('app://bundle/game', ipcEventFrom('app://bundle/').senderFrame)],
    ['a disposed frame', { senderFrame: null }],
    [
      'a frame that throws on access',
      {
        get senderFrame(): never {
          throw new Error('Render frame was disposed');
        },
      },
    ],
  ])('refuses calls from %s without running the handler', async (_case, event) => {
    const { ipcMain, handlers } = setup();
    await expect(ipcMain.invoke('app:get-info', event, null)).rejects.toThrow(
      "app:get-info: refused, the sender is not the app's top-level page",
    );
    expect(handlers['app:get-info']).not.toHaveBeenCalled();
  });

  it.each([
    ['app:get-info', [{}], 'expected null'],
    ['app:get-info', [], 'expected exactly one, got 0'],
    ['shell:open-external', ['https://x.com'], 'expected { url: string }'],
    ['shell:open-external', [{ url: 5 }], 'expected { url: string }'],
    ['shell:open-external', [{ url: 'https://x.com', extra: 1 }], 'expected { url: string }'],
    ['shell:open-external', [{ url: '' }], 'url must be 1-2048 characters'],
    ['shell:open-external', [{ url: `https://x.com/${'a'.repeat(2048)}` }], 'url must be 1-2048 characters'],
    ['shell:open-external', [{ url: 'https://x.com' }, 'second'], 'expected exactly one, got 2'],
  ] as const)('rejects %s with arguments %j before the handler runs', async (channel, args, reason) => {
    const { ipcMain, handlers } = setup();
    await expect(ipcMain.invoke(channel, TRUSTED_EVENT, ...args)).rejects.toThrow(
      `${channel}: invalid argument (${reason})`,
    );
    expect(handlers[channel]).not.toHaveBeenCalled();
  });

  it('leaves channels outside the contract without a handler, so Electron rejects them', async () => {
    const { ipcMain } = setup();
    await expect(ipcMain.invoke('fs:read-file', TRUSTED_EVENT, '/etc/passwd')).rejects.toThrow(
      "No handler registered for 'fs:read-file'",
    );
  });
});
