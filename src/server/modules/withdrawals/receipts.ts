import { and, eq, gt, sql } from 'drizzle-orm';
import { ERROR_CODES } from '../../../shared/api/envelope';
import type { ReceiptRequest, WithdrawalView } from '../../../shared/api/withdraw';
import type { Database } from '../../db/client';
import { rowsOf } from '../../db/migrate';
import { withdrawalOrders } from '../../db/schema';
import { ApiError } from '../../lib/errors';
import type { MemberRow } from '../../db/schema';
import { requireRealAccount } from '../auth/roles';
import { memberUpload } from '../uploads/service';
import { amountOf } from '../wallet/service';
import { ownOrder } from './orders';
import { withdrawalView } from './views';

/**
 * The player's receipt confirmation of a paid withdrawal (product-spec section 4): received in
 * full, received partly (the amount that arrived; the rest goes to cashier review), or not
 * received (a proof image is required). Only while the receipt is awaiting and before its due
 * time: after that it counts as received (autoConfirmReceipts). The change is one guarded
 * UPDATE ... WHERE receipt_status = 'awaiting' AND due_at > now, so a double click or a race with
 * the job changes it once.
 */
export async function confirmReceipt(
  db: Database,
  member: MemberRow,
  orderNo: string,
  body: ReceiptRequest,
  now: number,
): Promise<WithdrawalView> {
  requireRealAccount(member);
  const order = await ownOrder(db, member, orderNo);
  const closed = () =>
    new ApiError(409, ERROR_CODES.withdrawState, 'This withdrawal is not waiting for your confirmation', {
      status: order.status,
      receipt: order.receiptStatus,
    });
  if (order.status !== 'paid' || order.receiptStatus !== 'awaiting' || (order.dueAt && order.dueAt.getTime() <= now))
    throw closed();

  let receivedAmount: bigint;
  let proofUploadId: number | null = null;
  if (body.outcome === 'received') {
    receivedAmount = order.amount;
  } else if (body.outcome === 'partial') {
    if (body.receivedAmount === undefined)
      throw new ApiError(400, ERROR_CODES.amountInvalid, 'Enter the amount you received', { field: 'receivedAmount' });
    receivedAmount = amountOf(body.receivedAmount);
    if (receivedAmount >= order.amount)
      throw new ApiError(400, ERROR_CODES.amountInvalid, 'A partial receipt is less than the withdrawal amount', {
        field: 'receivedAmount',
      });
  } else {
    if (body.proofUploadId === undefined)
      throw new ApiError(400, ERROR_CODES.withdrawProofRequired, 'Upload a proof image', { field: 'proofUploadId' });
    proofUploadId = (
      await memberUpload(db, { brandId: member.brandId, memberId: member.id }, body.proofUploadId, 'withdrawal_proof')
    ).id;
    receivedAmount = 0n;
  }

  const [after] = await db
    .update(withdrawalOrders)
    .set({
      receiptStatus: body.outcome,
      receivedAmount,
      proofUploadId,
      receiptAt: new Date(now),
      updatedAt: new Date(now),
    })
    .where(
      and(
        eq(withdrawalOrders.id, order.id),
        eq(withdrawalOrders.receiptStatus, 'awaiting'),
        gt(withdrawalOrders.dueAt, new Date(now)),
      ),
    )
    .returning();
  if (!after) throw closed();
  return withdrawalView(after);
}

/**
 * The auto-receipt job: paid withdrawals still awaiting the player at their due time count as
 * received in full (auto_received). One statement, claimed by its own WHERE: any number of
 * server processes may run it at once and each order changes once; running it again changes
 * nothing. Returns the order numbers it confirmed.
 */
export async function autoConfirmReceipts(db: Database, now: number): Promise<string[]> {
  const at = new Date(now).toISOString();
  const rows = rowsOf<{ order_no: string }>(
    await db.execute(sql`
      update withdrawal_orders
      set receipt_status = 'auto_received', received_amount = amount, receipt_at = ${at}::timestamptz,
          updated_at = ${at}::timestamptz
      where receipt_status = 'awaiting' and due_at <= ${at}::timestamptz
      returning order_no`),
  );
  return rows.map((row) => row.order_no);
}
