// The paygate protocol against a local HTTP server that plays the gateway: signed create calls,
// pay URL and QR, signed asynchronous callbacks sent to the notify_url the gateway was given, and
// the hard cases: duplicate, late, forged, amount-mismatch and out-of-order callbacks, a gateway
// that times out, refuses or breaks, and 50 parallel copies of one callback (one credit).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { formatMinor } from '../../src/shared/money';
import { expireOrders } from '../../src/server/modules/deposits/expiry';
import { signParams, verifyParams, type SignType } from '../../src/server/modules/deposits/providers/signing';
import { skipReason } from '../fixtures/server';
import { readBody, sendJson, startLocalServer, type LocalServer } from './providers/local-http';
import {
  asOperator,
  balanceOf,
  createDeposit,
  newPlayer,
  nextRequestId,
  orderOf,
  PLAYER_PASSWORD,
  queueRow,
  startDepositServer,
  type DepositServer,
  type OrderView,
  type Player,
  type QueueRow,
} from './deposits-support';
import { tokenOf } from './auth-client';
import { ledgerViolations, query } from './wallet-support';

const skip = await skipReason();
const MERCHANT_NO = 'M10086';
const SECRET = 'paygate-test-key-0123456789';

type Mode = 'ok' | 'refuse' | 'hang' | 'broken' | 'badsign';

/** The fake gateway: verifies our create calls, answers per mode, and sends callbacks like the real one. */
class FakeGateway {
  server!: LocalServer;
  mode: Mode = 'ok';
  signType: SignType = 'MD5';
  creates: Record<string, string>[] = [];
  badCreates = 0;
  /** The merchant's clock: callbacks are signed at its time (they must be fresh). */
  clock = { now: Date.now() };
  private trade = 0;
  orders = new Map<string, { tradeNo: string; amount: string; notifyUrl: string }>();

  async start(): Promise<void> {
    this.server = await startLocalServer(async (req, res) => {
      if (req.method !== 'POST' || req.url !== '/api/pay/create') return sendJson(res, 404, { code: '404' });
      const fields = Object.fromEntries(new URLSearchParams(await readBody(req)));
      if (!verifyParams(fields, SECRET, fields.sign_type === 'HMAC-SHA256' ? 'HMAC-SHA256' : 'MD5')) {
        this.badCreates++;
        return sendJson(res, 200, { code: '2001', msg: 'sign error' });
      }
      this.creates.push(fields);
      if (this.mode === 'hang') return; // never answers: our side times out
      if (this.mode === 'broken') return sendJson(res, 502, { error: 'upstream' });
      if (this.mode === 'refuse') return sendJson(res, 200, { code: '1001', msg: 'channel closed' });
      const tradeNo = `PG${String(++this.trade).padStart(6, '0')}`;
      const orderNo = fields.order_no ?? '';
      this.orders.set(orderNo, { tradeNo, amount: fields.amount ?? '', notifyUrl: fields.notify_url ?? '' });
      const answer: Record<string, string> = {
        code: '0000',
        msg: 'ok',
        merchant_no: MERCHANT_NO,
        order_no: orderNo,
        trade_no: tradeNo,
        amount: fields.amount ?? '',
        pay_url: `${this.server.url}/cashier/${tradeNo}`,
        qr_content: `00020101021228${tradeNo}`,
      };
      answer.sign = this.mode === 'badsign' ? 'DEADBEEF' : signParams(answer, SECRET, this.signType);
      sendJson(res, 200, answer);
    });
  }

  /** The gateway's signed callback for an order, POSTed to the notify_url it was given. */
  async notify(
    orderNo: string,
    status: 'SUCCESS' | 'FAILED',
    overrides: Record<string, string> = {},
    options: { secret?: string; json?: boolean } = {},
  ): Promise<{ status: number; text: string }> {
    const order = this.orders.get(orderNo);
    if (!order) throw new Error(`gateway does not know ${orderNo}`);
    const fields: Record<string, string> = {
      merchant_no: MERCHANT_NO,
      order_no: orderNo,
      trade_no: order.tradeNo,
      amount: order.amount,
      status,
      paid_at: '2026-11-23 12:00:00',
      timestamp: String(Math.floor(this.clock.now / 1000)),
      sign_type: this.signType,
      ...(status === 'FAILED' ? { msg: 'Insufficient wallet balance' } : {}),
      ...overrides,
    };
    fields.sign = signParams(fields, options.secret ?? SECRET, this.signType);
    if (overrides.sign) fields.sign = overrides.sign;
    const res = await fetch(order.notifyUrl, {
      method: 'POST',
      headers: { 'content-type': options.json ? 'application/json' : 'application/x-www-form-urlencoded' },
      body: options.json ? JSON.stringify(fields) : new URLSearchParams(fields).toString(),
    });
    return { status: res.status, text: await res.text() };
  }
}

