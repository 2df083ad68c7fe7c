import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DEFAULT_CLIENT_TYPE } from '../../../shared/constants';
import { languageHeader } from '../../../shared/i18n/languages';
import { RoutePage } from '../../components/RoutePage';
import type { RouteDef } from '../../router/routeTable';
import { useStores } from '../../stores/StoresContext';
import { GameCard, PRIORITY_CARDS } from '../GameCard';
import { ListState, LoadingPage } from '../GameListPage';
import { errorKeyOf } from '../errorKey';
import { LOTTERY_LIST_TYPES } from '../launch/lotteryRules';
import { useGameLauncher } from '../launch/useGameLauncher';
import { gameKey, type GameItem } from '../types';
import { LotteryEmpty } from './LotteryEmpty';
import '../games.css';

/** The contract's largest page: a brand's lottery games fit in one page per type. */
const PAGE_SIZE = 100;
const LIST_PLATFORM = 'flash,html5-desktop';

/** The answer to one request (`request` names it); a newer request shows as loading until it answers. */
type Answer = { request: string } & ({ status: 'failed'; key: string } | { status: 'ready'; games: GameItem[] });

/**
 * The lottery games a lottery page offers when no game is named: every ELOTT and LOTT game of
 * the brand on /lottery, the page's one vendor on /vnlottery and /sealottery. Play starts the
 * game through the launcher, which asks visitors to log in and brings members back here with
 * the game's code.
 */
export function LotteryGames({ route, vendor }: { route: RouteDef; vendor: string | null }) {
  const { t, ready } = useTranslation(['launch', 'games']);
  const { session, ui } = useStores();
  const launcher = useGameLauncher();
  const [answer, setAnswer] = useState<Answer | null>(null);
  const [attempt, setAttempt] = useState(0);
  const language = ui.language;
  const merchant = session.merchant;
  const request = JSON.stringify([vendor, merchant, language, attempt]);
  const state = answer?.request === request ? answer : { status: 'loading' as const };

  useEffect(() => {
    let live = true;
    const ask = (filter: { gameType: string } | { vassalage: string }) =>
      launcher.api.getGameList({
        clientType: String(DEFAULT_CLIENT_TYPE),
        platform: LIST_PLATFORM,
        merchant,
        language: languageHeader(language),
        pageNo: 1,
        pageSize: PAGE_SIZE,
        ...filter,
      });
    const filters = vendor ? [{ vassalage: vendor }] : LOTTERY_LIST_TYPES.map((gameType) => ({ gameType }));
    Promise.all(filters.map(ask))
      .then((pages) => live && setAnswer({ request, status: 'ready', games: pages.flatMap((page) => page.games) }))
      .catch((error: unknown) => live && setAnswer({ request, status: 'failed', key: errorKeyOf(error) }));
    return () => {
      live = false;
    };
  }, [launcher, vendor, merchant, language, request]);

  // Until the cards' strings are here, an empty busy body (no keys to flash).
  if (!ready) return <LoadingPage route={route} />;
  if (state.status === 'ready' && state.games.length === 0) {
    return (
      <RoutePage route={route}>
        <LotteryEmpty path={route.path} />
      </RoutePage>
    );
  }
  return (
    <RoutePage route={route}>
      <div className="game-list">
        <h2 className="game-list__hall">{t('lottery.choose')}</h2>
        {state.status === 'ready' && state.games.length > 0 ? (
          <ul className="game-grid" aria-label={t('lottery.grid')}>
            {state.games.map((game, index) => (
              <GameCard
                key={gameKey(game)}
                game={game}
                priority={index < PRIORITY_CARDS}
                onPlay={(chosen) => void launcher.start(chosen)}
              />
            ))}
          </ul>
        ) : (
          <ListState
            errorKey={state.status === 'failed' ? state.key : undefined}
            loading={state.status === 'loading'}
            onRetry={() => setAttempt((n) => n + 1)}
          />
        )}
      </div>
    </RoutePage>
  );
}
