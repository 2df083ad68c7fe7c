import { sql } from 'drizzle-orm';
import type { AdjustmentRequest, AdjustmentResult } from '../../../shared/api/admin-wallet';
import { minorToNumber } from '../../../shared/money';
import type { Database } from '../../db/client';
import { rowsOf } from '../../db/migrate';
import type { MemberRow } from '../../db/schema';
import { notFound } from '../../lib/errors';
import { requireRealAccount } from '../auth/roles';
import { mainAccount, systemAccount } from './accounts';
import { post, requestHash } from './ledger';
import { amountOf } from './service';

/**
 * Manual adjustments: an operator credits or debits a member's main wallet with a reason. The
 * other leg is the brand's house account, so money is never created from nothing: the house's
 * balance shows what operators gave away. A correction names the transaction it compensates
 * (reverses_id); the original is never touched.
 */
export async function adjustMember(
  db: Database,
  brand: { id: number; currency: string },
  member: MemberRow,
  input: AdjustmentRequest & { operator: string; approvedBy?: string },
): Promise<AdjustmentResult> {
  requireRealAccount(member);
  const amount = amountOf(input.amount);
  const reversesId = input.reversesTransactionId ?? null;
  if (reversesId !== null) {
    const found = rowsOf(
      await db.execute(sql`select 1 from ledger_transactions where id = ${reversesId} and brand_id = ${brand.id}`),
    );
    if (found.length === 0) throw notFound(`No transaction ${reversesId} in this brand`);
  }
  const key = `adjustment:${input.requestId}`;
  const player = await mainAccount(db, brand.id, member.id, brand.currency);
  const house = await systemAccount(db, brand.id, 'house', brand.currency, key);
  const signed = input.direction === 'credit' ? amount : -amount;
  const posted = await post(db, {
    brandId: brand.id,
    kind: 'adjustment',
    idempotencyKey: key,
    requestHash: requestHash({
      call: 'adjustment',
      memberId: member.id,
      direction: input.direction,
      amount,
      reason: input.reason,
      reversesId,
    }),
    // The player's leg first: its balance_after is the answer's balance.
    postings: [
      { accountId: player, amount: signed, currency: brand.currency },
      { accountId: house, amount: -signed, currency: brand.currency },
    ],
    metadata: {
      requestId: input.requestId,
      reason: input.reason,
      operator: input.operator,
      // The second operator of a two-person adjustment (admin/adjustment-requests.ts).
      ...(input.approvedBy ? { approvedBy: input.approvedBy } : {}),
      remark: input.reason,
    },
    reversesId,
  });
  return {
    status: 'posted',
    transactionId: posted.id,
    username: member.username,
    direction: input.direction,
    amount: minorToNumber(amount),
    balance: minorToNumber(posted.postings[0]?.balanceAfter ?? 0n),
    reason: input.reason,
    reversesTransactionId: posted.reversesId,
    createdAt: posted.createdAt.toISOString(),
    replayed: posted.replayed,
  };
}
