import type { AxiosInstance } from 'axios';
import { ENDPOINTS } from '../../shared/api/endpoints';
import type {
  GameListQuery,
  GameListValue,
  GameVendorsQuery,
  GameVendorsValue,
  HotGamesQuery,
  HotGamesValue,
} from '../../shared/api/games';
import { callEndpoint } from './httpClient';

/** The game catalogue calls of the game-list screen (spec section 7, api-contract.md 3.4). */
export function gameCalls(http: AxiosInstance) {
  return {
    getGameList: (query: GameListQuery) => callEndpoint<GameListValue>(http, ENDPOINTS.gameList, query),
    getGameVendors: (query: GameVendorsQuery) => callEndpoint<GameVendorsValue>(http, ENDPOINTS.gameVendors, query),
    getHotGames: (query: HotGamesQuery) => callEndpoint<HotGamesValue>(http, ENDPOINTS.hotGames, query),
  };
}

export type GameCalls = ReturnType<typeof gameCalls>;
