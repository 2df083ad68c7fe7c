import { useId, useState } from 'react';
import { BET_TYPE_RULES, type BetType } from '../engine';
import { defaultQuickPicks, quickPick } from './betTypes';
import type { LotteryTranslate } from './translate';

export interface QuickPickProps {
  readonly type: BetType;
  readonly onPick: (numbers: string[]) => void;
  readonly random?: () => number;
  readonly t: LotteryTranslate;
}

/** Random distinct numbers for the type, as many as asked (a trượt K always K). */
export function QuickPick({ type, onPick, random, t }: QuickPickProps) {
  const id = useId();
  const rule = BET_TYPE_RULES[type];
  const [count, setCount] = useState(defaultQuickPicks(type));
  const fixed = rule.minNumbers === rule.maxNumbers;
  const max = Math.min(rule.maxNumbers, 100);
  return (
    <div className="lottery-quick">
      <span className="lottery-quick__label">{t('quick.label')}</span>
      {fixed ? null : (
        <>
          <label htmlFor={id}>{t('quick.count')}</label>
          <input
            id={id}
            type="number"
            min={rule.minNumbers}
            max={max}
            value={count}
            onChange={(event) => setCount(Math.max(rule.minNumbers, Math.min(max, Number(event.target.value) || 0)))}
          />
        </>
      )}
      <button type="button" className="house-button" onClick={() => onPick(quickPick(type, count, random))}>
        {t('quick.pick')}
      </button>
    </div>
  );
}
