/**
 * Deposit and withdrawal shapes the renderer reads (the money contract; src/shared/api/deposit.ts
 * and withdraw.ts, type-only so no schema code reaches the browser). Amounts are JSON numbers
 * with at most 2 decimals; times are epoch ms.
 */
import type {
  DepositChannelView,
  DepositLimitChange,
  DepositLimitsView,
  DepositOrderView,
  DepositSettingsView,
} from '../../shared/api/deposit';
import type {
  PaymentPasswordRequest,
  PayoutAccountRequest,
  PayoutAccountView,
  ReceiptRequest,
  WithdrawalView,
  WithdrawSettings,
} from '../../shared/api/withdraw';

export type { DepositLimitsView, DepositOrderView, WithdrawalView, WithdrawSettings };
export type DepositSettings = DepositSettingsView;
export type DepositChannel = DepositChannelView;
export type DepositLimit = DepositLimitsView['limits'][number];
export type LimitPeriod = DepositLimitChange['period'];
export type PayoutAccount = PayoutAccountView;
export type ReceiptOutcome = ReceiptRequest['outcome'];
export type { PaymentPasswordRequest, PayoutAccountRequest };

/** A page of a list call. */
export interface Page<T> {
  page: number;
  pageSize: number;
  total: number;
  list: T[];
}
