import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import BettingRecord from './BettingRecord';
import Deposit from './Deposit';
import TransactionHistory from './TransactionHistory';
import TransferFund from './TransferFund';
import TransferUpline from './TransferUpline';
import Withdraw from './Withdraw';
import type { CashierPageName } from '../cashierPages';
import './cashier.css';

/** The member centre's money pages (issue 5), one chunk loaded when the first of them opens. */
const CASHIER_PAGES: Record<CashierPageName, ComponentType> = {
  transferFund: TransferFund,
  depositv2: Deposit,
  withdraw: Withdraw,
  transferUpline: TransferUpline,
  personalHistoryCopy: BettingRecord,
  transactionHistory: TransactionHistory,
};

export default function CashierPage({ page }: { page: CashierPageName }) {
  // The pages' texts (and the pager's) arrive as their own chunks: no page shows raw keys.
  const { ready } = useTranslation(['cashier', 'games']);
  if (!ready) return <div className="page-loading" aria-busy="true" />;
  const Page = CASHIER_PAGES[page];
  return <Page />;
}
