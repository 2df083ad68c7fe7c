import { and, asc, count, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { brandGameTypes, games, vendors, type GameRow, type VendorRow } from '../../db/schema';

/** A brand's enabled vendors whose game type is enabled for it, in lobby order. */
export async function selectLobbyVendors(db: Database, brandId: number): Promise<VendorRow[]> {
  const rows = await db
    .select({ vendor: vendors })
    .from(vendors)
    .innerJoin(
      brandGameTypes,
      and(eq(brandGameTypes.brandId, vendors.brandId), eq(brandGameTypes.gameType, vendors.gameType)),
    )
    .where(and(eq(vendors.brandId, brandId), eq(vendors.enabled, true), eq(brandGameTypes.enabled, true)))
    .orderBy(asc(brandGameTypes.sortOrder), asc(vendors.sortOrder), asc(vendors.id));
  return rows.map((row) => row.vendor);
}

/** Already-normalised list filters; vendorIds is never empty (the service answers that case). */
export interface GameFilter {
  vendorIds: number[];
  gameClassify?: string;
  minBet?: number;
  minLineNum?: number;
  hotOnly?: boolean;
}

function conditions(brandId: number, filter: GameFilter): SQL | undefined {
  return and(
    eq(games.brandId, brandId),
    eq(games.enabled, true),
    inArray(games.vendorId, filter.vendorIds),
    filter.gameClassify === undefined ? undefined : eq(games.gameClassify, filter.gameClassify),
    filter.minBet === undefined ? undefined : eq(games.minBet, filter.minBet),
    filter.minLineNum === undefined ? undefined : sql`${games.lineNum} >= ${filter.minLineNum}`,
    filter.hotOnly ? eq(games.isHot, true) : undefined,
  );
}

export async function countGames(db: Database, brandId: number, filter: GameFilter): Promise<number> {
  const [row] = await db.select({ total: count() }).from(games).where(conditions(brandId, filter));
  return row?.total ?? 0;
}

/** One page in lobby order: vendor order is the caller's, so games sort by vendor, own order, id. */
export async function selectGames(
  db: Database,
  brandId: number,
  filter: GameFilter,
  limit: number,
  offset: number,
): Promise<GameRow[]> {
  const order = sql`array_position(${sql.raw(`array[${filter.vendorIds.map(Number).join(',')}]`)}::int[], ${games.vendorId})`;
  return db
    .select()
    .from(games)
    .where(conditions(brandId, filter))
    .orderBy(order, asc(games.sortOrder), asc(games.id))
    .limit(limit)
    .offset(offset);
}

/** Every enabled game of the given vendors (the lobby's), for the name index; any order. */
export async function selectListableGames(db: Database, brandId: number, vendorIds: number[]): Promise<GameRow[]> {
  if (vendorIds.length === 0) return [];
  return db
    .select()
    .from(games)
    .where(and(eq(games.brandId, brandId), eq(games.enabled, true), inArray(games.vendorId, vendorIds)));
}

/** Enabled games per vendor and classification, for the lanes' gameClassify counts. */
export async function selectClassifyCounts(
  db: Database,
  brandId: number,
): Promise<{ vendorId: number; gameClassify: string; total: number }[]> {
  return db
    .select({ vendorId: games.vendorId, gameClassify: games.gameClassify, total: count() })
    .from(games)
    .where(and(eq(games.brandId, brandId), eq(games.enabled, true)))
    .groupBy(games.vendorId, games.gameClassify);
}
