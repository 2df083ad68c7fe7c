import type { SpinOutcome } from '../engine';
import type { SlotSpinResult } from './client';
import { formatMinor } from './money';
import type { Translate } from './translate';

const ROW_KEYS = ['reels.top', 'reels.middle', 'reels.bottom'] as const;

/** The grid in words, row by row, for screen readers. */
export function describeGrid(outcome: SpinOutcome, t: Translate): string {
  return ROW_KEYS.map((rowKey, row) =>
    t('reels.row', {
      row: t(rowKey),
      symbols: outcome.grid.map((window) => t(`symbols.${window[row]!}`)).join(', '),
    }),
  ).join(' ');
}

/** The round's result in neutral words: a win above the stake, a partial return, or nothing. */
function resultText(spin: SlotSpinResult, resumed: boolean, t: Translate): string {
  const { win, stake } = spin.round;
  const amounts = { win: formatMinor(win), stake: formatMinor(stake) };
  if (resumed) return t('result.resumed', amounts);
  if (win > stake) return t('result.win', amounts);
  if (win > 0) return t('result.returned', amounts);
  return t('result.noWin');
}

export interface RoundSummaryProps {
  readonly shown: SpinOutcome;
  readonly moving: boolean;
  readonly result: { spin: SlotSpinResult; resumed: boolean } | null;
  readonly t: Translate;
}

/**
 * What the shown spin paid, line by line, and the round's result once it has been presented
 * (announced to screen readers through a polite live region with the grid in words).
 */
export function RoundSummary({ shown, moving, result, t }: RoundSummaryProps) {
  const announcement =
    result && !moving ? `${describeGrid(shown, t)} ${resultText(result.spin, result.resumed, t)}` : '';
  return (
    <div className="slot-summary">
      <p className="slot-summary__result" data-testid="round-result">
        {result && !moving ? resultText(result.spin, result.resumed, t) : '\u00a0'}
      </p>
      {!moving && (shown.lineWins.length > 0 || shown.scatterWin > 0) && (
        <ul className="slot-summary__wins" aria-label={t('result.winsLabel')}>
          {shown.lineWins.map((lineWin) => (
            <li key={lineWin.line}>
              {t('result.lineWin', {
                line: lineWin.line + 1,
                count: lineWin.count,
                symbol: t(`symbols.${lineWin.symbol}`),
                amount: formatMinor(lineWin.win),
              })}
            </li>
          ))}
          {shown.scatterWin > 0 && (
            <li>{t('result.scatterWin', { count: shown.scatterCount, amount: formatMinor(shown.scatterWin) })}</li>
          )}
        </ul>
      )}
      <div className="slot-visually-hidden" role="status" aria-live="polite" data-testid="reels-live">
        {announcement}
      </div>
    </div>
  );
}
