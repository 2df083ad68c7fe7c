import type { AxiosInstance } from 'axios';
import { ENDPOINTS } from '../../shared/api/endpoints';
import type { LotteryHistory, LotteryMenu, LotteryMenuGame, OpenedNumero } from '../../shared/api/lottery';
import { callEndpoint } from './httpClient';

/** The menu query of the lottery lobby (api-contract 3.5: prizeMode from the vendor lanes, device WEB). */
export interface LotteryMenuQuery {
  prizeMode?: string;
  device: string;
  language: string;
}

/**
 * The lottery gateway's calls (issue 19, src/shared/api/lottery.ts). Their answers are bare
 * (no envelope), which the client passes through for every /lgw and /lotto path.
 */
export function lotteryCalls(http: AxiosInstance) {
  return {
    getLotteryMenu: (query: LotteryMenuQuery) => callEndpoint<LotteryMenu>(http, ENDPOINTS.lotteryMenu, query),
    /** The member's recently launched lottery games (token). */
    getLotteryRecent: (query: LotteryMenuQuery & { recentCount: number }) =>
      callEndpoint<LotteryMenuGame[]>(http, ENDPOINTS.lotteryRecent, query),
    /** Each game's latest confirmed draw, newest first. */
    getOpenedNumeros: (query: { count: number; language: string }) =>
      callEndpoint<OpenedNumero[]>(http, ENDPOINTS.vnOpenedNumeros, query),
    /** A game's last confirmed draws with their whole board. */
    getLotteryHistory: (query: { gameCode: string; count: number }) =>
      callEndpoint<LotteryHistory>(http, ENDPOINTS.lotteryHistory, query),
  };
}

export type LotteryCalls = ReturnType<typeof lotteryCalls>;
