import { afterEach, describe, expect, it, vi } from 'vitest';
import type { LaunchContent, LaunchGameQuery, Room } from '../../../../../src/shared/api/games';
import { ApiError } from '../../../../../src/renderer/api/ApiError';
import {
  BALANCE_HINT_GAP_MS,
  GameLauncher,
  type LaunchApi,
} from '../../../../../src/renderer/games/launch/GameLauncher';
import { keptLaunch, gameQueryFrom, type GameQuery } from '../../../../../src/renderer/games/launch/launchSession';
import type { LaunchTarget } from '../../../../../src/renderer/games/launch/launchRules';
import type { GameView } from '../../../../../src/renderer/platform';
import type { Dialog, ModalName } from '../../../../../src/renderer/stores/UiStore';
import { MemoryStorage } from '../../fixtures/memoryStorage';

const content = (extra: Partial<LaunchContent> = {}): LaunchContent => ({
  game_url: '/house/slot/?token=abc',
  openMode: 'iframe',
  accountType: '1',
  walletMode: 'seamless',
  gameName: 'Lucky Crown',
  gameCode: 'lucky-crown',
  vassalage: 'PH',
  nodeId: '1',
  ...extra,
});

const slot: LaunchTarget = { vassalage: 'PH', gameType: 'RNG', gameCode: 'lucky-crown', nodeId: '1', isGame: 'GAME' };

const apiError = (code: string) =>
  new ApiError({ kind: 'business', code, httpStatus: 400, message: code, hasKey: () => true });

function setup(
  options: { isLogin?: boolean; isTrial?: boolean; gameView?: GameView; answers?: Partial<LaunchApi> } = {},
) {
  const calls: { name: string; query: unknown }[] = [];
  const record =
    <T>(name: string, answer: (query: LaunchGameQuery) => Promise<T>) =>
    (query: LaunchGameQuery) => {
      calls.push({ name, query });
      return answer(query);
    };
  const api = {
    launchGame: record('launchGame', () => Promise.resolve({ content: content() })),
    launchGameFree: record('launchGameFree', () => Promise.resolve({ content: content({ accountType: '0' }) })),
    getRoomList: record('getRoomList', () => Promise.resolve({ list: [] as Room[] })),
    ...options.answers,
  } as LaunchApi;
  const ui = {
    language: 'en' as const,
    theme: 'dark' as const,
    modal: null as ModalName | null,
    dialogs: [] as Dialog[],
    paths: [] as string[],
    openModal(name: ModalName) {
      this.modal = name;
    },
    closeModal() {
      this.modal = null;
    },
    showDialog(dialog: Dialog) {
      this.dialogs.push(dialog);
    },
    navigate(path: string) {
      this.paths.push(path);
    },
  };
  const session = {
    isLogin: options.isLogin ?? true,
    isTrial: options.isTrial ?? false,
    loginAsked: 0,
    requireLogin() {
      this.loginAsked += 1;
      return this.isLogin;
    },
  };
  const header = {
    picked: [] as string[],
    pickVendor: (type: string, code: string) => header.picked.push(`${type}:${code}`),
  };
  const balance = {
    refreshed: 0,
    refresh: () => {
      balance.refreshed += 1;
      return Promise.resolve();
    },
  };
  const storage = new MemoryStorage();
  const windows: string[] = [];
  const launcher = new GameLauncher({
    api,
    session,
    ui,
    header,
    balance,
    gameView: options.gameView ?? null,
    storage,
    pageOrigin: 'https://play.example.com',
    apiBaseUrl: '',
    currentPath: () => '/rng',
    openWindow: (url) => windows.push(url),
  });
  return { launcher, calls, ui, session, header, balance, storage, windows };
}

