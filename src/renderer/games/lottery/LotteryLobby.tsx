import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { LotteryMenuGame } from '../../../shared/api/lottery';
import { RoutePage } from '../../components/RoutePage';
import type { RouteDef } from '../../router/routeTable';
import { useStores } from '../../stores/StoresContext';
import { ListState, LoadingPage } from '../GameListPage';
import { useGameLauncher } from '../launch/useGameLauncher';
import { LotteryBoard } from './LotteryBoard';
import { LotteryEmpty } from './LotteryEmpty';
import { LotteryFilters } from './LotteryFilters';
import { LotteryGameCard } from './LotteryGameCard';
import { LotteryLobbyStore } from './LotteryLobbyStore';
import { LotteryResults } from './LotteryResults';
import { LotteryTags } from './LotteryTags';
import { vendorOfGame, weekdayOf } from './lobbyRules';
import '../games.css';
import './lottery.css';

/**
 * The lottery lobby of /lottery, /vnlottery and /sealottery when no game is named (spec
 * "Lottery screen"): latest results, menu tags, list types, draw-day filter, name search and
 * the games with their countdowns. Play goes through the launcher, which asks visitors to log
 * in and brings members back with the game's code (the launch itself is LotteryPage's).
 */
export const LotteryLobby = observer(function LotteryLobby({ route }: { route: RouteDef }) {
  const { t, ready } = useTranslation(['launch', 'games']);
  const stores = useStores();
  const launcher = useGameLauncher();
  const [lobby] = useState(() =>
    stores.createLotteryStore(
      (deps, root) =>
        new LotteryLobbyStore({
          api: deps.api,
          session: root.session,
          ui: root.ui,
          header: root.header,
          local: deps.local,
          path: route.path,
        }),
    ),
  );
  useEffect(() => {
    lobby.start();
    return () => lobby.stop();
  }, [lobby]);

  if (!ready) return <LoadingPage route={route} />;
  if (lobby.load.status === 'ready' && lobby.menu.length === 0) {
    return (
      <RoutePage route={route}>
        <LotteryEmpty path={route.path} />
      </RoutePage>
    );
  }
  const play = (game: LotteryMenuGame) =>
    void launcher.start({
      vassalage: vendorOfGame(game),
      gameType: game.prizeMode,
      gameCode: game.gameCode,
      nodeId: game.nodeId,
    });
  const list = lobby.kind === 'recent' ? lobby.recentLoad : lobby.load;
  return (
    <RoutePage route={route}>
      <div className="game-list lottery-lobby">
        <LotteryResults results={lobby.results} onOpen={(draw) => void lobby.openBoard(draw.gameCode, draw.remark)} />
        <LotteryTags
          tags={lobby.tags}
          selected={lobby.kind === 'hot' ? lobby.tag : null}
          onSelect={(tag) => lobby.setTag(tag)}
        />
        <LotteryFilters
          kind={lobby.kind}
          weekday={lobby.weekday}
          search={lobby.search}
          today={weekdayOf(lobby.now)}
          onKind={(kind) => lobby.setKind(kind)}
          onWeekday={(day) => lobby.setWeekday(day)}
          onSearch={(text) => lobby.setSearch(text)}
        />
        {list.status === 'ready' && lobby.games.length > 0 ? (
          <ul className="lottery-grid" aria-label={t('lottery.grid')}>
            {lobby.games.map((game) => (
              <LotteryGameCard
                key={game.gameCode}
                game={game}
                timeLeft={lobby.timeLeft(game)}
                favorite={lobby.isFavorite(game)}
                onFavorite={() => lobby.toggleFavorite(game)}
                onPlay={() => play(game)}
                onResults={() => void lobby.openBoard(game.gameCode, game.remark)}
              />
            ))}
          </ul>
        ) : list.status === 'ready' ? (
          <p className="game-list__state" role="status">
            {t(`lottery.lobby.empty.${lobby.kind}`)}
          </p>
        ) : (
          <ListState
            errorKey={list.status === 'failed' ? list.key : undefined}
            loading={list.status === 'loading'}
            onRetry={() => (lobby.kind === 'recent' ? lobby.setKind('recent') : void lobby.reload())}
          />
        )}
      </div>
      {lobby.board && <LotteryBoard board={lobby.board} onClose={() => lobby.closeBoard()} />}
    </RoutePage>
  );
});
