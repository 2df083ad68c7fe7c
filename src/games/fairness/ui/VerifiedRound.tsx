import type { SlotRound, SpinOutcome } from '../../slot/engine';
import { formatMinor } from '../../slot/ui/money';
import { ReelGrid } from '../../slot/ui/ReelGrid';
import type { Translate } from '../../slot/ui/translate';

/** One replayed spin: its stops, grid and wins. */
function ReplayedSpin({ title, outcome, t }: { title: string; outcome: SpinOutcome; t: Translate }) {
  return (
    <section className="fair-spin">
      <h4>{title}</h4>
      <p className="slot-muted">{t('verifier.stops', { stops: outcome.stops.join(', ') })}</p>
      <ReelGrid outcome={outcome} t={t} />
      <ul className="fair-spin__wins">
        {outcome.lineWins.map((lineWin) => (
          <li key={lineWin.line}>
            {t('result.lineWin', {
              line: lineWin.line + 1,
              count: lineWin.count,
              symbol: t(`symbols.${lineWin.symbol}`),
              amount: formatMinor(lineWin.win),
            })}
          </li>
        ))}
        {outcome.scatterWin > 0 && (
          <li>{t('result.scatterWin', { count: outcome.scatterCount, amount: formatMinor(outcome.scatterWin) })}</li>
        )}
        <li className="fair-spin__total">{t('verifier.spinWin', { amount: formatMinor(outcome.win) })}</li>
      </ul>
    </section>
  );
}

/** A round recomputed by the verifier: the paid spin, each free spin, and the round's total. */
export function VerifiedRound({ round, t }: { round: SlotRound; t: Translate }) {
  return (
    <div className="fair-round" data-testid="verified-round">
      <p className="fair-round__total" data-testid="verified-total">
        {t('verifier.total', { win: formatMinor(round.win), stake: formatMinor(round.stake) })}
      </p>
      <ReplayedSpin title={t('verifier.baseSpin')} outcome={round.base} t={t} />
      {round.freeSpins.map((free, i) => (
        <ReplayedSpin
          key={i}
          title={t('verifier.freeSpin', { current: i + 1, total: round.freeSpins.length })}
          outcome={free}
          t={t}
        />
      ))}
    </div>
  );
}
