import { and, eq, inArray } from 'drizzle-orm';
import type { ChannelUpdate, DepositQueueRow, MethodAdminView, ReceivingAccount } from '../../../shared/api/deposit';
import { ERROR_CODES } from '../../../shared/api/envelope';
import { minorToNumber } from '../../../shared/money';
import type { Database } from '../../db/client';
import {
  depositChannels,
  depositMethods,
  depositReceivingAccounts,
  operators,
  type BrandRow,
  type DepositOrderRow,
  type DepositReceivingAccountRow,
} from '../../db/schema';
import { ApiError } from '../../lib/errors';
import { insertAudit } from '../admin/queries';
import { requireRole, type Actor } from '../admin/service';
import { approvalsRequired, approversOf, recordApproval } from '../cashier/approvals';
import { cashierSettingsOf } from '../cashier/settings';
import { getBrand } from '../system/service';
import { amountOf } from '../wallet/service';
import { creditOrder } from './credit';
import { assertWithinLimits } from './limits';
import { selectChannels, selectDetail, selectDetailPage, selectMethods, selectOrderByNo, updateOrder } from './queries';
import { orderNotFound } from './service';
import { channelView, orderView } from './views';

/**
 * The cashier's deposit calls (role cashier or admin) under /admin/api/cashier: the queue,
 * confirming (two-person rule at or above the brand's amount, cashier/approvals.ts) and
 * rejecting orders, the company receiving accounts, and the methods and channels. Every change
 * writes its operator_audit row in the same transaction.
 */

export interface OperatorDeps {
  db: Database;
  now: () => number;
  /** Called after a change that players' settings show (methods, channels). */
  onChanged?: () => Promise<void>;
}

async function cashierBrand(db: Database, actor: Actor, merchant: string): Promise<BrandRow> {
  requireRole(actor, 'cashier');
  return getBrand(db, merchant);
}

async function queueRow(db: Database, orderId: number, secondApprovalMinor: number): Promise<DepositQueueRow> {
  const detail = await selectDetail(db, orderId);
  if (!detail) throw new Error(`deposit order ${orderId} vanished`);
  const ids = await approversOf(db, 'deposit', orderId);
  const names =
    ids.length === 0
      ? []
      : await db
          .select({ id: operators.id, username: operators.username })
          .from(operators)
          .where(inArray(operators.id, ids));
  const { order } = detail;
  return {
    ...orderView(detail),
    id: order.id,
    username: detail.username,
    memberId: order.memberId,
    approvals: ids.map((id) => names.find((n) => n.id === id)?.username ?? String(id)),
    approvalsRequired: approvalsRequired(order.amountMinor, secondApprovalMinor),
    reviewReason: order.reviewReason,
    reportedAmount: order.reportedMinor === null ? null : minorToNumber(order.reportedMinor),
    providerReference: order.providerReference,
  };
}

export async function depositQueue(
  deps: OperatorDeps,
  actor: Actor,
  query: {
    merchant: string;
    status?: DepositOrderRow['status'] | 'review' | undefined;
    page?: number | undefined;
    pageSize?: number | undefined;
  },
): Promise<{ page: number; pageSize: number; total: number; list: DepositQueueRow[] }> {
  const brand = await cashierBrand(deps.db, actor, query.merchant);
  const page = query.page ?? 1;
  const pageSize = query.pageSize ?? 20;
  const { rows, total } = await selectDetailPage(deps.db, {
    brandId: brand.id,
    status: query.status,
    limit: pageSize,
    offset: (page - 1) * pageSize,
  });
  const second = cashierSettingsOf(brand.cashierSettings).approval.secondApprovalMinor;
  const list = [];
  for (const row of rows) list.push(await queueRow(deps.db, row.order.id, second));
  return { page, pageSize, total, list };
}

/** States a cashier may decide: open orders, and expired ones whose money turned up after all. */
const DECIDABLE = ['created', 'pending', 'expired'] as const;

