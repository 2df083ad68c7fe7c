import { PAGE_SIZE, type MIN_BET_OPTIONS } from '../../shared/constants';
import type { Language } from '../../shared/i18n/languages';
import { gameTypeFromParam } from '../router/routeTable';
import { clampPage } from './paging';

/** The list types of the game-list screen (spec section 4). */
export const LIST_TYPES = ['all', 'hot', 'fav', 'recent'] as const;
export type ListType = (typeof LIST_TYPES)[number];

/** fav and recent are a member's own lists: they need login and a real (non-trial) account. */
export function needsRealAccount(listType: ListType): boolean {
  return listType === 'fav' || listType === 'recent';
}

/** Classification filter keys (spec section 3); BG (bingo) only for Tagalog (TY). */
export const CLASSIFY_KEYS = ['SC', 'VP', 'TG', 'AC', 'JP', 'BG'] as const;
export type ClassifyKey = (typeof CLASSIFY_KEYS)[number];

export function classifyKeysFor(language: Language): ClassifyKey[] {
  return CLASSIFY_KEYS.filter((key) => key !== 'BG' || language === 'ty');
}

export type MinBet = (typeof MIN_BET_OPTIONS)[number];

/** Everything that decides which games the list shows. */
export interface ListQuery {
  gameType: string;
  /** Vendor code; '' = all vendors. */
  vassalage: string;
  listType: ListType;
  gameName: string;
  /** Classification key; '' = all. */
  gameClassify: string;
  minBet: MinBet;
  pageNo: number;
  pageSize: number;
}

/** The first page of a game type's full list, no vendor and no filters. */
export function initialQuery(gameType: string, vassalage = ''): ListQuery {
  return {
    gameType,
    vassalage,
    listType: 'all',
    gameName: '',
    gameClassify: '',
    minBet: 'all',
    pageNo: 1,
    pageSize: PAGE_SIZE,
  };
}

/** Back to page 1 and size 15 with all filters cleared, keeping type and vendor. */
function reset(query: ListQuery): ListQuery {
  return initialQuery(query.gameType, query.vassalage);
}

/** Choosing a vendor clears search and filters and shows that vendor's hot list. */
export function chooseVendor(query: ListQuery, vassalage: string): ListQuery {
  return { ...initialQuery(query.gameType, vassalage), listType: vassalage ? 'hot' : 'all' };
}

/** A name search on the full list; the other filters are cleared. */
export function searchName(query: ListQuery, gameName: string): ListQuery {
  return { ...reset(query), gameName: gameName.trim() };
}

/** A classification filter on the full list; search and minimum bet are cleared. */
export function filterClassify(query: ListQuery, gameClassify: string): ListQuery {
  return { ...reset(query), gameClassify };
}

/** A minimum-bet filter on the full list; search and classification are cleared. */
export function filterMinBet(query: ListQuery, minBet: MinBet): ListQuery {
  return { ...reset(query), minBet };
}

/** Switching list type starts again from page 1 without filters. */
export function switchListType(query: ListQuery, listType: ListType): ListQuery {
  return { ...reset(query), listType };
}

/** Moves to a page inside 1..totalPages; the filters stay. */
export function goToPage(query: ListQuery, pageNo: number, totalPages: number): ListQuery {
  return { ...query, pageNo: clampPage(pageNo, totalPages) };
}

/** Whether any search or filter narrows the full list. */
export function hasFilters(query: ListQuery): boolean {
  return query.gameName !== '' || query.gameClassify !== '' || query.minBet !== 'all';
}

/**
 * Lobby paths and the game type they list; /games/{games} upper-cases its parameter. The spec's
 * "empty path" lobby is the all-games lobby at /games (every type, '').
 */
const LOBBY_TYPES: Readonly<Record<string, string>> = {
  '/games': '',
  '/rng': 'RNG',
  '/fish': 'FISH',
  '/pvp': 'PVP',
};

/** The game type of a game-list route: the {games} parameter upper-cased, else the lobby's type. */
export function gameTypeForRoute(path: string, gamesParam?: string): string {
  if (gamesParam) return gameTypeFromParam(gamesParam);
  return LOBBY_TYPES[path] ?? gameTypeFromParam(path.replace(/^\//, ''));
}
