import { useId } from 'react';
import { LUCKY_CROWN } from '../engine';
import { formatMinor } from './money';
import type { Translate } from './translate';

export interface StakeSelectorProps {
  readonly stakes: readonly number[];
  readonly stake: number;
  readonly onChange: (stake: number) => void;
  readonly disabled: boolean;
  readonly t: Translate;
}

/** The stake for the next round (all 20 lines are always played), chosen from the allowed stakes. */
export function StakeSelector({ stakes, stake, onChange, disabled, t }: StakeSelectorProps) {
  const id = useId();
  const lines = LUCKY_CROWN.paylines.length;
  return (
    <div className="slot-stake">
      <label htmlFor={id} className="slot-stake__label">
        {t('stake.label')}
      </label>
      <select
        id={id}
        className="slot-stake__select"
        value={stake}
        disabled={disabled}
        onChange={(event) => onChange(Number(event.target.value))}
      >
        {stakes.map((option) => (
          <option key={option} value={option}>
            {formatMinor(option)}
          </option>
        ))}
      </select>
      <span className="slot-stake__hint">{t('stake.lines', { lines, coin: formatMinor(stake / lines) })}</span>
    </div>
  );
}