async function lockedOrder(tx: Database, brand: BrandRow, orderNo: string): Promise<DepositOrderRow> {
  const order = await selectOrderByNo(tx, orderNo, true);
  if (!order || order.brandId !== brand.id) throw orderNotFound();
  if (!(DECIDABLE as readonly string[]).includes(order.status))
    throw new ApiError(409, ERROR_CODES.cashierDecided, `This deposit is already ${order.status}`, {
      status: order.status,
    });
  return order;
}

/**
 * Confirms a deposit: records this cashier's approval; once enough different operators have
 * approved, credits the player (same transaction as the approval, the state change and the audit).
 * The player's deposit limits are checked again at this moment (400 deposit.limit.exceeded).
 */
export async function confirmDeposit(
  deps: OperatorDeps,
  actor: Actor,
  input: { merchant: string; orderNo: string; note?: string | undefined },
): Promise<DepositQueueRow> {
  const brand = await cashierBrand(deps.db, actor, input.merchant);
  if (actor.operatorId === null)
    throw new ApiError(403, ERROR_CODES.forbidden, 'Deposits are confirmed by a signed-in operator');
  const operatorId = actor.operatorId;
  const second = cashierSettingsOf(brand.cashierSettings).approval.secondApprovalMinor;
  const orderId = await deps.db.transaction(async (tx) => {
    const order = await lockedOrder(tx, brand, input.orderNo);
    const approval = await recordApproval(tx, {
      brandId: brand.id,
      subject: 'deposit',
      subjectId: order.id,
      operatorId,
      amountMinor: order.amountMinor,
      secondApprovalMinor: second,
    });
    const detail = {
      merchant: brand.merchantCode,
      orderNo: order.orderNo,
      amount: minorToNumber(order.amountMinor),
      note: input.note ?? null,
    };
    await insertAudit(tx, {
      operator: actor.name,
      operatorId,
      action: 'deposit.approve',
      detail: { ...detail, approvals: approval.approvals, required: approval.required },
      ip: actor.ip,
    });
    if (!approval.complete) return order.id;
    await assertWithinLimits(tx, order.memberId, order.amountMinor, deps.now(), 'confirm');
    const credited = await creditOrder(tx, order, DECIDABLE, deps.now(), { via: 'cashier', operator: actor.name });
    if (!credited) throw new Error(`deposit order ${order.orderNo} changed under its lock`);
    await insertAudit(tx, {
      operator: actor.name,
      operatorId,
      action: 'deposit.confirm',
      detail: { ...detail, transactionId: credited.ledgerTransactionId, reviewReason: order.reviewReason },
      ip: actor.ip,
    });
    return order.id;
  });
  return queueRow(deps.db, orderId, second);
}

/** Rejects a deposit (failed, with the reason the player sees). Nothing was credited, so nothing moves. */
export async function rejectDeposit(
  deps: OperatorDeps,
  actor: Actor,
  input: { merchant: string; orderNo: string; reason: string },
): Promise<DepositQueueRow> {
  const brand = await cashierBrand(deps.db, actor, input.merchant);
  const second = cashierSettingsOf(brand.cashierSettings).approval.secondApprovalMinor;
  const orderId = await deps.db.transaction(async (tx) => {
    const order = await lockedOrder(tx, brand, input.orderNo);
    const at = new Date(deps.now());
    await updateOrder(tx, order.id, DECIDABLE, {
      status: 'failed',
      failureReason: input.reason,
      failedAt: at,
      reviewReason: null,
      updatedAt: at,
    });
    await insertAudit(tx, {
      operator: actor.name,
      operatorId: actor.operatorId,
      action: 'deposit.reject',
      detail: {
        merchant: brand.merchantCode,
        orderNo: order.orderNo,
        reason: input.reason,
        reviewReason: order.reviewReason,
      },
      ip: actor.ip,
    });
    return order.id;
  });
  return queueRow(deps.db, orderId, second);
}

