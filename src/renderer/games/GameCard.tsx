import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import defaultIcon from '../assets/game-default.svg';
import { LAZY_IMAGE } from '../../shared/constants';
import type { GamesStore } from '../stores/GamesStore';
import { gameKey, gameTitle, type GameItem } from './types';
import type { VirtualItemProps } from './VirtualGrid';
import { useGameLauncher } from './launch/useGameLauncher';

/** The list element's attributes when the card sits in a windowed grid. */
type ItemProps = Partial<VirtualItemProps>;

interface GameCardProps {
  game: GameItem;
  onPlay: (game: GameItem) => void;
  /** The favourite star; without it the card has none. */
  favorite?: { on: boolean; pending: boolean; toggle: (game: GameItem) => void };
  item?: ItemProps;
  /** One of the first cards of the page (its picture loads at once). */
  priority?: boolean;
}

/** How many cards at the top of a list load their pictures at once. */
export const PRIORITY_CARDS = 4;

/** The image URL of a retry: the same picture asked for again past any cached failure. */
function retryUrl(url: string, attempt: number): string {
  return `${url}${url.includes('?') ? '&' : '?'}retry=${attempt}`;
}

/**
 * A game's picture: loaded lazily, asked for once more when it fails (spec: lazy image retries
 * 1), then the default game icon.
 */
export function GameArt({ src, priority = false }: { src: string; priority?: boolean }) {
  const [attempt, setAttempt] = useState(0);
  const failed = !src || attempt > LAZY_IMAGE.retries;
  return (
    <img
      src={failed ? defaultIcon : attempt === 0 ? src : retryUrl(src, attempt)}
      alt=""
      // The first cards on screen are the page's largest paint: asked for at once, not lazily.
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : 'auto'}
      decoding="async"
      width={160}
      height={120}
      onError={() => !failed && setAttempt((n) => n + 1)}
    />
  );
}

/** One game: lazy image, name, hot badge, favourite star and Play. */
export function GameCard({ game, onPlay, favorite, item, priority = false }: GameCardProps) {
  const { t } = useTranslation('games');
  const name = gameTitle(game);
  const className = item?.className ? `game-card ${item.className}` : 'game-card';
  return (
    <li {...item} className={className}>
      <div className="game-card__art">
        <GameArt src={game.showIcon || game.iconUrl} priority={priority} />
        {game.isHot && <span className="game-card__hot">{t('card.hot')}</span>}
        {favorite && (
          <button
            type="button"
            className="game-card__fav"
            aria-pressed={favorite.on}
            aria-busy={favorite.pending}
            aria-label={t('card.favorite', { name })}
            onClick={() => favorite.toggle(game)}
          >
            <span aria-hidden="true" className={favorite.pending ? 'game-card__spinner' : undefined}>
              {favorite.pending ? '' : favorite.on ? '★' : '☆'}
            </span>
          </button>
        )}
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

/** A card's place while its page is still loading: the same box, nothing to read or press. */
export function GameCardPlaceholder({ item }: { item?: ItemProps }) {
  const className = item?.className
    ? `game-card game-card--placeholder ${item.className}`
    : 'game-card game-card--placeholder';
  return (
    <li {...item} className={className}>
      <div className="game-card__art" />
      <p className="game-card__name">&nbsp;</p>
      <span className="btn game-card__play" aria-hidden="true">
        &nbsp;
      </span>
    </li>
  );
}

/** A card wired to the games store: its star follows the member's favourites. */
export const StoreGameCard = observer(function StoreGameCard({
  store,
  game,
  item,
  priority,
}: {
  store: GamesStore;
  game: GameItem;
  item?: ItemProps;
  priority?: boolean;
}) {
  const launcher = useGameLauncher();
  return (
    <GameCard
      game={game}
      item={item}
      priority={priority}
      onPlay={(chosen) => void launcher.start(chosen)}
      favorite={{
        on: store.favorites.isFavorite(game),
        pending: store.favorites.isPending(game),
        toggle: (chosen) => void store.toggleFavorite(chosen),
      }}
    />
  );
});

/** Renders item `index` of a list whose pages may not have arrived yet. */
export function renderListItem(store: GamesStore, items: readonly (GameItem | undefined)[]) {
  return function ListItem(index: number, item: VirtualItemProps) {
    const game = items[index];
    return game ? (
      <StoreGameCard
        key={`${gameKey(game)}#${index}`}
        store={store}
        game={game}
        item={item}
        priority={index < PRIORITY_CARDS}
      />
    ) : (
      <GameCardPlaceholder key={`placeholder#${index}`} item={item} />
    );
  };
}
