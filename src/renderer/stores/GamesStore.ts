import { action, computed, makeObservable, observable, observableRef, reaction, runInAction } from 'mobx';
import { DEFAULT_CLIENT_TYPE, PAGE_SIZE } from '../../shared/constants';
import { languageHeader } from '../../shared/i18n/languages';
import type { GameCalls } from '../api/gameCalls';
import { errorKeyOf } from '../games/errorKey';
import { GameCache } from '../games/gameCache';
import {
  chooseVendor,
  filterClassify,
  filterMinBet,
  goToPage,
  initialQuery,
  needsRealAccount,
  searchName,
  switchListType,
  type ListQuery,
  type ListType,
  type MinBet,
} from '../games/listQuery';
import { laneOf, type GameItem, type VendorCard, type VendorLane } from '../games/types';
import type { SessionStore } from './SessionStore';
import type { UiStore } from './UiStore';

/** Platform values of the catalogue calls (spec section 3, "Game-list query"). */
const LIST_PLATFORM = 'flash,html5-desktop';
const VENDOR_PLATFORM = 'html5-desktop';
/** The hot-games call asks for the platform's list (api-contract.md 3.4). */
const HOT_IS_PLATFORM = '2';

export interface GamesStoreDeps {
  api: GameCalls;
  session: SessionStore;
  ui: UiStore;
  storage: Storage;
}

/** The game-list screen: vendor lanes, hot games, the list query and the page of games it shows. */
export class GamesStore {
  lanes: VendorLane[] = [];
  hotGames: GameItem[] | undefined = undefined;
  query: ListQuery = initialQuery('RNG');
  games: GameItem[] = [];
  totalPages = 1;
  loading = false;
  /** Translation key of the last failure, if the shown list could not be loaded. */
  errorKey: string | undefined = undefined;

  private readonly cache: GameCache;
  private requestId = 0;

  constructor(private readonly deps: GamesStoreDeps) {
    this.cache = new GameCache(deps.storage);
    makeObservable<GamesStore, 'show' | 'fail'>(this, {
      lanes: observableRef,
      hotGames: observableRef,
      query: observableRef,
      games: observableRef,
      totalPages: observable,
      loading: observable,
      errorKey: observable,
      vendors: computed,
      open: action,
      chooseVendor: action,
      search: action,
      filterClassify: action,
      filterMinBet: action,
      setListType: action,
      goToPage: action,
      clearLanguageCache: action,
      show: action,
      fail: action,
    });
    // Catalogue names are per language: a language change drops the caches and reloads.
    reaction(
      () => deps.ui.language,
      () => {
        this.clearLanguageCache();
        void this.loadVendors();
        void this.reload();
      },
    );
  }

  /** The vendors of the listed game type (the carousel). */
  get vendors(): VendorCard[] {
    return laneOf(this.lanes, this.query.gameType)?.cards ?? [];
  }

  /** Opens the list of a game type, optionally on one vendor's hot list (/rng?page=JL). */
  open(gameType: string, vassalage = ''): Promise<void> {
    const start = initialQuery(gameType);
    this.query = vassalage ? chooseVendor(start, vassalage) : start;
    void this.loadVendors();
    return this.reload();
  }

  chooseVendor(vassalage: string): Promise<void> {
    return this.apply(chooseVendor(this.query, vassalage));
  }

  search(gameName: string): Promise<void> {
    return this.apply(searchName(this.query, gameName));
  }

  filterClassify(key: string): Promise<void> {
    return this.apply(filterClassify(this.query, key));
  }

  filterMinBet(minBet: MinBet): Promise<void> {
    return this.apply(filterMinBet(this.query, minBet));
  }

  /** fav and recent need login and a real account: else the login popup or the trial warning. */
  setListType(listType: ListType): Promise<void> {
    if (needsRealAccount(listType) && !this.deps.session.requireRealAccount()) return Promise.resolve();
    return this.apply(switchListType(this.query, listType));
  }

  goToPage(pageNo: number): Promise<void> {
    return this.apply(goToPage(this.query, pageNo, this.totalPages));
  }

