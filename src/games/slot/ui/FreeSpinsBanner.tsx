import type { FreeSpinProgress } from './useSlotSession';
import { formatMinor } from './money';
import type { Translate } from './translate';

/** Free-spin progress: the trigger, "free spin n of m", the x3 multiplier and the free-spin win so far. */
export function FreeSpinsBanner({
  progress,
  multiplier,
  t,
}: {
  progress: FreeSpinProgress;
  multiplier: number;
  t: Translate;
}) {
  return (
    <div className="slot-freespins" data-testid="free-spins">
      <span
        className="slot-freespins__multiplier"
        role="img"
        aria-label={t('freeSpins.multiplierLabel', { multiplier })}
      >
        x{multiplier}
      </span>
      <span className="slot-freespins__counter" data-testid="free-spin-counter">
        {progress.current === 0
          ? t('freeSpins.awarded', { count: progress.total })
          : t('freeSpins.counter', { current: progress.current, total: progress.total })}
      </span>
      <span className="slot-freespins__won">{t('freeSpins.won', { amount: formatMinor(progress.won) })}</span>
    </div>
  );
}
