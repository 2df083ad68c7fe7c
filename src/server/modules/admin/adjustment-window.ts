import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { rowsOf } from '../../db/migrate';

/**
 * The two-person rule over a window (issue 17; docs/architecture.md "Money"). What one operator
 * moves alone to one member's main wallet is counted over a rolling 24 hours: credits and debits
 * alike (both move money), adjustments posted on this operator's word alone (a two-person one
 * was approved by someone else, so it does not count). When that sum with the new amount
 * reaches the brand's second-approval amount, the new adjustment waits for a second operator,
 * as a single large one does.
 *
 * The count is read and acted on under a transaction-scoped advisory lock on (operator, member),
 * so parallel requests of one operator for one member are decided one after another, each
 * seeing the ones before it committed: a burst of small adjustments cannot pass the threshold
 * together. Other operators and other members are not held up.
 */
export const ADJUSTMENT_WINDOW_HOURS = 24;

/** Takes the (operator, member) lock until the caller's transaction ends. */
export async function lockAdjustmentWindow(tx: Database, operatorId: number, memberId: number): Promise<void> {
  await tx.execute(
    sql`select pg_advisory_xact_lock(hashtextextended(${`adjustment-window:o${operatorId}:m${memberId}`}, 0))`,
  );
}

/** Minor units the operator moved alone to the member's main wallet within the window. */
export async function movedAloneInWindow(
  tx: Database,
  brandId: number,
  memberId: number,
  operatorName: string,
): Promise<bigint> {
  const [row] = rowsOf<{ moved: string | number | null }>(
    await tx.execute(sql`
      select coalesce(sum(abs(p.amount)), 0)::text as moved
      from ledger_accounts a
      join ledger_postings p on p.account_id = a.id
      join ledger_transactions t on t.id = p.transaction_id
      where a.brand_id = ${brandId} and a.member_id = ${memberId} and a.kind = 'player_main'
        and t.kind = 'adjustment'
        and t.created_at > now() - make_interval(hours => ${ADJUSTMENT_WINDOW_HOURS})
        and t.metadata->>'operator' = ${operatorName}
        and not (t.metadata ? 'approvedBy')`),
  );
  return BigInt(row?.moved ?? 0);
}
