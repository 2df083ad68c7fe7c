import type { Database } from '../../db/client';
import { accountId, mainAccount } from './accounts';
import { post, requestHash, type PostedTransaction } from './ledger';

/**
 * Held funds: money set aside from the main wallet (a withdrawal waiting for approval, an
 * unknown outcome waiting for reconciliation). A hold moves it to the member's player_held
 * account; a release moves it back; a payout (next session) moves it out to payment clearing.
 * Held money is never spendable and never below zero, like every player account.
 */

function heldAccount(db: Database, brandId: number, memberId: number, currency: string): Promise<number> {
  return accountId(db, { brandId, kind: 'player_held', memberId, vendorCode: '', shard: 0, currency });
}

interface HoldInput {
  brandId: number;
  memberId: number;
  currency: string;
  amount: bigint;
  /** Idempotency key, e.g. `withdrawal:<order id>:hold`. */
  key: string;
  metadata?: Record<string, unknown>;
}

async function move(db: Database, input: HoldInput, toHeld: boolean): Promise<PostedTransaction> {
  const main = await mainAccount(db, input.brandId, input.memberId, input.currency);
  const held = await heldAccount(db, input.brandId, input.memberId, input.currency);
  const [from, to] = toHeld ? [main, held] : [held, main];
  return post(db, {
    brandId: input.brandId,
    kind: toHeld ? 'withdrawal_hold' : 'withdrawal_release',
    idempotencyKey: input.key,
    requestHash: requestHash({ call: toHeld ? 'hold' : 'release', memberId: input.memberId, amount: input.amount }),
    postings: [
      { accountId: from, amount: -input.amount, currency: input.currency },
      { accountId: to, amount: input.amount, currency: input.currency },
    ],
    metadata: input.metadata ?? {},
  });
}

/** Sets money aside; refused (balance.insufficient) when the main wallet has less. */
export function holdFunds(db: Database, input: HoldInput): Promise<PostedTransaction> {
  return move(db, input, true);
}

/** Gives held money back to the main wallet; refused when less is held. */
export function releaseFunds(db: Database, input: HoldInput): Promise<PostedTransaction> {
  return move(db, input, false);
}
