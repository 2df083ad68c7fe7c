import type { LaunchContent } from '../../../shared/api/games';
import type { AccountType } from './launchRules';

/**
 * The /game page's query and the launch answer kept for it in sessionStorage, so a reload of
 * the page shows the same game without launching again. Only the game's one-time URL and its
 * names are kept: no token of ours. A /game link opened without a kept answer (another tab, a
 * bookmark) launches again from the query.
 */

/** sessionStorage key of the kept launch answer. */
export const LAUNCH_STORAGE_KEY = 'gameLaunch';

/** What /game and /seamless carry in their query to (re)launch a game. */
export interface GameQuery {
  vassalage: string;
  gameCode: string;
  gameType: string;
  nodeId: string;
  accountType: AccountType;
  roomId: string;
}

export function gameQueryFrom(search: URLSearchParams): GameQuery {
  return {
    vassalage: search.get('vassalage') ?? '',
    gameCode: search.get('gameCode') ?? '',
    gameType: (search.get('gameType') ?? '').toUpperCase(),
    nodeId: search.get('nodeId') ?? '',
    accountType: search.get('accountType') === '0' ? '0' : '1',
    roomId: search.get('roomId') ?? '',
  };
}

/** The query string of a game, without empty values (also the key of its kept answer). */
export function gameQueryString(query: GameQuery): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query) as [string, string][]) if (value) params.set(name, value);
  return params.toString();
}

/** Enough to launch: the game's vendor with its code or node id. */
export function canLaunch(query: GameQuery): boolean {
  return query.vassalage !== '' && (query.gameCode !== '' || query.nodeId !== '');
}

interface KeptLaunch {
  query: string;
  content: LaunchContent;
}

export function keepLaunch(storage: Storage, query: GameQuery, content: LaunchContent): void {
  const kept: KeptLaunch = { query: gameQueryString(query), content };
  storage.setItem(LAUNCH_STORAGE_KEY, JSON.stringify(kept));
}

/** The kept answer of exactly this game, or null (none, another game, unreadable). */
export function keptLaunch(storage: Storage, query: GameQuery): LaunchContent | null {
  try {
    const kept = JSON.parse(storage.getItem(LAUNCH_STORAGE_KEY) ?? 'null') as KeptLaunch | null;
    if (!kept || kept.query !== gameQueryString(query) || typeof kept.content?.game_url !== 'string') return null;
    return kept.content;
  } catch {
    return null;
  }
}

export function forgetLaunch(storage: Storage): void {
  storage.removeItem(LAUNCH_STORAGE_KEY);
}
