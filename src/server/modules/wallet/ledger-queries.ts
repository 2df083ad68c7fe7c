import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { prepared } from '../../db/prepared';
import { rowsOf } from '../../db/migrate';
import type { LedgerAccountKind, LedgerTransactionKind } from '../../db/schema';

/**
 * The ledger's SQL. The posting itself is the database function ledger_post() (migration 0006):
 * one round trip per transaction instead of six; ledger_post_batch() (migration 0014) posts many
 * in one statement and one commit, which is what lets bets and wins keep up under load
 * (docs/architecture.md, Money). bigint values travel as decimal text both ways (pg and PGlite
 * disagree on int8 in JS).
 */

/** The identity of a ledger account (ledger_accounts_key). */
export interface AccountKey {
  brandId: number;
  kind: LedgerAccountKind;
  memberId: number | null;
  vendorCode: string;
  shard: number;
  currency: string;
}

/** Inserts the account if missing (a no-op when it exists, also under a race) and returns its id. */
export async function upsertAccount(db: Database, key: AccountKey): Promise<number> {
  const inserted = rowsOf<{ id: string | number }>(
    await db.execute(sql`
      insert into ledger_accounts (brand_id, kind, member_id, vendor_code, shard, currency)
      values (${key.brandId}, ${key.kind}, ${key.memberId}, ${key.vendorCode}, ${key.shard}, ${key.currency})
      on conflict (brand_id, kind, coalesce(member_id, 0), vendor_code, shard, currency) do nothing
      returning id`),
  );
  if (inserted[0]) return Number(inserted[0].id);
  const found = rowsOf<{ id: string | number }>(
    await db.execute(sql`
      select id from ledger_accounts
      where brand_id = ${key.brandId} and kind = ${key.kind} and coalesce(member_id, 0) = ${key.memberId ?? 0}
        and vendor_code = ${key.vendorCode} and shard = ${key.shard} and currency = ${key.currency}`),
  );
  if (!found[0]) throw new Error(`ledger account ${JSON.stringify(key)} vanished`);
  return Number(found[0].id);
}

/** The arguments of ledger_post() (migration 0006). */
export interface LedgerPostCall {
  brandId: number;
  kind: LedgerTransactionKind;
  idempotencyKey: string;
  requestHash: string;
  reversesId: number | null;
  metadata: Record<string, unknown>;
  legs: { accountId: number; amount: bigint; currency: string }[];
}

const CURRENCY = /^[A-Z]{3}$/;

/**
 * Posts one transaction through ledger_post() in a single statement: claims the key, applies the
 * guarded balance UPDATEs in account-id order, writes the postings. Returns the new
 * transaction, or null when the key was already taken (nothing changed). A refused balance
 * change raises SQLSTATE LDG01 and the statement rolls back whole.
 */
export async function callLedgerPost(
  db: Database,
  call: LedgerPostCall,
): Promise<{ id: number; createdAt: Date; balancesAfter: bigint[] } | null> {
  checkCurrencies(call);
  const accounts = `{${call.legs.map((leg) => String(leg.accountId)).join(',')}}`;
  const amounts = `{${call.legs.map((leg) => leg.amount.toString()).join(',')}}`;
  const currencies = `{${call.legs.map((leg) => leg.currency).join(',')}}`;
  const rows = rowsOf<{ transaction_id: string | number; created_at: string | Date; balances_after: unknown }>(
    await db.execute(
      prepared(sql`
      select transaction_id, created_at, balances_after::text[] as balances_after from ledger_post(
        ${call.brandId}, ${call.kind}, ${call.idempotencyKey}, ${call.requestHash}, ${call.reversesId}::bigint,
        ${JSON.stringify(call.metadata)}::jsonb, ${accounts}::bigint[], ${amounts}::bigint[], ${currencies}::text[])`),
    ),
  );
  const row = rows[0];
  if (!row) return null;
  return {
    id: Number(row.transaction_id),
    createdAt: new Date(row.created_at),
    balancesAfter: textArray(row.balances_after).map((value) => BigInt(value)),
  };
}

function checkCurrencies(call: LedgerPostCall): void {
  for (const leg of call.legs) if (!CURRENCY.test(leg.currency)) throw new Error(`bad currency ${leg.currency}`);
}

/** What ledger_post_batch() (migration 0014) answers for one item. */
export type BatchOutcome =
  | { outcome: 'posted'; id: number; createdAt: Date; balancesAfter: bigint[] }
  /** The key is already used (stored, or by an earlier item of the batch): nothing changed. */
  | { outcome: 'taken' }
  /** A guarded balance change was refused; detail as LDG01's (`account:reason:balance`). */
  | { outcome: 'refused'; detail: string }
  /** The legs do not balance (LDG02 for ledger_post()). */
  | { outcome: 'invalid' };

