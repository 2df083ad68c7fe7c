// Player deposit limits (24 hours, 7 days, 30 days; rolling): a decrease applies at once, an
// increase or removal only after 24 hours AND a second confirmation; enforced when an order is
// created (with open orders) and again when it is confirmed (cashier or callback), also under 50
// parallel orders. The test moves the app's clock (AppDeps.now).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedSandboxWebhook, sandboxWebhookFor } from '../../src/server/modules/deposits/providers/sandbox';
import { sql } from 'drizzle-orm';
import { skipReason } from '../fixtures/server';
import { call, tokenOf, trialToken } from './auth-client';
import {
  asOperator,
  balanceOf,
  createDeposit,
  deposit,
  newPlayer,
  nextRequestId,
  PLAYER_PASSWORD,
  postCallback,
  queueRow,
  renewOperatorSessions,
  startDepositServer,
  type DepositServer,
  type Player,
  type QueueRow,
} from './deposits-support';
import { ledgerViolations, query } from './wallet-support';

const skip = await skipReason();
const HOUR = 60 * 60_000;

interface LimitsView {
  limits: {
    period: string;
    amount: number | null;
    used: number;
    pending: { amount: number | null; effectiveAt: number; confirmable: boolean } | null;
  }[];
}

describe.skipIf(skip)('deposits: player deposit limits', () => {
  let env: DepositServer;
  let player: Player;

  beforeAll(async () => {
    env = await startDepositServer();
    player = await newPlayer(env, 'lim');
  }, 60_000);
  afterAll(() => env?.server.close());

  const limits = async (token = player.token) => {
    const res = await call(env.server, { method: 'GET', url: '/wps/member/deposit-limits', token });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<{ value: LimitsView }>().value;
  };
  const setLimit = (period: string, amount: unknown, token = player.token) =>
    call(env.server, { method: 'PUT', url: '/wps/member/deposit-limits', token, payload: { period, amount } });
  const confirm = (period: string, token = player.token) =>
    call(env.server, { method: 'POST', url: '/wps/member/deposit-limits/confirm', token, payload: { period } });
  const of = (view: LimitsView, period: string) => view.limits.find((l) => l.period === period);
  /** Moves the clock and signs the player in again (sessions idle out after an hour). */
  const advance = async (ms: number) => {
    env.clock.now += ms;
    player = { ...player, token: await tokenOf(env.server, { username: player.username, password: PLAYER_PASSWORD }) };
  };
  const confirmByCashier = async (orderNo: string) => {
    await renewOperatorSessions(env);
    return asOperator(env, env.cashiers[0], 'POST', `/admin/api/cashier/deposits/${orderNo}/confirm`, {
      merchant: 'demo',
    });
  };

  it('starts with no limits', async () => {
    expect((await limits()).limits).toEqual([
      { period: 'day', amount: null, used: 0, pending: null },
      { period: 'week', amount: null, used: 0, pending: null },
      { period: 'month', amount: null, used: 0, pending: null },
    ]);
  });

  it('applies a new or lower limit at once and enforces it when an order is created', async () => {
    const set = await setLimit('day', 1000);
    expect(set.statusCode, set.body).toBe(200);
    expect(of(set.json<{ value: LimitsView }>().value, 'day')).toMatchObject({ amount: 1000, pending: null });
    const first = await deposit(env, player.token, env.channels.company, 600);
    const over = await createDeposit(env, player.token, {
      channelId: env.channels.company,
      amount: 500,
      requestId: nextRequestId(),
    });
    expect(over.statusCode).toBe(400);
    expect(over.json()).toMatchObject({
      code: 'deposit.limit.exceeded',
      value: { period: 'day', limit: 1000, used: 600 },
    });
    // Exactly up to the limit is allowed.
    const upTo = await deposit(env, player.token, env.channels.company, 400);
    expect(upTo.status).toBe('created');
    await asOperator(env, env.cashiers[0], 'POST', `/admin/api/cashier/deposits/${upTo.orderNo}/reject`, {
      merchant: 'demo',
      reason: 'test',
    });

    // Lowered below the open order: the cashier's confirmation is refused, and its approval undone.
    expect(of((await setLimit('day', 500)).json<{ value: LimitsView }>().value, 'day')?.amount).toBe(500);
    const refused = await confirmByCashier(first.orderNo);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ code: 'deposit.limit.exceeded' });
    expect((await queueRow(env, first.orderNo))?.approvals).toEqual([]);
    expect(await balanceOf(env, player.token)).toBe(0);
  });

  it('holds a gateway payment that would pass the limit for the cashier instead of crediting it', async () => {
    const [row] = await query<{ secret: string }>(
      env.server.database.db,
      sql`select settings->>'secret' as secret from deposit_channels where id = ${env.channels.sandbox}`,
    );
    const other = await newPlayer(env, 'limgw');
    expect((await setLimit('week', 5000, other.token)).statusCode).toBe(200);
    const order = await deposit(env, other.token, env.channels.sandbox, 300);
    expect((await setLimit('week', 100, other.token)).statusCode).toBe(200);
    const { body, headers } = signedSandboxWebhook(
      row?.secret ?? '',
      sandboxWebhookFor({ orderNo: order.orderNo, amountMinor: 30_000n, currency: 'PHP' }, true, env.clock.now),
    );
    expect((await postCallback(env, 'sandbox', body, headers)).text).toBe('OK');
    expect(await queueRow(env, order.orderNo, 'review')).toMatchObject({
      status: 'pending',
      reviewReason: 'limit_exceeded',
    });
    expect(await balanceOf(env, other.token)).toBe(0);
  });

  it('makes an increase wait 24 hours and then a confirmation', async () => {
    const asked = await setLimit('day', 5000);
    const day = of(asked.json<{ value: LimitsView }>().value, 'day');
    expect(day).toMatchObject({
      amount: 500,
      pending: { amount: 5000, effectiveAt: env.clock.now + 24 * HOUR, confirmable: false },
    });
    const early = await confirm('day');
    expect(early.statusCode).toBe(409);
    expect(early.json()).toMatchObject({
      code: 'deposit.limit.not.confirmable',
      value: { effectiveAt: env.clock.now + 24 * HOUR },
    });
    // Still the old limit for deposits.
    const over = await createDeposit(env, player.token, {
      channelId: env.channels.company,
      amount: 1000,
      requestId: nextRequestId(),
    });
    expect(over.json()).toMatchObject({ code: 'deposit.limit.exceeded' });

    await advance(24 * HOUR - 60_000);
    expect((await confirm('day')).statusCode).toBe(409);
    await advance(60_000);
    // Time alone changes nothing: the pending increase is confirmable but not applied.
    expect(of(await limits(), 'day')).toMatchObject({ amount: 500, pending: { amount: 5000, confirmable: true } });
    const confirmed = await confirm('day');
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(of(confirmed.json<{ value: LimitsView }>().value, 'day')).toMatchObject({ amount: 5000, pending: null });
    expect((await confirm('day')).statusCode).toBe(409);
  });

  it('makes a removal wait too, and lets a decrease cancel a waiting increase', async () => {
    expect((await setLimit('month', 2000)).statusCode).toBe(200);
    const removal = await setLimit('month', null);
    expect(of(removal.json<{ value: LimitsView }>().value, 'month')).toMatchObject({
      amount: 2000,
      pending: { amount: null, confirmable: false },
    });
    const lower = await setLimit('month', 1500);
    expect(of(lower.json<{ value: LimitsView }>().value, 'month')).toMatchObject({ amount: 1500, pending: null });
    await setLimit('month', null);
    await advance(24 * HOUR);
    const removed = await confirm('month');
    expect(of(removed.json<{ value: LimitsView }>().value, 'month')).toMatchObject({ amount: null, pending: null });
  });

  it('counts credited deposits over rolling periods', async () => {
    const fresh = await newPlayer(env, 'roll');
    await setLimit('day', 1000, fresh.token);
    await setLimit('week', 1500, fresh.token);
    const order = await deposit(env, fresh.token, env.channels.company, 800);
    expect((await confirmByCashier(order.orderNo)).json<{ value: QueueRow }>().value.status).toBe('confirmed');
    const view = await limits(fresh.token);
    expect(of(view, 'day')?.used).toBe(800);
    expect(of(view, 'week')?.used).toBe(800);
    env.clock.now += 25 * HOUR;
    const token = await tokenOf(env.server, { username: fresh.username, password: PLAYER_PASSWORD });
    const later = await limits(token);
    expect(of(later, 'day')?.used).toBe(0);
    expect(of(later, 'week')?.used).toBe(800);
    // The day has room again, the week does not.
    const refused = await createDeposit(env, token, {
      channelId: env.channels.company,
      amount: 800,
      requestId: nextRequestId(),
    });
    expect(refused.json()).toMatchObject({ code: 'deposit.limit.exceeded', value: { period: 'week' } });
    expect(
      (await createDeposit(env, token, { channelId: env.channels.company, amount: 700, requestId: nextRequestId() }))
        .statusCode,
    ).toBe(200);
  });

  it('lets exactly the limit through when 50 different orders race', async () => {
    const racer = await newPlayer(env, 'limrace');
    await setLimit('day', 1000, racer.token);
    const answers = await Promise.all(
      Array.from({ length: 50 }, () =>
        createDeposit(env, racer.token, { channelId: env.channels.sandbox, amount: 100, requestId: nextRequestId() }),
      ),
    );
    expect(answers.filter((res) => res.statusCode === 200)).toHaveLength(10);
    expect(answers.filter((res) => res.json<{ code?: string }>().code === 'deposit.limit.exceeded')).toHaveLength(40);
  });

  it('refuses bad limit input and trial accounts', async () => {
    await advance(0);
    for (const amount of [-5, 'abc', 0.001, '1e5', true])
      expect((await setLimit('day', amount)).statusCode, String(amount)).toBe(400);
    expect((await setLimit('year', 100)).statusCode).toBe(400);
    expect((await confirm('fortnight')).statusCode).toBe(400);
    // Zero is a valid limit: no deposits at all, at once.
    expect(of((await setLimit('week', 0)).json<{ value: LimitsView }>().value, 'week')?.amount).toBe(0);
    const none = await createDeposit(env, player.token, {
      channelId: env.channels.sandbox,
      amount: 100,
      requestId: nextRequestId(),
    });
    expect(none.json()).toMatchObject({ code: 'deposit.limit.exceeded', value: { period: 'week' } });
    const trial = await trialToken(env.server, '10.9.9.11');
    expect((await setLimit('day', 100, trial)).statusCode).toBe(403);
  });

  it('keeps the ledger invariants', async () => {
    expect(await ledgerViolations(env.server.database.db)).toEqual([]);
  });
});
