import { and, count, eq, inArray, sql } from 'drizzle-orm';
import type {
  AdjustmentAnswer,
  AdjustmentAwaiting,
  AdjustmentQueuePage,
  AdjustmentQueueQuery,
  AdjustmentRequest,
  AdjustmentRequestView,
} from '../../../shared/api/admin-wallet';
import { ERROR_CODES } from '../../../shared/api/envelope';
import { formatMinor, minorToNumber } from '../../../shared/money';
import type { Database } from '../../db/client';
import { rowsOf } from '../../db/migrate';
import {
  adjustmentRequests,
  cashierApprovals,
  members,
  operators,
  type AdjustmentRequestRow,
  type BrandRow,
} from '../../db/schema';
import { ApiError, notFound } from '../../lib/errors';
import { selectMemberByUsername } from '../auth/queries';
import { requireRealAccount } from '../auth/roles';
import { approvalsRequired, recordApproval } from '../cashier/approvals';
import { cashierSettingsOf } from '../cashier/settings';
import { getBrand } from '../system/service';
import { adjustMember } from '../wallet/adjustments';
import { requestHash, requestIdReused } from '../wallet/ledger';
import { amountOf } from '../wallet/service';
import { insertAudit } from './queries';
import { requireRole, type Actor, type AdminDeps } from './service';
import { lockAdjustmentWindow, movedAloneInWindow } from './adjustment-window';
import { adjustAndAudit, adjustBalance } from './wallet';

/**
 * Manual adjustments under the two-person rule. Below the brand's second-approval amount an
 * operator's adjustment posts at once (adjustBalance). At or above it the adjustment is stored
 * as a request with the creator's approval, and posted only when a second, different operator
 * approves it (recordApproval, in the same transaction as the posting, so an approval and its
 * effect commit together); a rejection closes it. The command line (no operator id) posts
 * directly: whoever runs it can open the database anyway.
 */

function secondApprovalMinor(brand: BrandRow): number {
  return cashierSettingsOf(brand.cashierSettings).approval.secondApprovalMinor;
}

/** The same hash adjustMember() gives the ledger, so the stored request and its posting agree. */
function adjustmentHash(memberId: number, input: AdjustmentRequest, amount: bigint): string {
  return requestHash({
    call: 'adjustment',
    memberId,
    direction: input.direction,
    amount,
    reason: input.reason,
    reversesId: input.reversesTransactionId ?? null,
  });
}

async function approvalCount(db: Database, id: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(cashierApprovals)
    .where(and(eq(cashierApprovals.subject, 'adjustment'), eq(cashierApprovals.subjectId, id)));
  return Number(row?.n ?? 0);
}

async function awaitingOf(db: Database, row: AdjustmentRequestRow, replayed: boolean): Promise<AdjustmentAwaiting> {
  return {
    status: row.status === 'pending' ? 'awaiting_approval' : row.status,
    id: row.id,
    approvals: await approvalCount(db, row.id),
    approvalsRequired: row.approvalsRequired,
    transactionId: row.transactionId,
    replayed,
  };
}

/**
 * The operator API's adjustment: posted at once, or stored for a second approver when its
 * amount, or what its creator moved alone to the member over the window with it, reaches the
 * brand's second-approval amount (adjustment-window.ts).
 */
