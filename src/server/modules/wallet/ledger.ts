import { PgTransaction } from 'drizzle-orm/pg-core';
import { ERROR_CODES } from '../../../shared/api/envelope';
import { formatMinor } from '../../../shared/money';
import type { Database } from '../../db/client';
import type { LedgerTransactionKind } from '../../db/schema';
import { ApiError } from '../../lib/errors';
import { sha256 } from '../../lib/tokens';
import { callLedgerPost, selectTransactionByKey, type StoredPosting } from './ledger-queries';

/**
 * The double-entry ledger: the only code that changes a balance. One call of post() is one
 * database statement, ledger_post() (migration 0006), that (1) claims the idempotency key,
 * (2) applies every balance change with the guarded UPDATE, in account-id order, and (3) writes
 * the postings with the balances the updates returned. Any refusal raises and rolls all of it
 * back, so a transaction is either wholly there or not at all. Invariants, checked again by
 * tests/server/wallet-*.test.ts:
 *   - the postings of a transaction sum to zero per currency (checked before anything is written);
 *   - a player-owned balance never goes below zero (guarded UPDATE, and a CHECK constraint behind it);
 *   - a stored balance is the sum of its postings (only this function writes either);
 *   - one transaction per (brand, idempotency key) (unique index); a replay returns the original.
 */

/** One leg to post: a signed amount in minor units on an account of that currency. */
export interface PostingInput {
  accountId: number;
  amount: bigint;
  currency: string;
}

export interface PostRequest {
  brandId: number;
  kind: LedgerTransactionKind;
  /** Unique per brand; callers namespace it (e.g. `transfer:m<memberId>:<requestId>`). */
  idempotencyKey: string;
  /** SHA-256 of the canonical request (requestHash()); the same key with another hash is refused. */
  requestHash: string;
  postings: PostingInput[];
  metadata?: Record<string, unknown>;
  /** The transaction this one compensates. */
  reversesId?: number | null;
}

/** A posted (or replayed) transaction. */
export interface PostedTransaction {
  id: number;
  kind: LedgerTransactionKind;
  createdAt: Date;
  metadata: Record<string, unknown>;
  reversesId: number | null;
  postings: StoredPosting[];
  /** True when the key was already used with the same request: nothing new was posted. */
  replayed: boolean;
}

/** SHA-256 of a request's canonical JSON (keys sorted; bigint as decimal text). */
export function requestHash(request: Record<string, unknown>): string {
  return sha256(canonicalJson(request));
}

function canonicalJson(value: unknown): string {
  if (typeof value === 'bigint') return JSON.stringify(value.toString());
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
  }
  return JSON.stringify(value ?? null);
}

/** Refuses postings that do not balance: a bug in the caller, never a player error (500). */
export function assertBalanced(postings: readonly PostingInput[]): void {
  if (postings.length < 2) throw new Error('a ledger transaction needs at least two postings');
  const sums = new Map<string, bigint>();
  for (const p of postings) {
    if (typeof p.amount !== 'bigint' || p.amount === 0n) throw new Error('a posting amount is a non-zero bigint');
    sums.set(p.currency, (sums.get(p.currency) ?? 0n) + p.amount);
  }
  for (const [currency, sum] of sums)
    if (sum !== 0n) throw new Error(`postings do not balance in ${currency}: off by ${sum.toString()}`);
}

export function insufficientFunds(balance: bigint): ApiError {
  return new ApiError(400, ERROR_CODES.insufficientFunds, 'Insufficient balance', {
    balance: Number(formatMinor(balance)),
  });
}

export function requestIdReused(): ApiError {
  return new ApiError(
    409,
    ERROR_CODES.requestIdReused,
    'This request id was already used for a different request; use a new id for a new request',
  );
}

/** SQLSTATEs after which the whole transaction may simply run again (nothing was written). */
const RETRYABLE = new Set(['40001', '40P01']);
/** ledger_post(): a guarded balance change refused (DETAIL `account:reason:balance`). */
const GUARD_REFUSED = 'LDG01';

function sqlError(error: unknown): { code?: string; detail?: string } {
  for (let current = error, depth = 0; current && depth < 5; depth++) {
    const { code, detail, cause } = current as { code?: unknown; detail?: unknown; cause?: unknown };
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code))
      return { code, detail: typeof detail === 'string' ? detail : undefined };
    current = cause;
  }
  return {};
}

/**
 * Posts a transaction, or answers the original one for a replayed key. The posting is one
 * statement (ledger_post(), migration 0006), so it is atomic on its own and also inside a
 * caller's transaction (e.g. an adjustment with its audit row).
 */
export async function post(db: Database, request: PostRequest): Promise<PostedTransaction> {
  assertBalanced(request.postings);
  const metadata = request.metadata ?? {};
  // Inside a caller's transaction a failed statement aborts that transaction, so running it
  // again here could only fail; the caller must restart its whole transaction instead.
  const canRetry = !(db instanceof PgTransaction);
  for (let attempt = 1; ; attempt++) {
    let posted: Awaited<ReturnType<typeof callLedgerPost>>;
    try {
      posted = await callLedgerPost(db, {
        brandId: request.brandId,
        kind: request.kind,
        idempotencyKey: request.idempotencyKey,
        requestHash: request.requestHash,
        reversesId: request.reversesId ?? null,
        metadata,
        legs: request.postings,
      });
    } catch (error) {
      const { code, detail } = sqlError(error);
      if (code === GUARD_REFUSED) throw refusal(detail ?? '');
      // Locks are taken in account-id order, so deadlocks should not happen; if the engine still
      // reports one (or a serialization failure) nothing was written: run it again.
      if (!canRetry || attempt >= 3 || !code || !RETRYABLE.has(code)) throw error;
      continue;
    }
    if (!posted) return replay(db, request);
    return {
      id: posted.id,
      kind: request.kind,
      createdAt: posted.createdAt,
      metadata,
      reversesId: request.reversesId ?? null,
      postings: request.postings.map((p, i) => ({ ...p, balanceAfter: posted.balancesAfter[i] ?? 0n })),
      replayed: false,
    };
  }
}

/** The key is taken: the original answer when the request is the same, else 409. */
async function replay(db: Database, request: PostRequest): Promise<PostedTransaction> {
  const existing = await selectTransactionByKey(db, request.brandId, request.idempotencyKey);
  if (!existing) throw new Error('idempotency key taken but no transaction found');
  if (existing.requestHash !== request.requestHash) throw requestIdReused();
  return { ...existing, replayed: true };
}

/** The error for a refused guarded update: insufficient funds for the player, a bug otherwise. */
function refusal(detail: string): Error {
  const [account = '?', reason = '', balance = '0'] = detail.split(':');
  if (reason === 'funds') return insufficientFunds(BigInt(/^-?\d+$/.test(balance) ? balance : '0'));
  return new Error(`ledger account ${account} refused the change (${reason || 'unknown'})`);
}
