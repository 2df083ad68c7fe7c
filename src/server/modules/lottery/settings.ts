import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { brands } from '../../db/schema';

/**
 * A brand's lottery risk rules (issue 19), stored as one jsonb (brands.lottery_settings) and
 * merged over these defaults, as brands.house_settings is: a brand stores only what it changes.
 * Amounts are minor units.
 */
export interface LotterySettings {
  /**
   * Per-number liability cap per issue: the most the house may owe on one exposure key (the
   * engine's exposureKey, e.g. `de:27`) if that number comes once. A bet that would pass it is
   * refused, naming the number.
   */
  keyCapMinor: number;
  /** The most one ticket may pay (the engine's maxPayoutOf). */
  ticketMaxPayoutMinor: number;
  /** The most an issue's tickets may pay together, summed over their maximum payouts. */
  issueMaxPayoutMinor: number;
}

export const DEFAULT_LOTTERY_SETTINGS: LotterySettings = {
  keyCapMinor: 500_000_000,
  ticketMaxPayoutMinor: 2_000_000_000,
  issueMaxPayoutMinor: 1_000_000_000_000,
};

export function lotterySettingsOf(stored: Partial<LotterySettings> | null | undefined): LotterySettings {
  return { ...DEFAULT_LOTTERY_SETTINGS, ...stored };
}

/** The brand's settings, read at each slip (one indexed row; an operator's change applies at once). */
export async function loadLotterySettings(db: Database, brandId: number): Promise<LotterySettings> {
  const [row] = await db.select({ stored: brands.lotterySettings }).from(brands).where(eq(brands.id, brandId));
  return lotterySettingsOf(row?.stored);
}