export async function requestAdjustment(
  deps: AdminDeps,
  actor: Actor,
  input: AdjustmentRequest & { merchant: string; username: string },
): Promise<AdjustmentAnswer> {
  requireRole(actor, 'cashier');
  const brand = await getBrand(deps.db, input.merchant);
  const threshold = secondApprovalMinor(brand);
  const amount = amountOf(input.amount);
  const creator = actor.operatorId;
  if (creator === null) return adjustBalance(deps, actor, input);

  return deps.db.transaction(async (tx) => {
    const member = await selectMemberByUsername(tx, brand.id, input.username);
    if (!member)
      throw new ApiError(404, ERROR_CODES.accountNotFound, `No member "${input.username}" in ${brand.merchantCode}`);
    requireRealAccount(member);
    await lockAdjustmentWindow(tx, creator, member.id);
    const hash = adjustmentHash(member.id, input, amount);
    // A replay answers what the first request got, whatever the window says now.
    const [stored] = await tx
      .select()
      .from(adjustmentRequests)
      .where(and(eq(adjustmentRequests.brandId, brand.id), eq(adjustmentRequests.requestId, input.requestId)));
    if (stored) {
      if (stored.requestHash !== hash) throw requestIdReused();
      return awaitingOf(tx, stored, true);
    }
    const posted = rowsOf(
      await tx.execute(
        sql`select 1 from ledger_transactions where brand_id = ${brand.id} and idempotency_key = ${`adjustment:${input.requestId}`}`,
      ),
    );
    if (posted.length > 0) return adjustAndAudit(tx, brand, member, actor, input);

    const moved = await movedAloneInWindow(tx, brand.id, member.id, actor.name);
    if (approvalsRequired(moved + amount, threshold) < 2) return adjustAndAudit(tx, brand, member, actor, input);

    const reversesId = input.reversesTransactionId ?? null;
    if (reversesId !== null) {
      const found = rowsOf(
        await tx.execute(sql`select 1 from ledger_transactions where id = ${reversesId} and brand_id = ${brand.id}`),
      );
      if (found.length === 0) throw notFound(`No transaction ${reversesId} in this brand`);
    }
    const [created] = await tx
      .insert(adjustmentRequests)
      .values({
        brandId: brand.id,
        memberId: member.id,
        direction: input.direction,
        amountMinor: amount,
        currency: brand.currency,
        reason: input.reason,
        requestId: input.requestId,
        requestHash: hash,
        reversesId,
        createdBy: creator,
        approvalsRequired: 2,
      })
      .onConflictDoNothing()
      .returning();
    if (!created) {
      // A concurrent twin of another operator (or member) won the id: same body answers it.
      const [twin] = await tx
        .select()
        .from(adjustmentRequests)
        .where(and(eq(adjustmentRequests.brandId, brand.id), eq(adjustmentRequests.requestId, input.requestId)));
      if (!twin || twin.requestHash !== hash) throw requestIdReused();
      return awaitingOf(tx, twin, true);
    }
    await recordApproval(tx, {
      brandId: brand.id,
      subject: 'adjustment',
      subjectId: created.id,
      operatorId: creator,
      amountMinor: amount,
      secondApprovalMinor: threshold,
      required: created.approvalsRequired,
    });
    await insertAudit(tx, {
      operator: actor.name,
      operatorId: actor.operatorId,
      action: 'wallet.adjust.request',
      detail: {
        merchant: brand.merchantCode,
        username: member.username,
        adjustmentRequestId: created.id,
        direction: input.direction,
        amount: formatMinor(amount),
        reason: input.reason,
        requestId: input.requestId,
        // What the creator had moved alone to the member over the window before this one.
        movedInWindow: formatMinor(moved),
      },
      ip: actor.ip,
    });
    return awaitingOf(tx, created, false);
  });
}

/** The request row locked for a decision; 404 outside the brand, 409 once decided. */
async function lockPending(db: Database, brandId: number, id: number): Promise<AdjustmentRequestRow> {
  const [row] = await db
    .select()
    .from(adjustmentRequests)
    .where(and(eq(adjustmentRequests.id, id), eq(adjustmentRequests.brandId, brandId)))
    .for('update');
  if (!row) throw notFound(`No adjustment request ${id}`);
  if (row.status !== 'pending')
    throw new ApiError(409, ERROR_CODES.cashierDecided, `Adjustment request ${id} was already ${row.status}`);
  return row;
}

function signedInOperator(actor: Actor): number {
  requireRole(actor, 'cashier');
  if (actor.operatorId === null)
    throw new ApiError(403, ERROR_CODES.forbidden, 'Approvals need a signed-in operator account');
  return actor.operatorId;
}

/** Approves a pending request; the approval that completes it posts the adjustment. */
export async function approveAdjustment(
  deps: AdminDeps,
  actor: Actor,
  input: { merchant: string; id: number },
): Promise<AdjustmentRequestView> {
  const operatorId = signedInOperator(actor);
  const brand = await getBrand(deps.db, input.merchant);
  const threshold = secondApprovalMinor(brand);
  const id = await deps.db.transaction(async (tx) => {
    const row = await lockPending(tx, brand.id, input.id);
    const outcome = await recordApproval(tx, {
      brandId: brand.id,
      subject: 'adjustment',
      subjectId: row.id,
      operatorId,
      amountMinor: row.amountMinor,
      secondApprovalMinor: threshold,
      required: row.approvalsRequired,
    });
    let transactionId: number | null = null;
    if (outcome.complete) {
      const [member] = await tx.select().from(members).where(eq(members.id, row.memberId));
      const [creator] = await tx
        .select({ username: operators.username })
        .from(operators)
        .where(eq(operators.id, row.createdBy));
      if (!member) throw notFound(`Member ${row.memberId} is gone`);
      const result = await adjustMember(tx, brand, member, {
        direction: row.direction,
        amount: formatMinor(row.amountMinor),
        reason: row.reason,
        requestId: row.requestId,
        ...(row.reversesId !== null ? { reversesTransactionId: row.reversesId } : {}),
        operator: creator?.username ?? actor.name,
        approvedBy: actor.name,
      });
      transactionId = result.transactionId;
      await tx
        .update(adjustmentRequests)
        .set({ status: 'approved', decidedBy: operatorId, decidedAt: new Date(), transactionId })
        .where(eq(adjustmentRequests.id, row.id));
    }
    await insertAudit(tx, {
      operator: actor.name,
      operatorId,
      action: 'wallet.adjust.approve',
      detail: {
        merchant: brand.merchantCode,
        adjustmentRequestId: row.id,
        approvals: outcome.approvals,
        required: outcome.required,
        transactionId,
      },
      ip: actor.ip,
    });
    return row.id;
  });
  return viewOf(deps.db, brand, id);
}

