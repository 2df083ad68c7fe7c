import type { AgentPageProps } from '../menu';
import { WagePage } from '../WagePage';

/** The daily contract page: my contract and offers, my children's contracts, and the payouts. */
export default function DailyWagesPage(props: AgentPageProps) {
  return <WagePage kind="daily" {...props} />;
}
