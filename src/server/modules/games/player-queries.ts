import { and, count, countDistinct, desc, eq, gt, inArray, max, notInArray, sql, type SQL } from 'drizzle-orm';
import { LOTTERY_GAME_TYPES } from '../../../shared/api/games';
import type { Database } from '../../db/client';
import {
  brandGameTypes,
  gameFavorites,
  gameLaunches,
  games,
  vendors,
  type GameRow,
  type VendorRow,
} from '../../db/schema';

/** A game with its vendor and whether the brand has the game's type switched on, in any state. */
export interface GameWithVendor {
  game: GameRow;
  vendor: VendorRow;
  typeEnabled: boolean;
}

/** How a launch or a favourite names a game; the first given of these is used. */
export type GameKey = { nodeId: number } | { gameId: number } | { vendorCode: string; gameCode: string };

/** One game of a brand whatever its state (the caller tells unknown from disabled). */
export async function selectGameWithVendor(
  db: Database,
  brandId: number,
  key: GameKey,
): Promise<GameWithVendor | null> {
  const where =
    'nodeId' in key
      ? eq(games.nodeId, key.nodeId)
      : 'gameId' in key
        ? eq(games.id, key.gameId)
        : and(sql`upper(${vendors.vassalage}) = ${key.vendorCode.toUpperCase()}`, eq(games.gameCode, key.gameCode));
  const [row] = await db
    .select({ game: games, vendor: vendors, typeEnabled: brandGameTypes.enabled })
    .from(games)
    .innerJoin(vendors, eq(vendors.id, games.vendorId))
    .leftJoin(
      brandGameTypes,
      and(eq(brandGameTypes.brandId, vendors.brandId), eq(brandGameTypes.gameType, vendors.gameType)),
    )
    .where(and(eq(games.brandId, brandId), where))
    .limit(1);
  return row ? { game: row.game, vendor: row.vendor, typeEnabled: row.typeEnabled ?? false } : null;
}

/** Enabled games of a vendor in lobby order (the rooms of a PvP vendor). */
export async function selectVendorGames(db: Database, vendorId: number, gameCode?: string): Promise<GameRow[]> {
  return db
    .select()
    .from(games)
    .where(
      and(
        eq(games.vendorId, vendorId),
        eq(games.enabled, true),
        gameCode === undefined ? undefined : eq(games.gameCode, gameCode),
      ),
    )
    .orderBy(games.sortOrder, games.id);
}

/** Which of a member's games a list holds: visible vendors, an optional type, lottery or not. */
export interface MemberGameFilter {
  /** The lobby's vendors (enabled, type enabled); never empty (the service answers that case). */
  vendorIds: number[];
  /** One game type; otherwise `lottery` picks the lottery types or all the others. */
  gameType?: string;
  lottery?: boolean;
}

function memberGameConditions(filter: MemberGameFilter): SQL | undefined {
  return and(
    eq(games.enabled, true),
    inArray(games.vendorId, filter.vendorIds),
    filter.gameType !== undefined
      ? eq(games.gameType, filter.gameType)
      : filter.lottery
        ? inArray(games.gameType, [...LOTTERY_GAME_TYPES])
        : notInArray(games.gameType, [...LOTTERY_GAME_TYPES]),
  );
}

/** Adds a favourite; a repeat is a no-op. */
export async function insertFavorite(db: Database, memberId: number, gameId: number): Promise<void> {
  await db.insert(gameFavorites).values({ memberId, gameId }).onConflictDoNothing();
}

export async function deleteFavorite(db: Database, memberId: number, gameId: number): Promise<void> {
  await db.delete(gameFavorites).where(and(eq(gameFavorites.memberId, memberId), eq(gameFavorites.gameId, gameId)));
}

