import { and, count, desc, eq, inArray } from 'drizzle-orm';
import { emitEvent } from '../events/emit';
import { ERROR_CODES } from '../../../shared/api/envelope';
import type {
  CashierResolveReceipt,
  CashierWithdrawal,
  CashierWithdrawalPage,
  CashierWithdrawalQuery,
} from '../../../shared/api/withdraw';
import type { Database } from '../../db/client';
import {
  brands,
  cashierApprovals,
  members,
  operators,
  withdrawalOrders,
  type BrandRow,
  type WithdrawalOrderRow,
  type WithdrawalStatus,
} from '../../db/schema';
import { ApiError, notFound } from '../../lib/errors';
import { insertAudit } from '../admin/queries';
import { requireRole, type Actor, type AdminDeps } from '../admin/service';
import { approvalsRequired, recordApproval } from '../cashier/approvals';
import { cashierSettingsOf } from '../cashier/settings';
import { getBrand } from '../system/service';
import { accountId, mainAccount, systemAccount } from '../wallet/accounts';
import { releaseFunds } from '../wallet/holds';
import { post, requestHash } from '../wallet/ledger';
import { turnoverView } from './orders';
import { turnoverOf } from './turnover';
import { withdrawalView } from './views';

/**
 * The cashier's decisions on withdrawals (role cashier or admin). Each runs in ONE database
 * transaction that locks the order row (SELECT ... FOR UPDATE), checks its state, moves the
 * money through the ledger and changes the state with a guarded UPDATE ... WHERE status =
 * expected, and writes the operator_audit row; so double clicks and concurrent operators
 * cannot pay, release or refund twice (the ledger's idempotency keys, `withdrawal:<orderNo>:
 * hold|release|paid|refund`, are a second guard behind that). States (docs/architecture.md):
 *   requested -> approved (two-person rule at/above approval.secondApprovalMinor) -> paid
 *   requested | approved -> rejected (held funds released)
 *   paid: receipt awaiting -> received | partial | not_received (player) | auto_received (job);
 *   partial | not_received -> refunded (missing amount back) | forced (no refund) by the cashier.
 */

function wrongState(order: WithdrawalOrderRow, action: string): ApiError {
  return new ApiError(409, ERROR_CODES.withdrawState, `Cannot ${action} a withdrawal that is ${order.status}`, {
    status: order.status,
    receipt: order.receiptStatus,
  });
}

async function lockOrder(db: Database, brandId: number, orderNo: string): Promise<WithdrawalOrderRow> {
  const [row] = await db
    .select()
    .from(withdrawalOrders)
    .where(and(eq(withdrawalOrders.brandId, brandId), eq(withdrawalOrders.orderNo, orderNo)))
    .for('update');
  if (!row) throw notFound('No such withdrawal');
  return row;
}

/** The guarded state change: exactly one caller moves the order out of `from`. */
async function transition(
  db: Database,
  order: WithdrawalOrderRow,
  from: WithdrawalStatus,
  values: Partial<typeof withdrawalOrders.$inferInsert>,
): Promise<WithdrawalOrderRow> {
  const [row] = await db
    .update(withdrawalOrders)
    .set(values)
    .where(and(eq(withdrawalOrders.id, order.id), eq(withdrawalOrders.status, from)))
    .returning();
  if (!row) throw wrongState(order, 'change');
  return row;
}

function operatorIdOf(actor: Actor): number {
  if (actor.operatorId === null) throw new ApiError(403, ERROR_CODES.forbidden, 'A signed-in operator must decide');
  return actor.operatorId;
}

interface Context {
  brand: BrandRow;
  now: Date;
}

async function decide<T>(
  deps: AdminDeps,
  actor: Actor,
  merchant: string,
  work: (tx: Database, context: Context) => Promise<T>,
): Promise<T> {
  requireRole(actor, 'cashier');
  const brand = await getBrand(deps.db, merchant);
  const now = new Date(deps.now?.() ?? Date.now());
  return deps.db.transaction((tx) => work(tx, { brand, now }));
}

async function audit(tx: Database, actor: Actor, action: string, order: WithdrawalOrderRow, extra = {}): Promise<void> {
  await insertAudit(tx, {
    operator: actor.name,
    operatorId: actor.operatorId,
    action,
    detail: { orderNo: order.orderNo, memberId: order.memberId, amount: order.amount.toString(), ...extra },
    ip: actor.ip,
  });
}

