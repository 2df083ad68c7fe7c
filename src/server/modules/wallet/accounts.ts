import { createHash } from 'node:crypto';
import type { Database } from '../../db/client';
import type { LedgerAccountKind } from '../../db/schema';
import { upsertAccount, type AccountKey } from './ledger-queries';

/**
 * Finding ledger accounts. Accounts are created on first use (balance 0) and never deleted or
 * re-keyed (a trigger refuses it), so their ids are cached per database for the process's life.
 *
 * The brand's own accounts (house, bonus, payment clearing) are split into SYSTEM_SHARDS rows.
 * Every bet and win posts against the house; with one house row every posting would wait for
 * the previous one's row lock until its commit, capping throughput at one commit at a time
 * (about 1,000/s). A posting picks its shard from a hash of its idempotency key, so concurrent
 * postings spread over the shards and only 1 in SYSTEM_SHARDS pairs contend. The house's
 * balance is the sum of its shards; nothing needs a single shard to be positive.
 */
export const SYSTEM_SHARDS = 16;

const caches = new WeakMap<Database, Map<string, number>>();
/** Bounded: player accounts of a long-running process must not grow the cache without end. */
const CACHE_LIMIT = 50_000;

function cacheOf(db: Database): Map<string, number> {
  let cache = caches.get(db);
  if (!cache) {
    cache = new Map();
    caches.set(db, cache);
  }
  return cache;
}

/** The id of an account, creating it when missing. */
export async function accountId(db: Database, key: AccountKey): Promise<number> {
  const cache = cacheOf(db);
  const cacheKey = `${key.brandId}:${key.kind}:${key.memberId ?? 0}:${key.vendorCode}:${key.shard}:${key.currency}`;
  const cached = cache.get(cacheKey);
  if (cached !== undefined) return cached;
  const id = await upsertAccount(db, key);
  if (cache.size >= CACHE_LIMIT) cache.clear();
  cache.set(cacheKey, id);
  return id;
}

/** A member's main wallet. */
export function mainAccount(db: Database, brandId: number, memberId: number, currency: string): Promise<number> {
  return accountId(db, { brandId, kind: 'player_main', memberId, vendorCode: '', shard: 0, currency });
}

/** A member's wallet at a transfer-mode vendor. */
export function vendorAccount(
  db: Database,
  brandId: number,
  memberId: number,
  vendorCode: string,
  currency: string,
): Promise<number> {
  return accountId(db, { brandId, kind: 'player_vendor', memberId, vendorCode, shard: 0, currency });
}

/** The shard of a system account for a transaction, from its idempotency key. */
export function shardFor(idempotencyKey: string): number {
  return createHash('sha256').update(idempotencyKey).digest().readUInt16BE(0) % SYSTEM_SHARDS;
}

/** One shard of a brand's house, bonus, payment-clearing or jackpot-pool account. */
export function systemAccount(
  db: Database,
  brandId: number,
  kind: Extract<LedgerAccountKind, 'house' | 'bonus' | 'payment_clearing' | 'jackpot_pool'>,
  currency: string,
  idempotencyKey: string,
): Promise<number> {
  return accountId(db, { brandId, kind, memberId: null, vendorCode: '', shard: shardFor(idempotencyKey), currency });
}