/** Rejects a pending request: nothing is posted, and it leaves the queue. */
export async function rejectAdjustment(
  deps: AdminDeps,
  actor: Actor,
  input: { merchant: string; id: number; reason: string },
): Promise<AdjustmentRequestView> {
  const operatorId = signedInOperator(actor);
  const brand = await getBrand(deps.db, input.merchant);
  await deps.db.transaction(async (tx) => {
    const row = await lockPending(tx, brand.id, input.id);
    await tx
      .update(adjustmentRequests)
      .set({ status: 'rejected', decidedBy: operatorId, decidedAt: new Date(), rejectReason: input.reason })
      .where(eq(adjustmentRequests.id, row.id));
    await insertAudit(tx, {
      operator: actor.name,
      operatorId,
      action: 'wallet.adjust.reject',
      detail: { merchant: brand.merchantCode, adjustmentRequestId: row.id, reason: input.reason },
      ip: actor.ip,
    });
  });
  return viewOf(deps.db, brand, input.id);
}

async function viewOf(db: Database, brand: BrandRow, id: number): Promise<AdjustmentRequestView> {
  const [view] = await views(db, and(eq(adjustmentRequests.brandId, brand.id), eq(adjustmentRequests.id, id)));
  if (!view) throw notFound(`No adjustment request ${id}`);
  return view;
}

/** The queue: pending requests first (oldest first), then decided ones (newest first). */
export async function listAdjustmentRequests(
  deps: AdminDeps,
  actor: Actor,
  query: AdjustmentQueueQuery,
): Promise<AdjustmentQueuePage> {
  requireRole(actor, 'cashier');
  const brand = await getBrand(deps.db, query.merchant);
  const page = query.page ?? 1;
  const pageSize = query.pageSize ?? 20;
  const where = and(
    eq(adjustmentRequests.brandId, brand.id),
    query.status ? eq(adjustmentRequests.status, query.status) : undefined,
  );
  const [total] = await deps.db.select({ n: count() }).from(adjustmentRequests).where(where);
  const list = await views(deps.db, where, { limit: pageSize, offset: (page - 1) * pageSize });
  return { page, pageSize, total: Number(total?.n ?? 0), list };
}

async function views(
  db: Database,
  where: ReturnType<typeof and>,
  paging: { limit: number; offset: number } = { limit: 1, offset: 0 },
): Promise<AdjustmentRequestView[]> {
  const creator = sql<string>`(select username from operators o where o.id = ${adjustmentRequests.createdBy})`;
  const decider = sql<string | null>`(select username from operators o where o.id = ${adjustmentRequests.decidedBy})`;
  const rows = await db
    .select({ row: adjustmentRequests, username: members.username, createdByName: creator, decidedByName: decider })
    .from(adjustmentRequests)
    .innerJoin(members, eq(members.id, adjustmentRequests.memberId))
    .where(where)
    .orderBy(
      sql`case when ${adjustmentRequests.status} = 'pending' then 0 else 1 end`,
      sql`case when ${adjustmentRequests.status} = 'pending' then ${adjustmentRequests.id} end asc`,
      sql`${adjustmentRequests.id} desc`,
    )
    .limit(paging.limit)
    .offset(paging.offset);
  const ids = rows.map((r) => r.row.id);
  const approvers = new Map<number, string[]>();
  if (ids.length > 0) {
    const found = await db
      .select({ subjectId: cashierApprovals.subjectId, username: operators.username })
      .from(cashierApprovals)
      .innerJoin(operators, eq(operators.id, cashierApprovals.operatorId))
      .where(and(eq(cashierApprovals.subject, 'adjustment'), inArray(cashierApprovals.subjectId, ids)))
      .orderBy(cashierApprovals.id);
    for (const a of found) approvers.set(a.subjectId, [...(approvers.get(a.subjectId) ?? []), a.username]);
  }
  return rows.map(({ row, username, createdByName, decidedByName }) => ({
    id: row.id,
    status: row.status,
    username,
    memberId: row.memberId,
    direction: row.direction,
    amount: minorToNumber(row.amountMinor),
    currency: row.currency,
    reason: row.reason,
    requestId: row.requestId,
    createdBy: createdByName,
    createdAt: row.createdAt.getTime(),
    approvals: approvers.get(row.id) ?? [],
    approvalsRequired: row.approvalsRequired,
    decidedBy: decidedByName,
    decidedAt: row.decidedAt?.getTime() ?? null,
    rejectReason: row.rejectReason,
    transactionId: row.transactionId,
  }));
}
