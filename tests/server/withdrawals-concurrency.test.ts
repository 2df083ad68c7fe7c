// Withdrawals under concurrency: 50 parallel identical requests (one order, one hold), 50
// parallel different requests that together exceed the balance (exactly the affordable ones
// succeed, no negative balance), and operators racing each other on approve, pay, reject and
// refund (each happens once). Ends with the ledger invariants and held funds == open orders.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { autoConfirmReceipts } from '../../src/server/modules/withdrawals/receipts';
import { skipReason } from '../fixtures/server';
import { ledgerViolations, mainBalance, query } from './wallet-support';
import {
  cashier,
  codeOf,
  heldAndOpen,
  newPlayer,
  receipt,
  setCashierSettings,
  startWithdrawalServer,
  valueOf,
  withdraw,
  type Player,
  type WithdrawalServer,
} from './withdrawals-support';

const skip = await skipReason();

describe.skipIf(skip)('withdrawal concurrency', () => {
  let env: WithdrawalServer;
  let n = 0;
  const rid = () => `wd-race-${++n}`;
  beforeAll(async () => {
    env = await startWithdrawalServer();
    await setCashierSettings(env, { withdrawal: { turnoverMultiple: 0, dailyCount: 1000 } });
  });
  afterAll(() => env?.server.close());

  const statuses = (results: { statusCode: number }[]) => results.map((r) => r.statusCode);
  const count = (values: number[], value: number) => values.filter((v) => v === value).length;
  const ledgerCount = async (key: string) =>
    (
      await query<{ n: number }>(
        env.server.database.db,
        sql`select count(*)::int as n from ledger_transactions where idempotency_key like ${key}`,
      )
    )[0]?.n ?? 0;

  async function approvedOrder(player: Player, amount: number): Promise<string> {
    const res = await withdraw(env, player, { amount, requestId: rid() });
    expect(res.statusCode, res.body).toBe(200);
    const { orderNo } = valueOf<{ orderNo: string }>(res);
    expect((await cashier(env, env.cashiers[0], orderNo, 'approve')).statusCode).toBe(200);
    return orderNo;
  }

  // The payment password check of one member runs at most 10 at once (the shared limiter reserves
  // each check first); requests beyond that are refused with 429 TOO_MANY_REQUESTS, checking nothing.
  const refusedInFlight = (r: LightMyRequestResponse) => r.statusCode === 429 && codeOf(r) === 'TOO_MANY_REQUESTS';

  it('50 parallel identical requests make one order and one hold', async () => {
    const player = await newPlayer(env, { balance: '1000' });
    const requestId = rid();
    const all = await Promise.all(
      Array.from({ length: 50 }, () => withdraw(env, player, { amount: '100', requestId })),
    );
    const results = all.filter((r) => !refusedInFlight(r));
    expect(results.length).toBeGreaterThanOrEqual(10);
    expect(
      statuses(results).every((s) => s === 200),
      results.find((r) => r.statusCode !== 200)?.body,
    ).toBe(true);
    const orders = new Set(results.map((r) => valueOf<{ orderNo: string }>(r).orderNo));
    expect(orders.size).toBe(1);
    expect(results.filter((r) => valueOf<{ replayed: boolean }>(r).replayed === false)).toHaveLength(1);
    expect(await mainBalance(env.server.database.db, player.id)).toBe(90_000n);
    expect(await ledgerCount(`withdrawal:${[...orders][0]}:hold`)).toBe(1);
  });

  it('50 parallel different requests over the balance: exactly the affordable ones succeed', async () => {
    const player = await newPlayer(env, { balance: '1000' });
    const results = await Promise.all(
      Array.from({ length: 50 }, () => withdraw(env, player, { amount: '150', requestId: rid() })),
    );
    const codes = statuses(results);
    expect(count(codes, 200)).toBe(6);
    expect(
      results
        .filter((r) => r.statusCode !== 200 && !refusedInFlight(r))
        .every((r) => codeOf(r) === 'balance.insufficient'),
    ).toBe(true);
    expect(await mainBalance(env.server.database.db, player.id)).toBe(10_000n);

    // Mixed amounts: whatever order they ran in, every refused request is larger than what is left.
    const mixed = await newPlayer(env, { balance: '2000' });
    const amounts = Array.from({ length: 50 }, (_, i) => 100 + ((i * 37) % 400));
    const mixedResults = await Promise.all(amounts.map((amount) => withdraw(env, mixed, { amount, requestId: rid() })));
    const okTotal = amounts.reduce((sum, amount, i) => sum + (mixedResults[i]?.statusCode === 200 ? amount : 0), 0);
    const left = 200_000n - BigInt(okTotal * 100);
    expect(await mainBalance(env.server.database.db, mixed.id)).toBe(left);
    expect(left).toBeGreaterThanOrEqual(0n);
    amounts.forEach((amount, i) => {
      if (mixedResults[i]?.statusCode !== 200 && !refusedInFlight(mixedResults[i]!)) {
        expect(codeOf(mixedResults[i]!)).toBe('balance.insufficient');
        expect(BigInt(amount * 100)).toBeGreaterThan(left);
      }
    });
  });

  it('two cashiers approving at once: one approval takes it, the other is refused', async () => {
    const player = await newPlayer(env, { balance: '1000' });
    const { orderNo } = valueOf<{ orderNo: string }>(await withdraw(env, player, { amount: 100, requestId: rid() }));
    const results = await Promise.all([
      cashier(env, env.cashiers[0], orderNo, 'approve'),
      cashier(env, env.cashiers[1], orderNo, 'approve'),
    ]);
    expect(statuses(results).sort()).toEqual([200, 409]);
  });

  it('double clicks and concurrent operators pay once, reject once and refund once', async () => {
    const player = await newPlayer(env, { balance: '2000' });

    const toPay = await approvedOrder(player, 300);
    const paid = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        cashier(env, env.cashiers[i % 2] as string, toPay, 'paid', { reference: `REF-${i}` }),
      ),
    );
    expect(count(statuses(paid), 200)).toBe(1);
    expect(count(statuses(paid), 409)).toBe(9);
    expect(await ledgerCount(`withdrawal:${toPay}:paid`)).toBe(1);

    const toReject = await approvedOrder(player, 200);
    const rejected = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        cashier(env, env.cashiers[i % 2] as string, toReject, 'reject', { reason: `no ${i}` }),
      ),
    );
    expect(count(statuses(rejected), 200)).toBe(1);
    expect(await ledgerCount(`withdrawal:${toReject}:release`)).toBe(1);

    // Pay and reject racing on one approved order: exactly one wins.
    const contested = await approvedOrder(player, 100);
    const race = await Promise.all([
      cashier(env, env.cashiers[0], contested, 'paid', { reference: 'R' }),
      cashier(env, env.cashiers[1], contested, 'reject', { reason: 'race' }),
      cashier(env, env.cashiers[0], contested, 'reject', { reason: 'race' }),
      cashier(env, env.cashiers[1], contested, 'paid', { reference: 'R2' }),
    ]);
    expect(count(statuses(race), 200)).toBe(1);
    const moves =
      (await ledgerCount(`withdrawal:${contested}:paid`)) + (await ledgerCount(`withdrawal:${contested}:release`));
    expect(moves).toBe(1);

    // Refund racing itself and a forced receipt.
    const disputed = await approvedOrder(player, 400);
    expect((await cashier(env, env.cashiers[1], disputed, 'paid', { reference: 'D' })).statusCode).toBe(200);
    expect((await receipt(env, player, disputed, { outcome: 'partial', receivedAmount: 100 })).statusCode).toBe(200);
    const before = await mainBalance(env.server.database.db, player.id);
    const resolved = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        cashier(env, env.cashiers[i % 2] as string, disputed, 'resolve-receipt', {
          outcome: i % 3 === 0 ? 'force' : 'refund',
          reason: 'race',
        }),
      ),
    );
    expect(count(statuses(resolved), 200)).toBe(1);
    const after = await mainBalance(env.server.database.db, player.id);
    const refunds = await ledgerCount(`withdrawal:${disputed}:refund`);
    expect(after - before).toBe(refunds === 1 ? 30_000n : 0n);
  });

  it('the player and the auto-receipt job racing on one receipt: one of them sets it', async () => {
    const player = await newPlayer(env, { balance: '1000' });
    const orderNo = await approvedOrder(player, 100);
    expect((await cashier(env, env.cashiers[1], orderNo, 'paid', { reference: 'A' })).statusCode).toBe(200);
    const due = env.clock.now + 30 * 60_000;
    const [confirm, job1, job2] = await Promise.all([
      receipt(env, player, orderNo, { outcome: 'received' }),
      autoConfirmReceipts(env.server.database.db, due),
      autoConfirmReceipts(env.server.database.db, due),
    ]);
    const jobHits = [...job1, ...job2].filter((o) => o === orderNo).length;
    expect((confirm.statusCode === 200 ? 1 : 0) + jobHits).toBe(1);
  });

  it('ends with a sound ledger, no negative balance and held funds equal to open withdrawals', async () => {
    expect(await ledgerViolations(env.server.database.db)).toEqual([]);
    const { held, open } = await heldAndOpen(env);
    expect(held).toBe(open);
  });
});
