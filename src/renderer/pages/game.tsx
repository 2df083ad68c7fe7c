import { LaneLobbyPage } from '../games/LaneLobbyPage';
import type { PageProps } from '../router/pageGroups';

/** Page group "game": the lobbies chosen by path segment (/live, /sports, /esports, /cockfight). */
export default function Page({ route }: PageProps) {
  return <LaneLobbyPage route={route} />;
}
