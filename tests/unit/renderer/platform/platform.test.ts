// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { DesktopBridge, IpcChannel, IpcContract } from '../../../../src/shared/ipc/contract';
import { createPlatform } from '../../../../src/renderer/platform';

afterEach(() => {
  Reflect.deleteProperty(window, 'desktop');
  sessionStorage.clear();
  vi.restoreAllMocks();
});

describe('web platform', () => {
  it('is chosen without a desktop bridge and uses the same origin', async () => {
    const platform = createPlatform(window, { merchant: 'cfg01', version: '1.0.0' });
    expect(platform.kind).toBe('web');
    await expect(platform.getAppInfo()).resolves.toMatchObject({ apiBaseUrl: '', merchant: 'cfg01', version: '1.0.0' });
  });

  it('prefers the merchant already in sessionStorage', async () => {
    sessionStorage.setItem('merchant', 'sess01');
    await expect(createPlatform(window, { merchant: 'cfg01' }).getAppInfo()).resolves.toMatchObject({
      merchant: 'sess01',
    });
  });

  it('opens external links with noopener,noreferrer and refuses non-http links', async () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    const platform = createPlatform(window);
    await expect(platform.openExternal('https://example.com/a')).resolves.toBe(true);
    expect(open).toHaveBeenCalledWith('https://example.com/a', '_blank', 'noopener,noreferrer');
    await expect(platform.openExternal('javascript:alert(1)')).resolves.toBe(false);
    expect(open).toHaveBeenCalledTimes(1);
  });

  it('leaves remember-me to the HttpOnly cookie: no token to read or keep', async () => {
    const platform = createPlatform(window);
    await expect(platform.getRememberToken()).resolves.toBeNull();
    await expect(platform.setRememberToken('abcdefghijklmnop')).resolves.toBe(false);
    await expect(platform.clearRememberToken()).resolves.toBe(true);
    expect(document.cookie).toBe('');
  });

  it('opens customer service in the named popup of its channel, and refuses non-http links', async () => {
    const popup = { opener: window, focus: vi.fn(), location: { href: 'about:blank' } };
    const open = vi.spyOn(window, 'open').mockReturnValue(popup as unknown as Window);
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    const platform = createPlatform(window);
    await expect(platform.openCustomerService('https://chat.example.com/', 'vip')).resolves.toBe(true);
    await expect(platform.openCustomerService('javascript:alert(1)', 'vip')).resolves.toBe(false);
    expect(open).toHaveBeenCalledExactlyOnceWith('', 'playhub-service-vip', 'width=440,height=750');
    expect(click).toHaveBeenCalledOnce();
    expect(popup.opener).toBeNull();
  });
});

describe('desktop platform', () => {
  function installBridge(options: { serviceWindows?: boolean } = {}) {
    const calls: { channel: IpcChannel; arg: unknown }[] = [];
    const bridge: DesktopBridge = {
      invoke<C extends IpcChannel>(channel: C, arg: IpcContract[C]['arg']) {
        calls.push({ channel, arg });
        const results: { [K in IpcChannel]?: IpcContract[K]['result'] } = {
          'app:get-info': {
            apiBaseUrl: 'https://api.example.com',
            merchant: 'desk01',
            version: '2.0.0',
            os: 'windows',
          },
          'shell:open-external': { opened: true },
          'session:get-remember': { token: 'remember-token-0123456789' },
          'session:set-remember': { stored: true },
          'session:clear-remember': { cleared: true },
          ...(options.serviceWindows === false ? {} : { 'cs:open': { opened: true } }),
        };
        const result = results[channel];
        return result ? Promise.resolve(result) : Promise.reject(new Error(`no handler for ${channel}`));
      },
      on: () => () => undefined,
    };
    Reflect.set(window, 'desktop', bridge);
    return calls;
  }

  it('is chosen when window.desktop exists and asks the shell for app info', async () => {
    const calls = installBridge();
    const platform = createPlatform(window);
    expect(platform.kind).toBe('desktop');
    await expect(platform.getAppInfo()).resolves.toMatchObject({
      apiBaseUrl: 'https://api.example.com',
      merchant: 'desk01',
    });
    expect(calls).toEqual([{ channel: 'app:get-info', arg: null }]);
  });

  it('opens external links through the shell', async () => {
    const calls = installBridge();
    const open = vi.spyOn(window, 'open');
    await expect(createPlatform(window).openExternal('https://example.com')).resolves.toBe(true);
    expect(calls).toEqual([{ channel: 'shell:open-external', arg: { url: 'https://example.com' } }]);
    expect(open).not.toHaveBeenCalled();
  });

  it('opens customer service in the main process window of its channel', async () => {
    const calls = installBridge();
    const open = vi.spyOn(window, 'open');
    await expect(createPlatform(window).openCustomerService('https://chat.example.com/', 'vip')).resolves.toBe(true);
    expect(calls).toEqual([{ channel: 'cs:open', arg: { channel: 'vip', url: 'https://chat.example.com/' } }]);
    expect(open).not.toHaveBeenCalled();
  });

  it('sends customer service to the system browser when the shell has no service windows', async () => {
    const calls = installBridge({ serviceWindows: false });
    await expect(createPlatform(window).openCustomerService('https://chat.example.com/', 'live')).resolves.toBe(true);
    expect(calls.map((call) => call.channel)).toEqual(['cs:open', 'shell:open-external']);
  });

  it('keeps the remember token through the session:*-remember channels', async () => {
    const calls = installBridge();
    const platform = createPlatform(window);
    await expect(platform.getRememberToken()).resolves.toBe('remember-token-0123456789');
    await expect(platform.setRememberToken('abcdefghijklmnop')).resolves.toBe(true);
    await expect(platform.clearRememberToken()).resolves.toBe(true);
    expect(calls).toEqual([
      { channel: 'session:get-remember', arg: null },
      { channel: 'session:set-remember', arg: { token: 'abcdefghijklmnop' } },
      { channel: 'session:clear-remember', arg: null },
    ]);
  });

  it('treats a shell without the remember channels as "not remembered"', async () => {
    const bridge = {
      invoke: () => Promise.reject(new Error('No handler registered')),
      on: () => () => undefined,
    };
    Reflect.set(window, 'desktop', bridge);
    const platform = createPlatform(window);
    await expect(platform.getRememberToken()).resolves.toBeNull();
    await expect(platform.setRememberToken('abcdefghijklmnop')).resolves.toBe(false);
  });

  it('ignores a window.desktop that is not a bridge', () => {
    Reflect.set(window, 'desktop', { something: 1 });
    expect(createPlatform(window).kind).toBe('web');
  });
});
