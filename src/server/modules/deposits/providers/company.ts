import { sql } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { rowsOf } from '../../../db/migrate';
import type { DepositProvider } from './types';

/**
 * The offline company deposit: the player transfers to one of the brand's receiving bank
 * accounts, writing the order's memo (its order number, unique), uploads the slip, and a
 * cashier confirms it (two-person rule at or above the brand's amount). Nothing is called and no
 * callback arrives; the receiving accounts rotate: each order gets the enabled account used
 * least recently.
 */
export const companyProvider: DepositProvider = {
  name: 'company',
  configured: () => true,
};

export interface PickedAccount {
  id: number;
  bank_name: string;
  account_name: string;
  account_number: string;
}

/**
 * Claims the least recently used enabled receiving account of a channel and marks it used, in
 * the caller's transaction. SKIP LOCKED spreads simultaneous orders over the accounts; when every
 * account is locked by another order at that moment, the plain pick waits for one instead.
 */
export async function pickReceivingAccount(
  db: Database,
  channelId: number,
  now: Date,
): Promise<PickedAccount | undefined> {
  for (const skipLocked of [true, false]) {
    const lock = skipLocked ? sql`for update skip locked` : sql`for update`;
    const rows = rowsOf<PickedAccount>(
      await db.execute(sql`
        update deposit_receiving_accounts
        set last_used_at = ${now.toISOString()}::timestamptz, use_count = use_count + 1,
            updated_at = ${now.toISOString()}::timestamptz
        where id = (select id from deposit_receiving_accounts
                    where channel_id = ${channelId} and enabled
                    order by last_used_at asc nulls first, id asc limit 1 ${lock})
        returning id, bank_name, account_name, account_number`),
    );
    if (rows[0]) return rows[0];
  }
  return undefined;
}
