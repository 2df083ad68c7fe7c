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

/**
 * The cashier invariants (deposits and withdrawals against the ledger); returns the violations
 * found (empty = sound):
 * - held funds per member == the sum of that member's open (requested/approved) withdrawals, plus
 *   `otherHolds[memberId]` for members a test also holds funds for outside withdrawals;
 * - each deposit order has exactly one `deposit` transaction (`deposit:<orderNo>`) when confirmed
 *   and none otherwise, the one the order names, crediting the player's main wallet with the
 *   order's credit amount;
 * - each withdrawal order has exactly one hold for its amount (the one it names), a release
 *   exactly when rejected and a payout exactly when paid (refunds are not checked here).
 */
export async function cashierViolations(
  db: Database,
  otherHolds: Readonly<Record<number, bigint>> = {},
): Promise<string[]> {
  const problems: string[] = [];
  const held = await query<{ member_id: number; held: string; open: string }>(
    db,
    sql`select m.id as member_id, coalesce(h.total, 0)::text as held, coalesce(w.total, 0)::text as open
        from members m
        left join (select member_id, sum(balance) as total from ledger_accounts
                   where kind = 'player_held' group by member_id) h on h.member_id = m.id
        left join (select member_id, sum(amount) as total from withdrawal_orders
                   where status in ('requested', 'approved') group by member_id) w on w.member_id = m.id
        where coalesce(h.total, 0) <> 0 or coalesce(w.total, 0) <> 0`,
  );
  const mismatched = held.filter((row) => BigInt(row.held) !== BigInt(row.open) + (otherHolds[row.member_id] ?? 0n));
  if (mismatched.length > 0) problems.push(`held funds differ from open withdrawals: ${JSON.stringify(mismatched)}`);

  const deposits = await query<Record<string, unknown>>(
    db,
    sql`select o.order_no, o.status, o.ledger_transaction_id::text as named, count(t.id)::int as credits,
               min(t.id)::text as stored, max(t.kind) as kind,
               max(p.amount)::text as credited, o.credit_minor::text as credit
        from deposit_orders o
        left join ledger_transactions t on t.brand_id = o.brand_id and t.idempotency_key = 'deposit:' || o.order_no
        left join ledger_accounts a on a.member_id = o.member_id and a.kind = 'player_main' and a.currency = o.currency
        left join ledger_postings p on p.transaction_id = t.id and p.account_id = a.id
        group by o.id
        having count(t.id) <> case when o.status = 'confirmed' then 1 else 0 end
            or (o.status = 'confirmed' and (o.ledger_transaction_id is distinct from min(t.id)
                or max(t.kind) <> 'deposit' or max(p.amount) is distinct from o.credit_minor))
            or (o.status <> 'confirmed' and o.ledger_transaction_id is not null)`,
  );
  if (deposits.length > 0) problems.push(`deposit credits: ${JSON.stringify(deposits.slice(0, 5))}`);

  const withdrawals = await query<Record<string, unknown>>(
    db,
    sql`select o.order_no, o.status, o.amount::text as amount,
               count(*) filter (where t.idempotency_key like '%:hold')::int as holds,
               count(*) filter (where t.idempotency_key like '%:release')::int as releases,
               count(*) filter (where t.idempotency_key like '%:paid')::int as payouts
        from withdrawal_orders o
        left join ledger_transactions t on t.brand_id = o.brand_id
          and t.idempotency_key in ('withdrawal:' || o.order_no || ':hold', 'withdrawal:' || o.order_no || ':release',
                                    'withdrawal:' || o.order_no || ':paid')
        group by o.id
        having count(*) filter (where t.idempotency_key like '%:hold') <> 1
            or o.hold_tx_id is distinct from min(t.id) filter (where t.idempotency_key like '%:hold')
            or count(*) filter (where t.idempotency_key like '%:release') <> case when o.status = 'rejected' then 1 else 0 end
            or o.release_tx_id is distinct from min(t.id) filter (where t.idempotency_key like '%:release')
            or count(*) filter (where t.idempotency_key like '%:paid') <> case when o.status = 'paid' then 1 else 0 end
            or o.paid_tx_id is distinct from min(t.id) filter (where t.idempotency_key like '%:paid')`,
  );
  if (withdrawals.length > 0) problems.push(`withdrawal moves: ${JSON.stringify(withdrawals.slice(0, 5))}`);
  const holdAmounts = await query<Record<string, unknown>>(
    db,
    sql`select o.order_no, o.amount::text as amount, p.amount::text as held
        from withdrawal_orders o
        join ledger_accounts a on a.member_id = o.member_id and a.kind = 'player_held' and a.currency = o.currency
        left join ledger_postings p on p.transaction_id = o.hold_tx_id and p.account_id = a.id
        where p.amount is distinct from o.amount`,
  );
  if (holdAmounts.length > 0) problems.push(`hold amounts: ${JSON.stringify(holdAmounts.slice(0, 5))}`);
  return problems;
}
