import { GamePage } from '../games/launch/GamePage';
import type { PageProps } from '../router/pageGroups';

/**
 * Page group "byIframe": the game page /game. The launcher opens it with the game in its query
 * (vassalage, gameCode, gameType, nodeId, accountType, roomId) and the launch answer kept in
 * sessionStorage; a reload shows the kept answer, a link without one launches again.
 */
export default function Page({ route }: PageProps) {
  return <GamePage route={route} />;
}
