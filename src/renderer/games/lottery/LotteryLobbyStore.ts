import { action, computed, makeObservable, observable, observableRef, reaction, runInAction } from 'mobx';
import type { LotteryHistory, LotteryMenuGame, OpenedNumero } from '../../../shared/api/lottery';
import { LOTTERY_MAX_COUNT } from '../../../shared/api/lottery';
import { languageHeader } from '../../../shared/i18n/languages';
import type { LotteryCalls } from '../../api/lotteryCalls';
import type { HeaderStore } from '../../stores/HeaderStore';
import type { SessionStore } from '../../stores/SessionStore';
import type { UiStore } from '../../stores/UiStore';
import { errorKeyOf } from '../errorKey';
import { pageVendor, prizeModeOf } from '../launch/lotteryRules';
import { readLotteryFavorites, toggleLotteryFavorite } from './lotteryFavorites';
import { menuRefreshDelay, vendorOfGame, visibleGames, type LotteryListKind } from './lobbyRules';

const DEVICE = 'WEB';
/** Countdowns move once a second, between menu loads. */
const TICK_MS = 1_000;
/** Draws a board shows: the one clicked (the latest). */
const BOARD_DRAWS = 1;

export interface LotteryLobbyDeps {
  api: Pick<LotteryCalls, 'getLotteryMenu' | 'getLotteryRecent' | 'getOpenedNumeros' | 'getLotteryHistory'>;
  session: Pick<SessionStore, 'isLogin' | 'isTrial' | 'account' | 'requireRealAccount'>;
  ui: Pick<UiStore, 'language'>;
  header: Pick<HeaderStore, 'lanes' | 'loadLanesOnce'>;
  /** localStorage: the lottery favourites per username. */
  local: Storage;
  /** The lottery page's path (/lottery, /vnlottery, /sealottery). */
  path: string;
  now?: () => number;
}

type Load = { status: 'loading' } | { status: 'ready' } | { status: 'failed'; key: string };

/** A draw board being shown: the game, and its history once it answers. */
export interface BoardView {
  name: string;
  gameCode: string;
  load: Load;
  history: LotteryHistory | null;
}

/**
 * The lottery lobby (spec "Lottery screen"): the page's menu games by tag, the member's
 * favourites (local, per username) and recent games, the latest opened numbers and one
 * draw's board. The menu reloads on the spec's timer; the countdowns tick every second from
 * the last load without reloading.
 */
export class LotteryLobbyStore {
  menu: LotteryMenuGame[] = [];
  recent: LotteryMenuGame[] = [];
  opened: OpenedNumero[] = [];
  favorites: string[] = [];
  load: Load = { status: 'loading' };
  recentLoad: Load = { status: 'ready' };
  board: BoardView | null = null;
  kind: LotteryListKind = 'hot';
  tag = '';
  weekday = 0;
  search = '';
  /** The clock of the countdowns, and when the menu last answered. */
  now: number;
  loadedAt: number;
  private reloadTimer: ReturnType<typeof setTimeout> | undefined;
  private ticker: ReturnType<typeof setInterval> | undefined;
  private readonly stopReactions: (() => void)[] = [];
  private readonly clock: () => number;
  /** Only the newest menu request may answer. */
  private generation = 0;

  constructor(private readonly deps: LotteryLobbyDeps) {
    this.clock = deps.now ?? (() => Date.now());
    this.now = this.clock();
    this.loadedAt = this.now;
    makeObservable<LotteryLobbyStore, 'tick' | 'readFavorites'>(this, {
      menu: observableRef,
      recent: observableRef,
      opened: observableRef,
      favorites: observableRef,
      load: observableRef,
      recentLoad: observableRef,
      board: observableRef,
      kind: observable,
      tag: observable,
      weekday: observable,
      search: observable,
      now: observable,
      loadedAt: observable,
      tags: computed,
      games: computed,
      results: computed,
      setKind: action,
      setTag: action,
      setWeekday: action,
      setSearch: action,
      toggleFavorite: action,
      closeBoard: action,
      tick: action,
      readFavorites: action,
    });
    this.readFavorites();
  }

  /** The page's vendor (null on /lottery: every lottery game). */
  get vendor(): string | null {
    return pageVendor(this.deps.path);
  }

  /** The menu tags in menu order. */
  get tags(): string[] {
    return [...new Set(this.menu.map((game) => game.gameMenuTag))];
  }

  /** The games the chosen list, tag, weekday and search show. */
  get games(): LotteryMenuGame[] {
    return visibleGames(
      { menu: this.menu, favorites: new Set(this.favorites), recent: this.recent },
      { kind: this.kind, tag: this.tag, weekday: this.weekday, search: this.search },
    );
  }

  /** The latest opened numbers of this page's games. */
  get results(): OpenedNumero[] {
    const codes = new Set(this.menu.map((game) => game.gameCode));
    return this.opened.filter((draw) => codes.has(draw.gameCode));
  }

  isFavorite(game: LotteryMenuGame): boolean {
    return this.favorites.includes(game.nodeId);
  }

  /** Milliseconds until betting on the game's open issue closes, as of the clock. */
  timeLeft(game: LotteryMenuGame): number {
    return game.remainTime - (this.now - this.loadedAt);
  }

