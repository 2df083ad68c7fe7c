import type { AgentPageProps } from '../menu';
import { WagePage } from '../WagePage';

/** The hourly contract page: my contract and offers, my children's contracts, and the payouts. */
export default function HourlySalaryPage(props: AgentPageProps) {
  return <WagePage kind="hourly" {...props} />;
}
