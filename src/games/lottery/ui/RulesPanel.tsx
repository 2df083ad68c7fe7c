import { lotteryMathSheet, type BetType, type DrawFormatCode, type LotteryOdds } from '../engine';
import { typeNames } from './BetTypeTabs';
import { oddsText } from './oddsText';
import type { LotteryKey, LotteryTranslate } from './translate';

export interface RulesPanelProps {
  readonly format: DrawFormatCode;
  readonly odds: LotteryOdds;
  readonly t: LotteryTranslate;
}

const percent = (value: number, digits: number) => `${(value * 100).toFixed(digits)}%`;

/** Every bet type of the game with its rule, the brand's odds and the exact RTP the engine computes from them. */
export function RulesPanel({ format, odds, t }: RulesPanelProps) {
  const sheet = lotteryMathSheet(odds).filter((row) => row.format === format);
  return (
    <div className="lottery-rules">
      <h3>{t('rules.title')}</h3>
      <p className="lottery-muted">{t('rules.model')}</p>
      <ul className="lottery-rules__list">
        {sheet.map((row) => {
          const type: BetType = row.type;
          const { name, local } = typeNames(type, t);
          return (
            <li key={type} className="lottery-rules__type" data-testid="rule">
              <h4>{local ? `${name} · ${local}` : name}</h4>
              <p>{t(`types.${type}.rule` as LotteryKey)}</p>
              <p>{oddsText(type, odds, t)}</p>
              <p>
                {t('rules.win')}: {percent(row.winProbability, 4)} · {t('rules.rtp')}:{' '}
                <strong data-testid="rtp">{percent(row.rtp, 2)}</strong>
              </p>
              <p className="lottery-muted lottery-rules__exact">{t('rules.exact', { value: row.exact.rtp })}</p>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
