import { GamePage } from '../games/launch/GamePage';
import type { PageProps } from '../router/pageGroups';

/**
 * Page group "seamless": the in-site game page (header with hidden navigation, no footer). It
 * launches the game its query names (vassalage with gameCode or nodeId) inside the page.
 */
export default function Page({ route }: PageProps) {
  return <GamePage route={route} />;
}