/** Approves; at or above the second-approval amount the first approval leaves it requested. */
export async function approveWithdrawal(
  deps: AdminDeps,
  actor: Actor,
  input: { merchant: string; orderNo: string },
): Promise<CashierWithdrawal> {
  const order = await decide(deps, actor, input.merchant, async (tx, { brand, now }) => {
    const order = await lockOrder(tx, brand.id, input.orderNo);
    if (order.status !== 'requested') throw wrongState(order, 'approve');
    const outcome = await recordApproval(tx, {
      brandId: brand.id,
      subject: 'withdrawal',
      subjectId: order.id,
      operatorId: operatorIdOf(actor),
      amountMinor: order.amount,
      secondApprovalMinor: cashierSettingsOf(brand.cashierSettings).approval.secondApprovalMinor,
    });
    const after = outcome.complete
      ? await transition(tx, order, 'requested', {
          status: 'approved',
          decidedBy: actor.operatorId,
          decidedAt: now,
          updatedAt: now,
        })
      : order;
    await audit(tx, actor, 'withdrawal.approve', order, {
      approvals: outcome.approvals,
      required: outcome.required,
      complete: outcome.complete,
    });
    return after;
  });
  return cashierView(deps.db, order);
}

/** Rejects a requested or approved withdrawal with a reason; the held funds go back. */
export async function rejectWithdrawal(
  deps: AdminDeps,
  actor: Actor,
  input: { merchant: string; orderNo: string; reason: string },
): Promise<CashierWithdrawal> {
  const order = await decide(deps, actor, input.merchant, async (tx, { brand, now }) => {
    const order = await lockOrder(tx, brand.id, input.orderNo);
    if (order.status !== 'requested' && order.status !== 'approved') throw wrongState(order, 'reject');
    const release = await releaseFunds(tx, {
      brandId: brand.id,
      memberId: order.memberId,
      currency: order.currency,
      amount: order.amount,
      key: `withdrawal:${order.orderNo}:release`,
      metadata: { orderNo: order.orderNo, reason: input.reason, operator: actor.name, remark: input.reason },
    });
    const after = await transition(tx, order, order.status, {
      status: 'rejected',
      reason: input.reason,
      releaseTxId: release.id,
      decidedBy: actor.operatorId,
      decidedAt: now,
      updatedAt: now,
    });
    await audit(tx, actor, 'withdrawal.reject', order, { reason: input.reason, releaseTxId: release.id });
    return after;
  });
  return cashierView(deps.db, order);
}

/** Marks an approved withdrawal paid: the held funds go to payment clearing; the receipt clock starts. */
export async function payWithdrawal(
  deps: AdminDeps,
  actor: Actor,
  input: { merchant: string; orderNo: string; reference: string },
): Promise<CashierWithdrawal> {
  const order = await decide(deps, actor, input.merchant, async (tx, { brand, now }) => {
    const order = await lockOrder(tx, brand.id, input.orderNo);
    if (order.status !== 'approved') throw wrongState(order, 'pay');
    const key = `withdrawal:${order.orderNo}:paid`;
    const held = await accountId(tx, {
      brandId: brand.id,
      kind: 'player_held',
      memberId: order.memberId,
      vendorCode: '',
      shard: 0,
      currency: order.currency,
    });
    const clearing = await systemAccount(tx, brand.id, 'payment_clearing', order.currency, key);
    const paid = await post(tx, {
      brandId: brand.id,
      kind: 'withdrawal_paid',
      idempotencyKey: key,
      requestHash: requestHash({ call: 'withdrawalPaid', orderNo: order.orderNo, amount: order.amount }),
      postings: [
        { accountId: held, amount: -order.amount, currency: order.currency },
        { accountId: clearing, amount: order.amount, currency: order.currency },
      ],
      metadata: { orderNo: order.orderNo, reference: input.reference, operator: actor.name, remark: order.orderNo },
    });
    const minutes = cashierSettingsOf(brand.cashierSettings).withdrawal.receiptConfirmMinutes;
    const after = await transition(tx, order, 'approved', {
      status: 'paid',
      paidTxId: paid.id,
      paidBy: actor.operatorId,
      paidAt: now,
      paidReference: input.reference,
      receiptStatus: 'awaiting',
      dueAt: new Date(now.getTime() + minutes * 60_000),
      updatedAt: now,
    });
    await audit(tx, actor, 'withdrawal.paid', order, { reference: input.reference, paidTxId: paid.id });
    await emitEvent(tx, {
      kind: 'withdrawal.paid',
      brandId: brand.id,
      memberId: order.memberId,
      payload: { orderNo: order.orderNo, amount: order.amount.toString(), currency: order.currency },
    });
    return after;
  });
  return cashierView(deps.db, order);
}

/**
 * Settles a receipt the player disputed (partial or not received): 'refund' returns the missing
 * amount to the main wallet with a compensating transaction (payment_clearing -> player_main,
 * reversesId = the paid transaction); 'force' records a forced receipt and refunds nothing.
 */
