// Bad input on the withdrawal calls: amounts that are negative, zero, fractional-cent, huge or
// not numbers; below the minimum and above the maximum; over the daily count; more than the
// balance; someone else's payout account or order; replays and reused request ids; trial
// accounts; missing token. Each answers a clear error and moves nothing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { skipReason } from '../fixtures/server';
import { call, encryptedCall, trialToken } from './auth-client';
import { ledgerViolations, mainBalance, query } from './wallet-support';
import {
  cashier,
  codeOf,
  heldAndOpen,
  newPlayer,
  setCashierSettings,
  startWithdrawalServer,
  valueOf,
  withdraw,
  type Player,
  type WithdrawalServer,
} from './withdrawals-support';

const skip = await skipReason();

describe.skipIf(skip)('withdrawal bad input', () => {
  let env: WithdrawalServer;
  let player: Player;
  let other: Player;
  let n = 0;
  const rid = () => `wd-input-${++n}`;
  beforeAll(async () => {
    env = await startWithdrawalServer();
    player = await newPlayer(env, { balance: '1000' });
    other = await newPlayer(env, { balance: '1000' });
  });
  afterAll(() => env?.server.close());

  const orderCount = async () =>
    (
      await query<{ n: number }>(
        env.server.database.db,
        sql`select count(*)::int as n from withdrawal_orders where member_id = ${player.id}`,
      )
    )[0]?.n ?? 0;

  it('refuses malformed amounts with amount.invalid and its reason', async () => {
    const cases: [unknown, string][] = [
      [-100, 'not_positive'],
      ['-100', 'not_positive'],
      [0, 'not_positive'],
      ['0.00', 'not_positive'],
      [100.001, 'too_many_decimals'],
      ['100.001', 'too_many_decimals'],
      [1e15, 'too_large'],
      ['99999999999999999', 'not_a_number'],
      ['abc', 'not_a_number'],
      ['1e3', 'not_a_number'],
      ['', 'not_a_number'],
    ];
    for (const [amount, reason] of cases) {
      const res = await withdraw(env, player, { amount, requestId: rid() });
      expect(res.statusCode, `${String(amount)}: ${res.body}`).toBe(400);
      expect(codeOf(res)).toBe('amount.invalid');
      expect(res.json<{ value: { reason: string } }>().value.reason, String(amount)).toBe(reason);
    }
    for (const amount of [null, true, { n: 1 }, [1]]) {
      const res = await withdraw(env, player, { amount, requestId: rid() });
      expect(res.statusCode, JSON.stringify(amount)).toBe(400);
    }
    expect(await orderCount()).toBe(0);
    expect(await mainBalance(env.server.database.db, player.id)).toBe(100_000n);
  });

  it('refuses amounts outside the brand limits and more than the balance', async () => {
    const below = await withdraw(env, player, { amount: '99.99', requestId: rid() });
    expect(codeOf(below)).toBe('withdraw.below.minimum');
    expect(below.json<{ value: { minimumAmount: number } }>().value.minimumAmount).toBe(100);
    const above = await withdraw(env, player, { amount: '50000.01', requestId: rid() });
    expect(codeOf(above)).toBe('withdraw.above.maximum');
    const tooMuch = await withdraw(env, player, { amount: '1000.01', requestId: rid() });
    expect(tooMuch.statusCode).toBe(400);
    expect(codeOf(tooMuch)).toBe('balance.insufficient');
    expect(await orderCount()).toBe(0);
    expect(await mainBalance(env.server.database.db, player.id)).toBe(100_000n);
  });

  it('refuses a missing or wrong payment password and bad request shapes', async () => {
    const wrong = await withdraw(env, player, { amount: 100, requestId: rid(), paymentPassword: '999999' });
    expect(codeOf(wrong)).toBe('payment.password.invalid');
    const missing = await encryptedCall(env.server, {
      method: 'POST',
      url: '/wps/v2/transaction/withdraw',
      token: player.token,
      payload: { payoutAccountId: player.accountId, amount: 100, requestId: rid() },
    });
    expect(missing.statusCode).toBe(400);
    const badId = await withdraw(env, player, { amount: 100, requestId: 'no spaces allowed' });
    expect(badId.statusCode).toBe(400);
    const plain = await call(env.server, {
      method: 'POST',
      url: '/wps/v2/transaction/withdraw',
      token: player.token,
      payload: { payoutAccountId: player.accountId, amount: 100, requestId: rid(), paymentPassword: '135790' },
    });
    expect(plain.statusCode).toBe(400);
    expect(codeOf(plain)).toBe('request_body_required');
    expect(await orderCount()).toBe(0);
  });

  it("refuses someone else's payout account and answers 404 for someone else's order", async () => {
    const foreign = await withdraw(env, player, { amount: 100, requestId: rid(), payoutAccountId: other.accountId });
    expect(foreign.statusCode).toBe(404);
    const unknown = await withdraw(env, player, { amount: 100, requestId: rid(), payoutAccountId: 99_999_999 });
    expect(unknown.statusCode).toBe(404);
    const theirs = valueOf<{ orderNo: string }>(await withdraw(env, other, { amount: 100, requestId: rid() }));
    const peek = await call(env.server, {
      method: 'GET',
      url: `/wps/withdrawals/${theirs.orderNo}`,
      token: player.token,
    });
    expect(peek.statusCode).toBe(404);
    const none = await call(env.server, { method: 'GET', url: '/wps/withdrawals/W000000NOPE', token: player.token });
    expect(none.statusCode).toBe(404);
    expect(peek.json<{ code: string }>().code).toBe(none.json<{ code: string }>().code);
    const unknownOp = await cashier(env, env.cashiers[0], 'W000000NOPE', 'approve');
    expect(unknownOp.statusCode).toBe(404);
    expect(await orderCount()).toBe(0);
  });

  it('answers a replay with the first result and refuses a reused id with a different body', async () => {
    const requestId = rid();
    const first = await withdraw(env, player, { amount: '123.45', requestId });
    expect(first.statusCode, first.body).toBe(200);
    const again = await withdraw(env, player, { amount: 123.45, requestId });
    expect(again.statusCode).toBe(200);
    expect(valueOf<{ orderNo: string; replayed: boolean }>(again)).toMatchObject({
      orderNo: valueOf<{ orderNo: string }>(first).orderNo,
      replayed: true,
    });
    const reused = await withdraw(env, player, { amount: '200', requestId });
    expect(reused.statusCode).toBe(409);
    expect(codeOf(reused)).toBe('request.id.reused');
    // The same id from another member is a different request.
    const theirs = await withdraw(env, other, { amount: '200', requestId });
    expect(theirs.statusCode).toBe(200);
    expect(await orderCount()).toBe(1);
    expect(await mainBalance(env.server.database.db, player.id)).toBe(100_000n - 12_345n);
  });

  it('stops at the daily count (rejected requests do not count)', async () => {
    await setCashierSettings(env, { withdrawal: { turnoverMultiple: 0, dailyCount: 3 } });
    const p = await newPlayer(env, { balance: '1000' });
    const a = valueOf<{ orderNo: string }>(await withdraw(env, p, { amount: 100, requestId: rid() }));
    await withdraw(env, p, { amount: 100, requestId: rid() });
    await withdraw(env, p, { amount: 100, requestId: rid() });
    const fourth = await withdraw(env, p, { amount: 100, requestId: rid() });
    expect(fourth.statusCode).toBe(400);
    expect(codeOf(fourth)).toBe('withdraw.daily.count');
    expect((await cashier(env, env.cashiers[0], a.orderNo, 'reject', { reason: 'duplicate' })).statusCode).toBe(200);
    expect((await withdraw(env, p, { amount: 100, requestId: rid() })).statusCode).toBe(200);
    // The next brand day (UTC+8) starts a new count.
    env.clock.now += 24 * 60 * 60_000;
    const { tokenOf } = await import('./auth-client');
    p.token = await tokenOf(env.server, { username: p.username, password: 'Player-pass-2026' });
    expect((await withdraw(env, p, { amount: 100, requestId: rid() })).statusCode).toBe(200);
    await setCashierSettings(env, { withdrawal: { turnoverMultiple: 0 } });
  });

  it('refuses trial accounts and calls without a token', async () => {
    const trial = await trialToken(env.server);
    for (const res of [
      await call(env.server, { method: 'GET', url: '/wps/relay/MCSFE_getWithdrawSettings?groupId=0', token: trial }),
      await call(env.server, { method: 'GET', url: '/wps/member/payout-accounts', token: trial }),
      await call(env.server, { method: 'GET', url: '/wps/withdrawals', token: trial }),
      await encryptedCall(env.server, {
        method: 'POST',
        url: '/wps/v2/transaction/withdraw',
        token: trial,
        payload: { payoutAccountId: 1, amount: 100, paymentPassword: '123456', requestId: rid() },
      }),
      await encryptedCall(env.server, {
        method: 'PUT',
        url: '/wps/member/payment-password',
        token: trial,
        payload: { newPaymentPassword: '123456' },
      }),
    ]) {
      expect(res.statusCode, res.body).toBe(403);
      expect(codeOf(res)).toBe('trial.forbidden');
    }
    const anonymous = await call(env.server, { method: 'GET', url: '/wps/withdrawals' });
    expect(anonymous.statusCode).toBe(401);
  });

  it('moved nothing it refused: the ledger is sound and held funds equal open orders', async () => {
    expect(await ledgerViolations(env.server.database.db)).toEqual([]);
    const { held, open } = await heldAndOpen(env);
    expect(held).toBe(open);
  });
});
