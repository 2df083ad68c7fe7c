import { sql } from 'drizzle-orm';
import type { ContractKind } from '../../../shared/api/agent';
import type { Database } from '../../db/client';
import { rowsOf } from '../../db/migrate';
import { agentPayouts } from '../../db/schema';
import { accountId, mainAccount, shardFor } from '../wallet/accounts';
import { post, requestHash, type PostingInput } from '../wallet/ledger';
import type { WageLine } from './wages-math';
import type { Period } from './wages-periods';

/** One payout to make: a contract's line for a period. */
export interface PayoutOrder {
  brandId: number;
  currency: string;
  kind: ContractKind;
  period: Period;
  payeeId: number;
  /** null: the platform (its agent_expense account). */
  payerId: number | null;
  contractId: number;
  line: WageLine;
}

/** The deterministic idempotency key of a payout: kind, part, period and payee. */
export function payoutKey(order: Pick<PayoutOrder, 'kind' | 'period' | 'payeeId'> & { part: string }): string {
  return `agent-wage:${order.kind}${order.part ? `:${order.part}` : ''}:${order.period.start.getTime()}:m${order.payeeId}`;
}

/** The platform's expense account shard for a payout (sharded like the house: no one hot row). */
export function expenseAccount(db: Database, brandId: number, currency: string, key: string): Promise<number> {
  return accountId(db, {
    brandId,
    kind: 'agent_expense',
    memberId: null,
    vendorCode: '',
    shard: shardFor(key),
    currency,
  });
}

/**
 * Pays one line, once: in one database transaction the payout row is inserted (its unique key is
 * the period's kind, part, start and payee, so a second attempt inserts nothing and pays nothing)
 * and the ledger transaction posted with the row's deterministic key. A crash before the commit
 * leaves neither; after it, both. Answers whether this call paid it.
 *
 * When a parent cannot pay: the parent's main wallet is locked (FOR UPDATE) and pays what it holds,
 * up to the amount; the platform's expense account pays the rest in the same ledger transaction
 * (recorded as platform_covered). The child is always paid in full, the parent's wallet never goes
 * below zero, and nothing is created: the postings sum to zero.
 */
export async function payLine(db: Database, order: PayoutOrder): Promise<boolean> {
  const { line } = order;
  const key = payoutKey({ ...order, part: line.part });
  const amount = line.amount > 0n ? line.amount : 0n;
  // Accounts are found (and cached) outside the transaction; creating one is harmless if we roll back.
  const payeeAccount = amount > 0n ? await mainAccount(db, order.brandId, order.payeeId, order.currency) : 0;
  const payerAccount =
    amount > 0n && order.payerId !== null ? await mainAccount(db, order.brandId, order.payerId, order.currency) : 0;
  const expense = amount > 0n ? await expenseAccount(db, order.brandId, order.currency, key) : 0;
  return db.transaction(async (tx) => {
    let fromPayer = 0n;
    if (payerAccount) {
      const [wallet] = rowsOf<{ balance: string }>(
        await tx.execute(
          sql`select balance::text as balance from ledger_accounts where id = ${payerAccount} for update`,
        ),
      );
      const balance = BigInt(wallet?.balance ?? '0');
      fromPayer = balance <= 0n ? 0n : balance < amount ? balance : amount;
    }
    const platformPart = amount - fromPayer;
    const inserted = await tx
      .insert(agentPayouts)
      .values({
        brandId: order.brandId,
        kind: order.kind,
        part: line.part,
        periodStart: order.period.start,
        periodEnd: order.period.end,
        payeeId: order.payeeId,
        payerId: order.payerId,
        contractId: order.contractId,
        currency: order.currency,
        basis: line.basis,
        rateBp: line.rateBp,
        amount,
        carryOver: line.carryOver,
        platformCovered: order.payerId === null ? 0n : platformPart,
        idempotencyKey: amount > 0n ? key : null,
      })
      .onConflictDoNothing()
      .returning({ id: agentPayouts.id });
    const row = inserted[0];
    if (!row) return false;
    if (amount === 0n) return true;
    const postings: PostingInput[] = [{ accountId: payeeAccount, amount, currency: order.currency }];
    if (fromPayer > 0n) postings.push({ accountId: payerAccount, amount: -fromPayer, currency: order.currency });
    if (platformPart > 0n) postings.push({ accountId: expense, amount: -platformPart, currency: order.currency });
    const posted = await post(tx, {
      brandId: order.brandId,
      kind: 'agent_wage',
      idempotencyKey: key,
      requestHash: requestHash({ key, payee: order.payeeId, payer: order.payerId, amount }),
      postings,
      metadata: { payoutId: row.id, kind: order.kind, part: line.part, contractId: order.contractId },
    });
    await tx.execute(sql`update agent_payouts set ledger_transaction_id = ${posted.id} where id = ${row.id}`);
    return true;
  });
}