  /** Play: needs login; launching arrives with the launcher, so for now a notice says so. */
  play(game: GameItem): boolean {
    void game;
    if (!this.deps.session.requireLogin()) return false;
    this.deps.ui.showDialog({ message: { key: 'games:launchSoon' } });
    return true;
  }

  /** The vendor lanes, from the session cache unless forced. */
  async loadVendors(force = false): Promise<void> {
    const cached = force ? undefined : this.cache.readLanes();
    if (cached) {
      runInAction(() => (this.lanes = cached));
      return;
    }
    try {
      const value = await this.deps.api.getGameVendors({
        platform: VENDOR_PLATFORM,
        merchantCode: this.deps.session.merchant,
        language: this.language(),
      });
      this.cache.writeLanes(value.data.lanes);
      runInAction(() => (this.lanes = value.data.lanes));
    } catch {
      // The carousel stays empty; the list itself still loads.
    }
  }

  clearLanguageCache(): void {
    this.cache.clear();
    this.hotGames = undefined;
  }

  /** Loads what the current query shows; an older answer arriving late is ignored. */
  async reload(): Promise<void> {
    const query = this.query;
    const id = ++this.requestId;
    runInAction(() => {
      this.loading = true;
      this.errorKey = undefined;
    });
    try {
      const { games, totalPages } = await this.fetch(query);
      if (id === this.requestId) this.show(games, totalPages);
    } catch (error) {
      if (id === this.requestId) this.fail(errorKeyOf(error));
    }
  }

  private apply(query: ListQuery): Promise<void> {
    this.query = query;
    return this.reload();
  }

  private async fetch(query: ListQuery): Promise<{ games: GameItem[]; totalPages: number }> {
    if (query.listType === 'all') {
      const value = await this.deps.api.getGameList({
        clientType: String(DEFAULT_CLIENT_TYPE),
        platform: LIST_PLATFORM,
        merchant: this.deps.session.merchant,
        gameType: query.gameType,
        language: this.language(),
        pageNo: query.pageNo,
        pageSize: query.pageSize,
        ...(query.vassalage ? { vassalage: query.vassalage } : {}),
        ...(query.gameClassify ? { gameClassify: query.gameClassify } : {}),
        ...(query.gameName ? { gameName: query.gameName } : {}),
        ...(query.minBet !== 'all' ? { minBet: query.minBet } : {}),
      });
      return { games: value.games, totalPages: Math.max(1, value.totalPages) };
    }
    if (query.listType === 'hot') return pageOf(await this.hotList(query), query.pageNo);
    // Favourites and recent games arrive with their calls; until then the lists are empty.
    return { games: [], totalPages: 1 };
  }

  /** The hot games of the query's type (and vendor), from the session cache when present. */
  private async hotList(query: ListQuery): Promise<GameItem[]> {
    let list = this.hotGames ?? this.cache.readHot();
    if (!list) {
      const value = await this.deps.api.getHotGames({
        merchantCode: this.deps.session.merchant,
        isPlatform: HOT_IS_PLATFORM,
        vassalage: '',
        platform: LIST_PLATFORM,
        language: this.language(),
      });
      list = value.list;
      this.cache.writeHot(list);
    }
    const all = list;
    runInAction(() => (this.hotGames = all));
    return all.filter(
      (game) =>
        game.gameType.toUpperCase() === query.gameType && (!query.vassalage || game.vassalage === query.vassalage),
    );
  }

  private show(games: GameItem[], totalPages: number): void {
    this.games = games;
    this.totalPages = totalPages;
    this.loading = false;
  }

  private fail(key: string): void {
    this.games = [];
    this.totalPages = 1;
    this.loading = false;
    this.errorKey = key;
  }

  private language(): string {
    return languageHeader(this.deps.ui.language);
  }
}

/** One page of a list held in full (the hot list is paged on the client). */
function pageOf(list: GameItem[], pageNo: number): { games: GameItem[]; totalPages: number } {
  const start = (pageNo - 1) * PAGE_SIZE;
  return { games: list.slice(start, start + PAGE_SIZE), totalPages: Math.max(1, Math.ceil(list.length / PAGE_SIZE)) };
}
