import { and, eq, inArray } from 'drizzle-orm';
import { LANGUAGES } from '../../../shared/i18n/languages';
import type { DrawFormatCode } from '../../../games/lottery/engine/formats';
import type { Database } from '../../db/client';
import { games, lotteryGames, vendors, type LotteryKind, type LotteryPrizeMode } from '../../db/schema';
import { VENDOR_ART_PREFIX } from '../games/artwork';
import { searchText } from '../games/seed-catalogue';

/**
 * The adapter kind of the lottery vendors (their adapter: adapter.ts, registered by
 * registerLotteryTickets), whose launches open the betting page /house/lottery/.
 */
export const LOTTERY_ADAPTER_KIND = 'lottery';

interface SeedVendor {
  vassalage: string;
  displayName: string;
  /** The lobby lane: a Vietnamese lottery card in ELOTT makes the client's prize mode ELOTT. */
  gameType: 'ELOTT' | 'LOTT';
}

interface SeedGame {
  vendor: string;
  nodeId: number;
  code: string;
  name: string;
  /** The Vietnamese name where it differs (the draw's home language). */
  nameVi?: string;
  format: DrawFormatCode;
  kind: LotteryKind;
  menuTag: string;
  prizeMode: LotteryPrizeMode;
  timeZone: string;
  drawDays: number[];
  drawTime: string | null;
  intervalSeconds: number | null;
  lockSeconds: number;
}

const VENDORS: readonly SeedVendor[] = [
  { vassalage: 'TCG_LOTTO_VN', displayName: 'PlayHub VN Lottery', gameType: 'ELOTT' },
  { vassalage: 'TCG_SEA', displayName: 'PlayHub SEA Lottery', gameType: 'LOTT' },
];

const EVERY_DAY = [1, 2, 3, 4, 5, 6, 7];
const VN_ZONE = 'Asia/Ho_Chi_Minh';
const fast = (code: string, minutes: number, format: DrawFormatCode, vendor: string, prizeMode: LotteryPrizeMode) => ({
  vendor,
  code,
  format,
  kind: 'house' as const,
  menuTag: 'FAST',
  prizeMode,
  timeZone: VN_ZONE,
  drawDays: EVERY_DAY,
  drawTime: null,
  intervalSeconds: minutes * 60,
  // Fast draws close 10 s (1 minute) or 30 s before the draw.
  lockSeconds: minutes === 1 ? 10 : 30,
});

/** The demo brand's lottery: node ids 2..7 (1 is Lucky Crown; the demo catalogue starts at 100,000). */
const GAMES: readonly SeedGame[] = [
  {
    vendor: 'TCG_LOTTO_VN',
    nodeId: 2,
    code: 'XSMB',
    name: 'Northern Lottery (XSMB)',
    nameVi: 'Xổ số miền Bắc',
    format: 'XSMB',
    kind: 'real',
    menuTag: 'VN',
    prizeMode: 'ELOTT',
    timeZone: VN_ZONE,
    drawDays: EVERY_DAY,
    drawTime: '18:15',
    intervalSeconds: null,
    lockSeconds: 15 * 60,
  },
  {
    nodeId: 3,
    name: 'Fast XSMB 1 min',
    nameVi: 'XSMB siêu tốc 1 phút',
    ...fast('XSMB1', 1, 'XSMB', 'TCG_LOTTO_VN', 'ELOTT'),
  },
  {
    nodeId: 4,
    name: 'Fast XSMB 3 min',
    nameVi: 'XSMB siêu tốc 3 phút',
    ...fast('XSMB3', 3, 'XSMB', 'TCG_LOTTO_VN', 'ELOTT'),
  },
  {
    nodeId: 5,
    name: 'Fast XSMB 5 min',
    nameVi: 'XSMB siêu tốc 5 phút',
    ...fast('XSMB5', 5, 'XSMB', 'TCG_LOTTO_VN', 'ELOTT'),
  },
  {
    vendor: 'TCG_SEA',
    nodeId: 6,
    code: 'SEA4D',
    name: 'SEA 4D',
    format: 'SEA4D',
    kind: 'real',
    menuTag: 'SEA',
    prizeMode: 'SEA',
    timeZone: 'Asia/Kuala_Lumpur',
    // Wednesday, Saturday and Sunday at 19:00, as the Malaysian 4D draws.
    drawDays: [4, 7, 1],
    drawTime: '19:00',
    intervalSeconds: null,
    lockSeconds: 15 * 60,
  },
  { nodeId: 7, name: 'Fast 4D 3 min', ...fast('SEA4D3', 3, 'SEA4D', 'TCG_SEA', 'SEA') },
];

/**
 * Adds the lottery vendors, their catalogue games and the games' schedules to a brand. Idempotent
 * and safe from several processes: every insert skips what exists (operators' changes stay), and
 * a run stopped half way is completed by the next.
 */
export async function seedLotteryGames(db: Database, brandId: number): Promise<void> {
  await db
    .insert(vendors)
    .values(
      VENDORS.map((vendor, index) => ({
        brandId,
        vassalage: vendor.vassalage,
        displayName: vendor.displayName,
        gameType: vendor.gameType,
        accountTypeName: vendor.vassalage,
        walletMode: 'seamless' as const,
        largeIcon: `${VENDOR_ART_PREFIX}/${vendor.vassalage}-large.svg`,
        smallIcon: `${VENDOR_ART_PREFIX}/${vendor.vassalage}-small.svg`,
        h5Icon: `${VENDOR_ART_PREFIX}/${vendor.vassalage}-h5.svg`,
        sortOrder: -2 + index,
        adapter: LOTTERY_ADAPTER_KIND,
      })),
    )
    .onConflictDoNothing();
  const vendorRows = await db
    .select({ id: vendors.id, vassalage: vendors.vassalage, gameType: vendors.gameType })
    .from(vendors)
    .where(
      and(
        eq(vendors.brandId, brandId),
        inArray(
          vendors.vassalage,
          VENDORS.map((vendor) => vendor.vassalage),
        ),
      ),
    );
  const vendorOf = new Map(vendorRows.map((row) => [row.vassalage, row]));
  for (const [index, game] of GAMES.entries()) {
    const vendor = vendorOf.get(game.vendor);
    if (!vendor) continue;
    const names = Object.fromEntries(
      LANGUAGES.map((language) => [language, language === 'vi' && game.nameVi ? game.nameVi : game.name]),
    );
    await db
      .insert(games)
      .values({
        brandId,
        vendorId: vendor.id,
        nodeId: game.nodeId,
        gameCode: game.code,
        gameType: vendor.gameType,
        names,
        nameSearch: searchText(names),
        sortOrder: index,
      })
      .onConflictDoNothing();
    const [catalogued] = await db
      .select({ id: games.id })
      .from(games)
      .where(and(eq(games.vendorId, vendor.id), eq(games.gameCode, game.code)));
    if (!catalogued) continue;
    await db
      .insert(lotteryGames)
      .values({
        brandId,
        gameId: catalogued.id,
        code: game.code,
        format: game.format,
        kind: game.kind,
        menuTag: game.menuTag,
        prizeMode: game.prizeMode,
        timeZone: game.timeZone,
        drawDays: game.drawDays,
        drawTime: game.drawTime,
        intervalSeconds: game.intervalSeconds,
        lockSeconds: game.lockSeconds,
        sortOrder: index,
      })
      .onConflictDoNothing();
  }
}
