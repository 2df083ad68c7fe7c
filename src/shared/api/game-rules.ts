/**
 * Game-call constants the browser needs at run time (typebox-free, so the renderer may import
 * them; the schemas are in games.ts, which re-exports these).
 */

/** Game types of the platform, in their default lobby order. */
export const GAME_TYPES = [
  'RNG',
  'ELOTT',
  'LOTT',
  'LIVE',
  'SPORTS',
  'FISH',
  'PVP',
  'ESPORTS',
  'COCKFIGHT',
  'ARCADE',
] as const;
export type GameType = (typeof GAME_TYPES)[number];

/** Classifications (sub-categories) of games; BG (bingo) is only offered by TY brands. */
export const GAME_CLASSIFIES = ['SC', 'VP', 'TG', 'AC', 'JP', 'BG'] as const;
export type GameClassify = (typeof GAME_CLASSIFIES)[number];

/** The contract's largest useful page; larger page sizes are capped to it, not refused. */
export const MAX_PAGE_SIZE = 100;

/** The favourites list call asks for everything at once (pageSize 999, api-contract 3.4). */
export const MAX_FAVORITE_PAGE_SIZE = 999;
/** Game types whose favourites are kept apart from the others (spec section 3). */
export const LOTTERY_GAME_TYPES = ['ELOTT', 'LOTT'] as const;

/** /lgw/games/popular: count 20 by default (spec section 7), clamped to the maximum. */
export const POPULAR_DEFAULT_COUNT = 20;
export const POPULAR_MAX_COUNT = 50;

/** Winner board rows: 20 by default (limitNum, api-contract 3.4), clamped to the maximum. */
export const RANK_LIST_DEFAULT_LIMIT = 20;
export const RANK_LIST_MAX_LIMIT = 50;

/** accountType of a launch: real money or free play (the FREE TRIAL button). */
export const ACCOUNT_TYPE_REAL = '1';
export const ACCOUNT_TYPE_FREE = '0';
