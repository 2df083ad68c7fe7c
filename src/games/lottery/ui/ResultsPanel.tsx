import dayjs from 'dayjs';
import { useState } from 'react';
import type { LotteryDraw } from '../../../shared/api/lottery';
import type { DrawCheck, DrawFormatCode } from '../engine';
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
      {draws.map((draw) => (
        <DrawItem key={draw.numero} format={format} draw={draw} t={t} />
      ))}
    </ol>
  );
}

function DrawItem({ format, draw, t }: { format: DrawFormatCode; draw: LotteryDraw; t: LotteryTranslate }) {
  const [check, setCheck] = useState<DrawCheck | null>(null);
  return (
    <li className="lottery-results__draw" data-testid="draw">
      <h3 className="lottery-results__head">
        {draw.numero}
        <span className="lottery-muted">
          {t('results.drawnAt', { time: dayjs(draw.winningTime).format('YYYY.MM.DD HH:mm') })}
        </span>
      </h3>
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
          <button type="button" className="lottery-button" onClick={() => setCheck(checkDraw(format, draw))}>
            {t('results.verify')}
          </button>
          {check ? <CheckMessage check={check} t={t} /> : null}
        </details>
      ) : null}
    </li>
  );
}

function CheckMessage({ check, t }: { check: DrawCheck; t: LotteryTranslate }) {
  if (!check.verified) return <p className="lottery-message is-error">{t('results.badSeed')}</p>;
  if (check.matches) return <p className="lottery-message is-ok">{t('results.verified')}</p>;
  const tiers = check.differing.map((tier) => t(`tiers.${tier}` as LotteryKey)).join(', ');
  return <p className="lottery-message is-error">{t('results.differs', { tiers })}</p>;
}
