import { RANK_LIST_DEFAULT_LIMIT, RANK_LIST_MAX_LIMIT, type RankListValue } from '../../../shared/api/games';
import { minorToNumber } from '../../../shared/money';
import type { Database } from '../../db/client';
import { selectTopRoundWins } from './queries';

/**
 * The winner board (GCSGAME_getRankList, ODSFE2_getWinnerBoard): the brand's biggest single
 * round wins of the last WINNER_BOARD_DAYS days, from the seamless wallet's paid credits (a
 * round's wins summed), biggest first, with masked account names and the game's fields so a
 * click launches it. Every visitor's home page asks for it, so answers are kept
 * WINNER_BOARD_CACHE_MS per brand, category, size and language.
 */

export const WINNER_BOARD_DAYS = 7;
export const WINNER_BOARD_CACHE_MS = 30_000;
const CACHE_LIMIT = 1_000;

/** Keeps the first and last two characters (one each for short names) behind a fixed run of stars. */
export function maskAccountName(name: string): string {
  const chars = [...name];
  if (chars.length >= 5) return `${chars.slice(0, 2).join('')}****${chars.slice(-2).join('')}`;
  if (chars.length >= 3) return `${chars[0]}****${chars[chars.length - 1]}`;
  return `${chars[0] ?? ''}****`;
}

export interface WinnerBoardQuery {
  gameCategory?: string;
  limitNum?: number;
}

export class WinnerBoard {
  private readonly cache = new Map<string, { value: Promise<RankListValue>; until: number }>();

  constructor(
    private readonly db: Database,
    private readonly now: () => number,
  ) {}

  list(brandId: number, language: string, query: WinnerBoardQuery): Promise<RankListValue> {
    const limit = Math.min(Math.max(query.limitNum ?? RANK_LIST_DEFAULT_LIMIT, 1), RANK_LIST_MAX_LIMIT);
    const category = query.gameCategory?.trim().toUpperCase() ?? '';
    const gameType = category === '' || category === 'ALL' ? null : category;
    const key = `${brandId}:${gameType ?? 'ALL'}:${limit}:${language}`;
    const cached = this.cache.get(key);
    if (cached && cached.until > this.now()) return cached.value;
    // The promise is cached, so callers arriving while it loads share one query; a failure is not kept.
    const value = this.load(brandId, language, gameType, limit);
    if (this.cache.size >= CACHE_LIMIT) this.cache.clear();
    this.cache.set(key, { value, until: this.now() + WINNER_BOARD_CACHE_MS });
    value.catch(() => this.cache.delete(key));
    return value;
  }

  private async load(
    brandId: number,
    language: string,
    gameType: string | null,
    limit: number,
  ): Promise<RankListValue> {
    const since = new Date(this.now() - WINNER_BOARD_DAYS * 86_400_000);
    const rows = await selectTopRoundWins(this.db, brandId, since, gameType, limit);
    return {
      list: rows.map((row) => ({
        vo: {
          customerName: maskAccountName(row.username),
          winAmount: minorToNumber(BigInt(row.total)),
          gameName: row.names[language] ?? row.names.en ?? row.game_code,
          gameCode: row.game_code,
          vassalage: row.vassalage,
          gameType: row.game_type,
          nodeId: String(row.node_id),
          gameId: Number(row.game_id),
          iconUrl: row.image_path,
          settledAt: new Date(row.settled_at).toISOString(),
        },
      })),
    };
  }
}
