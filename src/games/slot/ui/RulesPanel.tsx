import { LUCKY_CROWN_RULES, PAYLINES, SLOT_GAME } from '../engine';
import { formatMinor } from './money';
import { Paytable } from './Paytable';
import { PaylineDiagram } from './PaylineDiagram';
import { percent, PUBLISHED_RTP } from './rulesFigures';
import { SymbolArt } from './SymbolArt';
import type { Translate } from './translate';

/** The published jackpot hit rule of real-money play: share of each stake, 1-in-odds chance per round. */
export interface JackpotRule {
  readonly odds: number;
  /** Basis points of each stake paid into the pool. */
  readonly shareBp: number;
}

/** The published rules: lines, wild, scatter, free spins, paytable at the current stake, RTP. */
export function RulesPanel({ stake, jackpot, t }: { stake: number; jackpot?: JackpotRule; t: Translate }) {
  const lines = PAYLINES.length;
  const coinValue = stake / lines;
  const { trigger, award, multiplier } = LUCKY_CROWN_RULES.freeSpins;
  const [three, four, five] = LUCKY_CROWN_RULES.scatterPays;
  return (
    <div className="slot-rules">
      <p>{t('rules.overview', { lines, stake: formatMinor(stake), coin: formatMinor(coinValue) })}</p>
      <p>{t('rules.lineWins')}</p>
      <div className="slot-rules__special">
        <SymbolArt symbol="WILD" />
        <p>{t('rules.wild')}</p>
      </div>
      <div className="slot-rules__special">
        <SymbolArt symbol="SCATTER" />
        <p>
          {t('rules.scatter', {
            three: formatMinor(three * stake),
            four: formatMinor(four * stake),
            five: formatMinor(five * stake),
          })}
        </p>
      </div>
      <p className="slot-rules__free">{t('rules.freeSpins', { trigger, award, multiplier })}</p>
      <p>{t('rules.round')}</p>
      {jackpot && jackpot.odds > 0 && (
        <p className="slot-rules__jackpot" data-testid="jackpot-rule">
          {t('rules.jackpot', { share: jackpot.shareBp / 100, odds: jackpot.odds.toLocaleString('en-US') })}
        </p>
      )}
      <Paytable coinValue={coinValue} t={t} />
      <h3>{t('rules.linesTitle', { lines })}</h3>
      <div className="slot-rules__lines">
        {PAYLINES.map((_, line) => (
          <PaylineDiagram key={line} line={line} t={t} />
        ))}
      </div>
      <p className="slot-rules__rtp" data-testid="rtp">
        {t('rules.rtp', { rtp: percent(PUBLISHED_RTP) })}
      </p>
      <p className="slot-rules__version">{t('rules.version', { version: SLOT_GAME.version })}</p>
    </div>
  );
}
