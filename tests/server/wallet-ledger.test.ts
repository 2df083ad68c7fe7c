// The ledger core against the database: balanced postings, the zero floor of player balances,
// idempotent replays, refused key reuse, append-only history and concurrent postings.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/server/db/client';
import { mainAccount, systemAccount } from '../../src/server/modules/wallet/accounts';
import { post, requestHash, type PostRequest } from '../../src/server/modules/wallet/ledger';
import { skipReason, startTestServer, TEST_DATABASE, type TestServer } from '../fixtures/server';
import { createMember } from './auth-client';
import { ledgerViolations, mainBalance, query } from './wallet-support';

const skip = await skipReason();

describe.skipIf(skip)('ledger core', () => {
  let server: TestServer;
  let db: Database;
  let brandId: number;
  let n = 0;
  beforeAll(async () => {
    server = await startTestServer();
    db = server.database.db;
    brandId = (await query<{ id: number }>(db, sql`select id from brands where merchant_code = 'demo'`))[0]?.id ?? 0;
  });
  afterAll(() => server?.close());

  const player = async () => {
    const memberId = await createMember(server, { username: `ledger${++n}`, password: 'Member-pass-1' });
    return { memberId, account: await mainAccount(db, brandId, memberId, 'PHP') };
  };
  /** Moves `amount` from the house (credit) or to it (debit) for an account. */
  const houseMove = async (account: number, amount: bigint, key: string): Promise<PostRequest> => ({
    brandId,
    kind: 'adjustment',
    idempotencyKey: key,
    requestHash: requestHash({ account, amount }),
    postings: [
      { accountId: await systemAccount(db, brandId, 'house', 'PHP', key), amount: -amount, currency: 'PHP' },
      { accountId: account, amount, currency: 'PHP' },
    ],
  });

  it('posts balanced transactions and keeps balances equal to their postings', async () => {
    const { memberId, account } = await player();
    const posted = await post(db, await houseMove(account, 10_000n, 'core-1'));
    expect(posted.replayed).toBe(false);
    expect(posted.postings.map((p) => p.amount)).toEqual([-10_000n, 10_000n]);
    expect(posted.postings[1]?.balanceAfter).toBe(10_000n);
    expect(await mainBalance(db, memberId)).toBe(10_000n);
    expect(await ledgerViolations(db)).toEqual([]);
  });

  it('refuses unbalanced postings before writing anything', async () => {
    const { account } = await player();
    const request = await houseMove(account, 500n, 'core-unbalanced');
    const first = request.postings[0];
    if (first) first.amount = -499n;
    await expect(post(db, request)).rejects.toThrow(/do not balance/);
    expect(await query(db, sql`select id from ledger_transactions where idempotency_key = 'core-unbalanced'`)).toEqual(
      [],
    );
  });

  it('has the database function refuse unbalanced or zero legs on its own', async () => {
    const { account } = await player();
    const house = await systemAccount(db, brandId, 'house', 'PHP', 'direct');
    const call = (amounts: string) =>
      db.execute(
        sql.raw(`select * from ledger_post(${brandId}, 'adjustment', 'direct-${amounts}', 'h', null, '{}'::jsonb,
          '{${house},${account}}'::bigint[], '${amounts}'::bigint[], '{PHP,PHP}'::text[])`),
      );
    await expect(call('{-5,4}')).rejects.toThrow();
    await expect(call('{0,0}')).rejects.toThrow();
    expect(await ledgerViolations(db)).toEqual([]);
  });

  it('never lets a player balance go below zero and rolls the whole transaction back', async () => {
    const { memberId, account } = await player();
    await post(db, await houseMove(account, 1_000n, 'core-floor-credit'));
    await expect(post(db, await houseMove(account, -1_001n, 'core-floor-debit'))).rejects.toMatchObject({
      code: 'balance.insufficient',
      statusCode: 400,
    });
    expect(await mainBalance(db, memberId)).toBe(1_000n);
    expect(await query(db, sql`select id from ledger_transactions where idempotency_key = 'core-floor-debit'`)).toEqual(
      [],
    );
    // The refused key is free again: nothing of a refused request is stored.
    await post(db, await houseMove(account, -1_000n, 'core-floor-debit'));
    expect(await mainBalance(db, memberId)).toBe(0n);
  });

  it('answers a replay with the original result and posts nothing new', async () => {
    const { memberId, account } = await player();
    const first = await post(db, await houseMove(account, 2_500n, 'core-replay'));
    await post(db, await houseMove(account, 100n, 'core-replay-other'));
    const again = await post(db, await houseMove(account, 2_500n, 'core-replay'));
    expect(again.replayed).toBe(true);
    expect(again.id).toBe(first.id);
    expect(again.postings).toEqual(first.postings);
    expect(await mainBalance(db, memberId)).toBe(2_600n);
  });

  it('refuses the same key with a different request', async () => {
    const { memberId, account } = await player();
    await post(db, await houseMove(account, 700n, 'core-reuse'));
    await expect(post(db, await houseMove(account, 701n, 'core-reuse'))).rejects.toMatchObject({
      code: 'request.id.reused',
      statusCode: 409,
    });
    expect(await mainBalance(db, memberId)).toBe(700n);
  });

  it('refuses to update or delete transactions and postings, and to rewrite accounts', async () => {
    const { account } = await player();
    await post(db, await houseMove(account, 300n, 'core-append-only'));
    await expect(db.execute(sql`update ledger_postings set amount = amount * 2`)).rejects.toThrow();
    await expect(db.execute(sql`delete from ledger_postings`)).rejects.toThrow();
    await expect(db.execute(sql`update ledger_transactions set kind = 'win'`)).rejects.toThrow();
    await expect(db.execute(sql`delete from ledger_transactions`)).rejects.toThrow();
    await expect(db.execute(sql`truncate ledger_postings cascade`)).rejects.toThrow();
    await expect(db.execute(sql`update ledger_accounts set member_id = null where id = ${account}`)).rejects.toThrow();
    await expect(db.execute(sql`delete from ledger_accounts where id = ${account}`)).rejects.toThrow();
    // The CHECK constraint stands behind the guarded update.
    await expect(db.execute(sql`update ledger_accounts set balance = -1 where id = ${account}`)).rejects.toThrow();
    expect(await ledgerViolations(db)).toEqual([]);
  });

  it('applies concurrent debits exactly as far as the balance allows', async () => {
    const { memberId, account } = await player();
    await post(db, await houseMove(account, 1_000n, 'core-race-fund'));
    const results = await Promise.allSettled(
      Array.from({ length: 30 }, async (_, i) => post(db, await houseMove(account, -100n, `core-race-${i}`))),
    );
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(10);
    for (const r of results)
      if (r.status === 'rejected') expect(r.reason).toMatchObject({ code: 'balance.insufficient' });
    expect(await mainBalance(db, memberId)).toBe(0n);
    expect(await ledgerViolations(db)).toEqual([]);
  });

  // PostgreSQL only: PGlite runs one statement at a time, so nothing there is really concurrent.
  it.runIf(TEST_DATABASE === 'postgres')('posts one transaction for 50 concurrent identical requests', async () => {
    const { memberId, account } = await player();
    const request = await houseMove(account, 4_200n, 'core-identical');
    const results = await Promise.all(Array.from({ length: 50 }, () => post(db, request)));
    expect(results.filter((r) => !r.replayed)).toHaveLength(1);
    expect(new Set(results.map((r) => r.id)).size).toBe(1);
    expect(await mainBalance(db, memberId)).toBe(4_200n);
  });
});
