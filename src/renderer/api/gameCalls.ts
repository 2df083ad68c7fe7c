import type { AxiosInstance } from 'axios';
import { ENDPOINTS } from '../../shared/api/endpoints';
import type {
  FavoriteAction,
  FavoriteActionValue,
  FavoriteIdsValue,
  FavoriteListQuery,
  FavoriteListValue,
  GameListQuery,
  GameListValue,
  GameVendorsQuery,
  GameVendorsValue,
  HotGamesQuery,
  HotGamesValue,
  RecentGamesQuery,
  RecentGamesValue,
} from '../../shared/api/games';
import { callEndpoint } from './httpClient';

/** The game catalogue calls of the game-list screen (spec section 7, api-contract.md 3.4). */
export function gameCalls(http: AxiosInstance) {
  return {
    getGameList: (query: GameListQuery) => callEndpoint<GameListValue>(http, ENDPOINTS.gameList, query),
    getGameVendors: (query: GameVendorsQuery) => callEndpoint<GameVendorsValue>(http, ENDPOINTS.gameVendors, query),
    getHotGames: (query: HotGamesQuery) => callEndpoint<HotGamesValue>(http, ENDPOINTS.hotGames, query),
    // A member's own lists (issue 6): favourites and recently played games.
    getFavoriteIds: (query: { gameType?: string } = {}) =>
      callEndpoint<FavoriteIdsValue>(http, ENDPOINTS.favoriteIds, query),
    getFavoriteList: (query: FavoriteListQuery) => callEndpoint<FavoriteListValue>(http, ENDPOINTS.favoriteList, query),
    addFavorite: (action: FavoriteAction) => callEndpoint<FavoriteActionValue>(http, ENDPOINTS.addFavorite, action),
    removeFavorite: (action: FavoriteAction) =>
      callEndpoint<FavoriteActionValue>(http, ENDPOINTS.removeFavorite, action),
    getRecentGames: (query: RecentGamesQuery) => callEndpoint<RecentGamesValue>(http, ENDPOINTS.recentGames, query),
  };
}

export type GameCalls = ReturnType<typeof gameCalls>;
