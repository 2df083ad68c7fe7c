import type { AgentPageProps } from '../menu';
import { WagePage } from '../WagePage';

/** The realtime contract page: my contract and offers, my children's contracts, and the payouts. */
export default function RealtimeSalaryPage(props: AgentPageProps) {
  return <WagePage kind="realtime" {...props} />;
}
