// The ledger's group commit: post() calls outside a transaction that arrive together are posted
// by ledger_post_batch() in one statement and one commit, and each must be answered exactly as
// if it had been posted alone, in order: a refusal among them touches only itself, a key used
// twice in one batch is posted once (a replay or 409 for the other), a refused key stays free.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/server/db/client';
import type { LedgerTransactionKind } from '../../src/server/db/schema';
import { mainAccount, systemAccount } from '../../src/server/modules/wallet/accounts';
import { post, requestHash, type PostRequest } from '../../src/server/modules/wallet/ledger';
import { callLedgerPostBatch, type LedgerPostCall } from '../../src/server/modules/wallet/ledger-queries';
import { skipReason, startTestServer, type TestServer } from '../fixtures/server';
import { createMember } from './auth-client';
import { ledgerViolations, mainBalance, query } from './wallet-support';

const skip = await skipReason();

describe.skipIf(skip)('ledger group commit', () => {
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
    const memberId = await createMember(server, { username: `batch${++n}`, password: 'Member-pass-1' });
    return { memberId, account: await mainAccount(db, brandId, memberId, 'PHP') };
  };
  /** Moves `amount` from the house to the account (negative: back to the house). */
  const move = async (account: number, amount: bigint, key: string, kind: LedgerTransactionKind = 'adjustment') => {
    const house = await systemAccount(db, brandId, 'house', 'PHP', key);
    return {
      brandId,
      kind,
      idempotencyKey: key,
      requestHash: requestHash({ account, amount }),
      postings: [
        { accountId: house, amount: -amount, currency: 'PHP' },
        { accountId: account, amount, currency: 'PHP' },
      ],
    } satisfies PostRequest;
  };
  const asCall = (request: PostRequest): LedgerPostCall => ({
    ...request,
    reversesId: null,
    metadata: { test: true },
    legs: request.postings,
  });
  const stored = (key: string) =>
    query<{ id: string }>(
      db,
      sql`select id from ledger_transactions where brand_id = ${brandId} and idempotency_key = ${key}`,
    );

  it('decides each item of one batch in order, as if posted alone', async () => {
    const { memberId, account } = await player();
    await post(db, await move(account, 1_000n, 'fn-fund'));
    const calls = [
      asCall(await move(account, -600n, 'fn-1')), // posted: 400 left
      asCall(await move(account, -600n, 'fn-2')), // refused: only 400
      asCall(await move(account, 300n, 'fn-3')), // posted: 700
      asCall(await move(account, -600n, 'fn-2')), // the refused key is free: posted, 100 left
      asCall(await move(account, -600n, 'fn-1')), // same key, same request as item 1: taken
      asCall(await move(account, -1n, 'fn-1')), // same key, another request: taken (post() answers 409)
      asCall(await move(account, 300n, 'fn-fund')), // a key stored before the batch: taken
      { ...asCall(await move(account, 5n, 'fn-odd')), legs: [{ accountId: account, amount: 5n, currency: 'PHP' }] },
    ];
    const outcomes = await callLedgerPostBatch(db, calls);
    expect(outcomes.map((o) => o.outcome)).toEqual([
      'posted',
      'refused',
      'posted',
      'posted',
      'taken',
      'taken',
      'taken',
      'invalid',
    ]);
    const [first, refused, third, fourth] = outcomes;
    expect(refused).toEqual({ outcome: 'refused', detail: `${account}:funds:400` });
    // balance_after of the player's leg continues the chain through the accepted items only.
    const playerAfter = (o: typeof first) => (o?.outcome === 'posted' ? o.balancesAfter[1] : undefined);
    expect([first, third, fourth].map(playerAfter)).toEqual([400n, 700n, 100n]);
    // One commit: the posted items share their transaction's timestamp.
    const stamps = [first, third, fourth].map((o) => (o?.outcome === 'posted' ? o.createdAt.getTime() : 0));
    expect(new Set(stamps).size).toBe(1);
    expect(await mainBalance(db, memberId)).toBe(100n);
    expect(await stored('fn-1')).toHaveLength(1);
    expect(await stored('fn-2')).toHaveLength(1);
    expect(await stored('fn-odd')).toEqual([]);
    expect(await ledgerViolations(db)).toEqual([]);
  });

  it('answers concurrent post() calls from one batch: refusal, replay and 409 among them', async () => {
    const { memberId, account } = await player();
    await post(db, await move(account, 1_000n, 'pc-fund'));
    const requests = [
      await move(account, -400n, 'pc-1'),
      await move(account, -400n, 'pc-2'),
      await move(account, -400n, 'pc-3'),
      await move(account, -400n, 'pc-1'),
      await move(account, -399n, 'pc-1'),
      await move(account, 50n, 'pc-4'),
    ];
    // Started in the same turn of the event loop, so they leave together in one batch.
    const settled = await Promise.allSettled(requests.map((request) => post(db, request)));
    const [one, two, three, again, other, four] = settled;
    if (one?.status !== 'fulfilled' || two?.status !== 'fulfilled' || four?.status !== 'fulfilled')
      throw new Error(`a posting failed: ${JSON.stringify(settled.map((s) => s.status))}`);
    expect([one.value.replayed, two.value.replayed, four.value.replayed]).toEqual([false, false, false]);
    expect([one, two, four].map((s) => s.value.postings[1]?.balanceAfter)).toEqual([600n, 200n, 250n]);
    expect(new Set([one, two, four].map((s) => s.value.createdAt.getTime())).size).toBe(1);
    expect(three).toMatchObject({
      status: 'rejected',
      reason: { code: 'balance.insufficient', statusCode: 400, value: { balance: 2 } },
    });
    expect(again).toMatchObject({ status: 'fulfilled', value: { id: one.value.id, replayed: true } });
    expect(other).toMatchObject({ status: 'rejected', reason: { code: 'request.id.reused', statusCode: 409 } });
    expect(await mainBalance(db, memberId)).toBe(250n);

    // After the batch: a replay answers the original, postings and balances included.
    const replayed = await post(db, await move(account, -400n, 'pc-2'));
    expect(replayed).toMatchObject({ id: two.value.id, replayed: true, postings: two.value.postings });
    // The refused key stored nothing and can be used.
    const later = await post(db, await move(account, -250n, 'pc-3'));
    expect(later.replayed).toBe(false);
    expect(await mainBalance(db, memberId)).toBe(0n);
    expect(await ledgerViolations(db)).toEqual([]);
  });

  it('posts the others when a batch fails as a whole, each call alone', async () => {
    const { memberId, account } = await player();
    // The kind's CHECK constraint fails the batch statement; the calls then go one by one.
    const bad = { ...(await move(account, 10n, 'fb-bad')), kind: 'nonsense' as LedgerTransactionKind };
    const requests = [await move(account, 100n, 'fb-1'), bad, await move(account, 20n, 'fb-2')];
    const settled = await Promise.allSettled(requests.map((request) => post(db, request)));
    expect(settled.map((s) => s.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
    expect(await mainBalance(db, memberId)).toBe(120n);
    expect(await stored('fb-bad')).toEqual([]);
    expect(await ledgerViolations(db)).toEqual([]);
  });

  it('keeps a posting inside a caller transaction out of the batch, rolled back with it', async () => {
    const { memberId, account } = await player();
    const request = await move(account, 700n, 'tx-1');
    await expect(
      db.transaction(async (tx) => {
        const inside = await post(tx, request);
        expect(inside.replayed).toBe(false);
        throw new Error('roll back');
      }),
    ).rejects.toThrow('roll back');
    expect(await stored('tx-1')).toEqual([]);
    expect(await mainBalance(db, memberId)).toBe(0n);
  });
});
