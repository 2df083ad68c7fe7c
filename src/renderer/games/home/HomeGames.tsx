import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { POPULAR_DEFAULT_COUNT, RANK_LIST_DEFAULT_LIMIT } from '../../../shared/api/game-rules';
import type { PopularGame, Winner } from '../../../shared/api/games';
import { DEFAULT_CURRENCY_SYMBOL } from '../../../shared/constants';
import { languageHeader } from '../../../shared/i18n/languages';
import { displayMoney } from '../../../shared/money';
import defaultIcon from '../../assets/game-default.svg';
import { useStores } from '../../stores/StoresContext';
import type { GameLauncher } from '../launch/GameLauncher';
import { useGameLauncher } from '../launch/useGameLauncher';
import { gameTitle } from '../types';
import './home.css';

/**
 * The home page's game strips, loaded after the first paint below the fold: the winner board
 * (GCSGAME_getRankList, top 3 with medals) and the popular games (/lgw/games/popular, 20).
 * Clicking a row or a card starts that game.
 */
export default function HomeGames() {
  // The strips' titles and the cards' accessible names are in 'launch', which may still be on its
  // way when the lists arrive: a card named "playName" is worse than a strip that appears a moment later.
  const { ready } = useTranslation('launch');
  if (!ready) return null;
  return (
    <div className="home-games">
      <PopularGames />
      <WinnerBoard />
    </div>
  );
}

type Loaded<T> = { status: 'loading' } | { status: 'ready'; items: T[] } | { status: 'failed' };

/** Loads a list per language; a failure leaves the strip with a short note. */
function useList<T>(load: (launcher: GameLauncher, language: string) => Promise<T[]>): Loaded<T> {
  const launcher = useGameLauncher();
  const { ui } = useStores();
  const language = languageHeader(ui.language);
  const [state, setState] = useState<Loaded<T>>({ status: 'loading' });
  useEffect(() => {
    let live = true;
    load(launcher, language).then(
      (items) => live && setState({ status: 'ready', items }),
      () => live && setState({ status: 'failed' }),
    );
    return () => {
      live = false;
    };
  }, [launcher, language, load]);
  return state;
}

const loadWinners = async (launcher: GameLauncher, language: string): Promise<Winner[]> =>
  (await launcher.api.getRankList({ gameCategory: 'ALL', language, limitNum: RANK_LIST_DEFAULT_LIMIT })).list;

/** The popular answer is keyed by rank ("1", "2", ...); ascending integer keys keep the order. */
const loadPopular = async (launcher: GameLauncher, language: string): Promise<PopularGame[]> =>
  Object.values(await launcher.api.getPopularGames({ count: POPULAR_DEFAULT_COUNT, language })).sort(
    (a, b) => a.rank - b.rank,
  );

/** Winnings as money: 2 decimals, comma thousands (the amount is a JSON number of 2 decimals). */
function winText(amount: number): string {
  return displayMoney(BigInt(Math.round(amount * 100)), DEFAULT_CURRENCY_SYMBOL);
}

const MEDALS = ['gold', 'silver', 'bronze'] as const;

const WinnerBoard = observer(function WinnerBoard() {
  const { t } = useTranslation('launch');
  const launcher = useGameLauncher();
  const state = useList(loadWinners);
  return (
    <section className="home-games__section winner-board" aria-labelledby="winner-board-title">
      <h2 id="winner-board-title" className="home-games__title">
        {t('home.winners')}
      </h2>
      {state.status !== 'ready' || state.items.length === 0 ? (
        <p className="home-games__note">
          {state.status === 'loading'
            ? t('home.loading')
            : state.status === 'failed'
              ? t('home.failed')
              : t('home.noWinners')}
        </p>
      ) : (
        <ol className="winner-board__list">
          {state.items.map(({ vo }, index) => {
            const medal = MEDALS[index];
            return (
              <li key={`${vo.customerName}-${vo.settledAt}-${String(index)}`}>
                <button
                  type="button"
                  className={`winner-board__row${medal ? ' winner-board__row--top' : ''}`}
                  aria-label={t('home.winnerRow', {
                    rank: index + 1,
                    name: vo.customerName,
                    amount: winText(vo.winAmount),
                    game: vo.gameName,
                  })}
                  onClick={() => void launcher.start(vo)}
                >
                  {medal ? (
                    <Medal kind={medal} rank={index + 1} />
                  ) : (
                    <span className="winner-board__rank">{index + 1}</span>
                  )}
                  <span className="winner-board__who">
                    <span className="winner-board__name">{vo.customerName}</span>
                    <span className="winner-board__game">{vo.gameName}</span>
                  </span>
                  <span className="winner-board__amount">{winText(vo.winAmount)}</span>
                </button>
              </li>
            );
          })}
        </ol>
      )}
    </section>
  );
});

/** A medal for the first three: drawn inline, no image request. */
function Medal({ kind, rank }: { kind: (typeof MEDALS)[number]; rank: number }) {
  return (
    <svg
      className={`winner-board__medal winner-board__medal--${kind}`}
      viewBox="0 0 32 32"
      width="32"
      height="32"
      aria-hidden="true"
    >
      <path d="M10 2h5l3 8h-5zM22 2h-5l-3 8h5z" className="winner-board__ribbon" />
      <circle cx="16" cy="20" r="10" />
      <text x="16" y="24.5" textAnchor="middle" fontSize="12" fontWeight="700">
        {rank}
      </text>
    </svg>
  );
}

const PopularGames = observer(function PopularGames() {
  const { t } = useTranslation('launch');
  const launcher = useGameLauncher();
  const state = useList(loadPopular);
  return (
    <section className="home-games__section popular-games" aria-labelledby="popular-games-title">
      <h2 id="popular-games-title" className="home-games__title">
        {t('home.popular')}
      </h2>
      {state.status !== 'ready' || state.items.length === 0 ? (
        <p className="home-games__note">
          {state.status === 'loading'
            ? t('home.loading')
            : state.status === 'failed'
              ? t('home.failed')
              : t('home.noPopular')}
        </p>
      ) : (
        <ul className="popular-games__strip" aria-label={t('home.popular')}>
          {state.items.map((game) => (
            <li key={`${game.vassalage}:${game.nodeId}`}>
              <PopularCard game={game} onPlay={() => void launcher.start(game)} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
});

function PopularCard({ game, onPlay }: { game: PopularGame; onPlay: () => void }) {
  const { t } = useTranslation('launch');
  const [failed, setFailed] = useState(false);
  const name = gameTitle(game);
  const image = game.showIcon || game.iconUrl;
  return (
    <button type="button" className="popular-games__card" aria-label={t('playName', { name })} onClick={onPlay}>
      <img
        src={failed || !image ? defaultIcon : image}
        alt=""
        loading="lazy"
        decoding="async"
        width={160}
        height={120}
        onError={() => setFailed(true)}
      />
      <span className="popular-games__name">{name}</span>
    </button>
  );
}
