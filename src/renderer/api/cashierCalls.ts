import type { AxiosInstance } from 'axios';
import { ENDPOINTS } from '../../shared/api/endpoints';
import type {
  DepositLimitsView,
  DepositOrderView,
  DepositSettings,
  LimitPeriod,
  Page,
  PaymentPasswordRequest,
  PayoutAccount,
  PayoutAccountRequest,
  ReceiptOutcome,
  WithdrawalView,
  WithdrawSettings,
} from './cashierTypes';
import { callEndpoint } from './httpClient';
import { withPathParams } from './walletCalls';

/** The deposit and withdrawal calls of the member centre (docs/api.md "Deposits", "Withdrawals"). */
export function cashierCalls(http: AxiosInstance) {
  const E = ENDPOINTS;
  return {
    getDepositSettings: () => callEndpoint<DepositSettings>(http, E.depositSettings),
    createDepositOrder: (body: { channelId: number; amount: string; requestId: string }) =>
      callEndpoint<DepositOrderView>(http, E.createDeposit, body),
    getDepositOrders: (query: { page: number; pageSize: number; status?: string }) =>
      callEndpoint<Page<DepositOrderView>>(http, E.depositOrders, query),
    getDepositOrder: (orderNo: string) =>
      callEndpoint<DepositOrderView>(http, withPathParams(E.depositOrder, { orderNo })),
    attachDepositSlip: (orderNo: string, uploadId: number) =>
      callEndpoint<DepositOrderView>(http, withPathParams(E.depositSlip, { orderNo }), { uploadId }),
    getDepositLimits: () => callEndpoint<DepositLimitsView>(http, E.depositLimits),
    setDepositLimit: (body: { period: LimitPeriod; amount: string | null }) =>
      callEndpoint<DepositLimitsView>(http, E.setDepositLimit, body),
    confirmDepositLimit: (period: LimitPeriod) =>
      callEndpoint<DepositLimitsView>(http, E.confirmDepositLimit, { period }),

    getWithdrawSettings: () => callEndpoint<WithdrawSettings>(http, E.withdrawSettings, { groupId: 0 }),
    /** Encrypted. The first set proves the owner with the login password, a change with the old one. */
    setPaymentPassword: (body: PaymentPasswordRequest) => callEndpoint<{ set: true }>(http, E.paymentPassword, body),
    getPayoutAccounts: () => callEndpoint<PayoutAccount[]>(http, E.payoutAccounts),
    addPayoutAccount: (body: PayoutAccountRequest) => callEndpoint<PayoutAccount>(http, E.addPayoutAccount, body),
    removePayoutAccount: (id: number) =>
      callEndpoint<{ removed: true }>(http, withPathParams(E.removePayoutAccount, { id })),
    /** Encrypted. */
    withdraw: (body: { payoutAccountId: number; amount: string; paymentPassword: string; requestId: string }) =>
      callEndpoint<WithdrawalView>(http, E.withdraw, body),
    getWithdrawals: (query: { page: number; pageSize: number; status?: string }) =>
      callEndpoint<Page<WithdrawalView>>(http, E.withdrawals, query),
    confirmReceipt: (
      orderNo: string,
      body: { outcome: ReceiptOutcome; receivedAmount?: string; proofUploadId?: number },
    ) => callEndpoint<WithdrawalView>(http, withPathParams(E.withdrawalReceipt, { orderNo }), body),
  };
}

export type CashierCalls = ReturnType<typeof cashierCalls>;
