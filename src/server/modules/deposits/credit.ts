import type { Database } from '../../db/client';
import type { DepositOrderRow, DepositStatus } from '../../db/schema';
import { mainAccount, systemAccount } from '../wallet/accounts';
import { post, requestHash } from '../wallet/ledger';
import { emitEvent } from '../events/emit';
import { updateOrder } from './queries';

/**
 * Crediting a deposit: one ledger transaction of kind `deposit`, payment clearing -> the
 * player's main wallet, for the order's credit amount (the amount less the fee: the provider
 * keeps the fee, so clearing, which stands for what the provider owes us, receives only what it
 * settles). Idempotency key `deposit:<orderNo>`: whatever path confirms the order (callback,
 * cashier, a replay), the ledger holds at most one credit for it.
 *
 * The caller runs this inside its database transaction with the order's row lock held, so the
 * state change and the posting commit together: a crash leaves either both or neither.
 */
export async function creditOrder(
  tx: Database,
  order: DepositOrderRow,
  from: readonly DepositStatus[],
  now: number,
  metadata: Record<string, unknown> = {},
): Promise<DepositOrderRow | undefined> {
  const key = `deposit:${order.orderNo}`;
  const player = await mainAccount(tx, order.brandId, order.memberId, order.currency);
  const clearing = await systemAccount(tx, order.brandId, 'payment_clearing', order.currency, key);
  const posted = await post(tx, {
    brandId: order.brandId,
    kind: 'deposit',
    idempotencyKey: key,
    requestHash: requestHash({ call: 'deposit', orderNo: order.orderNo, credit: order.creditMinor }),
    postings: [
      { accountId: clearing, amount: -order.creditMinor, currency: order.currency },
      { accountId: player, amount: order.creditMinor, currency: order.currency },
    ],
    metadata: {
      orderNo: order.orderNo,
      provider: order.provider,
      amount: order.amountMinor.toString(),
      fee: order.feeMinor.toString(),
      remark: order.orderNo,
      ...metadata,
    },
  });
  const credited = await updateOrder(tx, order.id, from, {
    status: 'confirmed',
    confirmedAt: new Date(now),
    ledgerTransactionId: posted.id,
    reviewReason: null,
    updatedAt: new Date(now),
  });
  // The reports' deposits (the order's amount), once: only the call that moved the order emits.
  if (credited) {
    await emitEvent(tx, {
      kind: 'deposit.credited',
      brandId: order.brandId,
      memberId: order.memberId,
      payload: { orderNo: order.orderNo, amount: order.amountMinor.toString(), currency: order.currency },
    });
  }
  return credited;
}
