import { RoutePage } from '../components/RoutePage';
import { GameListPage } from '../games/GameListPage';
import type { PageProps } from '../router/pageGroups';

/** Page group "egame": Slot, fish, poker and hot-game lobbies, and the game list by {games} type. */
export default function Page({ route }: PageProps) {
  // The hot-games page arrives with its own screen; every other egame route is a game list.
  if (route.path === '/hot') return <RoutePage route={route} />;
  return <GameListPage route={route} />;
}
