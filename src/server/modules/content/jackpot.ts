import { sql } from 'drizzle-orm';
import type { Jackpot } from '../../../shared/api/content';
import { minorToNumber } from '../../../shared/money';
import type { Database } from '../../db/client';
import { rowsOf } from '../../db/migrate';
import { systemAccount } from '../wallet/accounts';
import { post, requestHash, type PostedTransaction } from '../wallet/ledger';

/**
 * The jackpot pool shown on the rng page: a ledger system account (kind jackpot_pool, sharded
 * like the house) whose balance is real money set aside by the brand. The figure players see is
 * the sum of its shards, read from the ledger; nothing derives it from the clock. Money moves
 * only through ledger transactions: the demo seed moves a start amount from the house, the house
 * slot moves the brand's share of each real stake in and pays a hit out (modules/house/jackpot.ts).
 */

/** The pool's current amount in minor units (0 before anything was paid in). */
export async function jackpotPoolMinor(db: Database, brandId: number, currency: string): Promise<bigint> {
  const rows = rowsOf<{ total: string | null }>(
    await db.execute(
      sql`select sum(balance)::text as total from ledger_accounts
          where brand_id = ${brandId} and kind = 'jackpot_pool' and currency = ${currency}`,
    ),
  );
  return BigInt(rows[0]?.total ?? '0');
}

/** GET /wps/relay/VIS_getJackpot's value. */
export async function jackpot(db: Database, brand: { id: number; currency: string }, now: Date): Promise<Jackpot> {
  const minor = await jackpotPoolMinor(db, brand.id, brand.currency);
  return { amount: minorToNumber(minor), currency: brand.currency, readAt: now.getTime() };
}

/**
 * Moves `minor` from the house into the pool as one ledger transaction. The key makes it
 * idempotent: the seed runs on every start and must fund the pool once.
 */
export async function fundJackpotFromHouse(
  db: Database,
  brand: { id: number; currency: string },
  minor: bigint,
  idempotencyKey: string,
  reason: string,
): Promise<PostedTransaction> {
  const house = await systemAccount(db, brand.id, 'house', brand.currency, idempotencyKey);
  const pool = await systemAccount(db, brand.id, 'jackpot_pool', brand.currency, idempotencyKey);
  return post(db, {
    brandId: brand.id,
    kind: 'adjustment',
    idempotencyKey,
    requestHash: requestHash({ call: 'jackpot.fund', amount: minor, currency: brand.currency }),
    postings: [
      { accountId: pool, amount: minor, currency: brand.currency },
      { accountId: house, amount: -minor, currency: brand.currency },
    ],
    metadata: { reason },
  });
}
