import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { RoutePage } from '../components/RoutePage';
import type { PageProps } from '../router/pageGroups';
import { LoadingPage } from './GameListPage';
import { TileLobby } from './TileLobby';
import { useGamesStore } from './useGamesStore';
import './games.css';

/** A tile lobby page: the path's type upper-cased picks the vendor lane (/live -> LIVE). */
export function LaneLobbyPage({ route }: PageProps) {
  const { ready } = useTranslation(['games', 'common']);
  const games = useGamesStore();
  const gameType = route.path.replace(/^\//, '').toUpperCase();
  useEffect(() => {
    void games.openLane(gameType);
  }, [games, gameType]);
  if (!ready) return <LoadingPage route={route} />;
  return (
    <RoutePage route={route}>
      <TileLobby />
    </RoutePage>
  );
}
