// Manual adjustments under the two-person rule: below the brand's second-approval amount an
// adjustment posts at once; at or above it, it waits in the cashier queue until a second,
// different operator approves it (then it posts, with its reason in the player's account record)
// or someone rejects it (nothing moves). Also: /admin/api/me, creating operators over the API,
// and the role checks of the operator calls.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { executeCommand } from '../../src/server/cli/commands';
import { skipReason, startTestServer, type TestServer } from '../fixtures/server';
import { call, createMember, tokenOf } from './auth-client';
import { ledgerViolations, query } from './wallet-support';

const skip = await skipReason();

interface QueueRow {
  id: number;
  status: string;
  username: string;
  amount: number;
  reason: string;
  createdBy: string;
  approvals: string[];
  approvalsRequired: number;
  decidedBy: string | null;
  rejectReason: string | null;
  transactionId: number | null;
}

describe.skipIf(skip)('operator adjustments and roles', () => {
  let server: TestServer;
  let admin: string;
  const tokens: Record<string, string> = {};

  const as = (token: string, method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown) =>
    call(server, { method, url, headers: { authorization: `Bearer ${token}` }, ...(payload ? { payload } : {}) });
  const signIn = async (username: string) => {
    const res = await call(server, {
      method: 'POST',
      url: '/admin/api/session',
      payload: { username, password: 'Operator-pass-1' },
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<{ value: { token: string } }>().value.token;
  };
  const adjust = (token: string, username: string, payload: Record<string, unknown>) =>
    as(token, 'POST', `/admin/api/brands/demo/members/${username}/adjustments`, payload);
  const queue = async (token: string, status = 'pending') =>
    (await as(token, 'GET', `/admin/api/cashier/adjustments?merchant=demo&status=${status}`)).json<{
      value: { total: number; list: QueueRow[] };
    }>().value;
  const balanceOf = async (token: string) =>
    (await call(server, { method: 'GET', url: '/wps/v2/wallets/balance?typeId=0', token })).json<{
      value: { sumBalance: number };
    }>().value.sumBalance;

  beforeAll(async () => {
    server = await startTestServer();
    admin = await server.operatorToken();
    // Two cashiers (one over the API, one from the CLI) and a brand operator.
    const created = await as(admin, 'POST', '/admin/api/operators', {
      username: 'cashier1',
      password: 'Operator-pass-1',
      role: 'cashier',
    });
    expect(created.json()).toMatchObject({ value: { username: 'cashier1', role: 'cashier' } });
    const cli = await executeCommand(
      ['operator', 'create', '--username', 'cashier2', '--password', 'Operator-pass-1', '--role', 'cashier'],
      server.database,
      server.config,
    );
    expect(cli.code, cli.error).toBe(0);
    expect(cli.output.join('\n')).toContain('created with role cashier');
    await as(admin, 'POST', '/admin/api/operators', {
      username: 'brandop',
      password: 'Operator-pass-1',
      role: 'operator',
    });
    for (const name of ['cashier1', 'cashier2', 'brandop']) tokens[name] = await signIn(name);
    await createMember(server, { username: 'adjplayer', password: 'Member-pass-1' });
  });
  afterAll(() => server?.close());

  it('tells an operator who they are', async () => {
    expect((await as(tokens.cashier1 ?? '', 'GET', '/admin/api/me')).json()).toMatchObject({
      value: { username: 'cashier1', role: 'cashier' },
    });
    expect((await as(admin, 'GET', '/admin/api/me')).json()).toMatchObject({
      value: { username: 'admin', role: 'admin' },
    });
    expect((await call(server, { method: 'GET', url: '/admin/api/me' })).statusCode).toBe(401);
  });

  it('checks roles: brand settings need operator, adjustments and the queue need cashier, operators need admin', async () => {
    const cashier = tokens.cashier1 ?? '';
    const operator = tokens.brandop ?? '';
    const maintenance = { enabled: false };
    const refused = await as(cashier, 'PUT', '/admin/api/brands/demo/maintenance', maintenance);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: 'forbidden' });
    expect((await as(operator, 'PUT', '/admin/api/brands/demo/maintenance', maintenance)).statusCode).toBe(200);
    expect((await as(admin, 'PUT', '/admin/api/brands/demo/maintenance', maintenance)).statusCode).toBe(200);
    expect(
      (await as(cashier, 'PUT', '/admin/api/brands/demo/region', { blockedCountries: [], allowedIps: [] })).statusCode,
    ).toBe(403);
    expect((await as(cashier, 'GET', '/admin/api/brands/demo/sms-outbox')).statusCode).toBe(403);
    expect((await as(operator, 'GET', '/admin/api/brands/demo/sms-outbox')).statusCode).toBe(200);

    const body = { direction: 'credit', amount: '1', reason: 'role check', requestId: 'role-1' };
    const byOperator = await adjust(operator, 'adjplayer', body);
    expect(byOperator.statusCode).toBe(403);
    expect((await as(operator, 'GET', '/admin/api/cashier/adjustments?merchant=demo')).statusCode).toBe(403);
    expect((await adjust(cashier, 'adjplayer', body)).json()).toMatchObject({ value: { status: 'posted', amount: 1 } });

    const newOperator = { username: 'sneaky', password: 'Operator-pass-1', role: 'admin' };
    expect((await as(cashier, 'POST', '/admin/api/operators', newOperator)).statusCode).toBe(403);
    expect((await as(operator, 'POST', '/admin/api/operators', newOperator)).statusCode).toBe(403);
    const rows = await query<{ n: number }>(
      server.database.db,
      sql`select count(*)::int as n from operators where username = 'sneaky'`,
    );
    expect(rows[0]?.n).toBe(0);
  });

  it('holds a large adjustment for a second, different operator, then posts it with its reason', async () => {
    const c1 = tokens.cashier1 ?? '';
    const c2 = tokens.cashier2 ?? '';
    const player = await tokenOf(server, { username: 'adjplayer', password: 'Member-pass-1' });
    const before = await balanceOf(player);
    // The demo brand's default second-approval amount is 50,000.00.
    const body = { direction: 'credit', amount: '50000', reason: 'VIP goodwill credit', requestId: 'big-1' };
    const first = await adjust(c1, 'adjplayer', body);
    expect(first.statusCode, first.body).toBe(200);
    const pending = first.json<{
      value: { status: string; id: number; approvals: number; approvalsRequired: number };
    }>().value;
    expect(pending).toMatchObject({ status: 'awaiting_approval', approvals: 1, approvalsRequired: 2, replayed: false });
    expect(await balanceOf(player)).toBe(before);

    // Replays answer the stored request; the same id with another body is refused.
    expect((await adjust(c1, 'adjplayer', body)).json()).toMatchObject({
      value: { status: 'awaiting_approval', id: pending.id, replayed: true },
    });
    const reused = await adjust(c1, 'adjplayer', { ...body, amount: '60000' });
    expect(reused.statusCode).toBe(409);
    expect(reused.json()).toMatchObject({ code: 'request.id.reused' });

    const listed = await queue(c2);
    expect(listed.list.find((r) => r.id === pending.id)).toMatchObject({
      username: 'adjplayer',
      amount: 50000,
      reason: 'VIP goodwill credit',
      createdBy: 'cashier1',
      approvals: ['cashier1'],
      approvalsRequired: 2,
    });

    // The creator cannot give the second approval.
    const self = await as(c1, 'POST', `/admin/api/cashier/adjustments/${pending.id}/approve`, { merchant: 'demo' });
    expect(self.statusCode).toBe(409);
    expect(self.json()).toMatchObject({ code: 'cashier.same.approver' });
    expect(await balanceOf(player)).toBe(before);

    const approved = await as(c2, 'POST', `/admin/api/cashier/adjustments/${pending.id}/approve`, { merchant: 'demo' });
    expect(approved.statusCode, approved.body).toBe(200);
    const view = approved.json<{ value: QueueRow }>().value;
    expect(view).toMatchObject({ status: 'approved', approvals: ['cashier1', 'cashier2'], decidedBy: 'cashier2' });
    expect(view.transactionId).toBeGreaterThan(0);
    expect(await balanceOf(player)).toBe(before + 50000);

    // Once decided, it cannot be approved or rejected again, and nothing posts twice.
    const again = await as(admin, 'POST', `/admin/api/cashier/adjustments/${pending.id}/approve`, { merchant: 'demo' });
    expect(again.json()).toMatchObject({ code: 'cashier.already.decided' });
    const late = await as(admin, 'POST', `/admin/api/cashier/adjustments/${pending.id}/reject`, {
      merchant: 'demo',
      reason: 'too late',
    });
    expect(late.statusCode).toBe(409);
    expect((await adjust(c1, 'adjplayer', body)).json()).toMatchObject({
      value: { status: 'approved', transactionId: view.transactionId, replayed: true },
    });
    expect(await balanceOf(player)).toBe(before + 50000);

    // The reason is in the player's account record; both operators are in the audit trail.
    const record = (
      await call(server, { method: 'GET', url: '/wps/relay/ODSFE2_MemTransDet?type=adjustment', token: player })
    ).json<{ value: { list: { amount: number; remark: string }[] } }>().value;
    expect(record.list[0]).toMatchObject({ amount: 50000, remark: 'VIP goodwill credit' });
    const audit = await query<{ action: string; operator: string }>(
      server.database.db,
      sql`select action, operator from operator_audit where action like 'wallet.adjust.%' order by id`,
    );
    expect(audit).toEqual(
      expect.arrayContaining([
        { action: 'wallet.adjust.request', operator: 'cashier1' },
        { action: 'wallet.adjust.approve', operator: 'cashier2' },
      ]),
    );
    expect(await ledgerViolations(server.database.db)).toEqual([]);
  });

  it('rejects a request with a reason and moves nothing; below the amount it posts at once', async () => {
    const c1 = tokens.cashier1 ?? '';
    const c2 = tokens.cashier2 ?? '';
    const player = await tokenOf(server, { username: 'adjplayer', password: 'Member-pass-1' });
    const before = await balanceOf(player);
    const pending = (
      await adjust(c2, 'adjplayer', {
        direction: 'debit',
        amount: '50000.00',
        reason: 'chargeback',
        requestId: 'big-2',
      })
    ).json<{ value: { id: number; status: string } }>().value;
    expect(pending.status).toBe('awaiting_approval');
    const noReason = await as(c1, 'POST', `/admin/api/cashier/adjustments/${pending.id}/reject`, { merchant: 'demo' });
    expect(noReason.statusCode).toBe(400);
    const rejected = await as(c1, 'POST', `/admin/api/cashier/adjustments/${pending.id}/reject`, {
      merchant: 'demo',
      reason: 'no proof of chargeback',
    });
    expect(rejected.json()).toMatchObject({
      value: { status: 'rejected', rejectReason: 'no proof of chargeback', decidedBy: 'cashier1', transactionId: null },
    });
    expect(await balanceOf(player)).toBe(before);
    expect((await queue(c1)).list.some((r) => r.id === pending.id)).toBe(false);
    expect((await queue(c1, 'rejected')).list[0]).toMatchObject({ id: pending.id });

    // Another brand's merchant code cannot reach the request.
    const elsewhere = await as(c1, 'POST', `/admin/api/cashier/adjustments/${pending.id}/approve`, {
      merchant: 'nope',
    });
    expect(elsewhere.statusCode).toBe(404);

    // Below the amount it posts at once (cashier2 has moved nothing alone to this member over the
    // window: its request above is still pending; money-bounds.test.ts covers the window itself).
    const small = await adjust(c2, 'adjplayer', {
      direction: 'credit',
      amount: '49999.99',
      reason: 'just below',
      requestId: 'small-1',
    });
    expect(small.json()).toMatchObject({ value: { status: 'posted', amount: 49999.99 } });
    expect(await balanceOf(player)).toBeCloseTo(before + 49999.99, 2);
  });

  it('lets the CLI (an admin without an operator account) post a large adjustment at once', async () => {
    const cli = await executeCommand(
      ['wallet', 'adjust', '--merchant', 'demo', '--username', 'adjplayer', '--direction', 'credit'].concat([
        '--amount',
        '60000',
        '--reason',
        'cli large',
        '--request-id',
        'cli-big',
      ]),
      server.database,
      server.config,
    );
    expect(cli.code, cli.error).toBe(0);
    expect(cli.output.join('\n')).toMatch(/Applied: credit 60000\.00/);
  });

  it('keeps a debit request that the balance cannot cover pending when approved', async () => {
    await createMember(server, { username: 'poorplayer', password: 'Member-pass-1' });
    const pending = (
      await adjust(tokens.cashier1 ?? '', 'poorplayer', {
        direction: 'debit',
        amount: '70000',
        reason: 'recover bonus',
        requestId: 'big-3',
      })
    ).json<{ value: { id: number } }>().value;
    const res = await as(tokens.cashier2 ?? '', 'POST', `/admin/api/cashier/adjustments/${pending.id}/approve`, {
      merchant: 'demo',
    });
    expect(res.json()).toMatchObject({ code: 'balance.insufficient' });
    // The failed approval was not recorded: the row is still pending with one approval.
    expect((await queue(tokens.cashier1 ?? '')).list.find((r) => r.id === pending.id)).toMatchObject({
      status: 'pending',
      approvals: ['cashier1'],
    });
  });
});
