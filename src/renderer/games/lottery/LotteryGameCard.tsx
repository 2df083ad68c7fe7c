import { useTranslation } from 'react-i18next';
import type { LotteryMenuGame } from '../../../shared/api/lottery';
import { OpeningNumber } from './OpeningNumber';
import { countdownOf, formatWinningTime } from './lobbyRules';

interface LotteryGameCardProps {
  game: LotteryMenuGame;
  /** Milliseconds until betting closes, as of the lobby's clock. */
  timeLeft: number;
  favorite: boolean;
  onFavorite: () => void;
  onPlay: () => void;
  onResults: () => void;
}

/**
 * One lottery game: name, house-draw badge, the last opening number (its board on a click),
 * the open issue's draw time as YYYY.MM.DD, the countdown to its deadline, the star and Play.
 */
export function LotteryGameCard({ game, timeLeft, favorite, onFavorite, onPlay, onResults }: LotteryGameCardProps) {
  const { t } = useTranslation('launch');
  const name = game.remark || game.gameCode;
  const draw = game.winningTime > 0 ? formatWinningTime(game.winningTime) : null;
  const left = countdownOf(timeLeft);
  return (
    <li className="lottery-card" data-game={game.gameCode}>
      <div className="lottery-card__head">
        <h3 className="lottery-card__name" title={name}>
          {name}
        </h3>
        <button
          type="button"
          className="lottery-card__fav"
          aria-pressed={favorite}
          aria-label={t('lottery.lobby.favorite', { name })}
          onClick={onFavorite}
        >
          <span aria-hidden="true">{favorite ? '★' : '☆'}</span>
        </button>
      </div>
      {game.kind === 'house' && game.drawInterval > 0 && (
        <p className="lottery-card__badge">{t('lottery.lobby.house', { count: Math.round(game.drawInterval / 60) })}</p>
      )}
      {game.openNumber ? (
        <button
          type="button"
          className="lottery-card__last"
          aria-label={t('lottery.lobby.lastResult', { name, numero: game.lastNumero })}
          onClick={onResults}
        >
          <span className="lottery-card__caption">{t('lottery.lobby.lastNumero', { numero: game.lastNumero })}</span>
          <OpeningNumber value={game.openNumber} />
        </button>
      ) : (
        <p className="lottery-card__last lottery-card__last--none">{t('lottery.lobby.noResult')}</p>
      )}
      {game.numero && draw ? (
        <dl className="lottery-card__times">
          <div>
            <dt>{t('lottery.lobby.issue')}</dt>
            <dd>{game.numero}</dd>
          </div>
          <div>
            <dt>{t('lottery.lobby.drawAt')}</dt>
            <dd>
              <time dateTime={new Date(game.winningTime).toISOString()}>
                {draw.date} {draw.time}
              </time>
            </dd>
          </div>
          <div>
            <dt>{t('lottery.lobby.closesIn')}</dt>
            <dd className="lottery-card__countdown" role="timer">
              {timeLeft > 0
                ? left.days > 0
                  ? t('lottery.lobby.daysLeft', { count: left.days, clock: left.clock })
                  : left.clock
                : t('lottery.lobby.closed')}
            </dd>
          </div>
        </dl>
      ) : (
        <p className="lottery-card__times lottery-card__times--none">{t('lottery.lobby.noIssue')}</p>
      )}
      <button type="button" className="btn btn--primary lottery-card__play" onClick={onPlay}>
        {t('lottery.lobby.play')}
      </button>
    </li>
  );
}
