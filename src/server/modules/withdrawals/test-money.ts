import { sql } from 'drizzle-orm';
import { ERROR_CODES } from '../../../shared/api/envelope';
import { formatMinor } from '../../../shared/money';
import type { Database } from '../../db/client';
import { rowsOf } from '../../db/migrate';
import { ApiError } from '../../lib/errors';

/**
 * Test money is never withdrawn as real money (issue 17; docs/architecture.md "Deposits"). What
 * the sandbox gateway credited a member (confirmed sandbox orders, however confirmed) stays in
 * the main wallet, where it plays like any money, but a withdrawal may take only what the main
 * balance holds above it: withdrawable = main − sandbox credits, never below 0. The check runs
 * on the balance the withdrawal's own hold left (the guarded UPDATE's answer), so a bet landing
 * meanwhile cannot slip test money through.
 */
export async function sandboxCreditsOf(db: Database, memberId: number): Promise<bigint> {
  const [row] = rowsOf<{ total: string | null }>(
    await db.execute(sql`
      select coalesce(sum(credit_minor), 0)::text as total from deposit_orders
      where member_id = ${memberId} and provider = 'sandbox' and status = 'confirmed'`),
  );
  return BigInt(row?.total ?? '0');
}

/** What of the main balance may be withdrawn. */
export function withdrawableOf(main: bigint, sandboxCredits: bigint): bigint {
  return main > sandboxCredits ? main - sandboxCredits : 0n;
}

/** Refuses a withdrawal that would leave less than the member's test money in the main wallet. */
export function checkLeavesTestMoney(mainAfterHold: bigint, sandboxCredits: bigint): void {
  if (mainAfterHold < sandboxCredits)
    throw new ApiError(400, ERROR_CODES.withdrawTestMoney, 'Sandbox (test) money cannot be withdrawn', {
      testMoney: Number(formatMinor(sandboxCredits)),
    });
}
