import { action, computed, makeObservable, observable, observableRef, reaction, runInAction } from 'mobx';
import { MAX_FAVORITE_PAGE_SIZE } from '../../shared/api/game-rules';
import { DEFAULT_CLIENT_TYPE } from '../../shared/constants';
import { languageHeader } from '../../shared/i18n/languages';
import type { GameCalls } from '../api/gameCalls';
import { errorKeyOf } from '../games/errorKey';
import { Favorites } from '../games/favorites';
import { GameCache } from '../games/gameCache';
import { LaneLobby } from '../games/laneLobby';
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
import { ScrollList, type ListPage } from '../games/scrollList';
import { laneOf, type GameItem, type GameListQuery, type VendorCard, type VendorLane } from '../games/types';
import type { SessionStore } from './SessionStore';
import type { UiStore } from './UiStore';

/** Platform values of the catalogue calls (spec section 3, "Game-list query"). */
const LIST_PLATFORM = 'flash,html5-desktop';
const VENDOR_PLATFORM = 'html5-desktop';
/** The favourites list asks with platform 'flash' (spec section 3). */
const FAVORITE_PLATFORM = 'flash';
/** The hot-games call asks for the platform's list (api-contract.md 3.4). */
const HOT_IS_PLATFORM = '2';
/** Search as you type: the list follows once typing pauses this long (a search per keystroke would flicker). */
export const SEARCH_DEBOUNCE_MS = 200;

export interface GamesStoreDeps {
  api: GameCalls;
  session: SessionStore;
  ui: UiStore;
  storage: Storage;
  /** Milliseconds clock of the favourite and scroll throttles (tests pass their own). */
  now?: () => number;
}

/**
 * How the game-list screen shows its list: pages of 15 with the pager (/rng, /fish, /pvp,
 * /games/{games}), or one windowed grid over the whole list (the all-games lobby).
 */
export type ListView = 'paged' | 'scroll';

/**
 * The game catalogue of the lobbies: vendor lanes, hot games, the member's favourites, the
 * game-list screen's query with what it shows, and the tile lobbies of LIVE, SPORTS and co.
 */
export class GamesStore {
  lanes: VendorLane[] = [];
  hotGames: GameItem[] | undefined = undefined;
  query: ListQuery = initialQuery('RNG');
  /** What the search box shows: the list's search, or what is being typed and not searched yet. */
  searchText = '';
  view: ListView = 'paged';
  games: GameItem[] = [];
  totalPages = 1;
  loading = false;
  /** Translation key of the last failure, if the shown list could not be loaded. */
  errorKey: string | undefined = undefined;
  /** Loading the hot list for /hot, and its failure. */
  hotLoading = false;
  hotErrorKey: string | undefined = undefined;

  readonly favorites: Favorites;
  /** The all-games lobby's windowed list. */
  readonly scroll: ScrollList;
  /** The lobby of a tile type (LIVE, SPORTS, ESPORTS, COCKFIGHT, ELOTT). */
  readonly lane: LaneLobby;

  private readonly cache: GameCache;
  /** The hot lists of one type or vendor, asked of the server per list (memory only, per language). */
  private readonly hotByList = new Map<string, Promise<GameItem[]>>();
  private requestId = 0;
  private typing: ReturnType<typeof setTimeout> | undefined;
  /** A list the server answers whole (favourites), kept while the query pages or scrolls through it. */
  private wholeList: { key: string; list: Promise<GameItem[]> } | undefined;

  constructor(private readonly deps: GamesStoreDeps) {
    this.cache = new GameCache(deps.storage);
    this.favorites = new Favorites({ api: deps.api, session: deps.session, ui: deps.ui, now: deps.now });
    this.scroll = new ScrollList((query) => this.fetch(query), deps.now);
    this.lane = new LaneLobby({
      getGameList: (query) => deps.api.getGameList(query),
      baseQuery: () => this.baseQuery(),
    });
    makeObservable<GamesStore, 'show' | 'fail' | 'setLanes' | 'apply'>(this, {
      lanes: observableRef,
      hotGames: observableRef,
      query: observableRef,
      searchText: observable,
      view: observable,
      games: observableRef,
      totalPages: observable,
      loading: observable,
      errorKey: observable,
      hotLoading: observable,
      hotErrorKey: observable,
      vendors: computed,
      open: action,
      chooseVendor: action,
      search: action,
      typeSearch: action,
      filterClassify: action,
      filterMinBet: action,
      setListType: action,
      goToPage: action,
      clearLanguageCache: action,
      show: action,
      fail: action,
      setLanes: action,
      apply: action,
    });
    // Catalogue names are per language: a language change drops the caches and reloads.
    reaction(
      () => deps.ui.language,
      () => {
        this.clearLanguageCache();
        if (this.lane.gameType) void this.openLane(this.lane.gameType);
        else void this.loadVendors();
        void this.reload();
      },
    );
    // Another account (or none): its own lists, never the last one's.
    reaction(
      () => deps.session.account,
      () => {
        this.wholeList = undefined;
        if (needsRealAccount(this.query.listType)) void this.apply(switchListType(this.query, 'all'));
        else void this.favorites.loadOnce();
      },
    );
  }

