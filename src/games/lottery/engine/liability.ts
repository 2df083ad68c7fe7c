import { linesOf, type Bet, type BetType } from './bet-types';
import { hitPayout, type LotteryOdds } from './odds';
import { poolOf } from './pool';

/** What one line of a bet puts at risk on its key. */
export interface Exposure {
  /** `type:numbers`, numbers sorted and joined by `-` (`lo2:27`, `xien2:27-48`): the cap is per key per issue. */
  readonly key: string;
  readonly type: BetType;
  readonly numbers: readonly string[];
  /** Minor units. */
  readonly amount: number;
}

/** The key a line's exposure is summed under: the same numbers in any order are the same risk. */
export function exposureKey(type: BetType, numbers: readonly string[]): string {
  return `${type}:${[...numbers].sort().join('-')}`;
}

/**
 * Exposure per unit of one line: what the house pays if the line's number comes up once, in
 * the best-paying tier it can come in (4D's first prize).
 *
 * Why one hit and not the true maximum: for lô the maximum is the number on every one of the 27
 * endings, 27 × the payout, which is as good as impossible (10^-54) and would make the cap 27
 * times stricter for lô than for đề at the same real risk. For lô 2 a given number comes once
 * or not at all in 97.0% of draws, twice in 2.7% and three times or more in 0.24%, so a cap C
 * on a lô key holds the house's payout on it to C in 97% of draws and to 2C in 99.76%; the
 * operator sets C knowing that. The true maximum of a ticket is maxPayoutOf, for the
 * per-ticket and per-issue payout limits.
 */
function exposurePerUnit(type: BetType, odds: LotteryOdds): number {
  return Math.max(...poolOf(type).map(({ tier }) => hitPayout(odds, type, tier)));
}

/** The exposure of each line of a valid bet, for the server to add to its per-issue totals. */
export function exposureOf(bet: Bet, odds: LotteryOdds): Exposure[] {
  const perUnit = exposurePerUnit(bet.type, odds);
  return linesOf(bet).map((numbers) => ({
    key: exposureKey(bet.type, numbers),
    type: bet.type,
    numbers,
    amount: perUnit * bet.units,
  }));
}

/**
 * The most units of this bet that keep every line within its key's headroom (the cap minus what
 * the issue already holds on that key), for cutting a bet down instead of refusing it; 0 means
 * refuse. Exposure is linear in units, so this is the tightest line's headroom ÷ exposure per unit.
 */
export function unitsWithinCap(bet: Bet, odds: LotteryOdds, headroom: (key: string) => number): number {
  const perUnit = exposurePerUnit(bet.type, odds);
  if (perUnit === 0) return bet.units;
  const fits = linesOf(bet).map((numbers) =>
    Math.floor(Math.max(0, headroom(exposureKey(bet.type, numbers))) / perUnit),
  );
  return Math.min(bet.units, ...fits);
}