export async function resolveReceipt(
  deps: AdminDeps,
  actor: Actor,
  input: CashierResolveReceipt & { orderNo: string },
): Promise<CashierWithdrawal> {
  const order = await decide(deps, actor, input.merchant, async (tx, { brand, now }) => {
    const order = await lockOrder(tx, brand.id, input.orderNo);
    if (order.status !== 'paid' || (order.receiptStatus !== 'partial' && order.receiptStatus !== 'not_received'))
      throw wrongState(order, 'resolve the receipt of');
    let refundTxId: number | null = null;
    const missing = order.amount - (order.receivedAmount ?? 0n);
    if (input.outcome === 'refund' && missing > 0n) {
      const key = `withdrawal:${order.orderNo}:refund`;
      const clearing = await systemAccount(tx, brand.id, 'payment_clearing', order.currency, key);
      const main = await mainAccount(tx, brand.id, order.memberId, order.currency);
      const refund = await post(tx, {
        brandId: brand.id,
        kind: 'withdrawal_paid',
        idempotencyKey: key,
        requestHash: requestHash({ call: 'withdrawalRefund', orderNo: order.orderNo, amount: missing }),
        postings: [
          { accountId: clearing, amount: -missing, currency: order.currency },
          { accountId: main, amount: missing, currency: order.currency },
        ],
        reversesId: order.paidTxId,
        metadata: { orderNo: order.orderNo, reason: input.reason, operator: actor.name, remark: input.reason },
      });
      refundTxId = refund.id;
    }
    const [after] = await tx
      .update(withdrawalOrders)
      .set({
        receiptStatus: input.outcome === 'refund' ? 'refunded' : 'forced',
        refundTxId,
        receiptReason: input.reason,
        receiptResolvedBy: actor.operatorId,
        updatedAt: now,
      })
      .where(and(eq(withdrawalOrders.id, order.id), eq(withdrawalOrders.receiptStatus, order.receiptStatus)))
      .returning();
    if (!after) throw wrongState(order, 'resolve the receipt of');
    await audit(tx, actor, `withdrawal.receipt.${input.outcome}`, order, {
      reason: input.reason,
      refunded: input.outcome === 'refund' ? missing.toString() : '0',
      refundTxId,
    });
    return after;
  });
  return cashierView(deps.db, order);
}

/** The operator's row: the player's view plus who, approvals, turnover and the full account number. */
async function cashierViews(db: Database, rows: WithdrawalOrderRow[]): Promise<CashierWithdrawal[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const approvals = await db
    .select({ subjectId: cashierApprovals.subjectId, username: operators.username })
    .from(cashierApprovals)
    .innerJoin(operators, eq(operators.id, cashierApprovals.operatorId))
    .where(and(eq(cashierApprovals.subject, 'withdrawal'), inArray(cashierApprovals.subjectId, ids)))
    .orderBy(cashierApprovals.id);
  const names = await db
    .select({ id: members.id, username: members.username })
    .from(members)
    .where(inArray(members.id, [...new Set(rows.map((row) => row.memberId))]));
  const brandRows = new Map<number, BrandRow>();
  const views: CashierWithdrawal[] = [];
  for (const row of rows) {
    let brand = brandRows.get(row.brandId);
    if (!brand) {
      [brand] = await db.select().from(brands).where(eq(brands.id, row.brandId));
      if (brand) brandRows.set(row.brandId, brand);
    }
    const settings = cashierSettingsOf(brand?.cashierSettings ?? {});
    const turnover = await turnoverOf(db, {
      brandId: row.brandId,
      memberId: row.memberId,
      currency: row.currency,
      multiple: settings.withdrawal.turnoverMultiple,
    });
    views.push({
      ...withdrawalView(row),
      id: row.id,
      username: names.find((name) => name.id === row.memberId)?.username ?? '',
      memberId: row.memberId,
      approvals: approvals.filter((a) => a.subjectId === row.id).map((a) => a.username),
      approvalsRequired: approvalsRequired(row.amount, settings.approval.secondApprovalMinor),
      turnover: turnoverView(turnover),
      accountNumber: row.account.accountNumber,
      paidReference: row.paidReference,
    });
  }
  return views;
}

async function cashierView(db: Database, row: WithdrawalOrderRow): Promise<CashierWithdrawal> {
  const [view] = await cashierViews(db, [row]);
  if (!view) throw new Error('no view for a withdrawal');
  return view;
}

/** The cashier queue: a brand's withdrawals, newest first, optionally by status or receipt status. */
export async function listCashierWithdrawals(
  deps: AdminDeps,
  actor: Actor,
  query: CashierWithdrawalQuery,
): Promise<CashierWithdrawalPage> {
  requireRole(actor, 'cashier');
  const brand = await getBrand(deps.db, query.merchant);
  const page = query.page ?? 1;
  const pageSize = query.pageSize ?? 20;
  const where = and(
    eq(withdrawalOrders.brandId, brand.id),
    query.status ? eq(withdrawalOrders.status, query.status) : undefined,
    query.receipt ? eq(withdrawalOrders.receiptStatus, query.receipt) : undefined,
  );
  const rows = await deps.db
    .select()
    .from(withdrawalOrders)
    .where(where)
    .orderBy(desc(withdrawalOrders.id))
    .limit(pageSize)
    .offset((page - 1) * pageSize);
  const [total] = await deps.db.select({ n: count() }).from(withdrawalOrders).where(where);
  return { page, pageSize, total: Number(total?.n ?? 0), list: await cashierViews(deps.db, rows) };
}
