import { useState } from 'react';
import type { LotteryTranslate } from './translate';

export interface DigitWheelsProps {
  /** 3 or 4. */
  readonly digits: number;
  readonly onAdd: (number: string) => void;
  readonly t: LotteryTranslate;
}

/** One wheel per digit (up/down, wrapping 9 → 0) and an add button: how a 3- or 4-digit number is picked by touch. */
export function DigitWheels({ digits, onAdd, t }: DigitWheelsProps) {
  const [values, setValues] = useState<number[]>(() => Array.from({ length: digits }, () => 0));
  const shown = values.length === digits ? values : Array.from({ length: digits }, () => 0);
  const turn = (index: number, step: number) =>
    setValues(shown.map((value, i) => (i === index ? (value + step + 10) % 10 : value)));
  const number = shown.join('');
  return (
    <div className="lottery-wheels">
      {shown.map((value, index) => {
        const position = index + 1;
        return (
          <div key={index} className="lottery-wheels__wheel">
            <button type="button" aria-label={t('picker.up', { position })} onClick={() => turn(index, 1)}>
              ▲
            </button>
            <output aria-label={t('picker.digit', { position })}>{value}</output>
            <button type="button" aria-label={t('picker.down', { position })} onClick={() => turn(index, -1)}>
              ▼
            </button>
          </div>
        );
      })}
      <button type="button" className="house-button" onClick={() => onAdd(number)}>
        {t('picker.add', { number })}
      </button>
    </div>
  );
}
