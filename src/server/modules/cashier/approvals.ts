import { and, count, eq } from 'drizzle-orm';
import { ERROR_CODES } from '../../../shared/api/envelope';
import type { Database } from '../../db/client';
import { cashierApprovals, type CashierSubject } from '../../db/schema';
import { ApiError } from '../../lib/errors';

/**
 * The two-person rule of the cashier queue. A decision that moves money (confirming a company
 * deposit, approving a withdrawal, a manual adjustment) records the operator's approval; at or
 * above the brand's second-approval amount it takes effect only once a second, different
 * operator has approved too. The caller runs this inside the transaction that applies the
 * decision, so an approval and its effect commit together.
 */
export interface ApprovalInput {
  brandId: number;
  subject: CashierSubject;
  subjectId: number;
  operatorId: number;
  amountMinor: bigint;
  secondApprovalMinor: number;
  /** Approvals the subject needs when not decided by its amount alone (adjustment windows). */
  required?: number;
}

export interface ApprovalOutcome {
  /** True when enough operators have approved: apply the decision now. */
  complete: boolean;
  /** Approvals recorded so far, this one included. */
  approvals: number;
  required: number;
}

/** How many approvals a decision on this amount needs. */
export function approvalsRequired(amountMinor: bigint, secondApprovalMinor: number): number {
  return amountMinor >= BigInt(secondApprovalMinor) ? 2 : 1;
}

/** Records an approval; 409 cashier.same.approver when this operator already approved it. */
export async function recordApproval(db: Database, input: ApprovalInput): Promise<ApprovalOutcome> {
  const inserted = await db
    .insert(cashierApprovals)
    .values({
      brandId: input.brandId,
      subject: input.subject,
      subjectId: input.subjectId,
      operatorId: input.operatorId,
    })
    .onConflictDoNothing()
    .returning({ id: cashierApprovals.id });
  if (inserted.length === 0)
    throw new ApiError(
      409,
      ERROR_CODES.sameApprover,
      'You already approved this; a different operator must approve it',
    );
  const [row] = await db
    .select({ n: count() })
    .from(cashierApprovals)
    .where(and(eq(cashierApprovals.subject, input.subject), eq(cashierApprovals.subjectId, input.subjectId)));
  const approvals = Number(row?.n ?? 0);
  const required = input.required ?? approvalsRequired(input.amountMinor, input.secondApprovalMinor);
  return { complete: approvals >= required, approvals, required };
}

/** Operator ids that approved a subject, oldest first (for the queue's display). */
export async function approversOf(db: Database, subject: CashierSubject, subjectId: number): Promise<number[]> {
  const rows = await db
    .select({ operatorId: cashierApprovals.operatorId })
    .from(cashierApprovals)
    .where(and(eq(cashierApprovals.subject, subject), eq(cashierApprovals.subjectId, subjectId)))
    .orderBy(cashierApprovals.id);
  return rows.map((row) => row.operatorId);
}
