import { useEffect, useId, useState } from 'react';
import type { Translate } from './translate';

/** Round counts a player may choose for autoplay. */
const AUTOPLAY_COUNTS = [10, 25, 50, 100] as const;

export interface AutoplayControlProps {
  /** Whether a spin may start now (not busy, not locked, funds enough). */
  readonly canSpin: boolean;
  /** Whether spinning is possible at all soon (false: out of funds or an error); stops autoplay. */
  readonly canContinue: boolean;
  readonly onSpin: () => void;
  readonly t: Translate;
}

/**
 * Autoplay, rendered only where the brand's jurisdiction allows it: a chosen number of rounds,
 * each still waiting for the minimum interval, stopped by the player, by an error or when funds
 * run out.
 */
export function AutoplayControl({ canSpin, canContinue, onSpin, t }: AutoplayControlProps) {
  const id = useId();
  const [count, setCount] = useState<number>(AUTOPLAY_COUNTS[0]);
  const [left, setLeft] = useState(0);

  // Each step runs from a timer, after the render that made it possible: one spin per step.
  useEffect(() => {
    if (left === 0 || (canContinue && !canSpin)) return;
    const timer = setTimeout(() => {
      if (!canContinue) {
        setLeft(0);
        return;
      }
      setLeft((n) => Math.max(0, n - 1));
      onSpin();
    }, 0);
    return () => clearTimeout(timer);
  }, [canContinue, canSpin, left, onSpin]);

  return (
    <div className="slot-autoplay" data-testid="autoplay">
      <label htmlFor={id}>{t('autoplay.rounds')}</label>
      <select id={id} value={count} disabled={left > 0} onChange={(event) => setCount(Number(event.target.value))}>
        {AUTOPLAY_COUNTS.map((option) => (
          <option key={option} value={option}>
            {option}
          </option>
        ))}
      </select>
      {left > 0 ? (
        <button type="button" className="house-button" onClick={() => setLeft(0)}>
          {t('autoplay.stop', { left })}
        </button>
      ) : (
        <button type="button" className="house-button" disabled={!canContinue} onClick={() => setLeft(count)}>
          {t('autoplay.start')}
        </button>
      )}
    </div>
  );
}
