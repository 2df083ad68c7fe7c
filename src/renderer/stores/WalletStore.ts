import { makeObservable, observable, observableRef, runInAction } from 'mobx';
import type { BalanceValue, RecordType, TransactionRecordPage } from '../../shared/api/wallet';
import type { Api } from '../api';
import { MAIN_WALLET, type BalanceStore } from './BalanceStore';
import { MoneyRequest, type IdSource } from './MoneyRequest';

/** The wallet calls the store makes (a fake in tests). */
export type WalletApi = Pick<
  Api,
  'getMerchantWallet' | 'walletTransfer' | 'transferUpline' | 'transferDownline' | 'getTransactionRecord'
>;

/** Account record rows per page (spec section 4: page size 15). */
export const RECORD_PAGE_SIZE = 15;

/** Filters of the account record: a type (or all) and a start and end day (epoch ms, end exclusive). */
export interface RecordFilter {
  type: RecordType | '';
  startTime: number;
  endTime: number;
}

/**
 * My wallet (transferFund), transfers to the upline or a downline (transferUpline) and the
 * account record (transactionHistory). Every transfer goes through a MoneyRequest, so a double
 * click or a retry after a lost answer never moves money twice. The balances are the
 * BalanceStore's (the header's figure too); every transfer refreshes it.
 */
export class WalletStore {
  /** Single-wallet brands show just the main wallet (GCS_merchantWallet isSingle). */
  isSingle = false;
  loading = false;
  record: TransactionRecordPage | null = null;
  recordFilter: RecordFilter | null = null;
  recordLoading = false;

  private readonly transfers: MoneyRequest;
  private readonly memberTransfers: MoneyRequest;

  constructor(
    private readonly api: WalletApi,
    private readonly balances: Pick<BalanceStore, 'value' | 'main' | 'currencySymbol' | 'refresh'>,
    newId?: IdSource,
  ) {
    this.transfers = new MoneyRequest(newId);
    this.memberTransfers = new MoneyRequest(newId);
    makeObservable(this, {
      isSingle: observable,
      loading: observable,
      record: observableRef,
      recordFilter: observableRef,
      recordLoading: observable,
    });
  }

  /** Every wallet's balance (the BalanceStore's answer), null until loaded. */
  get balance(): BalanceValue | null {
    return this.balances.value;
  }

  get currencySymbol(): string {
    return this.balances.currencySymbol;
  }

  /** The main wallet's available balance (0 until loaded). */
  get mainBalance(): number {
    return this.balances.main ?? 0;
  }

  /** The vendor wallets (none on a single-wallet brand). */
  get vendorWallets(): BalanceValue['balance'] {
    if (this.isSingle) return [];
    return this.balance?.balance.filter((w) => w.accountTypeId !== MAIN_WALLET) ?? [];
  }

  /** Loads the wallet mode and every wallet's balance (the refresh button). */
  async refresh(): Promise<void> {
    runInAction(() => {
      this.loading = true;
    });
    try {
      const [mode] = await Promise.all([this.api.getMerchantWallet(), this.balances.refresh()]);
      runInAction(() => {
        this.isSingle = mode.isSingle;
      });
    } finally {
      runInAction(() => {
        this.loading = false;
      });
    }
  }

  /** Main wallet to a vendor wallet ('in') or back ('out'); the balances follow the answer. */
  async transfer(direction: 'in' | 'out', accountTypeId: number, amount: string) {
    const body =
      direction === 'in'
        ? { fromAccountTypeId: MAIN_WALLET, toAccountTypeId: accountTypeId, amount }
        : { fromAccountTypeId: accountTypeId, toAccountTypeId: MAIN_WALLET, amount };
    const result = await this.transfers.submit(body, (requestId) => this.api.walletTransfer({ ...body, requestId }));
    await this.refresh();
    return result;
  }

  /** To the upline agent, or (agents) to a direct downline by username. */
  async transferToMember(target: { kind: 'upline' } | { kind: 'downline'; username: string }, amount: string) {
    const result =
      target.kind === 'upline'
        ? await this.memberTransfers.submit({ to: 'upline', amount }, (requestId) =>
            this.api.transferUpline({ amount, requestId }),
          )
        : await this.memberTransfers.submit({ to: target.username.trim(), amount }, (requestId) =>
            this.api.transferDownline({ username: target.username.trim(), amount, requestId }),
          );
    await this.refresh();
    return result;
  }

  /** Loads one page of the account record; a new filter starts at page 1. */
  async loadRecord(filter: RecordFilter, page = 1): Promise<void> {
    runInAction(() => {
      this.recordFilter = filter;
      this.recordLoading = true;
    });
    try {
      const value = await this.api.getTransactionRecord({
        ...(filter.type ? { type: filter.type } : {}),
        startTime: filter.startTime,
        endTime: filter.endTime,
        page,
        pageSize: RECORD_PAGE_SIZE,
      });
      runInAction(() => {
        // A later filter's answer wins over an earlier one that arrives late.
        if (this.recordFilter === filter) this.record = value;
      });
    } finally {
      runInAction(() => {
        this.recordLoading = false;
      });
    }
  }

  get recordPages(): number {
    const record = this.record;
    return record ? Math.max(1, Math.ceil(record.total / record.pageSize)) : 1;
  }
}
