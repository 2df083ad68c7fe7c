import { GAME_TYPES } from '../../../shared/api/games';
import { LANGUAGES } from '../../../shared/i18n/languages';
import { SLOT_GAME } from '../../../games/slot/engine';
import type { Database } from '../../db/client';
import { brandGameTypes, games, vendors } from '../../db/schema';
import { GAME_ART_PREFIX, VENDOR_ART_PREFIX } from '../games/artwork';
import { searchText, seedGameTypes } from '../games/seed-catalogue';
import { HOUSE_ADAPTER_KIND } from './adapter';

/** The house's own vendor in the demo brand: first in the RNG lobby, with Lucky Crown. */
export const HOUSE_VENDOR = { vassalage: 'PH', displayName: 'PlayHub Originals' } as const;
/** Lucky Crown's node id in the demo brand (demo catalogue ids start at 100,000). */
export const LUCKY_CROWN_NODE_ID = 1;

/**
 * Adds the house vendor and Lucky Crown to a brand once (safe on every start and from several
 * processes: existing rows, and operators' changes to them, are left alone). Its sort order puts
 * it at the front of the RNG lobby.
 */
export async function seedHouseVendor(db: Database, brandId: number): Promise<void> {
  await seedGameTypes(db);
  await db
    .insert(brandGameTypes)
    .values(GAME_TYPES.map((gameType, index) => ({ brandId, gameType, sortOrder: index })))
    .onConflictDoNothing();
  const code = HOUSE_VENDOR.vassalage;
  const inserted = await db
    .insert(vendors)
    .values({
      brandId,
      vassalage: code,
      displayName: HOUSE_VENDOR.displayName,
      gameType: 'RNG',
      isHot: true,
      accountTypeName: HOUSE_VENDOR.displayName,
      walletMode: 'seamless',
      largeIcon: `${VENDOR_ART_PREFIX}/${code}-large.svg`,
      smallIcon: `${VENDOR_ART_PREFIX}/${code}-small.svg`,
      h5Icon: `${VENDOR_ART_PREFIX}/${code}-h5.svg`,
      sortOrder: -1,
      adapter: HOUSE_ADAPTER_KIND,
    })
    .onConflictDoNothing()
    .returning({ id: vendors.id });
  const vendor = inserted[0];
  if (!vendor) return;
  // The game's name is a brand name: the same in every language.
  const names = Object.fromEntries(LANGUAGES.map((language) => [language, 'Lucky Crown']));
  await db
    .insert(games)
    .values({
      brandId,
      vendorId: vendor.id,
      nodeId: LUCKY_CROWN_NODE_ID,
      gameCode: SLOT_GAME.code,
      gameType: 'RNG',
      names,
      nameSearch: searchText(names),
      gameClassify: 'JP',
      minBet: 20,
      lineNum: 20,
      isHot: true,
      imagePath: `${GAME_ART_PREFIX}/${code}/${SLOT_GAME.code}.svg`,
      sortOrder: -1,
    })
    .onConflictDoNothing();
}
