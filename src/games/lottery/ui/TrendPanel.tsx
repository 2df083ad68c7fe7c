import type { LotteryDraw } from '../../../shared/api/lottery';
import { endingTrends } from './trend';
import type { LotteryTranslate } from './translate';

/** Draws the trend looks back over. */
export const TREND_DRAWS = 30;

/**
 * The 00–99 endings of the last draws: each cell says how many draws ago the ending last came
 * (blank if not in any) and is shaded by how often it came. A look back, not a prediction: every
 * ending is equally likely in every draw.
 */
export function TrendPanel({ draws, t }: { draws: readonly LotteryDraw[] | null; t: LotteryTranslate }) {
  if (draws === null) return <p className="lottery-muted">{t('results.loading')}</p>;
  if (draws.length === 0) return <p className="lottery-muted">{t('trend.empty')}</p>;
  const recent = draws.slice(0, TREND_DRAWS);
  const trends = endingTrends(recent.map((draw) => draw.result));
  const most = Math.max(1, ...trends.map((trend) => trend.count));
  return (
    <div className="lottery-trend">
      <h3 className="lottery-trend__title">{t('trend.title', { count: recent.length })}</h3>
      <p className="lottery-muted">{t('trend.legend')}</p>
      <div className="lottery-grid lottery-grid--trend" role="list">
        {trends.map(({ ending, since, count }) => (
          <div
            key={ending}
            role="listitem"
            className="lottery-trend__cell"
            // Heat: the share of the most frequent ending, in steps of a fifth (five shades in the stylesheet).
            data-heat={Math.ceil((count / most) * 5)}
            aria-label={
              since === null
                ? t('trend.never', { ending, count: recent.length })
                : t('trend.cell', { ending, since, count })
            }
          >
            <span className="lottery-trend__ending">{ending}</span>
            <span className="lottery-trend__since">{since ?? '–'}</span>
          </div>
        ))}
      </div>
    </div>
  );
}
