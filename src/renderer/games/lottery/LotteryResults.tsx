import { useTranslation } from 'react-i18next';
import type { OpenedNumero } from '../../../shared/api/lottery';
import { OpeningNumber } from './OpeningNumber';
import { formatWinningTime } from './lobbyRules';

/** The latest opened numbers of the page's games; each opens its draw's full board. */
export function LotteryResults({
  results,
  onOpen,
}: {
  results: readonly OpenedNumero[];
  onOpen: (draw: OpenedNumero) => void;
}) {
  const { t } = useTranslation('launch');
  if (results.length === 0) return null;
  return (
    <section className="lottery-results" aria-labelledby="lottery-results-title">
      <h2 id="lottery-results-title" className="lottery-results__title">
        {t('lottery.lobby.results')}
      </h2>
      <ul className="lottery-results__strip">
        {results.map((draw) => {
          const at = formatWinningTime(draw.winningTime);
          return (
            <li key={draw.gameCode}>
              <button
                type="button"
                className="lottery-results__item"
                aria-label={t('lottery.lobby.lastResult', { name: draw.remark, numero: draw.numero })}
                onClick={() => onOpen(draw)}
              >
                <span className="lottery-results__name">{draw.remark}</span>
                <OpeningNumber value={draw.openNumber} />
                <span className="lottery-results__when">
                  {draw.numero} · {at.date} {at.time}
                </span>
              </button>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
