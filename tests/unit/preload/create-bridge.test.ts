import { describe, expect, it, vi } from 'vitest';
import { createDesktopBridge, type RawSubscribe } from '../../../src/preload/create-bridge';
import type { IpcChannel, IpcEvent } from '../../../src/shared/ipc/contract';

/** A subscription stand-in that keeps the listeners so a test can push events. */
function fakeSubscribe() {
  const listeners = new Map<string, (payload: unknown) => void>();
  const unsubscribed: string[] = [];
  const subscribe: RawSubscribe = (event, listener) => {
    listeners.set(event, listener);
    return () => {
      unsubscribed.push(event);
      listeners.delete(event);
    };
  };
  return { subscribe: vi.fn(subscribe), listeners, unsubscribed };
}

describe('createDesktopBridge', () => {
  it('forwards a contract channel and its one argument to the main process', async () => {
    const raw = vi.fn(() => Promise.resolve({ opened: true }));
    const bridge = createDesktopBridge(raw, fakeSubscribe().subscribe);
    await expect(bridge.invoke('shell:open-external', { url: 'https://x.com' })).resolves.toEqual({ opened: true });
    expect(raw).toHaveBeenCalledWith('shell:open-external', { url: 'https://x.com' });
  });

  it.each(['fs:read-file', 'app:get-info ', '', 'constructor', '__proto__'])(
    'rejects the channel %j without sending anything',
    async (channel) => {
      const raw = vi.fn(() => Promise.resolve());
      const bridge = createDesktopBridge(raw, fakeSubscribe().subscribe);
      await expect(bridge.invoke(channel as IpcChannel, null)).rejects.toThrow('Unknown desktop channel');
      expect(raw).not.toHaveBeenCalled();
    },
  );

  it('delivers a contract event payload to the listener until it unsubscribes', () => {
    const fake = fakeSubscribe();
    const bridge = createDesktopBridge(() => Promise.resolve(), fake.subscribe);
    const received: unknown[] = [];
    const stop = bridge.on('game:closed', (payload) => received.push(payload));
    fake.listeners.get('game:closed')?.({ reason: 'crashed' });
    stop();
    expect(received).toEqual([{ reason: 'crashed' }]);
    expect(fake.unsubscribed).toEqual(['game:closed']);
  });

  it.each(['session:get-remember', 'ipc-message', '', '__proto__'])(
    'refuses to listen to the non-event %j',
    (event) => {
      const fake = fakeSubscribe();
      const bridge = createDesktopBridge(() => Promise.resolve(), fake.subscribe);
      expect(() => bridge.on(event as IpcEvent, () => undefined)).toThrow('Unknown desktop event');
      expect(fake.subscribe).not.toHaveBeenCalled();
    },
  );

  it('refuses a listener that is not a function', () => {
    const bridge = createDesktopBridge(() => Promise.resolve(), fakeSubscribe().subscribe);
    expect(() => bridge.on('game:closed', 'alert(1)' as unknown as () => void)).toThrow('must be a function');
  });

  it('exposes only frozen invoke and on functions', () => {
    const bridge = createDesktopBridge(() => Promise.resolve(), fakeSubscribe().subscribe);
    expect(Object.keys(bridge)).toEqual(['invoke', 'on']);
    expect(Object.isFrozen(bridge)).toBe(true);
  });
});
