import type { Api } from '../api';
import { BettingRecordStore } from './BettingRecordStore';
import type { BalanceStore } from './BalanceStore';
import { DepositStore } from './DepositStore';
import { WalletStore } from './WalletStore';
import { WithdrawStore } from './WithdrawStore';

/** The money stores of the member centre, created together from its chunk (RootStore.cashierStores). */
export interface CashierStores {
  wallet: WalletStore;
  deposit: DepositStore;
  withdraw: WithdrawStore;
  bets: BettingRecordStore;
}

export function createCashierStores({ api }: { api: Api }, root: { balance: BalanceStore }): CashierStores {
  // The wallets read the one balance; money moved here refreshes it (the header's figure too).
  const wallet = new WalletStore(api, root.balance);
  // A settled deposit or a moved withdrawal changes the main wallet too.
  const refreshBalance = () => void wallet.refresh().catch(() => undefined);
  return {
    wallet,
    deposit: new DepositStore(api, refreshBalance),
    withdraw: new WithdrawStore(api, refreshBalance),
    bets: new BettingRecordStore(api),
  };
}
