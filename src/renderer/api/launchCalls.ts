import type { AxiosInstance } from 'axios';
import { ENDPOINTS } from '../../shared/api/endpoints';
import type {
  LaunchGameQuery,
  LaunchGameValue,
  PopularGames,
  RankListValue,
  RoomListValue,
} from '../../shared/api/games';
import { callEndpoint } from './httpClient';

/**
 * Starting games and the home page's game strips (issue 6; src/shared/api/games.ts "Player
 * calls"): launching (with a token, or free play for visitors), PvP rooms, the winner board and
 * the popular games.
 */
export function launchCalls(http: AxiosInstance) {
  return {
    launchGame: (query: LaunchGameQuery) => callEndpoint<LaunchGameValue>(http, ENDPOINTS.launchGame, query),
    launchGameFree: (query: LaunchGameQuery) => callEndpoint<LaunchGameValue>(http, ENDPOINTS.launchGameFree, query),
    getRoomList: (query: { vassalage: string; gameCode?: string; language?: string }) =>
      callEndpoint<RoomListValue>(http, ENDPOINTS.roomList, query),
    getRankList: (query: { gameCategory?: string; language?: string; limitNum?: number }) =>
      callEndpoint<RankListValue>(http, ENDPOINTS.rankList, query),
    getPopularGames: (query: { count?: number; language?: string }) =>
      callEndpoint<PopularGames>(http, ENDPOINTS.popularGames, query),
  };
}

export type LaunchCalls = ReturnType<typeof launchCalls>;
