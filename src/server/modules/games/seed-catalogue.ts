import { GAME_ART_PREFIX, VENDOR_ART_PREFIX } from './artwork';
import { eq } from 'drizzle-orm';
import { GAME_TYPES } from '../../../shared/api/games';
import type { Database } from '../../db/client';
import { brandGameTypes, gameTypes, games, vendors } from '../../db/schema';
import { DEMO_VENDORS, GAME_TYPE_NAMES, demoGames } from './demo-catalogue';

/** Rows per INSERT: well under PostgreSQL's 65,535 parameters at 14 columns a row. */
const BATCH = 1000;

/** The platform's game types; safe on every start (existing rows are left as operators set them). */
export async function seedGameTypes(db: Database): Promise<void> {
  await db
    .insert(gameTypes)
    .values(GAME_TYPES.map((code, index) => ({ code, name: GAME_TYPE_NAMES[code], sortOrder: index })))
    .onConflictDoNothing();
}

/**
 * Gives a brand the demo catalogue when it has no vendors yet (a fresh install). A brand that
 * has vendors is never touched, so operator changes survive restarts; concurrent starts lose
 * the vendor insert race and add nothing (the unique keys make the duplicates no-ops).
 */
export async function seedDemoCatalogue(db: Database, brandId: number): Promise<boolean> {
  await seedGameTypes(db);
  await db
    .insert(brandGameTypes)
    .values(GAME_TYPES.map((gameType, index) => ({ brandId, gameType, sortOrder: index })))
    .onConflictDoNothing();
  const any = await db.select({ id: vendors.id }).from(vendors).where(eq(vendors.brandId, brandId)).limit(1);
  if (any.length > 0) return false;

  const inserted = await db
    .insert(vendors)
    .values(
      DEMO_VENDORS.map((vendor, index) => ({
        brandId,
        vassalage: vendor.vassalage,
        displayName: vendor.displayName,
        gameType: vendor.gameType,
        isHot: vendor.isHot,
        accountTypeId: vendor.accountTypeId,
        accountTypeName: vendor.displayName,
        walletMode: vendor.walletMode,
        isGame: vendor.isGame,
        largeIcon: `${VENDOR_ART_PREFIX}/${vendor.vassalage}-large.svg`,
        smallIcon: `${VENDOR_ART_PREFIX}/${vendor.vassalage}-small.svg`,
        h5Icon: `${VENDOR_ART_PREFIX}/${vendor.vassalage}-h5.svg`,
        sortOrder: index,
        ...demoAdapter(vendor.gameType),
      })),
    )
    .onConflictDoNothing()
    .returning({ id: vendors.id, vassalage: vendors.vassalage });
  if (inserted.length === 0) return false;
  const vendorIds = new Map(inserted.map((row) => [row.vassalage, row.id]));

  const rows = demoGames().flatMap((game) => {
    const vendorId = vendorIds.get(game.vassalage);
    if (vendorId === undefined) return [];
    return [
      {
        brandId,
        vendorId,
        nodeId: game.nodeId,
        gameCode: game.gameCode,
        gameType: game.gameType,
        names: game.names,
        nameSearch: searchText(game.names),
        gameClassify: game.gameClassify,
        minBet: game.minBet,
        lineNum: game.lineNum,
        isHot: game.isHot,
        defaultPlayType: game.defaultPlayType,
        imagePath: `${GAME_ART_PREFIX}/${game.vassalage}/${game.gameCode}.svg`,
        sortOrder: game.sortOrder,
      },
    ];
  });
  for (let start = 0; start < rows.length; start += BATCH) {
    await db
      .insert(games)
      .values(rows.slice(start, start + BATCH))
      .onConflictDoNothing();
  }
  return true;
}

/**
 * How the demo vendors launch: slots run the house server's real slot ('house' adapter,
 * modules/house); every other demo vendor is a third party we have no contract with, so it gets
 * the 'redirect' adapter without a launch URL and launching it says the provider is not connected.
 */
function demoAdapter(gameType: string): { adapter: string; adapterConfig: Record<string, unknown> } {
  return gameType === 'RNG' ? { adapter: 'house', adapterConfig: {} } : { adapter: 'redirect', adapterConfig: {} };
}

/** The stored search text of a game's names: lower-cased, distinct, newline-joined. */
export function searchText(names: Record<string, string>): string {
  return [...new Set(Object.values(names).map((name) => name.toLowerCase()))].join('\n');
}
