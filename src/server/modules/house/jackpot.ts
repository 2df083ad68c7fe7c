import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { systemAccount } from '../wallet/accounts';
import { post, requestHash, type PostRequest } from '../wallet/ledger';
import { selectTransactionByKey } from '../wallet/ledger-queries';
import { jackpotPoolMinor } from '../content/jackpot';

/**
 * The progressive jackpot of the house slot (issue 7). The pool is the ledger's jackpot_pool
 * account (what the rng page's counter shows). Both moves are house-internal ledger transactions
 * of kind 'jackpot'; the player is paid through the seamless wallet like any win:
 *   - in: a share (basis points) of each real stake, house -> pool (contributionOf's rounding),
 *     posted with the round's settling (or before the release, for a winning draw);
 *   - out: on a winning draw, everything above the reseed amount, pool -> house, then credited
 *     to the player with the round's win. A winning draw that finds nothing above the reseed
 *     amount releases nothing and is recorded as no hit (docs/games/slot.md, the published rule).
 * Keys are per round, so a round completed again after a crash moves nothing twice.
 */

interface Brand {
  readonly id: number;
  readonly currency: string;
}

/** Spreads thresholds over [0, 10,000): coprime to 10,000, so any 10,000 consecutive rounds take each once. */
const ROUNDING_STEP = 7_919n;

/**
 * The round's share of its stake for the pool, in whole minor units: the exact share rounded
 * down, plus one when the round's threshold (round id x 7,919 mod 10,000) is below the
 * fraction's part in 10,000. So 1% of 0.20 moves 0.01 in one round of five and 0 in the others:
 * on average exactly the share, without a per-brand counter every spin would queue on, and
 * the same amount when a crashed round is completed again. It only decides how much of the
 * house's money goes into the pool; the posting itself always balances.
 */
export function contributionOf(stake: bigint, shareBp: number, roundId: number): bigint {
  const exact = stake * BigInt(shareBp);
  const threshold = (BigInt(roundId) * ROUNDING_STEP) % 10_000n;
  return exact / 10_000n + (threshold < exact % 10_000n ? 1n : 0n);
}

/**
 * The posting that moves the round's share of its stake into the pool (undefined when the share
 * rounds to 0). Settling a round posts it in the same statement (settleRound); a round whose
 * jackpot draw won posts it before the release (contribute), so its prize includes the share.
 */
export async function contribution(
  db: Database,
  brand: Brand,
  roundId: number,
  amount: bigint,
): Promise<PostRequest | undefined> {
  if (amount <= 0n) return undefined;
  const key = `house:r${roundId}:jackpot-in`;
  const [house, pool] = await Promise.all([
    systemAccount(db, brand.id, 'house', brand.currency, key),
    systemAccount(db, brand.id, 'jackpot_pool', brand.currency, key),
  ]);
  return {
    brandId: brand.id,
    kind: 'jackpot',
    idempotencyKey: key,
    requestHash: requestHash({ call: 'house.jackpot.in', roundId, amount }),
    postings: [
      { accountId: pool, amount, currency: brand.currency },
      { accountId: house, amount: -amount, currency: brand.currency },
    ],
    metadata: { roundId, reason: 'jackpot contribution' },
  };
}

/** Moves the round's share of its stake into the pool now (nothing when the share rounds to 0). */
export async function contribute(db: Database, brand: Brand, roundId: number, amount: bigint): Promise<void> {
  const request = await contribution(db, brand, roundId, amount);
  if (request) await post(db, request);
}

/**
 * Releases a hit's prize: the pool above `seedMinor`, pool -> house. Hits are serialised per
 * brand (an advisory lock held while the pool is read and debited), so two hits at once never
 * both pay the same money. A round released before (a crash, then recovery) gets the amount it
 * released then.
 */
export async function releaseJackpot(db: Database, brand: Brand, roundId: number, seedMinor: bigint): Promise<bigint> {
  const key = `house:r${roundId}:jackpot-out`;
  const earlier = await selectTransactionByKey(db, brand.id, key);
  if (earlier) return releasedAmount(earlier.metadata);
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${JACKPOT_LOCK}, ${brand.id})`);
    const again = await selectTransactionByKey(tx, brand.id, key);
    if (again) return releasedAmount(again.metadata);
    const amount = (await jackpotPoolMinor(tx, brand.id, brand.currency)) - seedMinor;
    if (amount <= 0n) return 0n;
    const [house, pool] = await Promise.all([
      systemAccount(tx, brand.id, 'house', brand.currency, key),
      systemAccount(tx, brand.id, 'jackpot_pool', brand.currency, key),
    ]);
    await post(tx, {
      brandId: brand.id,
      kind: 'jackpot',
      idempotencyKey: key,
      requestHash: requestHash({ call: 'house.jackpot.out', roundId, amount }),
      postings: [
        { accountId: house, amount, currency: brand.currency },
        { accountId: pool, amount: -amount, currency: brand.currency },
      ],
      metadata: { roundId, amount: amount.toString(), reason: 'jackpot hit' },
    });
    return amount;
  });
}

/** The prize a stored release moved (kept in its metadata as decimal text). */
function releasedAmount(metadata: Record<string, unknown>): bigint {
  return typeof metadata.amount === 'string' ? BigInt(metadata.amount) : 0n;
}

/** Advisory lock class of jackpot releases (the second key is the brand). */
const JACKPOT_LOCK = 7_001;
