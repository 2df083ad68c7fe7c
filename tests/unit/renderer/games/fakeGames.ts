import type {
  FavoriteAction,
  FavoriteListQuery,
  GameListQuery,
  HotGamesQuery,
  RecentGamesQuery,
} from '../../../../src/shared/api/games';
import type { GameItem, VendorCard, VendorLane } from '../../../../src/renderer/games/types';

export function game(n: number, overrides: Partial<GameItem> = {}): GameItem {
  return {
    nodeId: String(n),
    gameId: n,
    gameCode: `G${n}`,
    vassalage: 'JL',
    gameType: 'RNG',
    gameName: `Game ${n}`,
    nodeName: `Game ${n}`,
    displayName: `Game ${n}`,
    isGame: 'GAME',
    showIcon: `/img/${n}.png`,
    iconUrl: `/img/${n}.png`,
    isHot: n % 2 === 0,
    minBet: 0.1,
    lineNum: 20,
    gameClassify: 'SC',
    defaultPlayType: '',
    accountTypeId: 1,
    ...overrides,
  };
}

export function vendor(code: string, gameType = 'RNG'): VendorCard {
  return {
    vassalage: code,
    displayName: `${code} Gaming`,
    lagerIcon: '',
    smallIcon: '',
    h5Icon: '',
    gameType,
    isHot: false,
    accountTypeId: 1,
    accountTypeName: code,
    walletMode: 'transfer',
  };
}

export function lanes(codes: string[], gameType = 'RNG'): VendorLane[] {
  return [{ title: gameType, cards: codes.map((code) => vendor(code, gameType)), gameClassify: [] }];
}

/**
 * A fake catalogue: `size` RNG games (40 unless given), recording every game-list query, with a
 * member's favourites (ids 3 and 5; lottery id 900) and recent games (the first 20). Its one
 * vendor lane is of `laneType` (RNG unless given).
 */
export function fakeCatalogue(vendorCodes = ['JL', 'PG'], size = 40, laneType = 'RNG') {
  const queries: GameListQuery[] = [];
  const calls = { vendors: 0, hot: 0, favoriteIds: 0 };
  const all = Array.from({ length: size }, (_, i) => game(i + 1));
  const favorites = new Set(['3', '5']);
  const favoriteQueries: FavoriteListQuery[] = [];
  const recentQueries: RecentGamesQuery[] = [];
  const hotQueries: HotGamesQuery[] = [];
  const actions: { kind: 'add' | 'remove'; action: FavoriteAction }[] = [];
  /** When set, the next add or remove fails with this error. */
  const control: { failNext: Error | undefined; hold: Promise<void> | undefined } = {
    failNext: undefined,
    hold: undefined,
  };
  const act = async (kind: 'add' | 'remove', action: FavoriteAction) => {
    actions.push({ kind, action });
    if (control.hold) await control.hold;
    const failure = control.failNext;
    control.failNext = undefined;
    if (failure) throw failure;
    const id = String(action.nodeId);
    if (kind === 'add') favorites.add(id);
    else favorites.delete(id);
    return { nodeId: id, favorite: kind === 'add' };
  };
  const api = {
    getFavoriteIds: (query: { gameType?: string } = {}) => {
      calls.favoriteIds += 1;
      return Promise.resolve(query.gameType === 'ELOTT' ? ['900'] : [...favorites]);
    },
    getFavoriteList: (query: FavoriteListQuery) => {
      favoriteQueries.push(query);
      const content = all.filter((item) => favorites.has(item.nodeId));
      return Promise.resolve({ content, pageNum: 1, totalPages: 1, totalCount: content.length });
    },
    addFavorite: (action: FavoriteAction) => act('add', action),
    removeFavorite: (action: FavoriteAction) => act('remove', action),
    getRecentGames: (query: RecentGamesQuery) => {
      recentQueries.push(query);
      const recent = all.slice(0, 20).map((item) => ({ ...item, lastPlayedAt: '2026-01-01T00:00:00Z' }));
      const pageSize = query.pageSize ?? 15;
      const page = query.pageNo ?? 1;
      return Promise.resolve({
        list: recent.slice((page - 1) * pageSize, page * pageSize),
        totalPages: Math.ceil(recent.length / pageSize),
        totalCount: recent.length,
      });
    },
    getGameList: (query: GameListQuery) => {
      queries.push(query);
      const size = query.pageSize ?? 15;
      const page = query.pageNo ?? 1;
      return Promise.resolve({
        games: all.slice((page - 1) * size, page * size),
        totalPages: Math.ceil(all.length / size),
        totalCount: all.length,
        pageNo: page,
        pageSize: size,
      });
    },
    getGameVendors: () => {
      calls.vendors += 1;
      return Promise.resolve({ data: { lanes: lanes(vendorCodes, laneType) } });
    },
    /** Hot: games 2 (JL) and 4 (PG) of RNG and 6 of FISH, filtered by type and vendor as the server does. */
    getHotGames: (query: HotGamesQuery) => {
      calls.hot += 1;
      hotQueries.push(query);
      const hot = [game(2), game(4, { vassalage: 'PG' }), game(6, { gameType: 'FISH' })];
      return Promise.resolve({
        list: hot.filter(
          (item) =>
            (!query.gameType || item.gameType === query.gameType) &&
            (!query.vassalage || item.vassalage === query.vassalage),
        ),
      });
    },
  };
  return { api, queries, calls, favoriteSet: favorites, favoriteQueries, recentQueries, hotQueries, actions, control };
}