/** Node ids of a member's visible favourites, newest first. */
export async function selectFavoriteNodeIds(
  db: Database,
  memberId: number,
  filter: MemberGameFilter,
): Promise<number[]> {
  const rows = await db
    .select({ nodeId: games.nodeId })
    .from(gameFavorites)
    .innerJoin(games, eq(games.id, gameFavorites.gameId))
    .where(and(eq(gameFavorites.memberId, memberId), memberGameConditions(filter)))
    .orderBy(desc(gameFavorites.createdAt), desc(games.id));
  return rows.map((row) => row.nodeId);
}

/** One page of a member's visible favourite games, newest first, and how many there are. */
export async function selectFavoriteGames(
  db: Database,
  memberId: number,
  filter: MemberGameFilter,
  limit: number,
  offset: number,
): Promise<{ rows: GameRow[]; total: number }> {
  const where = and(eq(gameFavorites.memberId, memberId), memberGameConditions(filter));
  const [counted] = await db
    .select({ total: count() })
    .from(gameFavorites)
    .innerJoin(games, eq(games.id, gameFavorites.gameId))
    .where(where);
  const total = counted?.total ?? 0;
  if (offset >= total) return { rows: [], total };
  const rows = await db
    .select({ game: games })
    .from(gameFavorites)
    .innerJoin(games, eq(games.id, gameFavorites.gameId))
    .where(where)
    .orderBy(desc(gameFavorites.createdAt), desc(games.id))
    .limit(limit)
    .offset(offset);
  return { rows: rows.map((row) => row.game), total };
}

export async function insertLaunch(
  db: Database,
  launch: { brandId: number; memberId: number; gameId: number; mode: 'real' | 'free' },
): Promise<void> {
  await db.insert(gameLaunches).values(launch);
}

/** One page of the games a member launched, one entry per game, most recently launched first. */
export async function selectRecentGames(
  db: Database,
  memberId: number,
  filter: Omit<MemberGameFilter, 'lottery'>,
  limit: number,
  offset: number,
): Promise<{ rows: { game: GameRow; lastPlayedAt: Date }[]; total: number }> {
  const conditions = [
    eq(gameLaunches.memberId, memberId),
    eq(games.enabled, true),
    inArray(games.vendorId, filter.vendorIds),
  ];
  if (filter.gameType !== undefined) conditions.push(eq(games.gameType, filter.gameType));
  const where = and(...conditions);
  const [counted] = await db
    .select({ total: countDistinct(gameLaunches.gameId) })
    .from(gameLaunches)
    .innerJoin(games, eq(games.id, gameLaunches.gameId))
    .where(where);
  const total = counted?.total ?? 0;
  if (offset >= total) return { rows: [], total };
  const last = max(gameLaunches.launchedAt);
  const rows = await db
    .select({ game: games, lastPlayedAt: last })
    .from(gameLaunches)
    .innerJoin(games, eq(games.id, gameLaunches.gameId))
    .where(where)
    .groupBy(games.id)
    .orderBy(desc(last), desc(games.id))
    .limit(limit)
    .offset(offset);
  return { rows: rows.map((row) => ({ game: row.game, lastPlayedAt: row.lastPlayedAt ?? new Date(0) })), total };
}

/**
 * The brand's most launched visible games since a time: real-money launches only, ranked by
 * distinct players (one player launching a game a hundred times counts once), then launches.
 */
export async function selectPopularGames(
  db: Database,
  brandId: number,
  vendorIds: number[],
  since: Date,
  limit: number,
): Promise<{ game: GameRow; players: number; plays: number }[]> {
  const players = countDistinct(gameLaunches.memberId);
  const plays = count();
  const rows = await db
    .select({ game: games, players, plays })
    .from(gameLaunches)
    .innerJoin(games, eq(games.id, gameLaunches.gameId))
    .where(
      and(
        eq(gameLaunches.brandId, brandId),
        gt(gameLaunches.launchedAt, since),
        eq(gameLaunches.mode, 'real'),
        eq(games.enabled, true),
        inArray(games.vendorId, vendorIds),
      ),
    )
    .groupBy(games.id)
    .orderBy(desc(players), desc(plays), games.id)
    .limit(limit);
  return rows;
}
