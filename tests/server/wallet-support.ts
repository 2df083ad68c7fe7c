// Shared helpers of the wallet suites: a migrated database with members, ledger accounts, and
// the invariant checks every suite ends with.
import { sql } from 'drizzle-orm';
import type { Database } from '../../src/server/db/client';
import { rowsOf } from '../../src/server/db/migrate';

/** Rows of a raw query. */
export async function query<T>(db: Database, statement: ReturnType<typeof sql>): Promise<T[]> {
  return rowsOf<T>(await db.execute(statement));
}

/**
 * The ledger invariants over the whole database; returns the violations found (empty = sound):
 * postings sum to zero per transaction and currency; every transaction has two or more postings;
 * each stored balance equals the sum of its postings; no player balance below zero; one
 * transaction per idempotency key; each posting's balance_after continues its account's chain.
 */
export async function ledgerViolations(db: Database): Promise<string[]> {
  const problems: string[] = [];
  const check = async (name: string, statement: ReturnType<typeof sql>) => {
    const rows = await query<Record<string, unknown>>(db, statement);
    if (rows.length > 0) problems.push(`${name}: ${JSON.stringify(rows.slice(0, 5))}`);
  };
  await check(
    'unbalanced transaction',
    sql`select transaction_id, currency, sum(amount)::text as sum from ledger_postings
        group by transaction_id, currency having sum(amount) <> 0`,
  );
  await check(
    'transaction with fewer than two postings',
    sql`select t.id from ledger_transactions t left join ledger_postings p on p.transaction_id = t.id
        group by t.id having count(p.id) < 2`,
  );
  await check(
    'balance differs from its postings',
    sql`select a.id, a.balance::text, coalesce(s.total, 0)::text as postings from ledger_accounts a
        left join (select account_id, sum(amount) as total from ledger_postings group by account_id) s
          on s.account_id = a.id
        where a.balance <> coalesce(s.total, 0)`,
  );
  await check(
    'negative player balance',
    sql`select id, balance::text from ledger_accounts
        where kind in ('player_main', 'player_vendor', 'player_held') and balance < 0`,
  );
  await check(
    'idempotency key used twice',
    sql`select brand_id, idempotency_key from ledger_transactions
        group by brand_id, idempotency_key having count(*) > 1`,
  );
  await check(
    'broken balance_after chain',
    sql`select id, account_id from (
          select id, account_id, amount, balance_after,
                 lag(balance_after, 1, 0::bigint) over (partition by account_id order by id) as before
          from ledger_postings) chain
        where balance_after <> before + amount`,
  );
  await check(
    'posting currency differs from its account',
    sql`select p.id from ledger_postings p join ledger_accounts a on a.id = p.account_id
        where a.currency <> p.currency`,
  );
  return problems;
}

/** A member's main-wallet balance in minor units (0 when the account does not exist yet). */
export async function mainBalance(db: Database, memberId: number): Promise<bigint> {
  const rows = await query<{ balance: string }>(
    db,
    sql`select balance::text as balance from ledger_accounts where member_id = ${memberId} and kind = 'player_main'`,
  );
  return BigInt(rows[0]?.balance ?? '0');
}
