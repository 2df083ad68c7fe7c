import { useId, useState } from 'react';
import { BET_TYPE_RULES, type BetType, type LotteryOdds } from '../engine';
import { BET_PROBLEM_ERRORS } from './client';
import { entryProblem, parseNumbers } from './numberEntry';
import type { LotteryKey, LotteryTranslate } from './translate';

export interface TypedEntryProps {
  readonly type: BetType;
  readonly units: number;
  readonly odds: LotteryOdds;
  /** Replaces the picked numbers with the typed list. */
  readonly onApply: (numbers: string[]) => void;
  readonly t: LotteryTranslate;
}

const EXAMPLES: Readonly<Record<number, string>> = { 1: '3, 7', 2: '07, 23, 68', 3: '123 456', 4: '0123, 8888' };

/** A typed list of numbers for long bets, checked live with the engine's betProblem and explained in words. */
export function TypedEntry({ type, units, odds, onApply, t }: TypedEntryProps) {
  const id = useId();
  const [text, setText] = useState('');
  const numbers = parseNumbers(text);
  const problem = numbers.length > 0 ? entryProblem(type, numbers, units, odds) : undefined;
  const digits = BET_TYPE_RULES[type].digits;
  const message =
    numbers.length === 0
      ? t('typed.hint', { example: EXAMPLES[digits] ?? '' })
      : problem === undefined
        ? t('typed.ok', { count: numbers.length })
        : problem.kind === 'token'
          ? t('typed.token', { token: problem.token, digits })
          : t(`errors.${BET_PROBLEM_ERRORS[problem.problem]}` as LotteryKey);
  return (
    <div className="lottery-typed">
      <label htmlFor={id}>{t('typed.label')}</label>
      <div className="lottery-typed__row">
        <input
          id={id}
          type="text"
          inputMode="numeric"
          autoComplete="off"
          value={text}
          aria-invalid={problem !== undefined}
          aria-describedby={`${id}-message`}
          onChange={(event) => setText(event.target.value)}
        />
        <button
          type="button"
          className="house-button"
          disabled={numbers.length === 0 || problem !== undefined}
          onClick={() => {
            onApply(numbers);
            setText('');
          }}
        >
          {t('typed.apply')}
        </button>
      </div>
      <p id={`${id}-message`} className={problem ? 'lottery-message is-error' : 'lottery-message'} aria-live="polite">
        {message}
      </p>
    </div>
  );
}
