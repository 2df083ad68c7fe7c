import { formatMinor } from './money';
import type { Translate } from './translate';

/**
 * The celebration of a win. Shown only when the round's win exceeds its stake: a return of the
 * stake or less is a loss for the player and is never presented as a win.
 */
export function WinPresentation({ win, stake, t }: { win: number; stake: number; t: Translate }) {
  if (win <= stake) return null;
  const big = win >= stake * 20;
  return (
    <div className={big ? 'slot-win is-big' : 'slot-win'} data-testid="win-presentation">
      <span className="slot-win__title">{big ? t('win.big') : t('win.title')}</span>
      <span className="slot-win__amount">{formatMinor(win)}</span>
      <span className="slot-win__times">{t('win.times', { times: (win / stake).toFixed(1) })}</span>
    </div>
  );
}
