import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { RoutePage } from '../components/RoutePage';
import { GameListPage, LoadingPage } from '../games/GameListPage';
import { HotLobby } from '../games/HotLobby';
import { useGamesStore } from '../games/useGamesStore';
import '../games/games.css';
import type { PageProps } from '../router/pageGroups';

/**
 * Page group "egame": the slot, fish and poker lobbies (/rng, /fish, /pvp) and /games/{games} in
 * pages; the all-games lobby (/games, the spec's empty path) as one windowed grid; /hot.
 */
export default function Page({ route }: PageProps) {
  if (route.path === '/hot') return <HotPage route={route} />;
  return <GameListPage route={route} view={route.path === '/games' ? 'scroll' : 'paged'} />;
}

function HotPage({ route }: PageProps) {
  const { ready } = useTranslation(['games', 'common']);
  const games = useGamesStore();
  useEffect(() => {
    void games.openHot();
  }, [games]);
  if (!ready) return <LoadingPage route={route} />;
  return (
    <RoutePage route={route}>
      <HotLobby />
    </RoutePage>
  );
}
