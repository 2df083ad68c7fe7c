// Withdrawals end to end over HTTP: the demo player's ready set-up, the payment password (set,
// change, lock), payout accounts (holder name rule, soft delete), the settings call, and the
// order life cycle: request -> approve -> paid -> receipt received / partial / not received with
// refund or forced, automatic receipt after the configured minutes, reject with the funds back,
// and the two-person rule. Every suite ends with the ledger invariants and held == open orders.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { autoConfirmReceipts } from '../../src/server/modules/withdrawals/receipts';
import { skipReason } from '../fixtures/server';
import { call, DEMO_PLAYER, tokenOf } from './auth-client';
import { ledgerViolations, mainBalance, query } from './wallet-support';
import {
  bet,
  bindAccount,
  cashier,
  codeOf,
  fund,
  heldAndOpen,
  newPlayer,
  PAY_PASSWORD,
  PLAYER_PASSWORD,
  receipt,
  setCashierSettings,
  setPaymentPassword,
  startWithdrawalServer,
  uploadProof,
  valueOf,
  withdraw,
  type Player,
  type WithdrawalServer,
} from './withdrawals-support';

const skip = await skipReason();

interface View {
  orderNo: string;
  status: string;
  amount: number;
  account: { holderName: string; accountNumberMasked: string };
  reason: string | null;
  receipt: { status: string; receivedAmount: number | null; dueAt: number | null; proofUploadId: number | null } | null;
  replayed?: boolean;
  approvals?: string[];
  approvalsRequired?: number;
}

