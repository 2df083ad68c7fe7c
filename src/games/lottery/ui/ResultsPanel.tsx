import dayjs from 'dayjs';
import { useState } from 'react';
import type { LotteryDraw } from '../../../shared/api/lottery';
import { DRAW_FORMATS, type DrawCheck, type DrawFormatCode } from '../engine';
import { DrawBoard } from './DrawBoard';
import { checkDraw, isVerifiable } from './drawCheck';
import type { LotteryKey, LotteryTranslate } from './translate';

export interface ResultsPanelProps {
  readonly format: DrawFormatCode;
  /** Newest first; null while loading. */
  readonly draws: readonly LotteryDraw[] | null;
  readonly t: LotteryTranslate;
}

/** The last draws, each with its full board and, for a house draw, its seeds and an in-page verify. */
export function ResultsPanel({ format, draws, t }: ResultsPanelProps) {
  if (draws === null) return <p className="lottery-muted">{t('results.loading')}</p>;
  if (draws.length === 0) return <p className="lottery-muted">{t('results.empty')}</p>;
  return (
    <ol className="lottery-results">
      {draws.map((draw, index) => (
        <DrawItem key={draw.numero} format={format} draw={draw} open={index === 0} t={t} />
      ))}
    </ol>
  );
}

interface DrawItemProps {
  readonly format: DrawFormatCode;
  readonly draw: LotteryDraw;
  /** The latest draw shows its board at once; older ones open on demand (30 boards would be a very long page). */
  readonly open: boolean;
  readonly t: LotteryTranslate;
}

function DrawItem({ format, draw, open, t }: DrawItemProps) {
  const [check, setCheck] = useState<DrawCheck | null>(null);
  // The headline number: XSMB's special prize, 4D's first prize.
  const headline = draw.result[DRAW_FORMATS[format].tiers[0]!.tier]?.[0] ?? '';
  return (
    <li className="lottery-results__draw" data-testid="draw">
      <details open={open}>
        <summary className="lottery-results__head">
          <strong>{draw.numero}</strong>
          <span className="lottery-results__headline">{headline}</span>
          <span className="lottery-muted">
            {t('results.drawnAt', { time: dayjs(draw.winningTime).format('YYYY.MM.DD HH:mm') })}
          </span>
        </summary>
        <DrawBoard format={format} result={draw.result} t={t} />
        {isVerifiable(draw) ? (
          <details className="lottery-seeds">
            <summary>{t('results.seeds')}</summary>
            <dl>
              <dt>{t('issue.commitment')}</dt>
              <dd>{draw.serverSeedHash}</dd>
              <dt>{t('results.serverSeed')}</dt>
              <dd>{draw.serverSeed}</dd>
              <dt>{t('results.clientSeed')}</dt>
              <dd>{draw.clientSeed}</dd>
            </dl>
            <button type="button" className="house-button" onClick={() => setCheck(checkDraw(format, draw))}>
              {t('results.verify')}
            </button>
            {check ? <CheckMessage check={check} t={t} /> : null}
          </details>
        ) : null}
      </details>
    </li>
  );
}

function CheckMessage({ check, t }: { check: DrawCheck; t: LotteryTranslate }) {
  if (!check.verified) return <p className="lottery-message is-error">{t('results.badSeed')}</p>;
  if (check.matches) return <p className="lottery-message is-ok">{t('results.verified')}</p>;
  const tiers = check.differing.map((tier) => t(`tiers.${tier}` as LotteryKey)).join(', ');
  return <p className="lottery-message is-error">{t('results.differs', { tiers })}</p>;
}