function accountView(row: DepositReceivingAccountRow): ReceivingAccount {
  return {
    id: row.id,
    channelId: row.channelId,
    bankName: row.bankName,
    accountName: row.accountName,
    accountNumber: row.accountNumber,
    enabled: row.enabled,
    lastUsedAt: row.lastUsedAt?.getTime() ?? null,
    useCount: row.useCount,
  };
}

export async function receivingAccounts(
  deps: OperatorDeps,
  actor: Actor,
  merchant: string,
): Promise<ReceivingAccount[]> {
  const brand = await cashierBrand(deps.db, actor, merchant);
  const rows = await deps.db
    .select()
    .from(depositReceivingAccounts)
    .where(eq(depositReceivingAccounts.brandId, brand.id))
    .orderBy(depositReceivingAccounts.id);
  return rows.map(accountView);
}

export async function addReceivingAccount(
  deps: OperatorDeps,
  actor: Actor,
  merchant: string,
  input: {
    channelId: number;
    bankName: string;
    accountName: string;
    accountNumber: string;
    enabled?: boolean | undefined;
  },
): Promise<ReceivingAccount> {
  const brand = await cashierBrand(deps.db, actor, merchant);
  return deps.db.transaction(async (tx) => {
    const [channel] = await tx
      .select()
      .from(depositChannels)
      .where(and(eq(depositChannels.id, input.channelId), eq(depositChannels.brandId, brand.id)));
    if (channel?.provider !== 'company')
      throw new ApiError(
        400,
        ERROR_CODES.depositChannelUnavailable,
        'Receiving accounts belong to a company deposit channel',
      );
    const [row] = await tx
      .insert(depositReceivingAccounts)
      .values({
        brandId: brand.id,
        channelId: channel.id,
        bankName: input.bankName,
        accountName: input.accountName,
        accountNumber: input.accountNumber,
        enabled: input.enabled ?? true,
      })
      .returning();
    if (!row) throw new Error('receiving account insert returned nothing');
    await insertAudit(tx, {
      operator: actor.name,
      operatorId: actor.operatorId,
      action: 'deposit.account.add',
      detail: { merchant, ...accountView(row) },
      ip: actor.ip,
    });
    return accountView(row);
  });
}

export async function updateReceivingAccount(
  deps: OperatorDeps,
  actor: Actor,
  merchant: string,
  input: {
    id: number;
    bankName?: string | undefined;
    accountName?: string | undefined;
    accountNumber?: string | undefined;
    enabled?: boolean | undefined;
  },
): Promise<ReceivingAccount> {
  const brand = await cashierBrand(deps.db, actor, merchant);
  const { id, ...changes } = input;
  const values = Object.fromEntries(Object.entries(changes).filter(([, v]) => v !== undefined));
  return deps.db.transaction(async (tx) => {
    const [row] = await tx
      .update(depositReceivingAccounts)
      .set({ ...values, updatedAt: new Date(deps.now()) })
      .where(and(eq(depositReceivingAccounts.id, id), eq(depositReceivingAccounts.brandId, brand.id)))
      .returning();
    if (!row) throw new ApiError(404, ERROR_CODES.notFound, 'No such receiving account');
    await insertAudit(tx, {
      operator: actor.name,
      operatorId: actor.operatorId,
      action: 'deposit.account.update',
      detail: { merchant, id, ...values },
      ip: actor.ip,
    });
    return accountView(row);
  });
}

export async function channelList(deps: OperatorDeps, actor: Actor, merchant: string): Promise<MethodAdminView[]> {
  const brand = await cashierBrand(deps.db, actor, merchant);
  const methods = await selectMethods(deps.db, brand.id);
  const channels = await selectChannels(deps.db, brand.id);
  return methods.map((method) => ({
    id: method.id,
    code: method.code,
    name: method.name,
    enabled: method.enabled,
    sortOrder: method.sortOrder,
    channels: channels
      .filter((c) => c.method.id === method.id)
      .map(({ channel }) => ({
        ...channelView(channel),
        methodCode: method.code,
        enabled: channel.enabled,
        sortOrder: channel.sortOrder,
        settings: {
          ...(channel.settings.merchantNo === undefined ? {} : { merchantNo: channel.settings.merchantNo }),
          ...(channel.settings.gatewayUrl === undefined ? {} : { gatewayUrl: channel.settings.gatewayUrl }),
          ...(channel.settings.signType === undefined ? {} : { signType: channel.settings.signType }),
          ...(channel.settings.payType === undefined ? {} : { payType: channel.settings.payType }),
          ...(channel.settings.timeoutMs === undefined ? {} : { timeoutMs: channel.settings.timeoutMs }),
          hasSecret: Boolean(channel.settings.secret),
        },
      })),
  }));
}

