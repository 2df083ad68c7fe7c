// The wallet calls over HTTP: balance, merchant wallet, consolidated funds, transfers between the
// main and vendor wallets and between agent and downline, the account record, operator
// adjustments (API and CLI), bad amounts, replays, trial and foreign accounts, and 50 parallel
// identical and non-identical requests.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { executeCommand } from '../../src/server/cli/commands';
import { skipReason, startTestServer, TEST_DATABASE, type TestServer } from '../fixtures/server';
import { call, createMember, DEMO_AGENT, DEMO_PLAYER, tokenOf, trialToken } from './auth-client';
import { ledgerViolations, query } from './wallet-support';

const skip = await skipReason();

interface Balance {
  sumBalance: number;
  balance: { accountTypeId: number; availBalance: number }[];
  currency: string;
  currencySymbol: string;
}

describe.skipIf(skip)('wallet API', () => {
  let server: TestServer;
  let player: string;
  let agent: string;
  let admin: string;
  let n = 0;
  beforeAll(async () => {
    server = await startTestServer();
    player = await tokenOf(server, DEMO_PLAYER);
    agent = await tokenOf(server, DEMO_AGENT, { loginPath: 'agent' });
    admin = await server.operatorToken();
  });
  afterAll(() => server?.close());

  const balance = async (token: string) =>
    (await call(server, { method: 'GET', url: '/wps/v2/wallets/balance?typeId=0', token })).json<{
      value: Balance;
    }>().value;
  const transfer = (token: string, payload: Record<string, unknown>) =>
    call(server, { method: 'POST', url: '/wps/relay/GCS_walletTransfer', token, payload });
  const adjust = (username: string, payload: Record<string, unknown>) =>
    call(server, {
      method: 'POST',
      url: `/admin/api/brands/demo/members/${username}/adjustments`,
      headers: { authorization: `Bearer ${admin}` },
      payload,
    });
  /** A new member of the demo brand with `amount` in the main wallet; returns its token. */
  const funded = async (amount: string, extra: { type?: number } = {}) => {
    const username = `wallet${++n}`;
    await createMember(server, { username, password: 'Member-pass-1', ...extra });
    if (amount !== '0')
      expect(
        (await adjust(username, { direction: 'credit', amount, reason: 'test funds', requestId: `fund-${username}` }))
          .statusCode,
      ).toBe(200);
    return { username, token: await tokenOf(server, { username, password: 'Member-pass-1' }) };
  };

  it('shows the seeded demo balance in the platform shape', async () => {
    expect(await balance(player)).toEqual({
      sumBalance: 10000,
      balance: [
        { accountTypeId: 0, availBalance: 10000, vendorCode: '', name: '' },
        { accountTypeId: 1, availBalance: 0, vendorCode: 'SPORTS1', name: 'Sports' },
        { accountTypeId: 2, availBalance: 0, vendorCode: 'LIVE1', name: 'Live casino' },
      ],
      currency: 'PHP',
      currencySymbol: 'P',
    });
    expect((await balance(agent)).sumBalance).toBe(50000);
    const merchant = await call(server, { method: 'GET', url: '/wps/relay/GCS_merchantWallet', token: player });
    expect(merchant.json()).toEqual({ success: true, value: { isSingle: false } });
    const funds = await call(server, { method: 'GET', url: '/wps/member/info/funds/consolidated', token: player });
    expect(funds.json()).toMatchObject({
      success: true,
      value: { dailysalinfotype: false, divtypeinfo: false, sumBalance: 10000, currency: 'PHP' },
    });
    expect((await call(server, { method: 'GET', url: '/wps/v2/wallets/balance' })).statusCode).toBe(401);
  });

  it('moves money between the main wallet and a vendor wallet, exactly', async () => {
    const { token } = await funded('100.10');
    const res = await transfer(token, { fromAccountTypeId: 0, toAccountTypeId: 1, amount: '0.30', requestId: 't-1' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      success: true,
      value: { amount: 0.3, fromBalance: 99.8, toBalance: 0.3, fromAccountTypeId: 0, toAccountTypeId: 1 },
    });
    const back = await transfer(token, { fromAccountTypeId: 1, toAccountTypeId: 0, amount: 0.1, requestId: 't-2' });
    expect(back.json()).toMatchObject({ value: { fromBalance: 0.2, toBalance: 99.9 } });
    const after = await balance(token);
    expect(after.sumBalance).toBe(100.1);
    expect(after.balance.slice(0, 2).map((b) => b.availBalance)).toEqual([99.9, 0.2]);
  });

  it('answers a replayed requestId with the original result and refuses it for another body', async () => {
    const { token } = await funded('50');
    const body = { fromAccountTypeId: 0, toAccountTypeId: 2, amount: '20', requestId: 'replay-1' };
    const first = (await transfer(token, body)).json<{ value: Record<string, unknown> }>().value;
    await transfer(token, { ...body, requestId: 'replay-2', amount: '5' });
    const again = (await transfer(token, body)).json<{ value: Record<string, unknown> }>().value;
    expect(again).toEqual({ ...first, replayed: true });
    const reused = await transfer(token, { ...body, amount: '21' });
    expect(reused.statusCode).toBe(409);
    expect(reused.json()).toMatchObject({ success: false, code: 'request.id.reused' });
    expect((await balance(token)).balance[0]?.availBalance).toBe(25);
  });

  it('refuses bad amounts with amount.invalid and moves nothing', async () => {
    const { token } = await funded('10');
    const cases: [unknown, string][] = [
      [-5, 'not_positive'],
      ['-5', 'not_positive'],
      [0, 'not_positive'],
      ['0.00', 'not_positive'],
      [1.005, 'too_many_decimals'],
      ['0.001', 'too_many_decimals'],
      [0.1 + 0.2, 'too_many_decimals'],
      ['1000000000.01', 'too_large'],
      [1e21, 'too_large'],
      ['abc', 'not_a_number'],
      ['1e3', 'not_a_number'],
      ['', 'not_a_number'],
      ['12,50', 'not_a_number'],
    ];
    for (const [amount, reason] of cases) {
      const res = await transfer(token, { fromAccountTypeId: 0, toAccountTypeId: 1, amount, requestId: `bad-${n++}` });
      expect(res.statusCode, String(amount)).toBe(400);
      expect(res.json(), String(amount)).toMatchObject({ success: false, code: 'amount.invalid', value: { reason } });
    }
    const shape = await transfer(token, { fromAccountTypeId: 0, toAccountTypeId: 1, amount: { v: 1 }, requestId: 'x' });
    expect(shape.json()).toMatchObject({ success: false, code: 'request_param_err' });
    const noKey = await transfer(token, { fromAccountTypeId: 0, toAccountTypeId: 1, amount: '1' });
    expect(noKey.statusCode).toBe(400);
    expect((await balance(token)).balance[0]?.availBalance).toBe(10);
  });

  it('refuses more than the balance, unknown wallets, same-wallet and vendor-to-vendor transfers', async () => {
    const { token } = await funded('10');
    const over = await transfer(token, { fromAccountTypeId: 0, toAccountTypeId: 1, amount: '10.01', requestId: 'o' });
    expect(over.statusCode).toBe(400);
    expect(over.json()).toMatchObject({ code: 'balance.insufficient', value: { balance: 10 } });
    const unknown = await transfer(token, { fromAccountTypeId: 0, toAccountTypeId: 9, amount: '1', requestId: 'u' });
    expect(unknown.json()).toMatchObject({ code: 'wallet.not.found' });
    const same = await transfer(token, { fromAccountTypeId: 0, toAccountTypeId: 0, amount: '1', requestId: 's' });
    expect(same.json()).toMatchObject({ code: 'transfer.not.allowed' });
    const cross = await transfer(token, { fromAccountTypeId: 1, toAccountTypeId: 2, amount: '1', requestId: 'c' });
    expect(cross.json()).toMatchObject({ code: 'transfer.not.allowed' });
    expect((await balance(token)).sumBalance).toBe(10);
  });

  it('refuses trial accounts', async () => {
    const trial = await trialToken(server);
    const res = await transfer(trial, { fromAccountTypeId: 0, toAccountTypeId: 1, amount: '1', requestId: 'trial' });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ code: 'trial.forbidden' });
    const record = await call(server, { method: 'GET', url: '/wps/relay/ODSFE2_MemTransDet', token: trial });
    expect(record.json()).toMatchObject({ code: 'trial.forbidden' });
  });

  it('lets a member pay its upline and an agent pay its own downline only', async () => {
    const up = await call(server, {
      method: 'POST',
      url: '/wps/member/transfer/upline',
      token: player,
      payload: { amount: '15.25', requestId: 'up-1' },
    });
    expect(up.statusCode, up.body).toBe(200);
    expect(up.json()).toMatchObject({ value: { toUsername: 'demoagent', amount: 15.25, fromBalance: 9984.75 } });
    const down = await call(server, {
      method: 'POST',
      url: '/wps/agent/transfer/downline',
      token: agent,
      payload: { username: 'demoplayer', amount: '0.25', requestId: 'down-1' },
    });
    expect(down.json()).toMatchObject({ value: { toUsername: 'demoplayer', toBalance: 9985 } });
    const stranger = await funded('5');
    const notMine = await call(server, {
      method: 'POST',
      url: '/wps/agent/transfer/downline',
      token: agent,
      payload: { username: stranger.username, amount: '1', requestId: 'down-2' },
    });
    expect(notMine.statusCode).toBe(403);
    expect(notMine.json()).toMatchObject({ code: 'transfer.not.allowed' });
    const notAgent = await call(server, {
      method: 'POST',
      url: '/wps/agent/transfer/downline',
      token: stranger.token,
      payload: { username: 'demoplayer', amount: '1', requestId: 'down-3' },
    });
    expect(notAgent.json()).toMatchObject({ code: 'transfer.not.allowed' });
    const noUpline = await call(server, {
      method: 'POST',
      url: '/wps/member/transfer/upline',
      token: stranger.token,
      payload: { amount: '1', requestId: 'up-2' },
    });
    expect(noUpline.json()).toMatchObject({ code: 'transfer.not.allowed' });
    expect((await balance(agent)).sumBalance).toBe(50015);
  });

  it('lists the account record with type and date filters and paging', async () => {
    const { token } = await funded('30');
    for (let i = 1; i <= 3; i++)
      await transfer(token, { fromAccountTypeId: 0, toAccountTypeId: 1, amount: `${i}`, requestId: `rec-${i}` });
    const record = async (q: string) =>
      (await call(server, { method: 'GET', url: `/wps/relay/ODSFE2_MemTransDet?${q}`, token })).json<{
        value: { list: { type: string; amount: number; accountTypeId: number; remark: string }[]; total: number };
      }>().value;
    const all = await record('');
    expect(all.total).toBe(7);
    expect(all.list[all.list.length - 1]).toMatchObject({ type: 'adjustment', amount: 30, remark: 'test funds' });
    const page = await record('type=transfer&page=2&pageSize=4');
    expect(page.total).toBe(6);
    // Newest first; a transfer shows both legs: into the vendor wallet, out of the main wallet.
    expect(page.list.map((r) => [r.amount, r.accountTypeId])).toEqual([
      [1, 1],
      [-1, 0],
    ]);
    expect(page.list[0]).toMatchObject({ remark: 'SPORTS1' });
    expect((await record(`startTime=${Date.now() + 60_000}`)).total).toBe(0);
    expect((await record(`endTime=${Date.now() + 60_000}&type=adjustment`)).total).toBe(1);
    const bad = await call(server, { method: 'GET', url: '/wps/relay/ODSFE2_MemTransDet?type=nope', token });
    expect(bad.statusCode).toBe(400);
  });

  it('adjusts a balance through the operator API and the CLI, audited, and compensates by a new transaction', async () => {
    const { username, token } = await funded('0');
    const credit = await adjust(username, {
      direction: 'credit',
      amount: '12.34',
      reason: 'goodwill',
      requestId: 'a1',
    });
    expect(credit.json()).toMatchObject({ value: { balance: 12.34, replayed: false, reversesTransactionId: null } });
    const creditId = credit.json<{ value: { transactionId: number } }>().value.transactionId;
    const replay = await adjust(username, {
      direction: 'credit',
      amount: '12.34',
      reason: 'goodwill',
      requestId: 'a1',
    });
    expect(replay.json()).toMatchObject({ value: { transactionId: creditId, replayed: true, balance: 12.34 } });
    const correction = await adjust(username, {
      direction: 'debit',
      amount: '12.34',
      reason: 'credited by mistake',
      requestId: 'a2',
      reversesTransactionId: creditId,
    });
    expect(correction.json()).toMatchObject({ value: { balance: 0, reversesTransactionId: creditId } });
    const tooMuch = await adjust(username, { direction: 'debit', amount: '0.01', reason: 'nope', requestId: 'a3' });
    expect(tooMuch.json()).toMatchObject({ code: 'balance.insufficient' });
    expect(
      (await adjust('nobody', { direction: 'credit', amount: '1', reason: 'x y', requestId: 'a4' })).statusCode,
    ).toBe(404);
    const unauth = await call(server, {
      method: 'POST',
      url: `/admin/api/brands/demo/members/${username}/adjustments`,
      payload: { direction: 'credit', amount: '1', reason: 'no token', requestId: 'a5' },
    });
    expect(unauth.statusCode).toBe(401);

    const cli = await executeCommand(
      [
        'wallet',
        'adjust',
        '--merchant',
        'demo',
        '--username',
        username,
        '--direction',
        'credit',
        '--amount',
        '7.5',
      ].concat(['--reason', 'cli credit', '--request-id', 'cli-1']),
      server.database,
      server.config,
    );
    expect(cli.code, cli.error).toBe(0);
    expect(cli.output.join('\n')).toMatch(/Applied: credit 7\.50 .* main wallet now 7\.50/);
    const cliAgain = await executeCommand(
      [
        'wallet',
        'adjust',
        '--merchant',
        'demo',
        '--username',
        username,
        '--direction',
        'credit',
        '--amount',
        '7.5',
      ].concat(['--reason', 'cli credit', '--request-id', 'cli-1']),
      server.database,
      server.config,
    );
    expect(cliAgain.output.join('\n')).toMatch(/Already applied/);
    expect((await balance(token)).sumBalance).toBe(7.5);
    const audits = await query<{ operator: string; n: string }>(
      server.database.db,
      sql`select operator, count(*)::text as n from operator_audit
          where action = 'wallet.adjust' and detail->>'username' = ${username} group by operator order by operator`,
    );
    expect(audits).toEqual([
      { operator: 'admin', n: '2' },
      { operator: 'cli', n: '1' },
    ]);
  });

  it('applies exactly one of 50 parallel identical transfers', async () => {
    const { token } = await funded('100');
    const body = { fromAccountTypeId: 0, toAccountTypeId: 1, amount: '60', requestId: 'same' };
    const results = await Promise.all(Array.from({ length: 50 }, () => transfer(token, body)));
    expect(results.map((r) => r.statusCode)).toEqual(Array(50).fill(200));
    const values = results.map((r) => r.json<{ value: { transactionId: number; replayed: boolean } }>().value);
    expect(new Set(values.map((v) => v.transactionId)).size).toBe(1);
    expect(values.filter((v) => !v.replayed)).toHaveLength(1);
    expect((await balance(token)).balance.slice(0, 2).map((b) => b.availBalance)).toEqual([40, 60]);
  });

  it('applies as many of 50 parallel different transfers as the balance allows', async () => {
    const { token } = await funded('20');
    const results = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        transfer(token, { fromAccountTypeId: 0, toAccountTypeId: 2, amount: '1.00', requestId: `many-${i}` }),
      ),
    );
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(20);
    for (const r of results.filter((x) => x.statusCode !== 200))
      expect(r.json()).toMatchObject({ code: 'balance.insufficient' });
    expect((await balance(token)).balance.slice(0, 3).map((b) => b.availBalance)).toEqual([0, 0, 20]);
    // The invariant check is worth its cost where requests really interleave (PostgreSQL).
    if (TEST_DATABASE === 'postgres') expect(await ledgerViolations(server.database.db)).toEqual([]);
  });

  it('keeps every ledger invariant after all of the above', async () => {
    expect(await ledgerViolations(server.database.db)).toEqual([]);
  });
});
