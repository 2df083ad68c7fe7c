import { HOUSE_MIN_SPIN_INTERVAL_FLOOR_MS } from '../../../shared/api/house';

/**
 * A brand's house-game rules, per jurisdiction (issue 7), stored as one jsonb
 * (brands.house_settings) and merged over these defaults when the brand snapshot is built, as the
 * cashier settings are: a brand stores only what it changes. Amounts are minor units.
 */
export interface HouseSettings {
  /**
   * Least time from one spin to the next, per player and game; the server refuses a sooner spin.
   * The operator API takes no less than HOUSE_MIN_SPIN_INTERVAL_FLOOR_MS (2.5 s, the floor).
   */
  minSpinIntervalMs: number;
  /** Whether the jurisdiction allows autoplay; without it the game shows no autoplay control. */
  autoplayAllowed: boolean;
  /** Share of every real-money stake moved from the house into the jackpot pool, basis points. */
  jackpotShareBp: number;
  /** Each real round hits the jackpot with probability 1 / jackpotOdds (0 switches the jackpot off). */
  jackpotOdds: number;
  /** What stays in the pool after a hit: a hit pays everything above it. */
  jackpotSeedMinor: number;
  /** Stake ladder offered (each a multiple of the 20 lines); a game's minimum bet removes the smaller ones. */
  stakesMinor: number[];
  /** Fun balance a free-play session starts with. */
  funBalanceMinor: number;
}

export const DEFAULT_HOUSE_SETTINGS: HouseSettings = {
  minSpinIntervalMs: HOUSE_MIN_SPIN_INTERVAL_FLOOR_MS,
  autoplayAllowed: false,
  jackpotShareBp: 100,
  jackpotOdds: 500_000,
  jackpotSeedMinor: 100_000_000,
  stakesMinor: [20, 40, 100, 200, 500, 1_000, 2_000],
  funBalanceMinor: 200_000,
};

/** What a brand stores: any part of the settings. */
export type StoredHouseSettings = Partial<HouseSettings>;

/** The stored settings over the defaults. */
export function houseSettingsOf(stored: StoredHouseSettings | null | undefined): HouseSettings {
  return { ...DEFAULT_HOUSE_SETTINGS, ...stored };
}
