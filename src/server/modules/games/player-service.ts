import {
  DEFAULT_PAGE_SIZE,
  LOTTERY_GAME_TYPES,
  MAX_FAVORITE_PAGE_SIZE,
  MAX_PAGE_SIZE,
  POPULAR_DEFAULT_COUNT,
  POPULAR_MAX_COUNT,
  type FavoriteAction,
  type FavoriteActionValue,
  type FavoriteIdsValue,
  type FavoriteListQuery,
  type FavoriteListValue,
  type PopularGames,
  type RecentGamesQuery,
  type RecentGamesValue,
  type RoomListValue,
} from '../../../shared/api/games';
import { ERROR_CODES } from '../../../shared/api/envelope';
import { TRIAL_ROLE } from '../../../shared/constants';
import type { Database } from '../../db/client';
import type { MemberRow, VendorRow } from '../../db/schema';
import { ApiError } from '../../lib/errors';
import {
  deleteFavorite,
  insertFavorite,
  selectFavoriteGames,
  selectFavoriteNodeIds,
  selectGameWithVendor,
  selectPopularGames,
  selectRecentGames,
  selectVendorGames,
  type GameWithVendor,
  type MemberGameFilter,
} from './player-queries';
import { roomsOf } from './rooms';
import { gameItem, type GameCatalogue } from './service';

/** Popular games count launches of the last 7 days and are cached this long (launches move them). */
const POPULAR_WINDOW_MS = 7 * 24 * 60 * 60 * 1000;
const POPULAR_TTL_MS = 60_000;
/** Largest node id a game can have (an int column). */
const MAX_NODE_ID = 2_147_483_647;

const isLottery = (gameType: string) => (LOTTERY_GAME_TYPES as readonly string[]).includes(gameType);

/** 400 games.unknownGame. */
export function unknownGame(message = 'There is no such game'): ApiError {
  return new ApiError(400, ERROR_CODES.unknownGame, message);
}

/** Trial (free-play) accounts have no favourites, no recent list and no real-money play: 403 games.realAccountRequired. */
export function requireRealPlayer(member: MemberRow, what: string): void {
  if (member.type === TRIAL_ROLE)
    throw new ApiError(403, ERROR_CODES.realAccountRequired, `${what} needs a real account; please register`);
}

/** A node id as the calls send it (a number or a numeric string); null when it cannot be one. */
export function parseNodeId(value: string | number): number | null {
  const text = String(value).trim();
  if (!/^\d{1,10}$/.test(text)) return null;
  const nodeId = Number(text);
  return nodeId <= MAX_NODE_ID ? nodeId : null;
}

/** The page numbers of a paged member list: pageNo from 1, pageSize clamped into 1..limit. */
function paging(pageNo: number | undefined, pageSize: number | undefined, limit: number) {
  const size = Math.min(limit, Math.max(1, pageSize ?? DEFAULT_PAGE_SIZE));
  const page = pageNo ?? 1;
  return { pageNo: page, pageSize: size, offset: (page - 1) * size };
}

/**
 * Favourites, recent games, popular games and PvP rooms: the catalogue seen by one member.
 * Only games the lobby shows (enabled game of an enabled vendor of an enabled type) are listed,
 * so switching a game off hides it here too without losing the member's entries.
 */
export class PlayerGames {
  private readonly popular = new Map<string, { at: number; answer: Promise<PopularGames> }>();

  constructor(
    private readonly db: Database,
    private readonly catalogue: GameCatalogue,
    private readonly now: () => number,
  ) {
    catalogue.onInvalidate((brandId) => this.forgetPopular(brandId));
  }

  async favoriteIds(brandId: number, member: MemberRow, gameType?: string): Promise<FavoriteIdsValue> {
    requireRealPlayer(member, 'Favourites');
    const filter = await this.memberFilter(brandId, undefined, undefined);
    if (!filter) return [];
    filter.lottery = isLottery(gameType?.trim().toUpperCase() ?? '');
    return (await selectFavoriteNodeIds(this.db, member.id, filter)).map(String);
  }

