import { LotteryPage } from '../games/lottery/LotteryPage';
import type { PageProps } from '../router/pageGroups';

/** Page group "vnlottery": the Vietnamese lottery (vendor TCG_LOTTO_VN), like /lottery. */
export default function Page({ route }: PageProps) {
  return <LotteryPage route={route} />;
}