  /** The vendors of the listed game type (the carousel); every vendor in the all-games lobby. */
  get vendors(): VendorCard[] {
    if (this.query.gameType === '') return this.lanes.flatMap((lane) => lane.cards);
    return laneOf(this.lanes, this.query.gameType)?.cards ?? [];
  }

  /**
   * Opens the list of a game type ('' = every type), optionally on one vendor's first view
   * (/rng?page=JL), in pages or as one windowed grid.
   */
  open(gameType: string, vassalage = '', view: ListView = 'paged'): Promise<void> {
    const start = initialQuery(gameType);
    this.view = view;
    void this.loadVendors();
    void this.favorites.loadOnce();
    return vassalage ? this.showVendor(chooseVendor(start, vassalage)) : this.apply(start);
  }

  chooseVendor(vassalage: string): Promise<void> {
    return this.showVendor(chooseVendor(this.query, vassalage));
  }

  /**
   * A vendor's first view: its hot list (spec section 4), or all its games when it has no hot
   * ones, so choosing a vendor never opens on an empty tab while it has games.
   */
  private async showVendor(query: ListQuery): Promise<void> {
    await this.apply(query);
    if (this.query !== query || query.listType !== 'hot') return;
    const shown = this.view === 'scroll' ? this.scroll : { errorKey: this.errorKey, totalCount: this.games.length };
    if (shown.errorKey === undefined && shown.totalCount === 0) await this.apply(switchListType(query, 'all'));
  }

  /** A search now (Enter or the search button). */
  search(gameName: string): Promise<void> {
    return this.apply(searchName(this.query, gameName));
  }

