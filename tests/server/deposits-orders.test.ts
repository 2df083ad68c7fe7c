// Deposits end to end (sandbox gateway and company deposit): settings, orders, the sandbox's
// hosted page sending signed webhooks over real HTTP, duplicate and forged callbacks, the
// cashier's two-person confirmation, expiry and late payments, bad input, replays, trial and
// foreign accounts, 50 parallel requests, the operator's accounts and channels, and the ledger
// invariants at the end.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { signedSandboxWebhook, sandboxWebhookFor } from '../../src/server/modules/deposits/providers/sandbox';
import { sandboxPayToken } from '../../src/server/modules/deposits/providers/signing';
import { expireOrders } from '../../src/server/modules/deposits/expiry';
import { creditOrder } from '../../src/server/modules/deposits/credit';
import { selectOrderByNo } from '../../src/server/modules/deposits/queries';
import { skipReason } from '../fixtures/server';
import { call, tokenOf, trialToken } from './auth-client';
import {
  asOperator,
  balanceOf,
  createDeposit,
  deposit,
  newPlayer,
  nextRequestId,
  orderOf,
  PLAYER_PASSWORD,
  postCallback,
  queueRow,
  startDepositServer,
  type DepositServer,
  type OrderView,
  type Player,
  type QueueRow,
} from './deposits-support';
import { ledgerViolations, query } from './wallet-support';

