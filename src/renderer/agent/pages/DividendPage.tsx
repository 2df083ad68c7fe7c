import type { AgentPageProps } from '../menu';
import { WagePage } from '../WagePage';

/** The dividend contract page: my contract and offers, my children's contracts, and the payouts. */
export default function DividendPage(props: AgentPageProps) {
  return <WagePage kind="dividend" {...props} />;
}