  /** Loads the menu and starts the countdown and the reload timer; stop() ends both. */
  start(): void {
    this.ticker = setInterval(() => this.tick(), TICK_MS);
    this.stopReactions.push(
      reaction(
        () => this.deps.ui.language,
        () => void this.reload(),
      ),
      reaction(
        () => this.deps.session.account,
        () => {
          this.readFavorites();
          this.leavePrivateLists();
        },
      ),
    );
    void this.reload();
  }

  stop(): void {
    clearInterval(this.ticker);
    clearTimeout(this.reloadTimer);
    this.stopReactions.splice(0).forEach((stop) => stop());
    this.generation += 1;
  }

  /** Loads the menu and the opened numbers now, then again after the spec's delay. */
  async reload(): Promise<void> {
    clearTimeout(this.reloadTimer);
    const generation = ++this.generation;
    if (this.menu.length === 0) runInAction(() => (this.load = { status: 'loading' }));
    try {
      const [groups, opened] = await Promise.all([
        this.deps.api.getLotteryMenu(await this.menuQuery()),
        this.deps.api
          .getOpenedNumeros({ count: LOTTERY_MAX_COUNT, language: this.language() })
          .catch(() => [] as OpenedNumero[]),
      ]);
      if (generation !== this.generation) return;
      const vendor = this.vendor;
      const menu = groups
        .flatMap((group) => group.gameMenus)
        .filter((game) => !vendor || vendorOfGame(game) === vendor);
      runInAction(() => {
        this.menu = menu;
        this.opened = opened;
        this.loadedAt = this.clock();
        this.now = this.loadedAt;
        if (this.tag && !this.tags.includes(this.tag)) this.tag = '';
        this.load = { status: 'ready' };
      });
      this.reloadTimer = setTimeout(() => void this.reload(), menuRefreshDelay(menu));
    } catch (error) {
      if (generation !== this.generation) return;
      // A failed reload keeps the games shown (their countdowns go on); only a first load fails.
      if (this.menu.length === 0) runInAction(() => (this.load = { status: 'failed', key: errorKeyOf(error) }));
      this.reloadTimer = setTimeout(() => void this.reload(), menuRefreshDelay([]));
    }
  }

  /** hot, fav or recent; the member's own lists need a real account (visitors are asked to log in). */
  setKind(kind: LotteryListKind): void {
    if (kind !== 'hot' && !this.deps.session.requireRealAccount()) return;
    this.kind = kind;
    if (kind === 'recent') void this.loadRecent();
  }

  setTag(tag: string): void {
    this.tag = tag;
    this.kind = 'hot';
  }

  setWeekday(weekday: number): void {
    this.weekday = weekday;
  }

  setSearch(search: string): void {
    this.search = search;
  }

  /** Adds or removes a lottery favourite of the signed-in username (visitors are asked to log in). */
  toggleFavorite(game: LotteryMenuGame): void {
    if (!this.deps.session.requireRealAccount()) return;
    this.favorites = toggleLotteryFavorite(this.deps.local, this.deps.session.account, game.nodeId);
  }

  /** Opens a game's latest board (the history call). */
  async openBoard(gameCode: string, name: string): Promise<void> {
    runInAction(() => (this.board = { name, gameCode, load: { status: 'loading' }, history: null }));
    try {
      const history = await this.deps.api.getLotteryHistory({ gameCode, count: BOARD_DRAWS });
      runInAction(() => {
        if (this.board?.gameCode === gameCode) this.board = { ...this.board, load: { status: 'ready' }, history };
      });
    } catch (error) {
      runInAction(() => {
        if (this.board?.gameCode === gameCode)
          this.board = { ...this.board, load: { status: 'failed', key: errorKeyOf(error) } };
      });
    }
  }

  closeBoard(): void {
    this.board = null;
  }

  private async loadRecent(): Promise<void> {
    runInAction(() => (this.recentLoad = { status: 'loading' }));
    try {
      const recent = await this.deps.api.getLotteryRecent({
        ...(await this.menuQuery()),
        recentCount: LOTTERY_MAX_COUNT,
      });
      const vendor = this.vendor;
      runInAction(() => {
        this.recent = recent.filter((game) => !vendor || vendorOfGame(game) === vendor);
        this.recentLoad = { status: 'ready' };
      });
    } catch (error) {
      runInAction(() => (this.recentLoad = { status: 'failed', key: errorKeyOf(error) }));
    }
  }

  /** The menu query: VN's prize mode follows the vendor lanes, SEA asks for SEA, /lottery for all. */
  private async menuQuery() {
    const base = { device: DEVICE, language: this.language() };
    if (this.vendor === 'TCG_SEA') return { ...base, prizeMode: 'SEA' };
    if (this.vendor === null) return base;
    await this.deps.header.loadLanesOnce();
    return { ...base, prizeMode: prizeModeOf(this.deps.header.lanes) };
  }

  private language(): string {
    return languageHeader(this.deps.ui.language);
  }

  private tick(): void {
    this.now = this.clock();
  }

  private readFavorites(): void {
    this.favorites = this.deps.session.isLogin ? readLotteryFavorites(this.deps.local, this.deps.session.account) : [];
  }

  /** Signed out (or another account): back to the hot list, the last member's recent games gone. */
  private leavePrivateLists(): void {
    runInAction(() => {
      this.recent = [];
      if (!this.deps.session.isLogin) this.kind = 'hot';
      else if (this.kind === 'recent') void this.loadRecent();
    });
  }
}
