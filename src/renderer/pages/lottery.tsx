import { LotteryPage } from '../games/lottery/LotteryPage';
import type { PageProps } from '../router/pageGroups';

/**
 * Page group "lottery": /lottery (gameCode, vendor) and /sealottery (gameCode), header only
 * with hidden nav; a named game is launched in the game frame, else the lottery games are listed.
 */
export default function Page({ route }: PageProps) {
  return <LotteryPage route={route} />;
}
