import { PgTransaction } from 'drizzle-orm/pg-core';
import { ERROR_CODES } from '../../../shared/api/envelope';
import { formatMinor } from '../../../shared/money';
import type { Database } from '../../db/client';
import type { LedgerTransactionKind } from '../../db/schema';
import { ApiError } from '../../lib/errors';
import { sha256 } from '../../lib/tokens';
import { CEILING_CONSTRAINTS, checkPostingAmount, ledgerLimitExceeded } from './bounds';
import { submitToBatch } from './ledger-batch';
import { callLedgerPost, selectTransactionByKey, type LedgerPostCall, type StoredPosting } from './ledger-queries';

/**
 * The double-entry ledger: the only code that changes a balance. Inside a caller's transaction
 * one call of post() is one database statement, ledger_post() (migration 0006), that (1) claims
 * the idempotency key, (2) applies every balance change with the guarded UPDATE, in account-id
 * order, and (3) writes the postings with the balances the updates returned; any refusal raises
 * and rolls all of it back, so a transaction is either wholly there or not at all. Outside one,
 * post() joins the group commit (ledger-batch.ts): ledger_post_batch() (migration 0014) decides
 * each of the postings that arrived together exactly as ledger_post() would have, in order,
 * writes the accepted ones in one statement and one commit, and a refused one changes nothing.
 * Invariants, checked again by tests/server/wallet-*.test.ts:
 *   - the postings of a transaction sum to zero per currency (checked before anything is written);
 *   - a player-owned balance never goes below zero (guarded UPDATE, and a CHECK constraint behind it);
 *   - a stored balance is the sum of its postings (only these functions write either);
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
    checkPostingAmount(p.amount);
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
/** A CHECK constraint refused the row: one of the ledger's ceilings (bounds.ts) is a refusal. */
const CHECK_VIOLATION = '23514';

function sqlError(error: unknown): { code?: string; detail?: string; constraint?: string } {
  for (let current = error, depth = 0; current && depth < 5; depth++) {
    const { code, detail, constraint, cause } = current as {
      code?: unknown;
      detail?: unknown;
      constraint?: unknown;
      cause?: unknown;
    };
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code))
      return {
        code,
        detail: typeof detail === 'string' ? detail : undefined,
        constraint: typeof constraint === 'string' ? constraint : undefined,
      };
    current = cause;
  }
  return {};
}

/** The ledger's refusal for a ceiling CHECK violation, or undefined for any other error. */
export function ceilingRefusal(error: unknown): Error | undefined {
  const { code, constraint } = sqlError(error);
  return code === CHECK_VIOLATION && constraint && CEILING_CONSTRAINTS.has(constraint)
    ? ledgerLimitExceeded()
    : undefined;
}

/**
 * Posts a transaction, or answers the original one for a replayed key. Inside a caller's
 * transaction (e.g. an adjustment with its audit row) it is one statement, ledger_post()
 * (migration 0006), atomic on its own and part of the caller's transaction. Otherwise it goes
 * through the group commit (ledger-batch.ts): with the postings arriving meanwhile, one
 * statement and one commit, each posting decided exactly as ledger_post() would have.
 */
export async function post(db: Database, request: PostRequest): Promise<PostedTransaction> {
  const call = callOf(request);
  // A caller's transaction must see (and roll back) its own posting, so it never joins a batch.
  if (inTransaction(db)) return postAlone(db, request, call, false);
  const answer = await submitToBatch(db, call);
  switch (answer.outcome) {
    case 'posted':
      return posted(request, call, answer);
    case 'taken':
      return replay(db, request);
    case 'refused':
      throw refusal(answer.detail);
    case 'invalid':
      throw new Error('ledger postings do not balance');
    case 'alone':
      return postAlone(db, request, call, true);
  }
}

/** The arguments of ledger_post() and of a ledger_post_batch() item for a request (legs checked). */
export function callOf(request: PostRequest): LedgerPostCall {
  assertBalanced(request.postings);
  return {
    brandId: request.brandId,
    kind: request.kind,
    idempotencyKey: request.idempotencyKey,
    requestHash: request.requestHash,
    reversesId: request.reversesId ?? null,
    metadata: request.metadata ?? {},
    legs: request.postings,
  };
}

function inTransaction(db: Database): boolean {
  return db instanceof PgTransaction;
}

/** One posting in its own statement, ledger_post(). */
async function postAlone(
  db: Database,
  request: PostRequest,
  call: LedgerPostCall,
  canRetry: boolean,
): Promise<PostedTransaction> {
  // Inside a caller's transaction a failed statement aborts that transaction, so running it
  // again here could only fail; the caller must restart its whole transaction instead.
  for (let attempt = 1; ; attempt++) {
    let result: Awaited<ReturnType<typeof callLedgerPost>>;
    try {
      result = await callLedgerPost(db, call);
    } catch (error) {
      const { code, detail } = sqlError(error);
      if (code === GUARD_REFUSED) throw refusal(detail ?? '');
      const ceiling = ceilingRefusal(error);
      if (ceiling) throw ceiling;
      // Locks are taken in account-id order, so deadlocks should not happen; if the engine still
      // reports one (or a serialization failure) nothing was written: run it again.
      if (!canRetry || attempt >= 3 || !code || !RETRYABLE.has(code)) throw error;
      continue;
    }
    if (!result) return replay(db, request);
    return posted(request, call, result);
  }
}

function posted(
  request: PostRequest,
  call: LedgerPostCall,
  result: { id: number; createdAt: Date; balancesAfter: bigint[] },
): PostedTransaction {
  return {
    id: result.id,
    kind: request.kind,
    createdAt: result.createdAt,
    metadata: call.metadata,
    reversesId: call.reversesId,
    postings: request.postings.map((p, i) => ({ ...p, balanceAfter: result.balancesAfter[i] ?? 0n })),
    replayed: false,
  };
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
