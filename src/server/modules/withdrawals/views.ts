import type { WithdrawalView } from '../../../shared/api/withdraw';
import { minorToNumber } from '../../../shared/money';
import type { WithdrawalOrderRow } from '../../db/schema';
import { maskAccountNumber } from './payout-accounts';

/** The brand day for daily counts starts at midnight UTC+8 (cashier settings: the brands' zone). */
export const BRAND_UTC_OFFSET_MS = 8 * 60 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

/** Start of the brand day containing `now` (epoch ms). */
export function brandDayStart(now: number): number {
  return Math.floor((now + BRAND_UTC_OFFSET_MS) / DAY_MS) * DAY_MS - BRAND_UTC_OFFSET_MS;
}

const ms = (date: Date | null) => (date ? date.getTime() : null);

export function withdrawalView(row: WithdrawalOrderRow, replayed?: boolean): WithdrawalView {
  return {
    orderNo: row.orderNo,
    status: row.status,
    amount: minorToNumber(row.amount),
    currency: row.currency,
    account: {
      type: row.account.type,
      bankCode: row.account.bankCode,
      bankName: row.account.bankName,
      holderName: row.account.holderName,
      accountNumberMasked: maskAccountNumber(row.account.accountNumber),
    },
    createdAt: row.createdAt.getTime(),
    decidedAt: ms(row.decidedAt),
    paidAt: ms(row.paidAt),
    reason: row.reason,
    receipt: row.receiptStatus
      ? {
          status: row.receiptStatus,
          receivedAmount: row.receivedAmount === null ? null : minorToNumber(row.receivedAmount),
          dueAt: ms(row.dueAt),
          proofUploadId: row.proofUploadId,
        }
      : null,
    ...(replayed === undefined ? {} : { replayed }),
  };
}
