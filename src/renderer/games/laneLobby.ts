import { action, computed, makeObservable, observable, observableRef } from 'mobx';
import { MAX_PAGE_SIZE } from '../../shared/api/game-rules';
import { errorKeyOf } from './errorKey';
import type { GameItem, GameListQuery, GameListValue, VendorCard, VendorLane } from './types';
import { laneOf } from './types';

/**
 * A tile lane holds a few vendors with a handful of games each (live tables, sports books); more
 * pages than this would not be a tile lobby, so the lobby stops there.
 */
export const LANE_MAX_PAGES = 10;

/** One vendor card of a tile lobby with its games: one game is a launch tile, more a game grid. */
export interface LaneVendor {
  card: VendorCard;
  games: GameItem[];
}

export interface LaneLobbyDeps {
  getGameList: (query: GameListQuery) => Promise<GameListValue>;
  /** The list query's fixed fields (client type, platform, merchant, language). */
  baseQuery: () => GameListQuery;
}

/**
 * The lobby of a type whose vendors are tiles (LIVE, SPORTS, ESPORTS, COCKFIGHT, ELOTT): the
 * vendor cards of the type's lane (the server already moved esports and cockfight cards out of
 * SPORTS) and the games of those vendors, asked for by vendor code, since the esports and
 * cockfight games keep the SPORTS game type.
 */
export class LaneLobby {
  gameType = '';
  lane: VendorLane | undefined = undefined;
  games: GameItem[] = [];
  /** The vendor whose games are shown under the tiles ('' = none chosen yet). */
  selected = '';
  loading = false;
  errorKey: string | undefined = undefined;
  private request = 0;

  constructor(private readonly deps: LaneLobbyDeps) {
    makeObservable<LaneLobby, 'show' | 'fail'>(this, {
      gameType: observable,
      lane: observableRef,
      games: observableRef,
      selected: observable,
      loading: observable,
      errorKey: observable,
      vendors: computed,
      chosen: computed,
      open: action,
      select: action,
      show: action,
      fail: action,
    });
  }

  /** The lane's vendors in the lane's order, each with its own games. */
  get vendors(): LaneVendor[] {
    const byVendor = new Map<string, GameItem[]>();
    for (const game of this.games) byVendor.set(game.vassalage, [...(byVendor.get(game.vassalage) ?? []), game]);
    return (this.lane?.cards ?? []).map((card) => ({ card, games: byVendor.get(card.vassalage) ?? [] }));
  }

  /** The vendor whose game grid is open: the chosen one, else the first with several games. */
  get chosen(): LaneVendor | undefined {
    const withGrid = this.vendors.filter((vendor) => vendor.games.length > 1);
    return withGrid.find((vendor) => vendor.card.vassalage === this.selected) ?? withGrid[0];
  }

  /** Opens the lobby of a type from the vendor lanes already loaded. */
  async open(gameType: string, lanes: readonly VendorLane[]): Promise<void> {
    const id = ++this.request;
    if (this.gameType !== gameType) this.selected = '';
    this.gameType = gameType;
    this.lane = laneOf(lanes, gameType);
    this.loading = true;
    this.errorKey = undefined;
    const codes = (this.lane?.cards ?? []).map((card) => card.vassalage);
    if (codes.length === 0) {
      this.show(id, []);
      return;
    }
    try {
      const games: GameItem[] = [];
      for (let page = 1; page <= LANE_MAX_PAGES; page += 1) {
        const value = await this.deps.getGameList({
          ...this.deps.baseQuery(),
          vassalage: codes.join(','),
          pageNo: page,
          pageSize: MAX_PAGE_SIZE,
        });
        games.push(...value.games);
        if (page >= value.totalPages) break;
      }
      this.show(id, games);
    } catch (error) {
      this.fail(id, errorKeyOf(error));
    }
  }

  select(vassalage: string): void {
    this.selected = vassalage;
  }

  private show(id: number, games: GameItem[]): void {
    if (id !== this.request) return;
    this.games = games;
    this.loading = false;
  }

  private fail(id: number, key: string): void {
    if (id !== this.request) return;
    this.games = [];
    this.loading = false;
    this.errorKey = key;
  }
}
