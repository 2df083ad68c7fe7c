import { action, makeObservable, observableRef, runInAction } from 'mobx';
import type { Api } from '../api';
import type { Page, PayoutAccount, ReceiptOutcome, WithdrawalView, WithdrawSettings } from '../api/cashierTypes';
import { MoneyRequest, type IdSource } from './MoneyRequest';
import { UploadRejected, uploadProblem } from './uploadCheck';

export type WithdrawApi = Pick<
  Api,
  | 'getWithdrawSettings'
  | 'setPaymentPassword'
  | 'getPayoutAccounts'
  | 'addPayoutAccount'
  | 'removePayoutAccount'
  | 'withdraw'
  | 'getWithdrawals'
  | 'confirmReceipt'
  | 'uploadImage'
>;

export const WITHDRAWALS_PAGE_SIZE = 10;

/** A payout account's holder name as the server compares it: trimmed, single spaces, upper case. */
export function holderNameOf(name: string): string {
  return name.trim().replace(/\s+/g, ' ').toUpperCase();
}

/** A paid withdrawal whose receipt the player still has to confirm (spec section 4). */
export function awaitsReceipt(withdrawal: WithdrawalView): boolean {
  return withdrawal.status === 'paid' && withdrawal.receipt?.status === 'awaiting';
}

export interface ReceiptInput {
  outcome: ReceiptOutcome;
  /** The amount received, for 'partial'. */
  receivedAmount?: string;
  /** The proof image, required for 'not_received'. */
  proof?: File;
}

/**
 * The withdrawal page: its settings (limits, turnover, withdrawable), the payment password, the
 * payout accounts, the request itself (requestId per action, reused on a retry after a lost
 * answer), the order list and the receipt confirmation of paid withdrawals.
 */
export class WithdrawStore {
  settings: WithdrawSettings | null = null;
  accounts: PayoutAccount[] = [];
  withdrawals: Page<WithdrawalView> | null = null;
  private readonly requests: MoneyRequest;

  constructor(
    private readonly api: WithdrawApi,
    private readonly onMoneyMoved: () => void,
    newId?: IdSource,
  ) {
    this.requests = new MoneyRequest(newId);
    makeObservable(this, {
      settings: observableRef,
      accounts: observableRef,
      withdrawals: observableRef,
      setAccounts: action,
    });
  }

  setAccounts(accounts: PayoutAccount[]): void {
    this.accounts = accounts;
  }

  async load(): Promise<void> {
    const [settings, accounts, withdrawals] = await Promise.all([
      this.api.getWithdrawSettings(),
      this.api.getPayoutAccounts(),
      this.api.getWithdrawals({ page: 1, pageSize: WITHDRAWALS_PAGE_SIZE }),
    ]);
    runInAction(() => {
      this.settings = settings;
      this.accounts = accounts;
      this.withdrawals = withdrawals;
    });
  }

  async loadWithdrawals(page = 1): Promise<void> {
    const [settings, withdrawals] = await Promise.all([
      this.api.getWithdrawSettings(),
      this.api.getWithdrawals({ page, pageSize: WITHDRAWALS_PAGE_SIZE }),
    ]);
    runInAction(() => {
      this.settings = settings;
      this.withdrawals = withdrawals;
    });
  }

  /** First set (login password proves the owner) or change (the old payment password does). */
  async setPaymentPassword(input: { current: string; next: string }): Promise<void> {
    const first = !this.settings?.hasPaymentPassword;
    await this.api.setPaymentPassword(
      first
        ? { loginPassword: input.current, newPaymentPassword: input.next }
        : { oldPaymentPassword: input.current, newPaymentPassword: input.next },
    );
    const settings = await this.api.getWithdrawSettings();
    runInAction(() => {
      this.settings = settings;
    });
  }

  async addAccount(input: Parameters<WithdrawApi['addPayoutAccount']>[0]): Promise<void> {
    await this.api.addPayoutAccount({
      ...input,
      holderName: holderNameOf(input.holderName),
      accountNumber: input.accountNumber.replace(/\s+/g, ''),
    });
    this.setAccounts(await this.api.getPayoutAccounts());
  }

  async removeAccount(id: PayoutAccount['id']): Promise<void> {
    await this.api.removePayoutAccount(id);
    this.setAccounts(await this.api.getPayoutAccounts());
  }

  /** Requests a withdrawal: the amount is held at once; the list and balance follow. */
  async withdraw(input: { payoutAccountId: PayoutAccount['id']; amount: string; paymentPassword: string }) {
    const result = await this.requests.submit(input, (requestId) => this.api.withdraw({ ...input, requestId }));
    this.onMoneyMoved();
    await this.loadWithdrawals();
    return result;
  }

  /** Received fully, partly (amount) or not at all (a proof image, checked before it is sent). */
  async confirmReceipt(orderNo: string, input: ReceiptInput): Promise<void> {
    let proofUploadId: number | undefined;
    if (input.outcome === 'not_received' && input.proof) {
      const problem = uploadProblem(input.proof);
      if (problem) throw new UploadRejected(problem);
      proofUploadId = (await this.api.uploadImage('withdrawal_proof', input.proof)).id;
    }
    await this.api.confirmReceipt(orderNo, {
      outcome: input.outcome,
      ...(input.outcome === 'partial' && input.receivedAmount ? { receivedAmount: input.receivedAmount } : {}),
      ...(proofUploadId === undefined ? {} : { proofUploadId }),
    });
    this.onMoneyMoved();
    await this.loadWithdrawals(this.withdrawals?.page ?? 1);
  }
}