const skip = await skipReason();
const PNG = Buffer.concat([Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex'), Buffer.alloc(64, 7)]);

describe.skipIf(skip)('deposits: sandbox and company', () => {
  let env: DepositServer;
  let player: Player;
  let sandboxSecret = '';

  beforeAll(async () => {
    env = await startDepositServer();
    player = await newPlayer(env);
    const [row] = await query<{ secret: string }>(
      env.server.database.db,
      sql`select settings->>'secret' as secret from deposit_channels where id = ${env.channels.sandbox}`,
    );
    sandboxSecret = row?.secret ?? '';
  }, 60_000);
  afterAll(() => env?.server.close());

  /** The order's own pay token, as its pay URL carries it. */
  const payTokenOf = (orderNo: string) => sandboxPayToken(sandboxSecret, orderNo);
  const sandboxPay = (orderNo: string, outcome: 'pay' | 'fail', token = payTokenOf(orderNo)) =>
    fetch(`${env.url}/pay/sandbox/${orderNo}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: `outcome=${outcome}&t=${token}`,
    });
  const callbacksOf = (orderNo: string) =>
    query<{ outcome: string; signature_valid: boolean }>(
      env.server.database.db,
      sql`select outcome, signature_valid from deposit_callbacks where order_no = ${orderNo} order by id`,
    );
  const creditsOf = (orderNo: string) =>
    query<{ id: number; kind: string }>(
      env.server.database.db,
      sql`select id, kind from ledger_transactions where idempotency_key = ${`deposit:${orderNo}`}`,
    );

  it('lists the enabled, configured methods and channels with the player limits', async () => {
    const res = await call(env.server, {
      method: 'GET',
      url: '/wps/relay/MCSFE_getDepositSettings',
      token: player.token,
    });
    expect(res.statusCode, res.body).toBe(200);
    const value = res.json<{
      value: { allowDeposit: boolean; currency: string; methods: { code: string; channels: { provider: string }[] }[] };
    }>().value;
    expect(value.allowDeposit).toBe(true);
    expect(value.currency).toBe('PHP');
    expect(value.methods.map((m) => m.code)).toEqual(['gcash', 'bank']);
    expect(value.methods[0]?.channels[0]).toMatchObject({
      provider: 'sandbox',
      minAmount: 100,
      maxAmount: 50_000,
      feeRate: 0,
      quickAmounts: [100, 500, 1000, 5000],
    });
    // The paygate channel is seeded switched off (no gateway configured): players never see it.
    expect(JSON.stringify(value)).not.toContain('paygate');
    const trial = await trialToken(env.server, '10.9.9.9');
    const forTrial = await call(env.server, {
      method: 'GET',
      url: '/wps/relay/MCSFE_getDepositSettings',
      token: trial,
    });
    expect(forTrial.json<{ value: { allowDeposit: boolean } }>().value.allowDeposit).toBe(false);
    expect((await call(env.server, { method: 'GET', url: '/wps/relay/MCSFE_getDepositSettings' })).statusCode).toBe(
      401,
    );
  });

  it('pays through the sandbox hosted page: a signed webhook over real HTTP credits the player once', async () => {
    const before = await balanceOf(env, player.token);
    const order = await deposit(env, player.token, env.channels.sandbox, '250.50');
    expect(order).toMatchObject({ status: 'pending', provider: 'sandbox', amount: 250.5, fee: 0, creditAmount: 250.5 });
    const payUrl = `${env.url}/pay/sandbox/${order.orderNo}?t=${payTokenOf(order.orderNo)}`;
    expect(order.instructions).toMatchObject({ kind: 'redirect', payUrl });
    expect(order.orderNo).toMatch(/^D\d{6}[2-9A-Z]{8}$/);
    // The order number alone opens nothing and pays nothing: the page needs the order's token.
    expect((await fetch(`${env.url}/pay/sandbox/${order.orderNo}`)).status).toBe(404);
    expect((await fetch(`${payUrl.slice(0, -4)}AAAA`)).status).toBe(404);
    expect(await (await sandboxPay(order.orderNo, 'pay', '')).text()).toContain('No such payment');
    expect((await orderOf(env, player.token, order.orderNo)).status).toBe('pending');

    const page = await fetch(payUrl);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toContain('text/html');
    const html = await page.text();
    expect(html).toContain('250.50');
    expect(html).toContain('data-testid="sandbox-pay"');

    const paid = await sandboxPay(order.orderNo, 'pay');
    expect(await paid.text()).toContain('200 OK');
    const after = await orderOf(env, player.token, order.orderNo);
    expect(after.status).toBe('confirmed');
    expect(after.confirmedAt).toBe(env.clock.now);
    expect(await balanceOf(env, player.token)).toBeCloseTo(before + 250.5, 2);
    expect(await creditsOf(order.orderNo)).toEqual([expect.objectContaining({ kind: 'deposit' })]);

    // Pressing Pay again (a new webhook, signed a second later) is a duplicate: acknowledged, nothing credited.
    env.clock.now += 1000;
    expect(await (await sandboxPay(order.orderNo, 'pay')).text()).toContain('200 OK');
    expect(await balanceOf(env, player.token)).toBeCloseTo(before + 250.5, 2);
    expect(await callbacksOf(order.orderNo)).toEqual([
      { outcome: 'confirmed', signature_valid: true },
      { outcome: 'duplicate', signature_valid: true },
    ]);
    // The account record shows the deposit.
    const record = await call(env.server, {
      method: 'GET',
      url: '/wps/relay/ODSFE2_MemTransDet?type=deposit',
      token: player.token,
    });
    expect(record.json<{ value: { list: { amount: number }[] } }>().value.list[0]?.amount).toBe(250.5);
  });

  it('fails an order when the sandbox reports a failure, and moves nothing', async () => {
    const before = await balanceOf(env, player.token);
    const order = await deposit(env, player.token, env.channels.sandbox, 100);
    await sandboxPay(order.orderNo, 'fail');
    const after = await orderOf(env, player.token, order.orderNo);
    expect(after).toMatchObject({ status: 'failed', failureReason: 'Declined in the sandbox' });
    expect(await balanceOf(env, player.token)).toBe(before);
    const page = await (await fetch(`${env.url}/pay/sandbox/${order.orderNo}?t=${payTokenOf(order.orderNo)}`)).text();
    expect(page).toContain('sandbox-closed');
  });

  it('refuses forged and malformed callbacks: recorded, nothing moves', async () => {
    const before = await balanceOf(env, player.token);
    const order = await deposit(env, player.token, env.channels.sandbox, 300);
    const webhook = sandboxWebhookFor(
      { orderNo: order.orderNo, amountMinor: 30_000n, currency: 'PHP' },
      true,
      env.clock.now,
    );
    const forged = signedSandboxWebhook('not-the-brand-secret-at-all', webhook);
    expect(await postCallback(env, 'sandbox', forged.body, forged.headers)).toEqual({ status: 400, text: 'INVALID' });
    // A valid signature over another body does not carry over to a changed amount.
    const good = signedSandboxWebhook(sandboxSecret, webhook);
    const tampered = good.body.replace('"300.00"', '"3000.00"');
    expect((await postCallback(env, 'sandbox', tampered, good.headers)).status).toBe(400);
    expect((await postCallback(env, 'sandbox', 'not json', good.headers)).status).toBe(400);
    expect((await postCallback(env, 'nosuchpay', good.body, good.headers)).status).toBe(404);
    expect((await orderOf(env, player.token, order.orderNo)).status).toBe('pending');
    expect(await balanceOf(env, player.token)).toBe(before);
    expect(await callbacksOf(order.orderNo)).toEqual([
      { outcome: 'forged', signature_valid: false },
      { outcome: 'forged', signature_valid: false },
    ]);
    const [malformed] = await query<{ n: number }>(
      env.server.database.db,
      sql`select count(*)::int as n from deposit_callbacks where outcome = 'malformed'`,
    );
    expect(malformed?.n).toBeGreaterThanOrEqual(1);
  });

  it('credits exactly once when 50 identical valid callbacks arrive together', async () => {
    const before = await balanceOf(env, player.token);
    const order = await deposit(env, player.token, env.channels.sandbox, 777);
    const { body, headers } = signedSandboxWebhook(
      sandboxSecret,
      sandboxWebhookFor({ orderNo: order.orderNo, amountMinor: 77_700n, currency: 'PHP' }, true, env.clock.now),
    );
    const answers = await Promise.all(Array.from({ length: 50 }, () => postCallback(env, 'sandbox', body, headers)));
    expect(answers.every((a) => a.status === 200 && a.text === 'OK')).toBe(true);
    expect(await balanceOf(env, player.token)).toBeCloseTo(before + 777, 2);
    expect(await creditsOf(order.orderNo)).toHaveLength(1);
    const outcomes = (await callbacksOf(order.orderNo)).map((c) => c.outcome);
    expect(outcomes.filter((o) => o === 'confirmed')).toHaveLength(1);
    // The copies carry the applied signature: replays, acknowledged and applied never.
    expect(outcomes.filter((o) => o === 'replayed')).toHaveLength(49);
  });

  it('runs a company deposit: rotating account, memo, slip, cashier confirmation', async () => {
    const before = await balanceOf(env, player.token);
    const first = await deposit(env, player.token, env.channels.company, 1000);
    const second = await deposit(env, player.token, env.channels.company, 2000);
    expect(first).toMatchObject({ status: 'created', provider: 'company', method: 'bank' });
    expect(first.instructions).toMatchObject({ kind: 'bank', memo: first.orderNo, payAmount: 1000 });
    // Two accounts rotate: the next order gets the other one.
    expect(first.instructions.accountNumber).not.toBe(second.instructions.accountNumber);

    const upload = await call(env.server, {
      method: 'POST',
      url: '/wps/uploads?purpose=deposit_slip',
      token: player.token,
      headers: { 'content-type': 'image/png' },
      payload: PNG,
    });
    expect(upload.statusCode, upload.body).toBe(200);
    const uploadId = upload.json<{ value: { id: number } }>().value.id;
    const slip = await call(env.server, {
      method: 'PUT',
      url: `/wps/deposit/orders/${first.orderNo}/slip`,
      token: player.token,
      payload: { uploadId },
    });
    expect(slip.statusCode, slip.body).toBe(200);
    expect(slip.json<{ value: OrderView }>().value).toMatchObject({ status: 'pending', slipUploadId: uploadId });

    const row = await queueRow(env, first.orderNo, 'pending');
    expect(row).toMatchObject({ username: player.username, approvals: [], approvalsRequired: 1 });
    const confirmed = await asOperator(
      env,
      env.cashiers[0],
      'POST',
      `/admin/api/cashier/deposits/${first.orderNo}/confirm`,
      {
        merchant: 'demo',
        note: 'slip matches BDO statement',
      },
    );
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json<{ value: QueueRow }>().value).toMatchObject({ status: 'confirmed', approvals: ['dcash1'] });
    expect(await balanceOf(env, player.token)).toBeCloseTo(before + 1000, 2);
    // Deciding again is refused; the reject of a confirmed order too.
    const again = await asOperator(
      env,
      env.cashiers[1],
      'POST',
      `/admin/api/cashier/deposits/${first.orderNo}/confirm`,
      {
        merchant: 'demo',
      },
    );
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'cashier.already.decided' });

    const rejected = await asOperator(
      env,
      env.cashiers[0],
      'POST',
      `/admin/api/cashier/deposits/${second.orderNo}/reject`,
      {
        merchant: 'demo',
        reason: 'No transfer received',
      },
    );
    expect(rejected.json<{ value: QueueRow }>().value).toMatchObject({
      status: 'failed',
      failureReason: 'No transfer received',
    });
    expect(await balanceOf(env, player.token)).toBeCloseTo(before + 1000, 2);
    const audits = await query<{ action: string }>(
      env.server.database.db,
      sql`select action from operator_audit where action like 'deposit.%' and detail->>'orderNo' in (${first.orderNo}, ${second.orderNo}) order by id`,
    );
    expect(audits.map((a) => a.action)).toEqual(['deposit.approve', 'deposit.confirm', 'deposit.reject']);
  });

  it('needs two different cashiers at or above the second-approval amount', async () => {
    const before = await balanceOf(env, player.token);
    const order = await deposit(env, player.token, env.channels.company, 60_000);
    const url = `/admin/api/cashier/deposits/${order.orderNo}/confirm`;
    const one = await asOperator(env, env.cashiers[0], 'POST', url, { merchant: 'demo' });
    expect(one.json<{ value: QueueRow }>().value).toMatchObject({
      status: 'created',
      approvals: ['dcash1'],
      approvalsRequired: 2,
    });
    expect(await balanceOf(env, player.token)).toBe(before);
    const same = await asOperator(env, env.cashiers[0], 'POST', url, { merchant: 'demo' });
    expect(same.json()).toMatchObject({ code: 'cashier.same.approver' });
    const two = await asOperator(env, env.cashiers[1], 'POST', url, { merchant: 'demo' });
    expect(two.json<{ value: QueueRow }>().value).toMatchObject({
      status: 'confirmed',
      approvals: ['dcash1', 'dcash2'],
    });
    expect(await balanceOf(env, player.token)).toBeCloseTo(before + 60_000, 2);
  });

  it('refuses bad input with clear errors and moves nothing', async () => {
    const before = await balanceOf(env, player.token);
    const attempt = async (payload: Record<string, unknown>) => {
      const res = await createDeposit(env, player.token, { requestId: nextRequestId(), ...payload });
      return {
        status: res.statusCode,
        code: res.json<{ code?: string }>().code,
        body: res.json<{ value?: unknown }>().value,
      };
    };
    const sandbox = env.channels.sandbox;
    for (const amount of [-100, 0, '0', 0.001, '1.005', 'abc', '1e3', 1e12, '99999999999999999', null])
      expect((await attempt({ channelId: sandbox, amount })).status, String(amount)).toBe(400);
    expect((await attempt({ channelId: sandbox, amount: -100 })).code).toBe('amount.invalid');
    expect(await attempt({ channelId: sandbox, amount: 99.99 })).toMatchObject({
      status: 400,
      code: 'deposit.amount.out.of.range',
      body: { minAmount: 100, maxAmount: 50_000 },
    });
    expect((await attempt({ channelId: sandbox, amount: 50_000.01 })).code).toBe('deposit.amount.out.of.range');
    expect((await attempt({ channelId: env.channels.paygate, amount: 500 })).code).toBe('deposit.channel.unavailable');
    expect((await attempt({ channelId: 999_999, amount: 500 })).code).toBe('deposit.channel.unavailable');
    expect((await attempt({ channelId: 'x', amount: 500 })).status).toBe(400);
    expect((await attempt({ channelId: sandbox, amount: 500, requestId: 'bad id!' })).status).toBe(400);
    expect(await balanceOf(env, player.token)).toBe(before);

    // A trial account may not deposit.
    const trial = await trialToken(env.server, '10.9.9.10');
    const refused = await createDeposit(env, trial, { channelId: sandbox, amount: 500, requestId: nextRequestId() });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: 'trial.forbidden' });
    // No token, no order.
    expect((await call(env.server, { method: 'POST', url: '/wps/deposit/orders', payload: {} })).statusCode).toBe(401);
  });

  it("answers 404 for someone else's order and refuses slips that do not fit", async () => {
    const other = await newPlayer(env, 'other');
    const mine = await deposit(env, player.token, env.channels.company, 500);
    const theirs = await call(env.server, {
      method: 'GET',
      url: `/wps/deposit/orders/${mine.orderNo}`,
      token: other.token,
    });
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json()).toMatchObject({ code: 'deposit.order.not.found' });
    const unknown = await call(env.server, {
      method: 'GET',
      url: '/wps/deposit/orders/D000000NOPE',
      token: other.token,
    });
    expect(unknown.json()).toEqual(theirs.json());
    // The other player's list does not show it.
    const list = await call(env.server, { method: 'GET', url: '/wps/deposit/orders', token: other.token });
    expect(list.json<{ value: { total: number } }>().value.total).toBe(0);

    const upload = await call(env.server, {
      method: 'POST',
      url: '/wps/uploads?purpose=deposit_slip',
      token: other.token,
      headers: { 'content-type': 'image/png' },
      payload: PNG,
    });
    const foreignUpload = upload.json<{ value: { id: number } }>().value.id;
    const slipOnTheirs = await call(env.server, {
      method: 'PUT',
      url: `/wps/deposit/orders/${mine.orderNo}/slip`,
      token: other.token,
      payload: { uploadId: foreignUpload },
    });
    expect(slipOnTheirs.statusCode).toBe(404);
    const foreignSlip = await call(env.server, {
      method: 'PUT',
      url: `/wps/deposit/orders/${mine.orderNo}/slip`,
      token: player.token,
      payload: { uploadId: foreignUpload },
    });
    expect(foreignSlip.statusCode).toBe(404);
    const sandboxOrder = await deposit(env, player.token, env.channels.sandbox, 100);
    const slipOnGateway = await call(env.server, {
      method: 'PUT',
      url: `/wps/deposit/orders/${sandboxOrder.orderNo}/slip`,
      token: player.token,
      payload: { uploadId: foreignUpload },
    });
    expect(slipOnGateway.json()).toMatchObject({ code: 'deposit.order.state.invalid' });
  });

  it('replays a requestId: same body answers the first order, another body is 409', async () => {
    const requestId = nextRequestId();
    const first = await createDeposit(env, player.token, { channelId: env.channels.sandbox, amount: 120, requestId });
    const again = await createDeposit(env, player.token, {
      channelId: env.channels.sandbox,
      amount: '120.00',
      requestId,
    });
    expect(first.json<{ value: OrderView }>().value.replayed).toBe(false);
    expect(again.json<{ value: OrderView }>().value).toMatchObject({
      orderNo: first.json<{ value: OrderView }>().value.orderNo,
      replayed: true,
    });
    const reused = await createDeposit(env, player.token, { channelId: env.channels.sandbox, amount: 121, requestId });
    expect(reused.statusCode).toBe(409);
    expect(reused.json()).toMatchObject({ code: 'request.id.reused' });
    // Another player may use the same id: ids are per member.
    const other = await newPlayer(env, 'reuse');
    expect(
      (await createDeposit(env, other.token, { channelId: env.channels.sandbox, amount: 120, requestId })).statusCode,
    ).toBe(200);
  });

  it('creates one order for 50 identical requests and 50 orders for 50 different ones', async () => {
    const racer = await newPlayer(env, 'race');
    const requestId = nextRequestId();
    const same = await Promise.all(
      Array.from({ length: 50 }, () =>
        createDeposit(env, racer.token, { channelId: env.channels.company, amount: 300, requestId }),
      ),
    );
    expect(same.every((res) => res.statusCode === 200)).toBe(true);
    expect(new Set(same.map((res) => res.json<{ value: OrderView }>().value.orderNo)).size).toBe(1);
    const different = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        createDeposit(env, racer.token, {
          channelId: env.channels.sandbox,
          amount: 100 + i,
          requestId: nextRequestId(),
        }),
      ),
    );
    expect(different.every((res) => res.statusCode === 200)).toBe(true);
    expect(new Set(different.map((res) => res.json<{ value: OrderView }>().value.orderNo)).size).toBe(50);
    const list = await call(env.server, { method: 'GET', url: '/wps/deposit/orders?pageSize=100', token: racer.token });
    expect(list.json<{ value: { total: number } }>().value.total).toBe(51);
    const settings = await call(env.server, {
      method: 'GET',
      url: '/wps/relay/MCSFE_getDepositSettings',
      token: racer.token,
    });
    expect(settings.json<{ value: { openOrders: number } }>().value.openOrders).toBe(51);
  });

  it('expires open orders once, and holds a late payment for the cashier instead of crediting it', async () => {
    const late = await newPlayer(env, 'late');
    const order = await deposit(env, late.token, env.channels.sandbox, 400);
    expect(order.expiresAt).toBe(env.clock.now + 30 * 60_000);
    env.clock.now += 29 * 60_000;
    expect(await expireOrders(env.server.database.db, env.clock.now)).not.toContain(order.orderNo);
    env.clock.now += 2 * 60_000;
    const expired = await expireOrders(env.server.database.db, env.clock.now);
    expect(expired).toContain(order.orderNo);
    expect(await expireOrders(env.server.database.db, env.clock.now)).toEqual([]);
    expect((await orderOf(env, late.token, order.orderNo)).status).toBe('expired');

    // The player paid anyway: recorded, held for review, not credited.
    expect(await (await sandboxPay(order.orderNo, 'pay')).text()).toContain('200 OK');
    expect((await orderOf(env, late.token, order.orderNo)).status).toBe('pending');
    expect(await balanceOf(env, late.token)).toBe(0);
    const row = await queueRow(env, order.orderNo, 'review');
    expect(row).toMatchObject({ status: 'pending', reviewReason: 'late_payment', reportedAmount: 400 });
    // Held orders are not expired again by the job.
    env.clock.now += 20 * 60_000;
    expect(await expireOrders(env.server.database.db, env.clock.now)).not.toContain(order.orderNo);
    const confirmed = await asOperator(
      env,
      env.cashiers[1],
      'POST',
      `/admin/api/cashier/deposits/${order.orderNo}/confirm`,
      {
        merchant: 'demo',
      },
    );
    expect(confirmed.json<{ value: QueueRow }>().value).toMatchObject({ status: 'confirmed', reviewReason: null });
    expect(await balanceOf(env, late.token)).toBe(400);
    // The clock moved past the main player's idle timeout: sign in again for the tests after this one.
    player = { ...player, token: await tokenOf(env.server, { username: player.username, password: PLAYER_PASSWORD }) };
  });

  it('lets cashiers manage receiving accounts and channels, audited; players see the change', async () => {
    const cashier = env.cashiers[0];
    const accounts = await asOperator(env, cashier, 'GET', '/admin/api/cashier/receiving-accounts?merchant=demo');
    expect(accounts.json<{ value: unknown[] }>().value).toHaveLength(2);
    const added = await asOperator(env, cashier, 'POST', '/admin/api/cashier/receiving-accounts?merchant=demo', {
      channelId: env.channels.company,
      bankName: 'UnionBank',
      accountName: 'PLAYHUB DEMO INC',
      accountNumber: '1099-0000-77',
    });
    expect(added.statusCode, added.body).toBe(200);
    const id = added.json<{ value: { id: number } }>().value.id;
    const disabled = await asOperator(env, cashier, 'PUT', '/admin/api/cashier/receiving-accounts?merchant=demo', {
      id,
      enabled: false,
    });
    expect(disabled.json()).toMatchObject({ value: { id, enabled: false } });
    const onSandbox = await asOperator(env, cashier, 'POST', '/admin/api/cashier/receiving-accounts?merchant=demo', {
      channelId: env.channels.sandbox,
      bankName: 'X',
      accountName: 'Y',
      accountNumber: '1',
    });
    expect(onSandbox.statusCode).toBe(400);

    const channels = await asOperator(env, cashier, 'GET', '/admin/api/cashier/channels?merchant=demo');
    const methods = channels.json<{
      value: { code: string; channels: { id: number; settings: Record<string, unknown> }[] }[];
    }>().value;
    expect(methods.map((m) => m.code)).toEqual(['gcash', 'bank', 'qrph']);
    // Secrets are never shown, only whether one is set.
    expect(methods[0]?.channels[0]?.settings).toEqual({ hasSecret: true });
    const changed = await asOperator(env, cashier, 'PUT', '/admin/api/cashier/channels?merchant=demo', {
      channelId: env.channels.sandbox,
      minAmount: 150,
      feeRate: 1.5,
      quickAmounts: [150, 300],
    });
    expect(changed.statusCode, changed.body).toBe(200);
    const settings = await call(env.server, {
      method: 'GET',
      url: '/wps/relay/MCSFE_getDepositSettings',
      token: player.token,
    });
    expect(
      settings.json<{ value: { methods: { channels: unknown[] }[] } }>().value.methods[0]?.channels[0],
    ).toMatchObject({
      minAmount: 150,
      feeRate: 1.5,
      quickAmounts: [150, 300],
    });
    const withFee = await deposit(env, player.token, env.channels.sandbox, 200);
    expect(withFee).toMatchObject({ amount: 200, fee: 3, creditAmount: 197 });
    // A cashier may not change provider keys; an admin may.
    const secret = { channelId: env.channels.sandbox, settings: { secret: 'a-new-sandbox-secret-123' } };
    expect(
      (await asOperator(env, cashier, 'PUT', '/admin/api/cashier/channels?merchant=demo', secret)).statusCode,
    ).toBe(403);
    expect(
      (
        await asOperator(env, env.admin, 'PUT', '/admin/api/cashier/channels?merchant=demo', {
          channelId: env.channels.sandbox,
          minAmount: 100,
          feeRate: 0,
        })
      ).statusCode,
    ).toBe(200);
    // Without a token nothing is shown.
    expect(
      (await call(env.server, { method: 'GET', url: '/admin/api/cashier/deposits?merchant=demo' })).statusCode,
    ).toBe(401);
    const audits = await query<{ action: string }>(
      env.server.database.db,
      sql`select action from operator_audit where action in ('deposit.account.add', 'deposit.account.update', 'deposit.channel.update')`,
    );
    expect(audits.length).toBeGreaterThanOrEqual(4);
  });

  it('cannot confirm without the credit, and a confirmation that rolls back leaves no credit', async () => {
    const db = env.server.database.db;
    const order = await deposit(env, player.token, env.channels.company, 250);
    // The table itself refuses a confirmed order without its ledger transaction.
    await expect(
      db.execute(sql`update deposit_orders set status = 'confirmed' where order_no = ${order.orderNo}`),
    ).rejects.toThrow();
    const row = await selectOrderByNo(db, order.orderNo);
    if (!row) throw new Error('order missing');
    // A crash after the posting but before the commit: the posting goes with it.
    await expect(
      db.transaction(async (tx) => {
        expect(await creditOrder(tx, row, ['created'], env.clock.now)).toMatchObject({ status: 'confirmed' });
        throw new Error('crash before commit');
      }),
    ).rejects.toThrow('crash before commit');
    expect(await creditsOf(order.orderNo)).toEqual([]);
    expect((await orderOf(env, player.token, order.orderNo)).status).toBe('created');
  });

  it('keeps the ledger invariants', async () => {
    expect(await ledgerViolations(env.server.database.db)).toEqual([]);
    // Every confirmed order has exactly its one deposit transaction, and nothing else is credited.
    const [check] = await query<{ confirmed: number; credits: number }>(
      env.server.database.db,
      sql`select (select count(*)::int from deposit_orders where status = 'confirmed') as confirmed,
                 (select count(*)::int from ledger_transactions where kind = 'deposit') as credits`,
    );
    expect(check?.credits).toBe(check?.confirmed);
  });
});