describe('GameLauncher', () => {
  it('launches a slot with the contract query, keeps the answer and opens /game', async () => {
    const { launcher, calls, ui, storage } = setup();
    await launcher.start(slot);
    expect(calls).toEqual([
      {
        name: 'launchGame',
        query: {
          vassalage: 'PH',
          gameCode: 'lucky-crown',
          nodeId: '1',
          gameType: 'RNG',
          accountType: '1',
          launchMode: 'GLS',
          platform: 'html5-desktop',
          device: 'WEB',
          language: 'EN',
          backUrl: '/rng',
        },
      },
    ]);
    expect(ui.paths).toEqual(['/game?vassalage=PH&gameCode=lucky-crown&gameType=RNG&nodeId=1&accountType=1']);
    const query = gameQueryFrom(new URLSearchParams(ui.paths[0]?.split('?')[1]));
    // Our own page is told the site's theme (its sandbox cannot read the stored one).
    expect(keptLaunch(storage, query)?.game_url).toBe('/house/slot/?token=abc&theme=dark');
  });

  it('asks a visitor to log in and launches nothing', async () => {
    const { launcher, calls, session } = setup({ isLogin: false });
    await launcher.start(slot);
    expect(session.loginAsked).toBe(1);
    expect(calls).toEqual([]);
  });

  it("a visitor's FREE TRIAL uses the visitor launch with accountType 0", async () => {
    const { launcher, calls, ui } = setup({ isLogin: false });
    await launcher.start(slot, { free: true });
    expect(calls.map((c) => c.name)).toEqual(['launchGameFree']);
    expect(calls[0]?.query).toMatchObject({ accountType: '0' });
    expect(ui.paths[0]).toContain('accountType=0');
  });

  it('shows a live table in the game popup with a sandbox without allow-same-origin for our origin', async () => {
    const { launcher, ui } = setup();
    await launcher.start({ ...slot, vassalage: 'AURA', gameType: 'LIVE' });
    expect(ui.modal).toBe('gamePopup');
    expect(launcher.popup).toMatchObject({ url: '/house/slot/?token=abc&theme=dark', title: 'Lucky Crown' });
    expect(launcher.popup?.sandbox).not.toContain('allow-same-origin');
    expect(ui.paths).toEqual([]);
  });

  it("opens a 'window' game in a named window, absolute", async () => {
    const { launcher, windows, ui } = setup({
      answers: { launchGame: () => Promise.resolve({ content: content({ openMode: 'window', game_url: '/v/play' }) }) },
    });
    await launcher.start(slot);
    expect(windows).toEqual(['https://play.example.com/v/play?theme=dark']);
    expect(ui.paths).toEqual([]);
  });

  it('on desktop goes to /game, which drives the game view', async () => {
    const view = {} as GameView;
    const { launcher, ui } = setup({ gameView: view });
    await launcher.start({ ...slot, gameType: 'LIVE' });
    expect(ui.paths[0]).toMatch(/^\/game\?/);
    expect(ui.modal).toBeNull();
  });

  it('a trial account plays free, and when refused is told to register a real account', async () => {
    const seen: LaunchGameQuery[] = [];
    const { launcher, ui } = setup({
      isTrial: true,
      answers: {
        launchGame: (query) => {
          seen.push(query);
          return Promise.reject(apiError('games.freePlayUnavailable'));
        },
      },
    });
    await launcher.start(slot);
    expect(seen.map((query) => query.accountType)).toEqual(['0']);
    expect(ui.dialogs).toEqual([{ message: { key: 'in_need_true_account' } }]);
    expect(ui.paths).toEqual([]);
  });

  it('a provider that is not connected shows its translated error', async () => {
    const { launcher, ui } = setup({
      answers: { launchGame: () => Promise.reject(apiError('games.vendorUnavailable')) },
    });
    await launcher.start(slot);
    expect(ui.dialogs).toEqual([{ message: { key: 'errors.games_vendorunavailable' } }]);
  });

  it('asks for a PvP room when the game has rooms, then launches with the room', async () => {
    const room: Room = {
      roomId: 'r2',
      roomLevel: 'standard',
      gameCode: 'TONG0001',
      gameName: 'Tongits',
      vassalage: 'TONG',
      nodeId: '5',
      minBet: 1,
      maxBet: 10,
    };
    const { launcher, ui, calls } = setup({ answers: { getRoomList: () => Promise.resolve({ list: [room] }) } });
    const pvp: LaunchTarget = { vassalage: 'TONG', gameType: 'PVP', gameCode: 'TONG0001', nodeId: '5' };
    await launcher.start(pvp);
    expect(ui.modal).toBe('gameRooms');
    expect(calls).toEqual([]);
    const choice = launcher.roomChoice;
    expect(choice?.rooms).toEqual([room]);
    if (choice) await launcher.startInRoom(choice, room);
    expect(calls[0]?.query).toMatchObject({ roomId: 'r2', vassalage: 'TONG' });
    expect(ui.paths[0]).toContain('roomId=r2');
  });

  it('launches a PvP game without rooms directly', async () => {
    const { launcher, calls } = setup();
    await launcher.start({ vassalage: 'TONG', gameType: 'PVP', gameCode: 'TONG0002' });
    expect(calls.map((c) => c.name)).toEqual(['getRoomList', 'launchGame']);
  });

  it('ignores a second click while a launch is under way', async () => {
    let release: (value: { content: LaunchContent }) => void = () => undefined;
    const { launcher, calls } = setup({
      answers: {
        launchGame: (query) => {
          calls.push({ name: 'launchGame', query });
          return new Promise((resolve) => (release = resolve));
        },
      },
    });
    const first = launcher.start(slot);
    await launcher.start(slot);
    release({ content: content() });
    await first;
    expect(calls).toHaveLength(1);
    expect(launcher.launching).toBeNull();
  });

  it('vendor tiles: RNG opens the list tab, LIVE the popup game list, lotteries their page', () => {
    const { launcher, header, ui } = setup();
    launcher.startVendor({ vassalage: 'PHS', gameType: 'RNG', displayName: 'PlayHub Slots' });
    expect(header.picked).toEqual(['RNG:PHS']);
    launcher.startVendor({ vassalage: 'AURA', gameType: 'LIVE', displayName: 'Aura Live' });
    expect(ui.modal).toBe('vendorGames');
    expect(launcher.vendorList).toEqual({ vassalage: 'AURA', gameType: 'LIVE', title: 'Aura Live' });
    launcher.startVendor({ vassalage: 'TCG_SEA', gameType: 'LOTT', displayName: 'SEA' });
    expect(ui.paths).toEqual(['/sealottery?gameCode=']);
  });

  it('asks a visitor at a lottery game or vendor to log in, and launches nothing', async () => {
    const { launcher, calls, ui, session } = setup({ isLogin: false });
    await launcher.start({ vassalage: 'PHLOT', gameType: 'ELOTT', gameCode: 'PHLOT0001' });
    launcher.startVendor({ vassalage: 'TCG_LOTTO_VN', gameType: 'ELOTT', displayName: 'VN' });
    expect(session.loginAsked).toBe(2);
    expect(ui.paths).toEqual([]);
    expect(calls).toEqual([]);
  });

  it('launches a lottery page game with launchMode LOTT and the lottery lobby parameters', async () => {
    const { launcher, calls } = setup();
    const query: GameQuery = {
      vassalage: 'PHLOT',
      gameCode: 'PHLOT0003',
      gameType: '',
      nodeId: '',
      accountType: '1',
      roomId: '',
    };
    await launcher.fetchLaunch(query, {
      lottoPrizeMode: 'LOTT',
      lottoGameCode: 'PHLOT0003',
      lottoView: 'betting',
    });
    expect(calls).toEqual([
      {
        name: 'launchGame',
        query: {
          vassalage: 'PHLOT',
          gameCode: 'PHLOT0003',
          accountType: '1',
          launchMode: 'LOTT',
          lottoPrizeMode: 'LOTT',
          lottoGameCode: 'PHLOT0003',
          lottoView: 'betting',
          platform: 'html5-desktop',
          device: 'WEB',
          language: 'EN',
          backUrl: '/rng',
        },
      },
    ]);
  });

  describe('balance hints of a framed game', () => {
    afterEach(() => vi.useRealTimers());

    it('refreshes the balance at once, then at most once per gap, keeping the last hint of a burst', () => {
      vi.useFakeTimers();
      const { launcher, balance } = setup();
      launcher.gameBalanceChanged();
      expect(balance.refreshed).toBe(1);
      for (let i = 0; i < 50; i++) launcher.gameBalanceChanged();
      expect(balance.refreshed).toBe(1);
      vi.advanceTimersByTime(BALANCE_HINT_GAP_MS);
      expect(balance.refreshed).toBe(2);
      // Nothing more was hinted: the next gap ends quietly, and a later hint refreshes at once.
      vi.advanceTimersByTime(BALANCE_HINT_GAP_MS * 3);
      expect(balance.refreshed).toBe(2);
      launcher.gameBalanceChanged();
      expect(balance.refreshed).toBe(3);
    });

    it('refreshes the balance when the game closes (the page is left)', () => {
      const { launcher, balance } = setup();
      launcher.leave();
      expect(balance.refreshed).toBe(1);
    });
  });
});
