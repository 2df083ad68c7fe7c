import { BET_TYPES, type BetType } from './bet-types';
import { poolOf } from './pool';

/** Price and payout of a bet type with one payout per hit, in minor units per unit (point). */
export interface FlatOdds {
  /** Charged per unit per line, before the type's cost factor (×4 for giải 7). */
  readonly unitPrice: number;
  /** Paid per unit per counted hit. */
  readonly payout: number;
}

/** Price and per-tier payouts of a 4D bet: a hit pays by the tier it came in (first prize most). */
export interface TieredOdds {
  readonly unitPrice: number;
  /** Paid per unit per hit in each tier; a tier missing here pays nothing. */
  readonly payouts: Readonly<Record<string, number>>;
}

export type TieredBetType = 'big' | 'small';

/** A brand's prices and payouts for every bet type, in the brand's minor units. */
export type LotteryOdds = Readonly<Record<Exclude<BetType, TieredBetType>, FlatOdds>> &
  Readonly<Record<TieredBetType, TieredOdds>>;

/**
 * House defaults in PHP centavos, every RTP between 90% and 95% (tests/unit/games/lottery
 * recomputes them exactly). A unit costs 1.00 peso, except that lô is sold in points like the
 * street market: a lô 2 point costs 23.00 and pays 80.00 per hit (domain-rules' 23k → 80k,
 * 93.9%), lô 3 and lô 4 points are priced alike (92%). Đề, đề giải nhất and giải 7 pay 1:95,
 * đầu/đuôi 1:9.5 (95%); xiên 1:17 / 1:75 / 1:350 (93.3 / 92.2 / 93.4%); trượt 2.8 / 9 / 16
 * (93.0 / 94.7 / 93.0%); 3 càng 1:900 and 4 càng 1:9,000 (90%); 4D Big and Small pay per tier
 * at 93%.
 */
export const DEFAULT_LOTTERY_ODDS: LotteryOdds = {
  lo2: { unitPrice: 2_300, payout: 8_000 },
  lo3: { unitPrice: 2_300, payout: 92_000 },
  lo4: { unitPrice: 2_000, payout: 920_000 },
  xien2: { unitPrice: 100, payout: 1_700 },
  xien3: { unitPrice: 100, payout: 7_500 },
  xien4: { unitPrice: 100, payout: 35_000 },
  truot4: { unitPrice: 100, payout: 280 },
  truot8: { unitPrice: 100, payout: 900 },
  truot10: { unitPrice: 100, payout: 1_600 },
  de: { unitPrice: 100, payout: 9_500 },
  dau: { unitPrice: 100, payout: 950 },
  duoi: { unitPrice: 100, payout: 950 },
  de_g1: { unitPrice: 100, payout: 9_500 },
  g7: { unitPrice: 100, payout: 9_500 },
  cang3: { unitPrice: 100, payout: 90_000 },
  cang4: { unitPrice: 100, payout: 900_000 },
  big: {
    unitPrice: 100,
    payouts: { p1: 350_000, p2: 150_000, p3: 80_000, special: 25_000, consolation: 10_000 },
  },
  small: { unitPrice: 100, payouts: { p1: 500_000, p2: 250_000, p3: 180_000 } },
};

function isTiered(type: BetType): type is TieredBetType {
  return type === 'big' || type === 'small';
}

/** The unit price of a type, before its cost factor. */
export function unitPriceOf(odds: LotteryOdds, type: BetType): number {
  return odds[type].unitPrice;
}

/** What one unit of a line is paid for one counted hit in this tier (0 for a tier the type does not pay). */
export function hitPayout(odds: LotteryOdds, type: BetType, tier: string): number {
  if (isTiered(type)) return Object.hasOwn(odds[type].payouts, tier) ? odds[type].payouts[tier]! : 0;
  return odds[type].payout;
}

/**
 * Why a brand's odds cannot be used, or undefined: every price a positive safe integer, every
 * payout a non-negative safe integer, tiered payouts only for tiers the type's pool holds. For
 * the operator's odds form and the server's start-up check.
 */
export function oddsProblem(odds: LotteryOdds): string | undefined {
  const amount = (n: unknown, min: number) => typeof n === 'number' && Number.isSafeInteger(n) && n >= min;
  for (const type of BET_TYPES) {
    const entry = odds[type] as FlatOdds | TieredOdds | undefined;
    if (!entry || !amount(entry.unitPrice, 1)) return `${type}: unit price must be a positive whole number`;
    if (isTiered(type)) {
      const tiers = poolOf(type).map(({ tier }) => tier);
      for (const [tier, payout] of Object.entries((entry as TieredOdds).payouts ?? {})) {
        if (!tiers.includes(tier)) return `${type}: tier ${tier} is not in its pool`;
        if (!amount(payout, 0)) return `${type}: payout of ${tier} must be a whole number`;
      }
    } else if (!amount((entry as FlatOdds).payout, 0)) return `${type}: payout must be a whole number`;
  }
  return undefined;
}
