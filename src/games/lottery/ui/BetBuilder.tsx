import { useId, useState } from 'react';
import { BET_TYPE_RULES, betProblem, type Bet, type BetType, type LotteryOdds } from '../engine';
import { formatMinor } from '../../slot/ui/money';
import { pickerOf, soldInPoints } from './betTypes';
import { BET_PROBLEM_ERRORS } from './client';
import { DigitWheels } from './DigitWheels';
import { NumberGrid } from './NumberGrid';
import { oddsText } from './oddsText';
import { QuickPick } from './QuickPick';
import { betFigures } from './slip';
import type { LotteryKey, LotteryTranslate } from './translate';
import { TypedEntry } from './TypedEntry';

export interface BetBuilderProps {
  readonly type: BetType;
  readonly odds: LotteryOdds;
  readonly onAdd: (bet: Bet) => void;
  /** The slip holds its maximum of bets. */
  readonly slipFull: boolean;
  readonly random?: () => number;
  readonly t: LotteryTranslate;
}

/**
 * One bet in the making: the type's odds and rule, a picker fit for it (grid, digit row or
 * wheels), typed entry, quick pick and units, with its lines, cost and maximum payout shown
 * before it goes on the slip. Mount it with key={type}: a new type starts a new bet.
 */
export function BetBuilder({ type, odds, onAdd, slipFull, random, t }: BetBuilderProps) {
  const unitsId = useId();
  const rule = BET_TYPE_RULES[type];
  const [numbers, setNumbers] = useState<string[]>([]);
  const [unitsText, setUnitsText] = useState('1');
  const units = /^\d+$/.test(unitsText) ? Number(unitsText) : Number.NaN;
  const picker = pickerOf(type);

  const toggle = (number: string) =>
    setNumbers((before) => (before.includes(number) ? before.filter((n) => n !== number) : [...before, number]));
  const addOne = (number: string) => setNumbers((before) => (before.includes(number) ? before : [...before, number]));

  const bet: Bet = { type, numbers, units };
  const problem = numbers.length > 0 ? betProblem(bet, odds) : undefined;
  const figures = numbers.length > 0 && problem === undefined ? betFigures(bet, odds) : null;
  // Too few picks so far is the count hint's business, not an error yet.
  const shownProblem = problem === 'lottery.bet.count' && numbers.length < rule.minNumbers ? undefined : problem;
  const countHint =
    rule.minNumbers === rule.maxNumbers
      ? t('picker.exactly', { count: rule.minNumbers })
      : t('picker.needs', { min: rule.minNumbers, max: Math.min(rule.maxNumbers, 100) });

  return (
    <section className="lottery-builder" aria-label={t('picker.label')}>
      <p className="lottery-builder__odds" data-testid="type-odds">
        {oddsText(type, odds, t)}
      </p>
      <p className="lottery-builder__rule">{t(`types.${type}.rule` as LotteryKey)}</p>

      {picker === 'wheels' ? (
        <DigitWheels key={type} digits={rule.digits} onAdd={addOne} t={t} />
      ) : (
        <NumberGrid
          type={type}
          size={picker === 'grid' ? 100 : 10}
          picked={numbers}
          onToggle={toggle}
          label={t('picker.label')}
        />
      )}

      <div className="lottery-builder__picked">
        <span>
          {t('picker.selected', { count: numbers.length })} · {countHint}
        </span>
        {numbers.length > 0 ? (
          <>
            <span className="lottery-builder__numbers" data-testid="picked">
              {[...numbers].sort().join(' ')}
            </span>
            <button type="button" className="house-link" onClick={() => setNumbers([])}>
              {t('picker.clear')}
            </button>
          </>
        ) : null}
      </div>

      <TypedEntry type={type} units={Number.isNaN(units) ? 1 : units} odds={odds} onApply={setNumbers} t={t} />
      <QuickPick key={type} type={type} onPick={setNumbers} random={random} t={t} />

      <div className="lottery-builder__units">
        <label htmlFor={unitsId}>{t(soldInPoints(type) ? 'units.points' : 'units.units')}</label>
        <input
          id={unitsId}
          type="number"
          inputMode="numeric"
          min={1}
          step={1}
          value={unitsText}
          onChange={(event) => setUnitsText(event.target.value)}
        />
      </div>

      <dl className="lottery-figures">
        <div>
          <dt>{t('draft.lines')}</dt>
          <dd>{figures ? figures.lines : '—'}</dd>
        </div>
        <div>
          <dt>{t('draft.cost')}</dt>
          <dd data-testid="draft-cost">{figures ? formatMinor(figures.cost) : '—'}</dd>
        </div>
        <div>
          <dt>{t('draft.maxPayout')}</dt>
          <dd>{figures ? formatMinor(figures.maxPayout) : '—'}</dd>
        </div>
      </dl>
      {shownProblem ? (
        <p className="lottery-message is-error" role="alert">
          {t(`errors.${BET_PROBLEM_ERRORS[shownProblem]}` as LotteryKey)}
        </p>
      ) : null}
      <button
        type="button"
        className="house-button house-button--primary"
        disabled={figures === null || slipFull}
        onClick={() => {
          onAdd(bet);
          setNumbers([]);
        }}
      >
        {t('draft.add')}
      </button>
    </section>
  );
}
