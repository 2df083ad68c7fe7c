import { BET_TYPE_RULES, poolOf, type BetType, type LotteryOdds, type TieredBetType } from '../engine';
import { formatMinor } from '../../slot/ui/money';
import { soldInPoints } from './betTypes';
import type { LotteryKey, LotteryTranslate } from './translate';

const isTiered = (type: BetType): type is TieredBetType => type === 'big' || type === 'small';

/** A type's odds as one line: "1 point 23.00 → 80.00 per hit", or per tier for 4D, with giải 7's ×4 said. */
export function oddsText(type: BetType, odds: LotteryOdds, t: LotteryTranslate): string {
  const price = formatMinor(odds[type].unitPrice);
  let text: string;
  if (isTiered(type)) {
    const payouts = odds[type].payouts;
    const tiers = poolOf(type)
      .map(({ tier }) => tier)
      .filter((tier) => Object.hasOwn(payouts, tier))
      .map((tier) => `${t(`tiers.${tier}` as LotteryKey)} ${formatMinor(payouts[tier]!)}`);
    text = t('odds.tiered', { price, payouts: tiers.join(' · ') });
  } else {
    const payout = formatMinor(odds[type].payout);
    text = t(soldInPoints(type) ? 'odds.point' : 'odds.unit', { price, payout });
  }
  const { costFactor } = BET_TYPE_RULES[type];
  return costFactor === 1 ? text : `${text} (${t('odds.factor', { factor: costFactor })})`;
}