describe.skipIf(skip)('withdrawals', () => {
  let env: WithdrawalServer;
  let n = 0;
  const rid = () => `wd-flow-${++n}`;
  beforeAll(async () => {
    env = await startWithdrawalServer();
  });
  afterAll(() => env?.server.close());

  const settingsOf = async (token: string) =>
    valueOf<{
      minimumAmount: number;
      maximumAmount: number;
      dailyCount: number;
      usedToday: number;
      turnover: { required: number; achieved: number; remaining: number };
      hasPaymentPassword: boolean;
      payeeName: string | null;
      withdrawable: number;
      heldAmount: number;
    }>(await call(env.server, { method: 'GET', url: '/wps/relay/MCSFE_getWithdrawSettings?groupId=0', token }));

  /** Requests a withdrawal and approves and pays it with one cashier; returns the paid order. */
  async function paidOrder(player: Player, amount: string): Promise<View> {
    const res = await withdraw(env, player, { amount, requestId: rid() });
    expect(res.statusCode, res.body).toBe(200);
    const { orderNo } = valueOf<View>(res);
    expect((await cashier(env, env.cashiers[0], orderNo, 'approve')).statusCode).toBe(200);
    const paid = await cashier(env, env.cashiers[1], orderNo, 'paid', { reference: `BANK-${orderNo}` });
    expect(paid.statusCode, paid.body).toBe(200);
    return valueOf<View>(paid);
  }

  it('lets the demo player withdraw at once with the documented payment password', async () => {
    const token = await tokenOf(env.server, DEMO_PLAYER);
    const settings = await settingsOf(token);
    expect(settings).toMatchObject({
      hasPaymentPassword: true,
      payeeName: 'DEMO PLAYER',
      minimumAmount: 100,
      maximumAmount: 50000,
      dailyCount: 5,
      usedToday: 0,
      turnover: { remaining: 0 },
      withdrawable: 10000,
      heldAmount: 0,
    });
    const accounts = valueOf<{ id: number; holderName: string; accountNumberMasked: string }[]>(
      await call(env.server, { method: 'GET', url: '/wps/member/payout-accounts', token }),
    );
    expect(accounts).toHaveLength(1);
    expect(accounts[0]).toMatchObject({ holderName: 'DEMO PLAYER', accountNumberMasked: '********7890' });
    const player: Player = { id: 0, username: DEMO_PLAYER.username, token, accountId: accounts[0]?.id ?? 0 };
    const res = await withdraw(env, player, { amount: '250.50', requestId: rid(), paymentPassword: '246810' });
    expect(res.statusCode, res.body).toBe(200);
    expect(valueOf<View>(res)).toMatchObject({ status: 'requested', amount: 250.5, receipt: null });
    const after = await settingsOf(token);
    expect(after).toMatchObject({ usedToday: 1, heldAmount: 250.5, withdrawable: 9749.5 });
  });

  it('sets the payment password with the login password, changes it with the old one, and locks after 10 misses', async () => {
    const player = await newPlayer(env, { balance: '100' });
    // First set needs the login password: here it is already set, so a second "first set" is refused.
    const again = await setPaymentPassword(env, player.token, {
      loginPassword: PLAYER_PASSWORD,
      newPaymentPassword: '111111',
    });
    expect(codeOf(again)).toBe('payment.password.invalid');
    // Not 6 digits.
    const format = await setPaymentPassword(env, player.token, {
      oldPaymentPassword: PAY_PASSWORD,
      newPaymentPassword: '12ab56',
    });
    expect(codeOf(format)).toBe('payment.password.format');
    // Change with the old one.
    const changed = await setPaymentPassword(env, player.token, {
      oldPaymentPassword: PAY_PASSWORD,
      newPaymentPassword: '222222',
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(valueOf(changed)).toEqual({ set: true });
    // The old one no longer works; the new one does (binding checks it).
    const wrong = await bindAccount(env, player.token, { paymentPassword: PAY_PASSWORD });
    expect(wrong.statusCode).toBe(400);
    expect(codeOf(wrong)).toBe('payment.password.invalid');
    expect(wrong.json<{ value: { attemptsLeft: number } }>().value.attemptsLeft).toBe(9);
    const right = await bindAccount(env, player.token, { paymentPassword: '222222' });
    expect(right.statusCode, right.body).toBe(200);
    // A success resets the counter; then 10 misses lock it, even for the right password.
    const codes: string[] = [];
    for (let i = 0; i < 10; i++)
      codes.push(codeOf(await withdraw(env, player, { amount: 100, requestId: rid(), paymentPassword: '000000' })));
    expect(codes.slice(0, 9).every((code) => code === 'payment.password.invalid')).toBe(true);
    expect(codes[9]).toBe('payment.password.locked');
    const locked = await withdraw(env, player, { amount: 100, requestId: rid(), paymentPassword: '222222' });
    expect(locked.statusCode).toBe(429);
    expect(codeOf(locked)).toBe('payment.password.locked');
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(0);
    const events = await query<{ event: string }>(
      env.server.database.db,
      sql`select event from account_audit where member_id = ${player.id} and event like 'payment_password.%' order by id`,
    );
    expect(events.map((e) => e.event)).toEqual([
      'payment_password.set',
      'payment_password.change',
      'payment_password.lock',
    ]);
    // After the lock time it works again.
    env.clock.now += 16 * 60_000;
    player.token = await tokenOf(env.server, { username: player.username, password: PLAYER_PASSWORD });
    const ok = await withdraw(env, player, { amount: 100, requestId: rid(), paymentPassword: '222222' });
    expect(ok.statusCode, ok.body).toBe(200);
  });

  it('needs the right login password for the first payment password', async () => {
    const player = await newPlayer(env, {});
    const fresh = `${player.username}x`;
    const { createMember } = await import('./auth-client');
    await createMember(env.server, { username: fresh, password: PLAYER_PASSWORD });
    const token = await tokenOf(env.server, { username: fresh, password: PLAYER_PASSWORD });
    expect((await settingsOf(token)).hasPaymentPassword).toBe(false);
    const unset = await bindAccount(env, token);
    expect(codeOf(unset)).toBe('payment.password.not.set');
    const missing = await setPaymentPassword(env, token, { newPaymentPassword: '123456' });
    expect(codeOf(missing)).toBe('password.old.invalid');
    const wrong = await setPaymentPassword(env, token, { loginPassword: 'nope', newPaymentPassword: '123456' });
    expect(codeOf(wrong)).toBe('password.old.invalid');
    const plain = await call(env.server, {
      method: 'PUT',
      url: '/wps/member/payment-password',
      token,
      payload: { loginPassword: PLAYER_PASSWORD, newPaymentPassword: '123456' },
    });
    expect(plain.statusCode).toBe(400); // the call is encrypted; a plain body is refused
    const ok = await setPaymentPassword(env, token, { loginPassword: PLAYER_PASSWORD, newPaymentPassword: '123456' });
    expect(ok.statusCode, ok.body).toBe(200);
    expect((await settingsOf(token)).hasPaymentPassword).toBe(true);
  });

  it('binds accounts whose holder name matches the verified name, sets it on the first binding, and soft-deletes', async () => {
    const player = await newPlayer(env, { payee: 'maria  santos' });
    expect((await settingsOf(player.token)).payeeName).toBe('MARIA SANTOS');
    const mismatch = await bindAccount(env, player.token, { holderName: 'Pedro Penduko' });
    expect(mismatch.statusCode).toBe(400);
    expect(codeOf(mismatch)).toBe('payee.name.mismatch');
    const lower = await bindAccount(env, player.token, {
      holderName: 'Maria Santos',
      type: 'ewallet',
      bankCode: 'GCASH',
      bankName: 'GCash',
      accountNumber: '09171234567',
    });
    expect(lower.statusCode, lower.body).toBe(200);
    expect(valueOf(lower)).toMatchObject({
      holderName: 'MARIA SANTOS',
      type: 'ewallet',
      accountNumberMasked: '*******4567',
    });
    const duplicate = await bindAccount(env, player.token, {
      holderName: 'MARIA SANTOS',
      type: 'ewallet',
      bankCode: 'GCASH',
      bankName: 'GCash',
      accountNumber: '09171234567',
    });
    expect(duplicate.statusCode).toBe(409);
    expect(codeOf(duplicate)).toBe('payout.account.exists');
    const badNumber = await bindAccount(env, player.token, { holderName: 'MARIA SANTOS', accountNumber: '12ab' });
    expect(codeOf(badNumber)).toBe('payout.account.invalid');

    const id = valueOf<{ id: number }>(lower).id;
    const other = await newPlayer(env, {});
    const foreign = await call(env.server, {
      method: 'DELETE',
      url: `/wps/member/payout-accounts/${id}`,
      token: other.token,
    });
    expect(foreign.statusCode).toBe(404);
    const removed = await call(env.server, {
      method: 'DELETE',
      url: `/wps/member/payout-accounts/${id}`,
      token: player.token,
    });
    expect(removed.statusCode).toBe(200);
    const list = valueOf<{ id: number }[]>(
      await call(env.server, { method: 'GET', url: '/wps/member/payout-accounts', token: player.token }),
    );
    expect(list.map((a) => a.id)).not.toContain(id);
    const [row] = await query<{ removed: boolean }>(
      env.server.database.db,
      sql`select removed_at is not null as removed from payout_accounts where id = ${id}`,
    );
    expect(row?.removed).toBe(true);
    // A removed account takes no withdrawals.
    const gone = await withdraw(env, { ...player, accountId: id }, { amount: 100, requestId: rid() });
    expect(gone.statusCode).toBe(404);
  });

  it('pays a withdrawal and takes a full receipt; the money ends in payment clearing', async () => {
    const player = await newPlayer(env, { balance: '1000' });
    const paid = await paidOrder(player, '400');
    expect(paid).toMatchObject({ status: 'paid', receipt: { status: 'awaiting', receivedAmount: null } });
    expect(paid.receipt?.dueAt).toBe(env.clock.now + 30 * 60_000);
    expect(await mainBalance(env.server.database.db, player.id)).toBe(60_000n);
    const ok = await receipt(env, player, paid.orderNo, { outcome: 'received' });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(valueOf<View>(ok).receipt).toMatchObject({ status: 'received', receivedAmount: 400 });
    const twice = await receipt(env, player, paid.orderNo, { outcome: 'received' });
    expect(twice.statusCode).toBe(409);
    expect(codeOf(twice)).toBe('withdraw.state.invalid');
    const clearing = await query<{ total: string }>(
      env.server.database.db,
      sql`select sum(p.amount)::text as total from ledger_postings p join ledger_transactions t on t.id = p.transaction_id
          where t.kind = 'withdrawal_paid' and t.metadata->>'orderNo' = ${paid.orderNo}
            and p.account_id in (select id from ledger_accounts where kind = 'payment_clearing')`,
    );
    expect(clearing[0]?.total).toBe('40000');
    const order = valueOf<View>(
      await call(env.server, { method: 'GET', url: `/wps/withdrawals/${paid.orderNo}`, token: player.token }),
    );
    expect(order.status).toBe('paid');
  });

  it('refunds the missing part of a partial receipt with a compensating transaction', async () => {
    const player = await newPlayer(env, { balance: '1000' });
    const paid = await paidOrder(player, '500');
    const over = await receipt(env, player, paid.orderNo, { outcome: 'partial', receivedAmount: 500 });
    expect(codeOf(over)).toBe('amount.invalid');
    const noAmount = await receipt(env, player, paid.orderNo, { outcome: 'partial' });
    expect(codeOf(noAmount)).toBe('amount.invalid');
    const part = await receipt(env, player, paid.orderNo, { outcome: 'partial', receivedAmount: '320.25' });
    expect(part.statusCode, part.body).toBe(200);
    expect(valueOf<View>(part).receipt).toMatchObject({ status: 'partial', receivedAmount: 320.25 });
    // The cashier queue shows it for review.
    const queue = valueOf<{ list: View[] }>(
      await env.server.inject({
        method: 'GET',
        url: '/admin/api/cashier/withdrawals?merchant=demo&receipt=partial',
        headers: { authorization: `Bearer ${env.cashiers[0]}` },
      }),
    );
    expect(queue.list.map((row) => row.orderNo)).toContain(paid.orderNo);
    const before = await mainBalance(env.server.database.db, player.id);
    const refund = await cashier(env, env.cashiers[0], paid.orderNo, 'resolve-receipt', {
      outcome: 'refund',
      reason: 'bank returned part',
    });
    expect(refund.statusCode, refund.body).toBe(200);
    expect(valueOf<View>(refund).receipt?.status).toBe('refunded');
    expect(await mainBalance(env.server.database.db, player.id)).toBe(before + 17_975n);
    const [tx] = await query<{ reverses: boolean; kind: string }>(
      env.server.database.db,
      sql`select t.reverses_id = o.paid_tx_id as reverses, t.kind from withdrawal_orders o
          join ledger_transactions t on t.id = o.refund_tx_id where o.order_no = ${paid.orderNo}`,
    );
    expect(tx).toEqual({ reverses: true, kind: 'withdrawal_paid' });
    const again = await cashier(env, env.cashiers[1], paid.orderNo, 'resolve-receipt', {
      outcome: 'refund',
      reason: 'x',
    });
    expect(again.statusCode).toBe(409);
    expect(await mainBalance(env.server.database.db, player.id)).toBe(before + 17_975n);
  });

  it("takes a not-received claim only with the player's own proof image; refund returns all, force returns nothing", async () => {
    const player = await newPlayer(env, { balance: '1000' });
    const other = await newPlayer(env, {});
    const first = await paidOrder(player, '200');
    const noProof = await receipt(env, player, first.orderNo, { outcome: 'not_received' });
    expect(codeOf(noProof)).toBe('withdraw.proof.required');
    const foreignProof = await uploadProof(env, other);
    const foreign = await receipt(env, player, first.orderNo, { outcome: 'not_received', proofUploadId: foreignProof });
    expect(foreign.statusCode).toBe(404);
    const proof = await uploadProof(env, player);
    const claim = await receipt(env, player, first.orderNo, { outcome: 'not_received', proofUploadId: proof });
    expect(claim.statusCode, claim.body).toBe(200);
    expect(valueOf<View>(claim).receipt).toMatchObject({
      status: 'not_received',
      receivedAmount: 0,
      proofUploadId: proof,
    });
    // Someone else's order answers 404.
    const notMine = await receipt(env, other, first.orderNo, { outcome: 'received' });
    expect(notMine.statusCode).toBe(404);
    const before = await mainBalance(env.server.database.db, player.id);
    const refund = await cashier(env, env.cashiers[1], first.orderNo, 'resolve-receipt', {
      outcome: 'refund',
      reason: 'never arrived',
    });
    expect(refund.statusCode, refund.body).toBe(200);
    expect(await mainBalance(env.server.database.db, player.id)).toBe(before + 20_000n);

    const second = await paidOrder(player, '150');
    const claim2 = await receipt(env, player, second.orderNo, { outcome: 'not_received', proofUploadId: proof });
    expect(claim2.statusCode).toBe(200);
    const middle = await mainBalance(env.server.database.db, player.id);
    const forced = await cashier(env, env.cashiers[0], second.orderNo, 'resolve-receipt', {
      outcome: 'force',
      reason: 'bank confirms the credit',
    });
    expect(forced.statusCode, forced.body).toBe(200);
    expect(valueOf<View>(forced).receipt?.status).toBe('forced');
    expect(await mainBalance(env.server.database.db, player.id)).toBe(middle);
    // An awaiting or confirmed receipt cannot be resolved by the cashier.
    const third = await paidOrder(player, '100');
    expect(
      (await cashier(env, env.cashiers[0], third.orderNo, 'resolve-receipt', { outcome: 'refund', reason: 'x' }))
        .statusCode,
    ).toBe(409);
  });

  it('counts an unconfirmed paid withdrawal as received after the configured minutes (job idempotent)', async () => {
    await setCashierSettings(env, { withdrawal: { turnoverMultiple: 0, receiptConfirmMinutes: 10 } });
    const player = await newPlayer(env, { balance: '1000' });
    const paid = await paidOrder(player, '300');
    expect(paid.receipt?.dueAt).toBe(env.clock.now + 10 * 60_000);
    expect(await autoConfirmReceipts(env.server.database.db, env.clock.now + 9 * 60_000)).not.toContain(paid.orderNo);
    env.clock.now += 10 * 60_000;
    // Past the due time the player can no longer dispute it, even before the job ran.
    player.token = await tokenOf(env.server, { username: player.username, password: PLAYER_PASSWORD });
    const late = await receipt(env, player, paid.orderNo, { outcome: 'partial', receivedAmount: 1 });
    expect(late.statusCode).toBe(409);
    expect(await autoConfirmReceipts(env.server.database.db, env.clock.now)).toContain(paid.orderNo);
    expect(await autoConfirmReceipts(env.server.database.db, env.clock.now)).not.toContain(paid.orderNo);
    const order = valueOf<View>(
      await call(env.server, { method: 'GET', url: `/wps/withdrawals/${paid.orderNo}`, token: player.token }),
    );
    expect(order.receipt).toMatchObject({ status: 'auto_received', receivedAmount: 300 });
    await setCashierSettings(env, { withdrawal: { turnoverMultiple: 0 } });
  });

  it('rejects with a reason and gives the held funds back, from requested and from approved', async () => {
    const player = await newPlayer(env, { balance: '1000' });
    const a = valueOf<View>(await withdraw(env, player, { amount: 300, requestId: rid() }));
    const b = valueOf<View>(await withdraw(env, player, { amount: 200, requestId: rid() }));
    expect(await mainBalance(env.server.database.db, player.id)).toBe(50_000n);
    const noReason = await cashier(env, env.cashiers[0], a.orderNo, 'reject', {});
    expect(noReason.statusCode).toBe(400);
    const rejected = await cashier(env, env.cashiers[0], a.orderNo, 'reject', { reason: 'name check failed' });
    expect(rejected.statusCode, rejected.body).toBe(200);
    expect(valueOf<View>(rejected)).toMatchObject({ status: 'rejected', reason: 'name check failed' });
    expect((await cashier(env, env.cashiers[1], b.orderNo, 'approve')).statusCode).toBe(200);
    const fromApproved = await cashier(env, env.cashiers[1], b.orderNo, 'reject', { reason: 'bank down' });
    expect(fromApproved.statusCode).toBe(200);
    expect(await mainBalance(env.server.database.db, player.id)).toBe(100_000n);
    // Rejected orders cannot be paid, approved or rejected again.
    for (const action of ['approve', 'paid', 'reject'] as const) {
      const res = await cashier(env, env.cashiers[0], a.orderNo, action, { reason: 'x', reference: 'y' });
      expect(res.statusCode).toBe(409);
    }
    // The player sees the reason; rejected requests do not use up the daily count.
    const list = valueOf<{ total: number; list: View[] }>(
      await call(env.server, { method: 'GET', url: '/wps/withdrawals?status=rejected', token: player.token }),
    );
    expect(list.total).toBe(2);
    expect((await settingsOf(player.token)).usedToday).toBe(0);
  });

  it('needs two different cashiers at or above the second-approval amount; one approval leaves it requested', async () => {
    await setCashierSettings(env, { withdrawal: { turnoverMultiple: 0 }, approval: { secondApprovalMinor: 100_000 } });
    const player = await newPlayer(env, { balance: '5000' });
    const small = valueOf<View>(await withdraw(env, player, { amount: '999.99', requestId: rid() }));
    const big = valueOf<View>(await withdraw(env, player, { amount: '1000', requestId: rid() }));
    const smallOk = await cashier(env, env.cashiers[0], small.orderNo, 'approve');
    expect(valueOf<View>(smallOk)).toMatchObject({ status: 'approved', approvals: ['cash1'], approvalsRequired: 1 });
    const first = await cashier(env, env.cashiers[0], big.orderNo, 'approve');
    expect(first.statusCode).toBe(200);
    expect(valueOf<View>(first)).toMatchObject({ status: 'requested', approvals: ['cash1'], approvalsRequired: 2 });
    // Paying needs the approved state.
    expect((await cashier(env, env.cashiers[1], big.orderNo, 'paid', { reference: 'r' })).statusCode).toBe(409);
    const same = await cashier(env, env.cashiers[0], big.orderNo, 'approve');
    expect(same.statusCode).toBe(409);
    expect(codeOf(same)).toBe('cashier.same.approver');
    const second = await cashier(env, env.cashiers[1], big.orderNo, 'approve');
    expect(valueOf<View>(second)).toMatchObject({ status: 'approved', approvals: ['cash1', 'cash2'] });
    // Audited.
    const audit = await query<{ n: number }>(
      env.server.database.db,
      sql`select count(*)::int as n from operator_audit where action = 'withdrawal.approve' and detail->>'orderNo' = ${big.orderNo}`,
    );
    expect(audit[0]?.n).toBe(2);
    await setCashierSettings(env, { withdrawal: { turnoverMultiple: 0 } });
  });

  it('refuses players and operators without the cashier role', async () => {
    const player = await newPlayer(env, { balance: '500' });
    const order = valueOf<View>(await withdraw(env, player, { amount: 100, requestId: rid() }));
    const operatorRes = await env.server.inject({
      method: 'POST',
      url: '/admin/api/operators',
      headers: { authorization: `Bearer ${env.admin}` },
      payload: { username: 'plainop', password: 'Plain-operator-1', role: 'operator' },
    });
    expect(operatorRes.statusCode, operatorRes.body).toBe(200);
    const login = await env.server.inject({
      method: 'POST',
      url: '/admin/api/session',
      payload: { username: 'plainop', password: 'Plain-operator-1' },
    });
    const plain = valueOf<{ token: string }>(login).token;
    const refused = await cashier(env, plain, order.orderNo, 'approve');
    expect(refused.statusCode).toBe(403);
    const anonymous = await cashier(env, 'nope', order.orderNo, 'approve');
    expect(anonymous.statusCode).toBe(401);
    // The admin may act as a cashier.
    expect((await cashier(env, env.admin, order.orderNo, 'approve')).statusCode).toBe(200);
    const list = await env.server.inject({
      method: 'GET',
      url: '/admin/api/cashier/withdrawals?merchant=demo&status=approved',
      headers: { authorization: `Bearer ${env.cashiers[0]}` },
    });
    const row = valueOf<{ list: (View & { username: string; turnover: unknown; accountNumber: string })[] }>(
      list,
    ).list.find((r) => r.orderNo === order.orderNo);
    expect(row).toMatchObject({ username: player.username, approvals: ['admin'] });
    expect(row?.accountNumber).toMatch(/^\d+$/);
  });

  it('enforces the turnover requirement from the ledger, counted since the last paid withdrawal', async () => {
    await setCashierSettings(env, { withdrawal: { turnoverMultiple: 1 } });
    const player = await newPlayer(env, { balance: '1000' });
    const refused = await withdraw(env, player, { amount: 100, requestId: rid() });
    expect(refused.statusCode).toBe(400);
    expect(codeOf(refused)).toBe('withdraw.turnover.not.met');
    await bet(env, player.id, 60_000n);
    let settings = await settingsOf(player.token);
    expect(settings.turnover).toEqual({ required: 1000, achieved: 600, remaining: 400 });
    expect(settings.withdrawable).toBe(0);
    await bet(env, player.id, 40_000n);
    settings = await settingsOf(player.token);
    expect(settings.turnover.remaining).toBe(0);
    expect(settings.withdrawable).toBe(0); // all of it was bet away
    await fund(env, player.username, '500'); // a new deposit: 1,500 deposited, 1,000 bet
    expect((await settingsOf(player.token)).turnover).toEqual({ required: 1500, achieved: 1000, remaining: 500 });
    // A fractional multiple: 0.5 x 1,500 = 750 is met by the 1,000 bet.
    await setCashierSettings(env, { withdrawal: { turnoverMultiple: 0.5 } });
    settings = await settingsOf(player.token);
    expect(settings.turnover).toEqual({ required: 750, achieved: 1000, remaining: 0 });
    expect(settings.withdrawable).toBe(500);
    const paid = await paidOrder(player, '100');
    expect(paid.status).toBe('paid');
    // After the payout only later deposits and bets count.
    expect((await settingsOf(player.token)).turnover).toEqual({ required: 0, achieved: 0, remaining: 0 });
    await fund(env, player.username, '200');
    await bet(env, player.id, 2_500n);
    expect((await settingsOf(player.token)).turnover).toEqual({ required: 100, achieved: 25, remaining: 75 });
    await setCashierSettings(env, { withdrawal: { turnoverMultiple: 0 } });
  });

  it('keeps the ledger sound and held funds equal to open withdrawals', async () => {
    expect(await ledgerViolations(env.server.database.db)).toEqual([]);
    const { held, open } = await heldAndOpen(env);
    expect(held).toBe(open);
    expect(open).toBeGreaterThan(0n);
  });
});
