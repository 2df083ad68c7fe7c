import { and, asc, count, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { brandGameTypes, gameTypes, games, vendors, type GameRow, type VendorRow } from '../../db/schema';

/** The catalogue columns an operator writes (everything but ids and timestamps). */
export type VendorValues = Omit<typeof vendors.$inferInsert, 'id' | 'createdAt' | 'updatedAt'>;
export type GameValues = Omit<typeof games.$inferInsert, 'id' | 'createdAt'>;

/**
 * Serialises a brand's catalogue writes (node ids are handed out as max + 1, and an import
 * reads then writes): one transaction-scoped advisory lock per brand.
 */
export async function lockCatalogue(tx: Database, brandId: number): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`catalogue:${brandId}`}))`);
}

/** Every platform game type with the brand's switch and order, and its vendor count. */
export async function selectBrandTypes(
  db: Database,
  brandId: number,
): Promise<{ code: string; name: string; enabled: boolean; sortOrder: number; vendorCount: number }[]> {
  const vendorCount = sql<number>`(select count(*)::int from ${vendors} where ${vendors.brandId} = ${brandId} and ${vendors.gameType} = ${gameTypes.code})`;
  return db
    .select({
      code: gameTypes.code,
      name: gameTypes.name,
      enabled: sql<boolean>`coalesce(${brandGameTypes.enabled}, false)`,
      sortOrder: sql<number>`coalesce(${brandGameTypes.sortOrder}, ${gameTypes.sortOrder})`,
      vendorCount,
    })
    .from(gameTypes)
    .leftJoin(brandGameTypes, and(eq(brandGameTypes.gameType, gameTypes.code), eq(brandGameTypes.brandId, brandId)))
    .orderBy(sql`coalesce(${brandGameTypes.sortOrder}, ${gameTypes.sortOrder})`, asc(gameTypes.code));
}

export async function typeExists(db: Database, code: string): Promise<boolean> {
  const rows = await db.select({ code: gameTypes.code }).from(gameTypes).where(eq(gameTypes.code, code)).limit(1);
  return rows.length > 0;
}

/** Sets a brand's switch and/or order of a type, creating the brand's row when it has none. */
export async function upsertBrandType(
  db: Database,
  brandId: number,
  gameType: string,
  values: { enabled?: boolean; sortOrder?: number },
  fallbackOrder: number,
): Promise<void> {
  await db
    .insert(brandGameTypes)
    .values({ brandId, gameType, enabled: values.enabled ?? false, sortOrder: values.sortOrder ?? fallbackOrder })
    .onConflictDoUpdate({ target: [brandGameTypes.brandId, brandGameTypes.gameType], set: values });
}

/** The brand's vendors in lobby order (type order, then their own), each with its game count. */
export async function selectVendors(db: Database, brandId: number): Promise<(VendorRow & { gameCount: number })[]> {
  const gameCount = sql<number>`(select count(*)::int from ${games} where ${games.vendorId} = ${vendors.id})`;
  const rows = await db
    .select({ vendor: vendors, gameCount })
    .from(vendors)
    .leftJoin(
      brandGameTypes,
      and(eq(brandGameTypes.brandId, vendors.brandId), eq(brandGameTypes.gameType, vendors.gameType)),
    )
    .where(eq(vendors.brandId, brandId))
    .orderBy(sql`coalesce(${brandGameTypes.sortOrder}, 1000000)`, asc(vendors.sortOrder), asc(vendors.id));
  return rows.map((row) => ({ ...row.vendor, gameCount: row.gameCount }));
}

export async function selectVendor(db: Database, brandId: number, id: number): Promise<VendorRow | undefined> {
  const [row] = await db
    .select()
    .from(vendors)
    .where(and(eq(vendors.brandId, brandId), eq(vendors.id, id)));
  return row;
}

export async function selectVendorsByCode(db: Database, brandId: number, codes: string[]): Promise<VendorRow[]> {
  if (codes.length === 0) return [];
  return db
    .select()
    .from(vendors)
    .where(and(eq(vendors.brandId, brandId), inArray(vendors.vassalage, codes)));
}

export async function insertVendor(db: Database, values: VendorValues): Promise<VendorRow> {
  const [row] = await db.insert(vendors).values(values).onConflictDoNothing().returning();
  if (!row) throw new Error('vendor insert returned nothing');
  return row;
}

export async function updateVendor(db: Database, id: number, values: Partial<VendorValues>): Promise<VendorRow> {
  const [row] = await db
    .update(vendors)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(vendors.id, id))
    .returning();
  if (!row) throw new Error(`vendor ${id} vanished`);
  return row;
}

/** Games keep a copy of their vendor's type (the list index): a type change moves them along. */
export async function setVendorGamesType(db: Database, vendorId: number, gameType: string): Promise<void> {
  await db.update(games).set({ gameType }).where(eq(games.vendorId, vendorId));
}

export async function maxVendorOrder(db: Database, brandId: number): Promise<number> {
  const [row] = await db
    .select({ max: sql<number>`coalesce(max(${vendors.sortOrder}), -1)::int` })
    .from(vendors)
    .where(eq(vendors.brandId, brandId));
  return row?.max ?? -1;
}

/** Already-normalised operator filters. */
export interface AdminGameFilter {
  /** A LIKE pattern (lower case, metacharacters escaped) matched on names and the code. */
  pattern?: string;
  vendorId?: number;
  gameType?: string;
  gameClassify?: string;
  enabled?: boolean;
  hot?: boolean;
}

function adminConditions(brandId: number, filter: AdminGameFilter): SQL | undefined {
  return and(
    eq(games.brandId, brandId),
    filter.vendorId === undefined ? undefined : eq(games.vendorId, filter.vendorId),
    filter.gameType === undefined ? undefined : eq(games.gameType, filter.gameType),
    filter.gameClassify === undefined ? undefined : eq(games.gameClassify, filter.gameClassify),
    filter.enabled === undefined ? undefined : eq(games.enabled, filter.enabled),
    filter.hot === undefined ? undefined : eq(games.isHot, filter.hot),
    filter.pattern === undefined
      ? undefined
      : sql`(${games.nameSearch} like ${filter.pattern} escape '\\' or lower(${games.gameCode}) like ${filter.pattern} escape '\\')`,
  );
}

/** One page of the brand's games (disabled ones too) in lobby order, with the vendor's code. */
export async function selectAdminGames(
  db: Database,
  brandId: number,
  filter: AdminGameFilter,
  limit: number,
  offset: number,
): Promise<{ total: number; rows: (GameRow & { vassalage: string })[] }> {
  const where = adminConditions(brandId, filter);
  const [counted] = await db.select({ total: count() }).from(games).where(where);
  const rows = await db
    .select({ game: games, vassalage: vendors.vassalage })
    .from(games)
    .innerJoin(vendors, eq(vendors.id, games.vendorId))
    .where(where)
    .orderBy(asc(vendors.sortOrder), asc(vendors.id), asc(games.sortOrder), asc(games.id))
    .limit(limit)
    .offset(offset);
  return { total: counted?.total ?? 0, rows: rows.map((row) => ({ ...row.game, vassalage: row.vassalage })) };
}

export async function selectGame(db: Database, brandId: number, id: number): Promise<GameRow | undefined> {
  const [row] = await db
    .select()
    .from(games)
    .where(and(eq(games.brandId, brandId), eq(games.id, id)));
  return row;
}

/** A vendor's games with these codes. */
export async function selectGamesByCode(db: Database, vendorIds: number[], codes: string[]): Promise<GameRow[]> {
  if (vendorIds.length === 0 || codes.length === 0) return [];
  return db
    .select()
    .from(games)
    .where(and(inArray(games.vendorId, vendorIds), inArray(games.gameCode, codes)));
}

/** The vendor's games in their order (for reordering within a vendor). */
export async function selectVendorGameIds(db: Database, vendorId: number): Promise<number[]> {
  const rows = await db
    .select({ id: games.id })
    .from(games)
    .where(eq(games.vendorId, vendorId))
    .orderBy(asc(games.sortOrder), asc(games.id));
  return rows.map((row) => row.id);
}

/** Sets sort_order 10, 20, ... in the given id order, in one statement. */
export async function setSortOrders(db: Database, table: 'games' | 'vendors', ids: number[]): Promise<void> {
  if (ids.length === 0) return;
  // Ids are integers checked by the route schema; Number() keeps anything else out of the text.
  const list = sql.raw(`array[${ids.map(Number).join(',')}]::int[]`);
  const target = table === 'games' ? games : vendors;
  await db.execute(
    sql`update ${target} set sort_order = o.ord * 10 from unnest(${list}) with ordinality as o(id, ord) where ${target.id} = o.id`,
  );
}

/** The next free node id of the brand (ids of new games continue after the highest). */
export async function nextNodeId(db: Database, brandId: number): Promise<number> {
  const [row] = await db
    .select({ max: sql<number>`coalesce(max(${games.nodeId}), 99999)::int` })
    .from(games)
    .where(eq(games.brandId, brandId));
  return (row?.max ?? 99_999) + 1;
}

/** Per vendor, the order after its last game. */
export async function nextGameOrders(db: Database, vendorIds: number[]): Promise<Map<number, number>> {
  if (vendorIds.length === 0) return new Map();
  const rows = await db
    .select({ vendorId: games.vendorId, max: sql<number>`max(${games.sortOrder})::int` })
    .from(games)
    .where(inArray(games.vendorId, vendorIds))
    .groupBy(games.vendorId);
  return new Map(rows.map((row) => [row.vendorId, row.max + 10]));
}

export async function insertGame(db: Database, values: GameValues): Promise<GameRow> {
  const [row] = await db.insert(games).values(values).returning();
  if (!row) throw new Error('game insert returned nothing');
  return row;
}

export async function updateGame(db: Database, id: number, values: Partial<GameValues>): Promise<GameRow> {
  const [row] = await db.update(games).set(values).where(eq(games.id, id)).returning();
  if (!row) throw new Error(`game ${id} vanished`);
  return row;
}

/** Rows per statement: 17 columns a row stays far below PostgreSQL's 65,535 parameters. */
const BATCH = 500;

/**
 * Inserts or replaces games by (vendor, code). An existing game keeps its id, node id and
 * creation time; every other column takes the new (already merged) value.
 */
export async function upsertGames(db: Database, rows: GameValues[]): Promise<void> {
  const excluded = (column: string) => sql.raw(`excluded.${column}`);
  for (let start = 0; start < rows.length; start += BATCH) {
    await db
      .insert(games)
      .values(rows.slice(start, start + BATCH))
      .onConflictDoUpdate({
        target: [games.vendorId, games.gameCode],
        set: {
          gameType: excluded('game_type'),
          names: excluded('names'),
          nameSearch: excluded('name_search'),
          gameClassify: excluded('game_classify'),
          minBet: excluded('min_bet'),
          lineNum: excluded('line_num'),
          isHot: excluded('is_hot'),
          defaultPlayType: excluded('default_play_type'),
          imagePath: excluded('image_path'),
          enabled: excluded('enabled'),
          sortOrder: excluded('sort_order'),
        },
      });
  }
}
