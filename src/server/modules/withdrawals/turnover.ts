import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { rowsOf } from '../../db/migrate';

/**
 * The turnover ("rollover") requirement: before withdrawing, a member must have bet
 * turnoverMultiple x what was deposited since the last paid withdrawal. Everything is read from
 * the ledger, the one record of money:
 *   - deposits: credits on the member's main wallet in 'deposit' transactions and operator
 *     credit adjustments ('adjustment' with a positive player leg);
 *   - bets: debits on the member's main and vendor wallets in 'bet' transactions;
 *   - "since": postings after the last paid withdrawal's 'withdrawal_paid' postings (posting ids
 *     are the ledger's own order).
 * One statement: it range-scans ledger_postings_account_idx (account_id, id > boundary) for the
 * member's two or three wallets and joins each posting's transaction by primary key, so its cost
 * grows with the member's activity since the last payout, never with the size of the ledger.
 */

export interface Turnover {
  required: bigint;
  achieved: bigint;
  remaining: bigint;
}

/** Minor-unit product of an amount and a (possibly fractional) multiple, rounded up to the cent. */
function times(amount: bigint, multiple: number): bigint {
  const hundredths = BigInt(Math.round(Math.max(0, multiple) * 100));
  return (amount * hundredths + 99n) / 100n;
}

export async function turnoverOf(
  db: Database,
  input: { brandId: number; memberId: number; currency: string; multiple: number },
): Promise<Turnover> {
  const rows = rowsOf<{ deposits: string; bets: string }>(
    await db.execute(sql`
      with boundary as (
        select coalesce(max(p.id), 0) as posting_id
        from ledger_postings p
        where p.transaction_id = (
          select max(paid_tx_id) from withdrawal_orders
          where member_id = ${input.memberId} and status = 'paid')
      ), wallets as (
        select id, kind from ledger_accounts
        where brand_id = ${input.brandId} and member_id = ${input.memberId} and currency = ${input.currency}
          and kind in ('player_main', 'player_vendor')
      )
      select
        coalesce(sum(case when t.kind in ('deposit', 'adjustment') and w.kind = 'player_main' and p.amount > 0
                          then p.amount end), 0)::text as deposits,
        coalesce(sum(case when t.kind = 'bet' and p.amount < 0 then -p.amount end), 0)::text as bets
      from wallets w
      join ledger_postings p on p.account_id = w.id and p.id > (select posting_id from boundary)
      join ledger_transactions t on t.id = p.transaction_id
      where t.kind in ('deposit', 'adjustment', 'bet')`),
  );
  const deposits = BigInt(rows[0]?.deposits ?? '0');
  const achieved = BigInt(rows[0]?.bets ?? '0');
  const required = times(deposits, input.multiple);
  return { required, achieved, remaining: required > achieved ? required - achieved : 0n };
}