/** One item of ledger_post_batch()'s argument (migration 0014), currencies checked. */
export function batchItemOf(call: LedgerPostCall): Record<string, unknown> {
  checkCurrencies(call);
  // Amounts travel as decimal strings: JSON numbers lose precision past 2^53 in JavaScript.
  return {
    b: call.brandId,
    k: call.kind,
    i: call.idempotencyKey,
    h: call.requestHash,
    r: call.reversesId,
    m: call.metadata,
    l: call.legs.map((leg) => [leg.accountId, leg.amount.toString(), leg.currency]),
  };
}

/**
 * Posts many transactions in one statement and one commit through ledger_post_batch(): each
 * item is decided as if the items ran one after another through ledger_post(), and a refused
 * item does not affect the others. Answers one outcome per call, in order. The statement
 * fails as a whole only on a bug or a lost connection (nothing written then, or all of it).
 */
export async function callLedgerPostBatch(db: Database, calls: readonly LedgerPostCall[]): Promise<BatchOutcome[]> {
  const items = JSON.stringify(calls.map(batchItemOf));
  const rows = rowsOf<{
    ord: number;
    outcome: BatchOutcome['outcome'];
    transaction_id: string | number | null;
    created_at: string | Date | null;
    balances_after: unknown;
    detail: string | null;
  }>(
    await db.execute(
      prepared(sql`
      select ord, outcome, transaction_id, created_at, balances_after::text[] as balances_after, detail
      from ledger_post_batch(${items}::jsonb)`),
    ),
  );
  if (rows.length !== calls.length) throw new Error(`ledger batch answered ${rows.length} of ${calls.length} items`);
  rows.sort((a, b) => Number(a.ord) - Number(b.ord));
  return rows.map((row): BatchOutcome => {
    switch (row.outcome) {
      case 'posted':
        return {
          outcome: 'posted',
          id: Number(row.transaction_id),
          createdAt: new Date(row.created_at ?? 0),
          balancesAfter: textArray(row.balances_after).map((value) => BigInt(value)),
        };
      case 'refused':
        return { outcome: 'refused', detail: row.detail ?? '' };
      case 'taken':
      case 'invalid':
        return { outcome: row.outcome };
      default:
        throw new Error(`ledger batch answered an unknown outcome ${String(row.outcome)}`);
    }
  });
}

/** A text[] as either driver hands it over: an array, or the literal '{1,2}'. */
function textArray(value: unknown): string[] {
  if (Array.isArray(value)) return value.map(String);
  const text = String(value);
  return text === '{}' ? [] : text.slice(1, -1).split(',');
}

/** A posting as stored. */
export interface StoredPosting {
  accountId: number;
  amount: bigint;
  currency: string;
  balanceAfter: bigint;
}

/** A stored transaction found by its idempotency key, with its postings in written order. */
export interface StoredTransaction {
  id: number;
  kind: LedgerTransactionKind;
  requestHash: string;
  reversesId: number | null;
  metadata: Record<string, unknown>;
  createdAt: Date;
  postings: StoredPosting[];
}

export async function selectTransactionByKey(
  db: Database,
  brandId: number,
  idempotencyKey: string,
): Promise<StoredTransaction | undefined> {
  const rows = rowsOf<{
    id: string | number;
    kind: LedgerTransactionKind;
    request_hash: string;
    reverses_id: string | number | null;
    metadata: Record<string, unknown>;
    created_at: string | Date;
  }>(
    await db.execute(sql`
      select id, kind, request_hash, reverses_id, metadata, created_at from ledger_transactions
      where brand_id = ${brandId} and idempotency_key = ${idempotencyKey}`),
  );
  const row = rows[0];
  if (!row) return undefined;
  const id = Number(row.id);
  return {
    id,
    kind: row.kind,
    requestHash: row.request_hash,
    reversesId: row.reverses_id === null ? null : Number(row.reverses_id),
    metadata: row.metadata,
    createdAt: new Date(row.created_at),
    postings: await selectPostings(db, id),
  };
}

async function selectPostings(db: Database, transactionId: number): Promise<StoredPosting[]> {
  const rows = rowsOf<{
    account_id: string | number;
    amount: string | number | bigint;
    currency: string;
    balance_after: string | number | bigint;
  }>(
    await db.execute(sql`
      select account_id, amount, currency, balance_after from ledger_postings
      where transaction_id = ${transactionId} order by id`),
  );
  return rows.map((r) => ({
    accountId: Number(r.account_id),
    amount: BigInt(String(r.amount)),
    currency: r.currency,
    balanceAfter: BigInt(String(r.balance_after)),
  }));
}
