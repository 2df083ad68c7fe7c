import type { BetType } from '../engine';
import { numberText } from './betTypes';

export interface NumberGridProps {
  readonly type: BetType;
  /** 10 for đầu/đuôi's 0–9 row, 100 for the 00–99 grid. */
  readonly size: 10 | 100;
  readonly picked: readonly string[];
  readonly onToggle: (number: string) => void;
  readonly label: string;
}

/** Toggle buttons for every number of a one- or two-digit type: ten columns, so 00–99 is 10×10 and fits 390 px. */
export function NumberGrid({ type, size, picked, onToggle, label }: NumberGridProps) {
  const chosen = new Set(picked);
  return (
    <div className="lottery-grid" role="group" aria-label={label}>
      {Array.from({ length: size }, (_, value) => {
        const number = numberText(type, value);
        return (
          <button
            key={number}
            type="button"
            className="lottery-grid__cell"
            aria-pressed={chosen.has(number)}
            onClick={() => onToggle(number)}
          >
            {number}
          </button>
        );
      })}
    </div>
  );
}
