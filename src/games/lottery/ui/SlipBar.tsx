import { formatMinor } from '../../slot/ui/money';
import type { LotteryTranslate } from './translate';

export interface SlipBarProps {
  readonly bets: number;
  readonly total: number;
  /** The slip section's id, which the bar scrolls to. */
  readonly slipId: string;
  readonly t: LotteryTranslate;
}

/**
 * On phones the slip sits below the picker, out of sight while picking: this bar stays at the
 * bottom of the screen with its count and total and jumps to it (hidden from 900 px, where the
 * slip stands beside the picker).
 */
export function SlipBar({ bets, total, slipId, t }: SlipBarProps) {
  if (bets === 0) return null;
  return (
    <a className="lottery-slipbar" href={`#${slipId}`} data-testid="slip-bar">
      <span>
        {t('slip.title')} <span className="lottery-slip__count">{bets}</span>
      </span>
      <strong>{formatMinor(total)}</strong>
    </a>
  );
}
