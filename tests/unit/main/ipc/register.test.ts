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
    'cs:open': vi.fn(() => ({ opened: true })),
    'game:open': vi.fn(() => ({ opened: true })),
    'game:close': vi.fn(() => ({ closed: true })),
    'game:reload': vi.fn(() => ({ reloaded: true })),
    'game:set-fullscreen': vi.fn(() => ({ fullscreen: true })),
    'update:check': vi.fn(() => ({ status: 'up-to-date' as const })),
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
    expect(handlers['shell:open-external']).toHaveBeenCalledWith(
      { url: 'https://help.example.com/' },
      { contentsId: 0 },
    );
  });

  it('tells the handler which page called, so game views act on that window', async () => {
    const { ipcMain, handlers } = setup();
    await ipcMain.invoke('game:close', ipcEventFrom('app://bundle/agentHome', null, 42), null);
    expect(handlers['game:close']).toHaveBeenCalledWith(null, { contentsId: 42 });
  });

  it('refuses a game view or customer-service page even though it is a top-level frame', async () => {
    const { ipcMain, handlers } = setup();
    await expect(ipcMain.invoke('game:close', ipcEventFrom('https://games.example.com/slot'), null)).rejects.toThrow(
      'refused',
    );
    expect(handlers['game:close']).not.toHaveBeenCalled();
  });

  it.each([
    ['a remote page', ipcEventFrom('https://evil.example.com/')],
    ['a file page', ipcEventFrom('file:///index.html')],
    ['a frame inside the app page', ipcEventFrom('app://bundle/game', ipcEventFrom('app://bundle/').senderFrame)],
    ['a disposed frame', { sender: { id: 0 }, senderFrame: null }],
    [
      'a frame that throws on access',
      {
        sender: { id: 0 },
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
    ['cs:open', [{ url: 'https://chat.example.com/' }], "expected { channel: 'live' | 'vip', url: string }"],
    ['cs:open', [{ channel: 'sales', url: 'https://chat.example.com/' }], "channel must be 'live' or 'vip'"],
    ['cs:open', [{ channel: 'live', url: 'http://chat.example.com/' }], 'url must use https (http only for localhost)'],
    ['cs:open', [{ channel: 'live', url: 'javascript:alert(1)' }], 'url must use https (http only for localhost)'],
    ['cs:open', [{ channel: 'live', url: 'file:///etc/passwd' }], 'url must use https (http only for localhost)'],
    ['cs:open', [{ channel: 'live', url: 'https://u:p@chat.example.com/' }], 'url must not contain credentials'],
    ['cs:open', [{ channel: 'vip', url: '/relative/path' }], 'url must be absolute'],
    ['cs:open', [{ channel: 'vip', url: `https://x.com/${'a'.repeat(4096)}` }], 'url must be 1-4096 characters'],
    ['game:open', [{ url: 'https://g.example.com/' }], 'expected { url: string, title: string }'],
    [
      'game:open',
      [{ url: 'https://g.example.com/', title: 'x', preload: '/x.js' }],
      'expected { url: string, title: string }',
    ],
    ['game:open', [{ url: 'https://g.example.com/', title: 'x'.repeat(201) }], 'title must be at most 200 characters'],
    ['game:open', [{ url: 'app://bundle/', title: 'x' }], 'url must use https (http only for localhost)'],
    ['game:close', [{}], 'expected null'],
    ['game:reload', [undefined], 'expected null'],
    ['game:set-fullscreen', [{ fullscreen: 'yes' }], 'expected { fullscreen: boolean }'],
    ['game:set-fullscreen', [true], 'expected { fullscreen: boolean }'],
    ['update:check', [{ force: true }], 'expected null'],
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

  it.each([
    ['cs:open', { channel: 'live', url: 'https://chat.example.com/room?id=1' }],
    ['cs:open', { channel: 'vip', url: 'http://127.0.0.1:9000/chat' }],
    ['game:open', { url: 'https://g.example.com/launch?token=abc', title: 'Fortune Slots' }],
    ['game:open', { url: 'http://localhost:4000/game', title: '' }],
    ['game:set-fullscreen', { fullscreen: false }],
  ] as const)('passes a valid %s argument %j through unchanged', async (channel, arg) => {
    const { ipcMain, handlers } = setup();
    await ipcMain.invoke(channel, TRUSTED_EVENT, arg);
    expect(handlers[channel]).toHaveBeenCalledWith(arg, { contentsId: 0 });
  });
});
