import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import defaultIcon from '../assets/game-default.svg';
import { gameTitle, type GameItem } from './types';

/** One game: lazy image (the default icon when it fails), name, hot badge and Play. */
export function GameCard({ game, onPlay }: { game: GameItem; onPlay: (game: GameItem) => void }) {
  const { t } = useTranslation('games');
  const [failed, setFailed] = useState(false);
  const name = gameTitle(game);
  const image = game.showIcon || game.iconUrl;
  return (
    <li className="game-card">
      <div className="game-card__art">
        <img
          src={failed || !image ? defaultIcon : image}
          alt=""
          loading="lazy"
          decoding="async"
          width={160}
          height={120}
          onError={() => setFailed(true)}
        />
        {game.isHot && <span className="game-card__hot">{t('card.hot')}</span>}
      </div>
      <p className="game-card__name" title={name}>
        {name}
      </p>
      <button
        type="button"
        className="btn btn--primary game-card__play"
        aria-label={t('card.playName', { name })}
        onClick={() => onPlay(game)}
      >
        {t('card.play')}
      </button>
    </li>
  );
}
