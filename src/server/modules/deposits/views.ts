import type { DepositChannelView, DepositOrderView } from '../../../shared/api/deposit';
import { minorToNumber } from '../../../shared/money';
import type { DepositChannelRow } from '../../db/schema';
import type { OrderDetail } from './queries';

/** What players and operators see of orders and channels (amounts from minor units). */

export function orderView(detail: OrderDetail): DepositOrderView {
  const { order } = detail;
  return {
    orderNo: order.orderNo,
    status: order.status,
    method: detail.methodCode,
    channelName: detail.channelName,
    provider: order.provider,
    amount: minorToNumber(order.amountMinor),
    fee: minorToNumber(order.feeMinor),
    creditAmount: minorToNumber(order.creditMinor),
    currency: order.currency,
    createdAt: order.createdAt.getTime(),
    expiresAt: order.expiresAt.getTime(),
    confirmedAt: order.confirmedAt?.getTime() ?? null,
    failureReason: order.failureReason,
    slipUploadId: order.slipUploadId,
    instructions:
      order.provider === 'company'
        ? {
            kind: 'bank',
            bankName: detail.account?.bankName ?? '',
            accountName: detail.account?.accountName ?? '',
            accountNumber: detail.account?.accountNumber ?? '',
            memo: order.memo ?? order.orderNo,
            payAmount: minorToNumber(order.amountMinor),
          }
        : { kind: 'redirect', payUrl: order.payUrl, qrContent: order.qrContent },
  };
}

export function channelView(channel: DepositChannelRow): DepositChannelView {
  return {
    id: channel.id,
    name: channel.name,
    provider: channel.provider,
    minAmount: minorToNumber(channel.minMinor),
    maxAmount: minorToNumber(channel.maxMinor),
    feeRate: channel.feeRateBp / 100,
    feeFixed: minorToNumber(channel.feeFixedMinor),
    quickAmounts: channel.quickAmounts.map((minor) => minorToNumber(BigInt(minor))),
  };
}

/** The fee of an amount: the rate (basis points, rounded half up to the minor unit) plus the fixed fee. */
export function feeOf(channel: Pick<DepositChannelRow, 'feeRateBp' | 'feeFixedMinor'>, amount: bigint): bigint {
  return (amount * BigInt(channel.feeRateBp) + 5_000n) / 10_000n + channel.feeFixedMinor;
}