  async favoriteList(
    brandId: number,
    member: MemberRow,
    language: string,
    query: FavoriteListQuery,
  ): Promise<FavoriteListValue> {
    requireRealPlayer(member, 'Favourites');
    const { pageNo, pageSize, offset } = paging(query.pageNo, query.pageSize, MAX_FAVORITE_PAGE_SIZE);
    const filter = await this.memberFilter(brandId, query.gameType, query.vassalage);
    if (!filter) return { content: [], pageNum: pageNo, totalPages: 0, totalCount: 0 };
    const { rows, total } = await selectFavoriteGames(this.db, member.id, filter, pageSize, offset);
    const vendors = await this.catalogue.vendorMap(brandId);
    return {
      content: rows.map((row) => gameItem(row, vendors, language)),
      pageNum: pageNo,
      totalPages: Math.ceil(total / pageSize),
      totalCount: total,
    };
  }

  /** Adds (favorite true) or removes a favourite; both are idempotent. */
  async setFavorite(
    brandId: number,
    member: MemberRow,
    action: FavoriteAction,
    favorite: boolean,
  ): Promise<FavoriteActionValue> {
    requireRealPlayer(member, 'Favourites');
    const nodeId = parseNodeId(action.nodeId);
    if (nodeId === null) throw unknownGame(`nodeId "${String(action.nodeId).slice(0, 20)}" is not a game`);
    const found = await selectGameWithVendor(this.db, brandId, { nodeId });
    if (!found || !sameGame(found, action.vendor, action.gameType))
      throw unknownGame('No game has this nodeId, vendor and game type');
    if (favorite) {
      if (!(await this.isPlayable(brandId, found)))
        throw new ApiError(403, ERROR_CODES.gameDisabled, 'This game is not available');
      await insertFavorite(this.db, member.id, found.game.id);
    } else {
      // Removing works on switched-off games too, so a member can clear what they no longer see.
      await deleteFavorite(this.db, member.id, found.game.id);
    }
    return { nodeId: String(nodeId), favorite };
  }

  async recent(
    brandId: number,
    member: MemberRow,
    language: string,
    query: RecentGamesQuery,
  ): Promise<RecentGamesValue> {
    requireRealPlayer(member, 'Recent games');
    const { pageSize, offset } = paging(query.pageNo, query.pageSize, MAX_PAGE_SIZE);
    const filter = await this.memberFilter(brandId, query.gameType, query.vassalage);
    if (!filter) return { list: [], totalPages: 0, totalCount: 0 };
    const { rows, total } = await selectRecentGames(this.db, member.id, filter, pageSize, offset);
    const vendors = await this.catalogue.vendorMap(brandId);
    return {
      list: rows.map(({ game, lastPlayedAt }) => ({
        ...gameItem(game, vendors, language),
        lastPlayedAt: lastPlayedAt.toISOString(),
      })),
      totalPages: Math.ceil(total / pageSize),
      totalCount: total,
    };
  }

  /**
   * The most launched games of the last 7 days (real money, ranked by distinct players, then
   * launches), topped up with hot games in lobby order when fewer were played. Cached a minute
   * per brand, language and count.
   */
  popularGames(brandId: number, language: string, requested?: number): Promise<PopularGames> {
    const wanted = Math.min(POPULAR_MAX_COUNT, Math.max(1, requested ?? POPULAR_DEFAULT_COUNT));
    const key = `${brandId}|${language}|${wanted}`;
    const now = this.now();
    const hit = this.popular.get(key);
    if (hit && now - hit.at < POPULAR_TTL_MS) return hit.answer;
    if (this.popular.size > 1000) this.popular.clear();
    const answer = this.loadPopular(brandId, language, wanted, now);
    this.popular.set(key, { at: now, answer });
    answer.catch(() => this.popular.delete(key));
    return answer;
  }