  /**
   * Search as you type: the box shows the text at once and the list searches it once typing
   * pauses for SEARCH_DEBOUNCE_MS. An answer to an older search never replaces a newer one
   * (reload's request ids, the scroll list's generations); any other change of the list drops
   * the pending search.
   */
  typeSearch(text: string): void {
    this.searchText = text;
    this.cancelTyping();
    this.typing = setTimeout(() => {
      this.typing = undefined;
      if (text.trim() !== this.query.gameName) void this.apply(searchName(this.query, text), text);
    }, SEARCH_DEBOUNCE_MS);
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

  /**
   * The star of a card. When the favourites list is on screen it is asked again afterwards, so
   * a removed game leaves it (and the pages close up).
   */
  async toggleFavorite(game: GameItem): Promise<void> {
    const result = await this.favorites.toggle(game);
    if (result === undefined || this.query.listType !== 'fav') return;
    this.wholeList = undefined;
    await this.reload();
    if (this.view === 'paged' && this.games.length === 0 && this.query.pageNo > 1) await this.goToPage(this.totalPages);
  }

  /** The vendor lanes, from the session cache unless forced. */
  async loadVendors(force = false): Promise<void> {
    const cached = force ? undefined : this.cache.readLanes();
    if (cached) {
      this.setLanes(cached);
      return;
    }
    try {
      const value = await this.deps.api.getGameVendors({
        platform: VENDOR_PLATFORM,
        merchantCode: this.deps.session.merchant,
        language: this.language(),
      });
      this.cache.writeLanes(value.data.lanes);
      this.setLanes(value.data.lanes);
    } catch {
      // The carousel stays empty; the list itself still loads.
    }
  }

  /** The lobby of a tile type: its lane's vendor cards and their games. */
  async openLane(gameType: string): Promise<void> {
    void this.favorites.loadOnce();
    await this.loadVendors();
    await this.lane.open(gameType, this.lanes);
  }

  /** The hot games of every type (/hot), from the session cache when present. */
  async openHot(): Promise<void> {
    void this.favorites.loadOnce();
    runInAction(() => {
      this.hotLoading = true;
      this.hotErrorKey = undefined;
    });
    try {
      await this.hotList();
      runInAction(() => (this.hotLoading = false));
    } catch (error) {
      runInAction(() => {
        this.hotLoading = false;
        this.hotErrorKey = errorKeyOf(error);
      });
    }
  }

  clearLanguageCache(): void {
    this.cache.clear();
    this.hotByList.clear();
    this.hotGames = undefined;
    this.wholeList = undefined;
  }

  /** Loads what the current query shows; an older answer arriving late is ignored. */
  async reload(): Promise<void> {
    if (this.view === 'scroll') return this.scroll.open(this.query);
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

  private setLanes(lanes: VendorLane[]): void {
    this.lanes = lanes;
  }

  /** Shows a new query; `typed` is the search box's text when typing asked for it (kept as typed). */
  private apply(query: ListQuery, typed?: string): Promise<void> {
    this.cancelTyping();
    this.searchText = typed ?? query.gameName;
    if (!sameList(query, this.query)) this.wholeList = undefined;
    this.query = query;
    return this.reload();
  }

  private cancelTyping(): void {
    if (this.typing) clearTimeout(this.typing);
    this.typing = undefined;
  }

  /** The list query's fixed fields. */
  private baseQuery(): GameListQuery {
    return {
      clientType: String(DEFAULT_CLIENT_TYPE),
      platform: LIST_PLATFORM,
      merchant: this.deps.session.merchant,
      language: this.language(),
    };
  }

  /** One page of what a query lists. */
  private async fetch(query: ListQuery): Promise<ListPage> {
    const typeAndVendor = {
      ...(query.gameType ? { gameType: query.gameType } : {}),
      ...(query.vassalage ? { vassalage: query.vassalage } : {}),
    };
    switch (query.listType) {
      case 'all': {
        const value = await this.deps.api.getGameList({
          ...this.baseQuery(),
          ...typeAndVendor,
          pageNo: query.pageNo,
          pageSize: query.pageSize,
          ...(query.gameClassify ? { gameClassify: query.gameClassify } : {}),
          ...(query.gameName ? { gameName: query.gameName } : {}),
          ...(query.minBet !== 'all' ? { minBet: query.minBet } : {}),
        });
        return { games: value.games, totalPages: Math.max(1, value.totalPages), totalCount: value.totalCount };
      }
      case 'hot':
        return pageOf(await this.hotList(query), query);
      case 'fav':
        return pageOf(await this.favoriteList(query), query);
      case 'recent': {
        const value = await this.deps.api.getRecentGames({
          clientType: String(DEFAULT_CLIENT_TYPE),
          language: this.language(),
          ...typeAndVendor,
          pageNo: query.pageNo,
          pageSize: query.pageSize,
        });
        return { games: value.list, totalPages: Math.max(1, value.totalPages), totalCount: value.totalCount };
      }
    }
  }

  /**
   * The hot games of the query's type and vendor, asked of the server for that list (the list of
   * every type holds only a few of each, so filtering it here would leave most vendors empty);
   * without a query the hot games of every type (/hot), cached in the session.
   */
  private async hotList(query?: ListQuery): Promise<GameItem[]> {
    if (query && (query.gameType || query.vassalage)) return this.hotOf(query.gameType, query.vassalage);
    let list = this.hotGames ?? this.cache.readHot();
    if (!list) {
      list = (await this.askHot({})).list;
      this.cache.writeHot(list);
    }
    const all = list;
    runInAction(() => (this.hotGames = all));
    return all;
  }

  /** One type's or vendor's hot list; a failed answer is not kept, so a retry asks again. */
  private hotOf(gameType: string, vassalage: string): Promise<GameItem[]> {
    const key = JSON.stringify([gameType, vassalage]);
    let list = this.hotByList.get(key);
    if (!list) {
      list = this.askHot({
        ...(gameType ? { gameType } : {}),
        ...(vassalage ? { vassalage } : {}),
      }).then((value) => value.list);
      this.hotByList.set(key, list);
      list.catch(() => this.hotByList.delete(key));
    }
    return list;
  }

  private askHot(filter: { gameType?: string; vassalage?: string }) {
    return this.deps.api.getHotGames({
      merchantCode: this.deps.session.merchant,
      isPlatform: HOT_IS_PLATFORM,
      vassalage: '',
      platform: LIST_PLATFORM,
      language: this.language(),
      ...filter,
    });
  }

  /** The member's favourite games of the query's type and vendor, asked for all at once. */
  private favoriteList(query: ListQuery): Promise<GameItem[]> {
    const key = JSON.stringify([query.gameType, query.vassalage]);
    if (this.wholeList?.key !== key) {
      const list = this.deps.api
        .getFavoriteList({
          clientType: String(DEFAULT_CLIENT_TYPE),
          platform: FAVORITE_PLATFORM,
          language: this.language(),
          ...(query.gameType ? { gameType: query.gameType } : {}),
          ...(query.vassalage ? { vassalage: query.vassalage } : {}),
          pageNo: 1,
          pageSize: MAX_FAVORITE_PAGE_SIZE,
        })
        .then((value) => value.content);
      // A failed answer is not kept: the next page or retry asks again.
      list.catch(() => {
        if (this.wholeList?.list === list) this.wholeList = undefined;
      });
      this.wholeList = { key, list };
    }
    return this.wholeList.list;
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

/** Whether two queries list the same games (they may differ in page). */
function sameList(a: ListQuery, b: ListQuery): boolean {
  return JSON.stringify({ ...a, pageNo: 0 }) === JSON.stringify({ ...b, pageNo: 0 });
}

/** One page of a list held in full (hot and favourite lists are paged on the client). */
function pageOf(list: GameItem[], query: Pick<ListQuery, 'pageNo' | 'pageSize'>): ListPage {
  const start = (query.pageNo - 1) * query.pageSize;
  return {
    games: list.slice(start, start + query.pageSize),
    totalPages: Math.max(1, Math.ceil(list.length / query.pageSize)),
    totalCount: list.length,
  };
}
