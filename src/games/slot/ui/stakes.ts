import type { MIN_BET_OPTIONS } from '../../../shared/constants';
import { coinValueForStake, LUCKY_CROWN, type SlotDefinition } from '../engine';
import { parseMajor } from './money';

/** A minimum-bet option of the platform ('all' or an amount in major units). */
export type MinBetOption = (typeof MIN_BET_OPTIONS)[number];

/** Default stake ladder in minor units: 20 lines x coin values of 1, 2, 5, 10, 25, 50 and 100 cents. */
export const DEFAULT_STAKES: readonly number[] = [1, 2, 5, 10, 25, 50, 100].map(
  (coinValue) => coinValue * LUCKY_CROWN.paylines.length,
);

/** Minor units of a minimum-bet option; 'all' (no minimum) is 0. */
export function minBetMinor(option: MinBetOption): number {
  return option === 'all' ? 0 : (parseMajor(option) ?? 0);
}

/**
 * The stakes the bet selector offers, ascending: the candidates (the brand's list, or the
 * default ladder) that the game can settle (a whole coin value per line, see coinValueForStake)
 * and that reach the brand's minimum bet.
 */
export function stakeOptions(
  candidates: readonly number[] = DEFAULT_STAKES,
  minBet: MinBetOption = 'all',
  def: SlotDefinition = LUCKY_CROWN,
): number[] {
  const floor = minBetMinor(minBet);
  const allowed = candidates.filter((stake) => stake >= floor && coinValueForStake(def, stake) !== undefined);
  return [...new Set(allowed)].sort((a, b) => a - b);
}
