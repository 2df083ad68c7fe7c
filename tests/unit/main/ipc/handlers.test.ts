import { describe, expect, it } from 'vitest';
import type { DesktopConfig } from '../../../../src/main/config';
import { createIpcHandlers, osName } from '../../../../src/main/ipc/handlers';
import type { RememberStore } from '../../../../src/main/session/remember-store';

/** An in-memory remember store that records what the handlers asked of it. */
function memoryRemember(): RememberStore & { token: string | null } {
  const store = {
    token: null as string | null,
    get: () => Promise.resolve(store.token),
    set: (token: string) => {
      store.token = token;
      return Promise.resolve(true);
    },
    clear: () => {
      store.token = null;
      return Promise.resolve();
    },
  };
  return store;
}

const CONFIG: DesktopConfig = {
  apiBaseUrl: 'https://api.example.com',
  apiOrigin: 'https://api.example.com',
  merchant: 'brand',
  externalHosts: ['help.example.com'],
};

function handlersWith(openExternal: (url: string) => Promise<void> = () => Promise.resolve()) {
  const opened: string[] = [];
  const remember = memoryRemember();
  const handlers = createIpcHandlers({
    remember,
    config: CONFIG,
    version: '2.0.1',
    platform: 'darwin',
    shell: {
      openExternal: (url) => {
        opened.push(url);
        return openExternal(url);
      },
    },
  });
  return { handlers, opened, remember };
}

describe('session remember channels', () => {
  it('store, read back and clear the remember token through the store', async () => {
    const { handlers, remember } = handlersWith();
    expect(await handlers['session:get-remember'](null)).toEqual({ token: null });
    expect(await handlers['session:set-remember']({ token: 'abcdefghijklmnop' })).toEqual({ stored: true });
    expect(remember.token).toBe('abcdefghijklmnop');
    expect(await handlers['session:get-remember'](null)).toEqual({ token: 'abcdefghijklmnop' });
    expect(await handlers['session:clear-remember'](null)).toEqual({ cleared: true });
    expect(await handlers['session:get-remember'](null)).toEqual({ token: null });
  });
});

describe('app:get-info', () => {
  it('answers the configured server, merchant, app version and OS', () => {
    expect(handlersWith().handlers['app:get-info'](null)).toEqual({
      apiBaseUrl: 'https://api.example.com',
      merchant: 'brand',
      version: '2.0.1',
      os: 'mac',
    });
  });

  it.each([
    ['win32', 'windows'],
    ['darwin', 'mac'],
    ['linux', 'linux'],
    ['freebsd', 'linux'],
  ] as const)('names %s as %s', (platform, os) => {
    expect(osName(platform)).toBe(os);
  });
});

describe('shell:open-external', () => {
  it('opens an https URL on the allow-list in the system browser', async () => {
    const { handlers, opened } = handlersWith();
    await expect(handlers['shell:open-external']({ url: 'https://help.example.com/faq' })).resolves.toEqual({
      opened: true,
    });
    expect(opened).toEqual(['https://help.example.com/faq']);
  });

  it.each(['https://evil.example.com/', 'http://help.example.com/', 'file:///etc/passwd', 'smb://help.example.com/x'])(
    'refuses %s without touching the shell',
    async (url) => {
      const { handlers, opened } = handlersWith();
      await expect(handlers['shell:open-external']({ url })).resolves.toEqual({ opened: false });
      expect(opened).toEqual([]);
    },
  );

  it('answers opened: false when the OS cannot open the URL', async () => {
    const { handlers } = handlersWith(() => Promise.reject(new Error('no browser')));
    await expect(handlers['shell:open-external']({ url: 'https://help.example.com/' })).resolves.toEqual({
      opened: false,
    });
  });
});
