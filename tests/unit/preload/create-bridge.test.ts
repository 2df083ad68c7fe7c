import { describe, expect, it, vi } from 'vitest';
import { createDesktopBridge } from '../../../src/preload/create-bridge';
import type { IpcChannel } from '../../../src/shared/ipc/contract';

describe('createDesktopBridge', () => {
  it('forwards a contract channel and its one argument to the main process', async () => {
    const raw = vi.fn(() => Promise.resolve({ opened: true }));
    const bridge = createDesktopBridge(raw);
    await expect(bridge.invoke('shell:open-external', { url: 'https://x.com' })).resolves.toEqual({ opened: true });
    expect(raw).toHaveBeenCalledWith('shell:open-external', { url: 'https://x.com' });
  });

  it.each(['fs:read-file', 'app:get-info ', '', 'constructor', '__proto__'])(
    'rejects the channel %j without sending anything',
    async (channel) => {
      const raw = vi.fn(() => Promise.resolve());
      const bridge = createDesktopBridge(raw);
      await expect(bridge.invoke(channel as IpcChannel, null)).rejects.toThrow('Unknown desktop channel');
      expect(raw).not.toHaveBeenCalled();
    },
  );

  it('exposes only a frozen invoke function', () => {
    const bridge = createDesktopBridge(() => Promise.resolve());
    expect(Object.keys(bridge)).toEqual(['invoke']);
    expect(Object.isFrozen(bridge)).toBe(true);
  });
});
