import TransactionHistory from '../../member/cashier/TransactionHistory';
import '../../member/cashier/cashier.css';
import type { AgentPageProps } from '../menu';

/**
 * My ledger entries: the member centre's account record (transactionHistory) as it is, with its
 * type and date filters; an agent's own wallet is a member wallet like any other.
 */
export default function AccountDetails(_props: AgentPageProps) {
  return <TransactionHistory />;
}
