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

const CALLER = { contentsId: 7 };

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
    serviceWindows: { open: () => true },
    gamesFor: () => undefined,
    checkForUpdates: () => Promise.resolve('up-to-date'),
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
    expect(await handlers['session:get-remember'](null, CALLER)).toEqual({ token: null });
    expect(await handlers['session:set-remember']({ token: 'abcdefghijklmnop' }, CALLER)).toEqual({ stored: true });
    expect(remember.token).toBe('abcdefghijklmnop');
    expect(await handlers['session:get-remember'](null, CALLER)).toEqual({ token: 'abcdefghijklmnop' });
    expect(await handlers['session:clear-remember'](null, CALLER)).toEqual({ cleared: true });
    expect(await handlers['session:get-remember'](null, CALLER)).toEqual({ token: null });
  });
});

describe('app:get-info', () => {
  it('answers the configured server, merchant, app version and OS', () => {
    expect(handlersWith().handlers['app:get-info'](null, CALLER)).toEqual({
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
    await expect(handlers['shell:open-external']({ url: 'https://help.example.com/faq' }, CALLER)).resolves.toEqual({
      opened: true,
    });
    expect(opened).toEqual(['https://help.example.com/faq']);
  });

  it.each(['https://evil.example.com/', 'http://help.example.com/', 'file:///etc/passwd', 'smb://help.example.com/x'])(
    'refuses %s without touching the shell',
    async (url) => {
      const { handlers, opened } = handlersWith();
      await expect(handlers['shell:open-external']({ url }, CALLER)).resolves.toEqual({ opened: false });
      expect(opened).toEqual([]);
    },
  );

  it('answers opened: false when the OS cannot open the URL', async () => {
    const { handlers } = handlersWith(() => Promise.reject(new Error('no browser')));
    await expect(handlers['shell:open-external']({ url: 'https://help.example.com/' }, CALLER)).resolves.toEqual({
      opened: false,
    });
  });
});

describe('customer-service, game and update channels', () => {
  /** Handlers whose collaborators record their calls; the caller with id 7 has game views. */
  function wired() {
    const log: string[] = [];
    const games = {
      open: (url: string, title: string) => log.push(`open ${url} ${title}`) > 0,
      close: () => log.push('close') > 0,
      reload: () => log.push('reload') > 0,
      setFullscreen: (fullscreen: boolean) => log.push(`fullscreen ${fullscreen}`) > 0 && fullscreen,
    };
    const handlers = createIpcHandlers({
      remember: memoryRemember(),
      config: CONFIG,
      version: '2.0.1',
      platform: 'linux',
      shell: { openExternal: () => Promise.resolve() },
      serviceWindows: { open: (channel, url) => log.push(`cs ${channel} ${url}`) > 0 },
      gamesFor: (contentsId) => (contentsId === CALLER.contentsId ? games : undefined),
      checkForUpdates: () => Promise.resolve('available'),
    });
    return { handlers, log };
  }

  it('cs:open opens the channel window with the URL', () => {
    const { handlers, log } = wired();
    expect(handlers['cs:open']({ channel: 'vip', url: 'https://chat.example.com/' }, CALLER)).toEqual({ opened: true });
    expect(log).toEqual(['cs vip https://chat.example.com/']);
  });

  it('game:* act on the game views of the calling window', () => {
    const { handlers, log } = wired();
    expect(handlers['game:open']({ url: 'https://g.example.com/', title: 'Slots' }, CALLER)).toEqual({ opened: true });
    expect(handlers['game:set-fullscreen']({ fullscreen: true }, CALLER)).toEqual({ fullscreen: true });
    expect(handlers['game:reload'](null, CALLER)).toEqual({ reloaded: true });
    expect(handlers['game:close'](null, CALLER)).toEqual({ closed: true });
    expect(log).toEqual(['open https://g.example.com/ Slots', 'fullscreen true', 'reload', 'close']);
  });

  it('game:* answer false for a page that has no game views', () => {
    const { handlers, log } = wired();
    const stranger = { contentsId: 99 };
    expect(handlers['game:open']({ url: 'https://g.example.com/', title: '' }, stranger)).toEqual({ opened: false });
    expect(handlers['game:close'](null, stranger)).toEqual({ closed: false });
    expect(handlers['game:reload'](null, stranger)).toEqual({ reloaded: false });
    expect(handlers['game:set-fullscreen']({ fullscreen: true }, stranger)).toEqual({ fullscreen: false });
    expect(log).toEqual([]);
  });

  it('update:check answers the update flow status', async () => {
    await expect(wired().handlers['update:check'](null, CALLER)).resolves.toEqual({ status: 'available' });
  });
});
