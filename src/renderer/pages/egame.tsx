import { RoutePage } from '../components/RoutePage';
import type { PageProps } from '../router/pageGroups';

/** Page group "egame": Slot, fish, poker and hot-game lobbies, and the game list by {games} type. */
export default function Page({ route }: PageProps) {
  return <RoutePage route={route} />;
}
