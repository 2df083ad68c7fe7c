import { useId } from 'react';
import type { LotteryOdds } from '../engine';
import { formatMinor } from '../../slot/ui/money';
import { typeNames } from './BetTypeTabs';
import { betFigures, chaseCost, MAX_SLIP_BETS, slipTotals, type Chase, type Slip } from './slip';
import type { LotteryTranslate } from './translate';

export interface SlipPanelProps {
  /** The section's id (the phone's slip bar links to it). */
  readonly id: string;
  readonly slip: Slip;
  readonly odds: LotteryOdds;
  readonly balance: number;
  readonly maxChase: number;
  /** Betting is open (an issue is open and not locked). */
  readonly open: boolean;
  readonly placing: boolean;
  /** The last confirm's outcome, already translated. */
  readonly message: { readonly text: string; readonly error: boolean } | null;
  readonly onRemove: (id: number) => void;
  readonly onClear: () => void;
  readonly onChase: (chase: Chase) => void;
  readonly onConfirm: () => void;
  readonly t: LotteryTranslate;
}

/** The slip: its bets with lines and cost, the chase, the totals and maximum payout, and the confirm button. */
export function SlipPanel(props: SlipPanelProps) {
  const { slip, odds, balance, maxChase, open, placing, message, t } = props;
  const chaseId = useId();
  const totals = slipTotals(slip.bets, odds);
  const total = chaseCost(totals.cost, slip.chase);
  const tooMuch = total > balance;
  return (
    <section id={props.id} className="lottery-slip" aria-labelledby={`${chaseId}-title`}>
      <h2 id={`${chaseId}-title`} className="lottery-slip__title">
        {t('slip.title')} <span className="lottery-slip__count">{slip.bets.length}</span>
      </h2>
      {slip.bets.length === 0 ? (
        <p className="lottery-muted">{t('slip.empty')}</p>
      ) : (
        <ul className="lottery-slip__bets">
          {slip.bets.map((bet) => {
            const figures = betFigures(bet, odds);
            const { name, local } = typeNames(bet.type, t);
            return (
              <li key={bet.id} className="lottery-slip__bet" data-testid="slip-bet">
                <div className="lottery-slip__bet-head">
                  <strong>{local ? `${name} · ${local}` : name}</strong>
                  <button type="button" className="house-link" onClick={() => props.onRemove(bet.id)}>
                    {t('slip.remove')}
                  </button>
                </div>
                <p className="lottery-slip__numbers">{bet.numbers.join(' ')}</p>
                <p className="lottery-muted">
                  {t('draft.lines')} {figures.lines} · ×{bet.units} · {t('draft.cost')} {formatMinor(figures.cost)} ·{' '}
                  {t('draft.maxPayout')} {formatMinor(figures.maxPayout)}
                </p>
              </li>
            );
          })}
        </ul>
      )}
      {slip.bets.length >= MAX_SLIP_BETS ? (
        <p className="lottery-muted">{t('slip.full', { max: MAX_SLIP_BETS })}</p>
      ) : null}

      <fieldset className="lottery-chase">
        <legend>{t('chase.label')}</legend>
        {maxChase > 0 ? (
          <>
            <label htmlFor={chaseId}>{t('chase.issues')}</label>
            <input
              id={chaseId}
              type="number"
              min={1}
              max={maxChase + 1}
              value={slip.chase.issues}
              onChange={(event) => props.onChase({ ...slip.chase, issues: Number(event.target.value) })}
            />
            <span className="lottery-muted">{t('chase.max', { max: maxChase + 1 })}</span>
            <label className="lottery-check">
              <input
                type="checkbox"
                checked={slip.chase.stopOnWin}
                onChange={(event) => props.onChase({ ...slip.chase, stopOnWin: event.target.checked })}
              />
              {t('chase.stopOnWin')}
            </label>
          </>
        ) : (
          <span className="lottery-muted">{t('chase.none')}</span>
        )}
      </fieldset>

      <dl className="lottery-figures">
        <div>
          <dt>{t('slip.perIssue')}</dt>
          <dd>{formatMinor(totals.cost)}</dd>
        </div>
        <div>
          <dt>{t('slip.total')}</dt>
          <dd data-testid="slip-total">{formatMinor(total)}</dd>
        </div>
        <div>
          <dt>{t('slip.maxPayout')}</dt>
          <dd>{formatMinor(totals.maxPayout)}</dd>
        </div>
      </dl>
      {tooMuch && slip.bets.length > 0 ? <p className="lottery-message is-error">{t('slip.balanceLow')}</p> : null}
      {message ? (
        <p className={message.error ? 'lottery-message is-error' : 'lottery-message is-ok'} role="status">
          {message.text}
        </p>
      ) : null}
      <div className="lottery-slip__actions">
        <button
          type="button"
          className="house-button house-button--primary"
          disabled={!open || placing || slip.bets.length === 0 || tooMuch}
          onClick={props.onConfirm}
        >
          {placing ? t('slip.placing') : t('slip.confirm', { amount: formatMinor(total) })}
        </button>
        {slip.bets.length > 0 ? (
          <button type="button" className="house-link" onClick={props.onClear} disabled={placing}>
            {t('slip.clear')}
          </button>
        ) : null}
      </div>
    </section>
  );
}