describe.skipIf(skip)('deposits: paygate protocol', () => {
  let env: DepositServer;
  let player: Player;
  const gateway = new FakeGateway();

  const configure = (settings: Record<string, unknown>, extra: Record<string, unknown> = {}) =>
    asOperator(env, env.admin, 'PUT', '/admin/api/cashier/channels?merchant=demo', {
      channelId: env.channels.paygate,
      settings,
      ...extra,
    });
  const pay = async (amount: number | string): Promise<OrderView> => {
    const res = await createDeposit(env, player.token, {
      channelId: env.channels.paygate,
      amount,
      requestId: nextRequestId(),
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<{ value: OrderView }>().value;
  };
  const creditsOf = async (orderNo: string) =>
    (
      await query<{ n: number }>(
        env.server.database.db,
        sql`select count(*)::int as n from ledger_transactions where idempotency_key = ${`deposit:${orderNo}`}`,
      )
    )[0]?.n;
  const outcomesOf = async (orderNo: string) =>
    (
      await query<{ outcome: string }>(
        env.server.database.db,
        sql`select outcome from deposit_callbacks where order_no = ${orderNo} order by id`,
      )
    ).map((row) => row.outcome);

  beforeAll(async () => {
    await gateway.start();
    env = await startDepositServer();
    gateway.clock = env.clock;
    player = await newPlayer(env, 'pg');
    const res = await configure(
      {
        gatewayUrl: gateway.server.url,
        merchantNo: MERCHANT_NO,
        secret: SECRET,
        signType: 'MD5',
        payType: 'qrph',
        timeoutMs: 800,
      },
      { enabled: true },
    );
    expect(res.statusCode, res.body).toBe(200);
  }, 60_000);
  afterAll(async () => {
    await env?.server.close();
    await gateway.server?.close();
  });

  it('creates the payment with a signed request and credits on the signed success callback', async () => {
    const before = await balanceOf(env, player.token);
    const order = await pay(500);
    const sent = gateway.creates.at(-1);
    expect(sent).toMatchObject({
      merchant_no: MERCHANT_NO,
      order_no: order.orderNo,
      amount: '500.00',
      currency: 'PHP',
      pay_type: 'qrph',
      notify_url: `${env.url}/wps/payment/callback/paygate`,
      sign_type: 'MD5',
    });
    expect(gateway.badCreates).toBe(0);
    const tradeNo = gateway.orders.get(order.orderNo)?.tradeNo;
    expect(order).toMatchObject({
      status: 'pending',
      provider: 'paygate',
      method: 'qrph',
      fee: 7.5,
      creditAmount: 492.5,
      instructions: {
        kind: 'redirect',
        payUrl: `${gateway.server.url}/cashier/${tradeNo}`,
        qrContent: `00020101021228${tradeNo}`,
      },
    });
    expect((await queueRow(env, order.orderNo))?.providerReference).toBe(tradeNo);

    expect(await gateway.notify(order.orderNo, 'SUCCESS')).toEqual({ status: 200, text: 'success' });
    expect((await orderOf(env, player.token, order.orderNo)).status).toBe('confirmed');
    expect(await balanceOf(env, player.token)).toBeCloseTo(before + 492.5, 2);
    // The duplicate is acknowledged (so the gateway stops retrying) and credits nothing.
    expect(await gateway.notify(order.orderNo, 'SUCCESS')).toEqual({ status: 200, text: 'success' });
    expect(await gateway.notify(order.orderNo, 'SUCCESS', {}, { json: true })).toEqual({
      status: 200,
      text: 'success',
    });
    expect(await creditsOf(order.orderNo)).toBe(1);
    expect(await balanceOf(env, player.token)).toBeCloseTo(before + 492.5, 2);
    // Sent again with the same signature: replays, applied never (a re-signed copy is a duplicate).
    expect(await outcomesOf(order.orderNo)).toEqual(['confirmed', 'replayed', 'replayed']);
  });

  it('speaks HMAC-SHA256 when the channel says so, and refuses a callback signed the weaker way', async () => {
    expect((await configure({ signType: 'HMAC-SHA256' })).statusCode).toBe(200);
    gateway.signType = 'HMAC-SHA256';
    try {
      const order = await pay(200);
      expect(gateway.creates.at(-1)?.sign_type).toBe('HMAC-SHA256');
      expect(order.status).toBe('pending');
      gateway.signType = 'MD5';
      expect((await gateway.notify(order.orderNo, 'SUCCESS')).text).toBe('fail');
      gateway.signType = 'HMAC-SHA256';
      expect((await gateway.notify(order.orderNo, 'SUCCESS')).text).toBe('success');
      expect((await orderOf(env, player.token, order.orderNo)).status).toBe('confirmed');
    } finally {
      gateway.signType = 'MD5';
      await configure({ signType: 'MD5' });
    }
  });

  it('refuses forged callbacks: bad signature, wrong key, other merchant; nothing moves', async () => {
    const before = await balanceOf(env, player.token);
    const order = await pay(300);
    expect(await gateway.notify(order.orderNo, 'SUCCESS', { sign: 'A'.repeat(32) })).toEqual({
      status: 400,
      text: 'fail',
    });
    expect((await gateway.notify(order.orderNo, 'SUCCESS', {}, { secret: 'guessed-key' })).text).toBe('fail');
    expect((await gateway.notify(order.orderNo, 'SUCCESS', { merchant_no: 'M99999' })).text).toBe('fail');
    expect((await orderOf(env, player.token, order.orderNo)).status).toBe('pending');
    expect(await balanceOf(env, player.token)).toBe(before);
    expect(await outcomesOf(order.orderNo)).toEqual(['forged', 'forged', 'forged']);
    const rows = await query<{ signature_valid: boolean }>(
      env.server.database.db,
      sql`select signature_valid from deposit_callbacks where order_no = ${order.orderNo}`,
    );
    expect(rows.every((row) => !row.signature_valid)).toBe(true);
  });

  it('holds an amount mismatch for the cashier, never credits the reported amount', async () => {
    const before = await balanceOf(env, player.token);
    const order = await pay(400);
    expect((await gateway.notify(order.orderNo, 'SUCCESS', { amount: '4000.00' })).text).toBe('success');
    expect(await balanceOf(env, player.token)).toBe(before);
    expect(await queueRow(env, order.orderNo, 'review')).toMatchObject({
      status: 'pending',
      reviewReason: 'amount_mismatch',
      reportedAmount: 4000,
    });
    // A repeat of the same report (the same signature: a replay) leaves it held; so does a re-signed one.
    expect((await gateway.notify(order.orderNo, 'SUCCESS', { amount: '4000.00' })).text).toBe('success');
    gateway.clock.now += 1000;
    expect((await gateway.notify(order.orderNo, 'SUCCESS', { amount: '4000.00' })).text).toBe('success');
    expect(await outcomesOf(order.orderNo)).toEqual(['held_for_review', 'replayed', 'held_for_review']);
    const rejected = await asOperator(
      env,
      env.cashiers[0],
      'POST',
      `/admin/api/cashier/deposits/${order.orderNo}/reject`,
      {
        merchant: 'demo',
        reason: 'Amount does not match; refunded by the gateway',
      },
    );
    expect(rejected.json<{ value: QueueRow }>().value).toMatchObject({ status: 'failed', reviewReason: null });
    expect(await balanceOf(env, player.token)).toBe(before);
  });

  it('records a late success (after expiry) and puts the order where the cashier sees it', async () => {
    const before = await balanceOf(env, player.token);
    const order = await pay(600);
    env.clock.now += 31 * 60_000;
    expect(await expireOrders(env.server.database.db, env.clock.now)).toContain(order.orderNo);
    expect((await gateway.notify(order.orderNo, 'SUCCESS')).text).toBe('success');
    player = { ...player, token: await tokenOf(env.server, { username: player.username, password: PLAYER_PASSWORD }) };
    expect(await balanceOf(env, player.token)).toBe(before);
    expect(await queueRow(env, order.orderNo, 'review')).toMatchObject({
      status: 'pending',
      reviewReason: 'late_payment',
    });
    expect(await outcomesOf(order.orderNo)).toEqual(['held_for_review']);
    const confirmed = await asOperator(
      env,
      env.cashiers[0],
      'POST',
      `/admin/api/cashier/deposits/${order.orderNo}/confirm`,
      {
        merchant: 'demo',
      },
    );
    expect(confirmed.json<{ value: QueueRow }>().value.status).toBe('confirmed');
    expect(await balanceOf(env, player.token)).toBeCloseTo(before + 591, 2);
  });

  it('handles out-of-order callbacks: failed then success is held; success then failed stays credited', async () => {
    const before = await balanceOf(env, player.token);
    const first = await pay(700);
    expect((await gateway.notify(first.orderNo, 'FAILED')).text).toBe('success');
    expect(await orderOf(env, player.token, first.orderNo)).toMatchObject({
      status: 'failed',
      failureReason: 'Insufficient wallet balance',
    });
    expect((await gateway.notify(first.orderNo, 'SUCCESS')).text).toBe('success');
    expect(await queueRow(env, first.orderNo, 'review')).toMatchObject({
      status: 'pending',
      reviewReason: 'paid_after_failure',
    });
    expect(await balanceOf(env, player.token)).toBe(before);

    const second = await pay(800);
    expect((await gateway.notify(second.orderNo, 'SUCCESS')).text).toBe('success');
    expect((await gateway.notify(second.orderNo, 'FAILED')).text).toBe('success');
    expect(await queueRow(env, second.orderNo, 'review')).toMatchObject({
      status: 'confirmed',
      reviewReason: 'failed_after_confirm',
    });
    expect(await creditsOf(second.orderNo)).toBe(1);
    expect(await balanceOf(env, player.token)).toBeCloseTo(before + 788, 2);
    expect(await outcomesOf(second.orderNo)).toEqual(['confirmed', 'conflict']);
    // A cashier cannot reject a credited order (corrections are adjustments).
    const reject = await asOperator(
      env,
      env.cashiers[0],
      'POST',
      `/admin/api/cashier/deposits/${second.orderNo}/reject`,
      {
        merchant: 'demo',
        reason: 'x',
      },
    );
    expect(reject.statusCode).toBe(409);
  });

  it('leaves an unknown gateway outcome pending for reconciliation, never failed or credited by itself', async () => {
    for (const mode of ['hang', 'broken', 'badsign'] as const) {
      gateway.mode = mode;
      const order = await pay(250);
      expect(order.status, mode).toBe('pending');
      expect((await queueRow(env, order.orderNo, 'review'))?.reviewReason, mode).toBe('gateway_unknown');
    }
    gateway.mode = 'ok';
    // The expiry job does not touch them.
    const list = await asOperator(
      env,
      env.admin,
      'GET',
      '/admin/api/cashier/deposits?merchant=demo&status=review&pageSize=100',
    );
    const held = list
      .json<{ value: { list: QueueRow[] } }>()
      .value.list.filter((r) => r.reviewReason === 'gateway_unknown');
    expect(held).toHaveLength(3);
    env.clock.now += 2 * 60 * 60_000;
    const expired = await expireOrders(env.server.database.db, env.clock.now);
    for (const row of held) expect(expired).not.toContain(row.orderNo);
    player = { ...player, token: await tokenOf(env.server, { username: player.username, password: PLAYER_PASSWORD }) };
    // A signed callback that arrives for one of them settles it (the gateway did have the payment).
    const hung = held[0]?.orderNo ?? '';
    gateway.orders.set(hung, {
      tradeNo: 'PG-LATE-1',
      amount: '250.00',
      notifyUrl: `${env.url}/wps/payment/callback/paygate`,
    });
    const before = await balanceOf(env, player.token);
    expect((await gateway.notify(hung, 'SUCCESS')).text).toBe('success');
    expect((await orderOf(env, player.token, hung)).status).toBe('confirmed');
    expect(await balanceOf(env, player.token)).toBeCloseTo(before + 246.25, 2);
  });

  it('fails an order the gateway refuses (nothing can have been paid)', async () => {
    gateway.mode = 'refuse';
    try {
      const order = await pay(250);
      expect(order.status).toBe('failed');
      expect(order.failureReason).toContain('channel closed');
    } finally {
      gateway.mode = 'ok';
    }
  });

  it('credits exactly once for 50 parallel copies of a success callback', async () => {
    const before = await balanceOf(env, player.token);
    const order = await pay(1000);
    const answers = await Promise.all(Array.from({ length: 50 }, () => gateway.notify(order.orderNo, 'SUCCESS')));
    expect(answers.every((a) => a.status === 200 && a.text === 'success')).toBe(true);
    expect(await creditsOf(order.orderNo)).toBe(1);
    expect(await balanceOf(env, player.token)).toBeCloseTo(before + 985, 2);
    const outcomes = await outcomesOf(order.orderNo);
    expect(outcomes.filter((o) => o === 'confirmed')).toHaveLength(1);
    expect(outcomes.filter((o) => o === 'replayed')).toHaveLength(49);
  });

  it('answers fail for callbacks about orders it does not know or cannot read', async () => {
    const res = await fetch(`${env.url}/wps/payment/callback/paygate`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        merchant_no: MERCHANT_NO,
        order_no: 'D000000NOTHERE',
        status: 'SUCCESS',
        amount: formatMinor(100n),
        sign: 'X',
      }).toString(),
    });
    expect({ status: res.status, text: await res.text() }).toEqual({ status: 400, text: 'fail' });
    const garbage = await fetch(`${env.url}/wps/payment/callback/paygate`, { method: 'POST', body: 'hello' });
    expect(await garbage.text()).toBe('fail');
  });

  it('keeps the ledger invariants', async () => {
    expect(await ledgerViolations(env.server.database.db)).toEqual([]);
  });
});