/** Changes a method (by methodId) or a channel (by channelId); audited with the secret left out. */
export async function updateChannel(
  deps: OperatorDeps,
  actor: Actor,
  merchant: string,
  input: ChannelUpdate,
): Promise<MethodAdminView[]> {
  // Provider keys and gateway addresses are an admin's; the rest (switches, ranges, fees) a cashier's too.
  if ('channelId' in input && input.settings !== undefined) requireRole(actor, 'admin');
  const brand = await cashierBrand(deps.db, actor, merchant);
  const at = new Date(deps.now());
  await deps.db.transaction(async (tx) => {
    if ('methodId' in input) {
      const { methodId, ...changes } = input;
      const values = Object.fromEntries(Object.entries(changes).filter(([, v]) => v !== undefined));
      const [row] = await tx
        .update(depositMethods)
        .set({ ...values, updatedAt: at })
        .where(and(eq(depositMethods.id, methodId), eq(depositMethods.brandId, brand.id)))
        .returning({ id: depositMethods.id });
      if (!row) throw new ApiError(404, ERROR_CODES.notFound, 'No such deposit method');
      await insertAudit(tx, {
        operator: actor.name,
        operatorId: actor.operatorId,
        action: 'deposit.method.update',
        detail: { merchant, methodId, ...values },
        ip: actor.ip,
      });
      return;
    }
    const [current] = await tx
      .select()
      .from(depositChannels)
      .where(and(eq(depositChannels.id, input.channelId), eq(depositChannels.brandId, brand.id)))
      .for('update');
    if (!current) throw new ApiError(404, ERROR_CODES.notFound, 'No such deposit channel');
    const values: Partial<typeof depositChannels.$inferInsert> = { updatedAt: at };
    if (input.name !== undefined) values.name = input.name;
    if (input.enabled !== undefined) values.enabled = input.enabled;
    if (input.sortOrder !== undefined) values.sortOrder = input.sortOrder;
    if (input.minAmount !== undefined) values.minMinor = amountOf(input.minAmount);
    if (input.maxAmount !== undefined) values.maxMinor = amountOf(input.maxAmount);
    if (input.feeRate !== undefined) values.feeRateBp = Math.round(input.feeRate * 100);
    if (input.feeFixed !== undefined) values.feeFixedMinor = input.feeFixed === 0 ? 0n : amountOf(input.feeFixed);
    if (input.quickAmounts !== undefined) values.quickAmounts = input.quickAmounts.map((a) => Number(amountOf(a)));
    if (input.settings !== undefined) values.settings = { ...current.settings, ...input.settings };
    const min = values.minMinor ?? current.minMinor;
    const max = values.maxMinor ?? current.maxMinor;
    if (max < min) throw new ApiError(400, ERROR_CODES.depositAmountRange, 'The maximum must not be below the minimum');
    await tx.update(depositChannels).set(values).where(eq(depositChannels.id, current.id));
    const { settings, ...rest } = input;
    const audited = {
      ...rest,
      ...(settings ? { settings: { ...settings, ...(settings.secret ? { secret: '(changed)' } : {}) } } : {}),
    };
    await insertAudit(tx, {
      operator: actor.name,
      operatorId: actor.operatorId,
      action: 'deposit.channel.update',
      detail: { merchant, ...audited },
      ip: actor.ip,
    });
  });
  await deps.onChanged?.();
  return channelList(deps, actor, merchant);
}
