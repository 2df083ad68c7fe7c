import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { rowsOf } from '../../db/migrate';

/** How often each server process looks for orders to expire. */
export const EXPIRY_INTERVAL_MS = 30_000;
const BATCH = 500;

/**
 * Expires created and pending orders past their expires_at. Claimed through the database (one
 * UPDATE over rows taken with FOR UPDATE SKIP LOCKED, re-checking the status), so any number of
 * server processes may run it at once and a row is expired exactly once; running it again does
 * nothing. Left alone: orders waiting for a cashier (a review reason, e.g. an unknown gateway
 * outcome, which is reconciled and never failed by the clock) and company deposits whose slip is
 * uploaded (the player has paid; the cashier decides). A valid payment callback that arrives
 * after expiry is held for review, never credited silently (callbacks.ts).
 */
export async function expireOrders(db: Database, now: number): Promise<string[]> {
  const at = new Date(now).toISOString();
  const expired: string[] = [];
  for (;;) {
    const rows = rowsOf<{ order_no: string }>(
      await db.execute(sql`
        update deposit_orders set status = 'expired', updated_at = ${at}::timestamptz
        where id in (select id from deposit_orders
                     where status in ('created', 'pending') and expires_at <= ${at}::timestamptz
                       and review_reason is null and slip_upload_id is null
                     order by expires_at limit ${BATCH} for update skip locked)
          and status in ('created', 'pending') and review_reason is null and slip_upload_id is null
        returning order_no`),
    );
    expired.push(...rows.map((row) => row.order_no));
    if (rows.length < BATCH) return expired;
  }
}