  /** Popular answers of a brand (every brand without an id): the catalogue they list changed. */
  private forgetPopular(brandId?: number): void {
    for (const key of [...this.popular.keys()])
      if (brandId === undefined || key.startsWith(`${brandId}|`)) this.popular.delete(key);
  }

  /** GLS2_roomList: the rooms of one PvP game, or of every game of the vendor without gameCode. */
  async rooms(
    brandId: number,
    vassalage: string,
    gameCode: string | undefined,
    language: string,
  ): Promise<RoomListValue> {
    const code = vassalage.trim().toUpperCase();
    const vendor = [...(await this.catalogue.vendorMap(brandId)).values()].find(
      (candidate) => candidate.vassalage.toUpperCase() === code,
    );
    if (!vendor || vendor.gameType !== 'PVP') throw unknownGame(`"${code.slice(0, 64)}" is not a card-game vendor`);
    const rows = await selectVendorGames(this.db, vendor.id, gameCode?.trim() || undefined);
    if (rows.length === 0) throw unknownGame(`The vendor has no game "${(gameCode ?? '').slice(0, 64)}"`);
    const vendors = new Map([[vendor.id, vendor]]);
    return { list: rows.flatMap((row) => roomsOf(row, vendor, gameItem(row, vendors, language).gameName)) };
  }

  private async loadPopular(brandId: number, language: string, wanted: number, now: number): Promise<PopularGames> {
    const vendors = await this.catalogue.vendorMap(brandId);
    const answer: PopularGames = {};
    if (vendors.size === 0) return answer;
    const since = new Date(now - POPULAR_WINDOW_MS);
    const played = await selectPopularGames(this.db, brandId, [...vendors.keys()], since, wanted);
    const seen = new Set<number>();
    let rank = 0;
    for (const { game, plays } of played) {
      seen.add(game.id);
      rank += 1;
      answer[String(rank)] = { ...gameItem(game, vendors, language), rank, plays };
    }
    if (rank < wanted) {
      for (const game of (await this.catalogue.hotGames(brandId, language, undefined, undefined, { lobbyOrder: true }))
        .list) {
        if (rank >= wanted) break;
        if (seen.has(game.gameId)) continue;
        rank += 1;
        answer[String(rank)] = { ...game, rank, plays: 0 };
      }
    }
    return answer;
  }

  /** Whether the lobby shows the game: enabled, its vendor enabled and its type on. */
  private async isPlayable(brandId: number, found: GameWithVendor): Promise<boolean> {
    return found.game.enabled && (await this.catalogue.vendorMap(brandId)).has(found.vendor.id);
  }

  /** The lobby vendors narrowed by type and vendor codes; null when nothing can match. */
  private async memberFilter(
    brandId: number,
    gameType: string | undefined,
    vassalage: string | undefined,
  ): Promise<MemberGameFilter | null> {
    let vendors: VendorRow[] = [...(await this.catalogue.vendorMap(brandId)).values()];
    const type = gameType?.trim().toUpperCase() || undefined;
    if (type) vendors = vendors.filter((vendor) => vendor.gameType === type);
    const codes = (vassalage ?? '')
      .split(',')
      .map((code) => code.trim().toUpperCase())
      .filter((code) => code !== '');
    if (codes.length > 0) vendors = vendors.filter((vendor) => codes.includes(vendor.vassalage.toUpperCase()));
    if (vendors.length === 0) return null;
    return { vendorIds: vendors.map((vendor) => vendor.id), ...(type ? { gameType: type } : {}) };
  }
}

/** Whether the vendor code and game type a call sent are the game's own (codes ignore case). */
export function sameGame(found: GameWithVendor, vendor: string | undefined, gameType: string | undefined): boolean {
  if (vendor !== undefined && vendor.trim().toUpperCase() !== found.vendor.vassalage.toUpperCase()) return false;
  return gameType === undefined || gameType.trim().toUpperCase() === found.game.gameType.toUpperCase();
}
