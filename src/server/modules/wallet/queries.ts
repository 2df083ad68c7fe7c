import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { rowsOf } from '../../db/migrate';
import type { LedgerTransactionKind } from '../../db/schema';

/** Read-side SQL of the wallet: a member's balances and account record. Writes go through ledger.ts only. */

/** A member's wallets that hold spendable money (main and vendor wallets; held funds are not available). */
export async function selectMemberBalances(
  db: Database,
  brandId: number,
  memberId: number,
  currency: string,
): Promise<{ kind: 'player_main' | 'player_vendor'; vendorCode: string; balance: bigint }[]> {
  const rows = rowsOf<{ kind: 'player_main' | 'player_vendor'; vendor_code: string; balance: string }>(
    await db.execute(sql`
      select kind, vendor_code, balance::text as balance from ledger_accounts
      where brand_id = ${brandId} and member_id = ${memberId} and currency = ${currency}
        and kind in ('player_main', 'player_vendor')`),
  );
  return rows.map((r) => ({ kind: r.kind, vendorCode: r.vendor_code, balance: BigInt(r.balance) }));
}

export interface RecordFilter {
  brandId: number;
  memberId: number;
  type?: LedgerTransactionKind | undefined;
  start?: Date | undefined;
  end?: Date | undefined;
  limit: number;
  offset: number;
}

/** One posting on a member's wallet with its transaction. */
export interface RecordRow {
  transactionId: number;
  kind: LedgerTransactionKind;
  accountKind: string;
  vendorCode: string;
  amount: bigint;
  balanceAfter: bigint;
  createdAt: Date;
  reversesId: number | null;
  metadata: Record<string, unknown>;
}

/** A page of the member's account record, newest first, and the total count for paging. */
export async function selectRecord(db: Database, filter: RecordFilter): Promise<{ rows: RecordRow[]; total: number }> {
  const where = sql.join(
    [
      sql`a.brand_id = ${filter.brandId}`,
      sql`a.member_id = ${filter.memberId}`,
      sql`a.kind in ('player_main', 'player_vendor')`,
      ...(filter.type ? [sql`t.kind = ${filter.type}`] : []),
      ...(filter.start ? [sql`t.created_at >= ${filter.start.toISOString()}::timestamptz`] : []),
      ...(filter.end ? [sql`t.created_at < ${filter.end.toISOString()}::timestamptz`] : []),
    ],
    sql` and `,
  );
  const from = sql`from ledger_postings p
    join ledger_accounts a on a.id = p.account_id
    join ledger_transactions t on t.id = p.transaction_id
    where ${where}`;
  const rows = rowsOf<{
    transaction_id: string | number;
    kind: LedgerTransactionKind;
    account_kind: string;
    vendor_code: string;
    amount: string;
    balance_after: string;
    created_at: string | Date;
    reverses_id: string | number | null;
    metadata: Record<string, unknown>;
  }>(
    await db.execute(sql`
      select p.transaction_id, t.kind, a.kind as account_kind, a.vendor_code, p.amount::text as amount,
             p.balance_after::text as balance_after, t.created_at, t.reverses_id, t.metadata
      ${from} order by p.id desc limit ${filter.limit} offset ${filter.offset}`),
  );
  const count = rowsOf<{ total: string | number }>(await db.execute(sql`select count(*) as total ${from}`));
  return {
    total: Number(count[0]?.total ?? 0),
    rows: rows.map((r) => ({
      transactionId: Number(r.transaction_id),
      kind: r.kind,
      accountKind: r.account_kind,
      vendorCode: r.vendor_code,
      amount: BigInt(r.amount),
      balanceAfter: BigInt(r.balance_after),
      createdAt: new Date(r.created_at),
      reversesId: r.reverses_id === null ? null : Number(r.reverses_id),
      metadata: r.metadata,
    })),
  };
}
