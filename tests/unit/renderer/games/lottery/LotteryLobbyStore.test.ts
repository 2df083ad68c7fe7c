import { observable, runInAction } from 'mobx';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { LotteryMenuGame, LotteryMenuGroup } from '../../../../../src/shared/api/lottery';
import { LotteryLobbyStore, type LotteryLobbyDeps } from '../../../../../src/renderer/games/lottery/LotteryLobbyStore';

function game(gameCode: string, overrides: Partial<LotteryMenuGame> = {}): LotteryMenuGame {
  return {
    gameId: 1,
    nodeId: gameCode,
    gameCode,
    remark: gameCode,
    gameMenuTag: 'VN',
    prizeMode: 'ELOTT',
    format: 'XSMB',
    kind: 'house',
    numero: `${gameCode}-1`,
    remainTime: 50_000,
    lockTime: 30,
    drawDayOfWeek: '1,2,3,4,5,6,7',
    winningTime: 1,
    drawInterval: 180,
    serverSeedHash: '',
    lastNumero: '',
    openNumber: '',
    ...overrides,
  };
}

const MENU: LotteryMenuGroup[] = [
  { tag: 'VN', gameMenus: [game('XSMB', { remainTime: 12_000 }), game('XSMB3')] },
  { tag: 'SEA', gameMenus: [game('SEA4D', { prizeMode: 'SEA', format: 'SEA4D', gameMenuTag: 'SEA' })] },
];

function memoryStorage(): Storage {
  const items = new Map<string, string>();
  return {
    length: 0,
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: () => null,
    removeItem: (key) => void items.delete(key),
    setItem: (key, value) => void items.set(key, value),
  };
}

function setup(path: string, signedIn = true) {
  const clock = { now: 1_000_000 };
  const session = observable({ isLogin: signedIn, isTrial: false, account: signedIn ? 'demo' : '' });
  const asked: string[] = [];
  const api = {
    getLotteryMenu: vi.fn((query: { prizeMode?: string }) => {
      asked.push(query.prizeMode ?? '');
      return Promise.resolve(MENU);
    }),
    getLotteryRecent: vi.fn(() =>
      Promise.resolve([game('XSMB3'), game('SEA4D', { prizeMode: 'SEA', format: 'SEA4D' })]),
    ),
    getOpenedNumeros: vi.fn(() => Promise.resolve([])),
    getLotteryHistory: vi.fn(() => Promise.resolve({ gameCode: 'XSMB', format: 'XSMB', draws: [] })),
  };
  const login = vi.fn(() => session.isLogin && !session.isTrial);
  const lanes = [{ title: 'ELOTT', cards: [{ vassalage: 'TCG_LOTTO_VN' }] }];
  const local = memoryStorage();
  const deps = {
    api,
    session: {
      get isLogin() {
        return session.isLogin;
      },
      get isTrial() {
        return session.isTrial;
      },
      get account() {
        return session.account;
      },
      requireRealAccount: login,
    },
    ui: { language: 'en' },
    header: { lanes, loadLanesOnce: () => Promise.resolve() },
    local,
    path,
    now: () => clock.now,
  } as unknown as LotteryLobbyDeps;
  return { store: new LotteryLobbyStore(deps), api, asked, clock, session, login, local };
}

const flush = () => vi.advanceTimersByTimeAsync(0);

describe('LotteryLobbyStore', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("shows only the page's vendor, asking for the lanes' prize mode on /vnlottery and SEA on /sealottery", async () => {
    const vn = setup('/vnlottery');
    vn.store.start();
    await flush();
    expect(vn.asked).toEqual(['ELOTT']);
    expect(vn.store.games.map((g) => g.gameCode)).toEqual(['XSMB', 'XSMB3']);
    vn.store.stop();
    const sea = setup('/sealottery');
    sea.store.start();
    await flush();
    expect(sea.asked).toEqual(['SEA']);
    expect(sea.store.games.map((g) => g.gameCode)).toEqual(['SEA4D']);
    sea.store.stop();
    const all = setup('/lottery');
    all.store.start();
    await flush();
    expect(all.asked).toEqual(['']);
    expect(all.store.tags).toEqual(['VN', 'SEA']);
    all.store.stop();
  });

  it("reloads after the spec's delay and ticks the countdown every second in between", async () => {
    const { store, api, clock } = setup('/vnlottery');
    store.start();
    await flush();
    const xsmb = store.menu[0]!;
    expect(store.timeLeft(xsmb)).toBe(12_000);
    clock.now += 3_000;
    await vi.advanceTimersByTimeAsync(3_000);
    expect(store.timeLeft(xsmb)).toBe(9_000);
    expect(api.getLotteryMenu).toHaveBeenCalledTimes(1);
    // The least remaining time was 12 s: the next load comes then, not before.
    await vi.advanceTimersByTimeAsync(8_999);
    expect(api.getLotteryMenu).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(api.getLotteryMenu).toHaveBeenCalledTimes(2);
    store.stop();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(api.getLotteryMenu).toHaveBeenCalledTimes(2);
  });

  it('keeps favourites per username and asks visitors to log in for fav and recent', async () => {
    const { store, session, login, local } = setup('/vnlottery');
    store.start();
    await flush();
    store.toggleFavorite(store.menu[1]!);
    store.setKind('fav');
    expect(store.games.map((g) => g.gameCode)).toEqual(['XSMB3']);
    expect(local.getItem('lotteryFavorites:demo')).toBe('["XSMB3"]');
    runInAction(() => (session.account = 'other'));
    expect(store.favorites).toEqual([]);
    runInAction(() => {
      session.isLogin = false;
      session.account = '';
    });
    expect(store.kind).toBe('hot');
    store.setKind('recent');
    expect(store.kind).toBe('hot');
    expect(login).toHaveBeenCalled();
    store.stop();
  });

  it("loads the recent games of the page's vendor", async () => {
    const { store, api } = setup('/vnlottery');
    store.start();
    await flush();
    store.setKind('recent');
    await flush();
    expect(api.getLotteryRecent).toHaveBeenCalledWith(
      expect.objectContaining({ recentCount: 100, prizeMode: 'ELOTT' }),
    );
    expect(store.games.map((g) => g.gameCode)).toEqual(['XSMB3']);
    store.stop();
  });
});

describe('LotteryLobbyStore failures', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('fails a first load with its reason, keeps the games when a later reload fails, and tries again', async () => {
    const { store, api } = setup('/vnlottery');
    api.getLotteryMenu.mockImplementationOnce(() => Promise.reject(new Error('down')));
    store.start();
    await flush();
    expect(store.load).toEqual({ status: 'failed', key: 'errors.unknown' });
    await vi.advanceTimersByTimeAsync(30_000);
    expect(store.load).toEqual({ status: 'ready' });
    expect(store.menu).toHaveLength(2);
    api.getLotteryMenu.mockImplementationOnce(() => Promise.reject(new Error('down')));
    await vi.advanceTimersByTimeAsync(12_000);
    expect(api.getLotteryMenu).toHaveBeenCalledTimes(3);
    expect(store.load).toEqual({ status: 'ready' });
    expect(store.menu).toHaveLength(2);
    store.stop();
  });
});
