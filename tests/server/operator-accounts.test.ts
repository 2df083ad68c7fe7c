// Operator account tools, API and CLI: the SMS and mail outboxes, unlocking a member and
// setting a member's password, each audited.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { executeCommand } from '../../src/server/cli/commands';
import { rowsOf } from '../../src/server/db/migrate';
import { skipReason, startTestServer, type TestServer } from '../fixtures/server';
import { call, createMember, encryptedCall, login, solvedCaptcha } from './auth-client';

const skip = await skipReason();

describe.skipIf(skip)('operator account tools', () => {
  let server: TestServer;
  let bearer: string;
  let clock = Date.now();
  beforeAll(async () => {
    server = await startTestServer({ now: () => clock });
    bearer = `Bearer ${await server.operatorToken()}`;
    await createMember(server, {
      username: 'opsuser',
      password: 'Ops-pass-123',
      mobile: '+639172220001',
      email: 'ops@example.com',
    });
  });
  afterAll(() => server?.close());

  const admin = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown) =>
    server.inject({
      method,
      url,
      headers: { authorization: bearer },
      ...(payload ? { payload: payload } : {}),
    });
  const cli = (...argv: string[]) => executeCommand(argv, server.database, server.config);

  it('lists the SMS outbox, newest first, through the API and the CLI', async () => {
    await call(server, {
      method: 'POST',
      url: '/wps/verification/sms/noLogin',
      payload: { mobileNum: '9172220001', countryDialingCode: '63' },
    });
    const res = await admin('GET', '/admin/api/brands/demo/sms-outbox?limit=5');
    expect(res.statusCode, res.body).toBe(200);
    const [first] = res.json<{ value: { to: string; text: string; purpose: string }[] }>().value;
    expect(first).toMatchObject({ to: '+639172220001', purpose: 'no-login' });
    expect(first?.text).toMatch(/PlayHub: your verification code is \d{6}/);
    const out = await cli('sms', 'list', '--merchant', 'demo');
    expect(out.code).toBe(0);
    expect(out.output.join('\n')).toContain('+639172220001  [no-login]  PlayHub: your verification code is');
    expect((await server.inject('/admin/api/brands/demo/sms-outbox')).statusCode).toBe(401);
    expect((await admin('GET', '/admin/api/brands/nope/sms-outbox')).statusCode).toBe(404);
  });

  it('lists the mail outbox through the API and the CLI', async () => {
    await call(server, {
      method: 'POST',
      url: '/wps/member/password/email',
      payload: { username: 'opsuser', email: 'ops@example.com' },
    });
    const res = await admin('GET', '/admin/api/brands/demo/mail-outbox');
    expect(res.json()).toMatchObject({
      success: true,
      value: [{ to: 'ops@example.com', subject: 'PlayHub: your temporary password' }],
    });
    const out = await cli('mail', 'list', '--merchant', 'demo', '--limit', '1');
    expect(out.output[0]).toContain('to ops@example.com: PlayHub: your temporary password');
    expect((await cli('mail', 'list', '--merchant', 'demo', '--limit', 'x')).code).toBe(2);
  });

  it('unlocks a locked member (API and CLI) and audits it', async () => {
    // Ten failures from one address lock the member there (logins are locked per account and address).
    const ip = '10.70.0.1';
    const lockOut = async () => {
      for (let i = 0; i < 10; i++) {
        clock += 1500;
        // Always solved: the address's failures of the first lock-out ask for it on the second.
        const captcha = await solvedCaptcha(server, ip);
        await login(server, { username: 'opsuser', password: 'bad', ...captcha }, { ip });
      }
      expect((await login(server, { username: 'opsuser', password: 'Ops-pass-123' }, { ip })).statusCode).toBe(429);
    };
    await lockOut();
    const res = await admin('POST', '/admin/api/brands/demo/members/opsuser/unlock');
    expect(res.json()).toMatchObject({
      success: true,
      value: { username: 'opsuser', lockedUntil: null, failedLogins: 0 },
    });
    expect(
      (await login(server, { username: 'opsuser', password: 'Ops-pass-123' }, { ip: '10.70.99.2' })).statusCode,
    ).toBe(200);

    await lockOut();
    const out = await cli('member', 'unlock', '--merchant', 'demo', '--username', 'opsuser');
    expect(out.output).toEqual(['Member opsuser unlocked.']);
    expect(
      (await login(server, { username: 'opsuser', password: 'Ops-pass-123' }, { ip: '10.70.99.3' })).statusCode,
    ).toBe(200);
    expect((await admin('POST', '/admin/api/brands/demo/members/ghost/unlock')).statusCode).toBe(404);

    const audit = rowsOf<{ action: string; operator: string }>(
      await server.database.db.execute(
        sql`select action, operator from operator_audit where action = 'member.unlock' order by id`,
      ),
    );
    expect(audit).toEqual([
      { action: 'member.unlock', operator: 'admin' },
      { action: 'member.unlock', operator: 'cli' },
    ]);
  });

  it('sets a member password that must be changed at the next login, ending sessions', async () => {
    const token = (await login(server, { username: 'opsuser', password: 'Ops-pass-123' }, { ip: '10.71.0.1' })).json<{
      value: { token: string };
    }>().value.token;
    expect(
      (await admin('PUT', '/admin/api/brands/demo/members/opsuser/password', { password: 'short' })).statusCode,
    ).toBe(400);
    const res = await admin('PUT', '/admin/api/brands/demo/members/opsuser/password', { password: 'Operator-set-1' });
    expect(res.json()).toMatchObject({ success: true, value: { mustChangePassword: true } });
    expect((await call(server, { method: 'GET', url: '/wps/member/info', token })).statusCode).toBe(401);
    const relogin = await login(server, { username: 'opsuser', password: 'Operator-set-1' }, { ip: '10.71.0.2' });
    expect(relogin.json()).toMatchObject({ success: true, value: { passwordExpired: true } });
    // Until the password changes the session may only ask who it is, change it or leave: skipping
    // the change dialog gains nothing, in this session or the next.
    const forced = relogin.json<{ value: { token: string } }>().value.token;
    const info = await call(server, { method: 'GET', url: '/wps/member/info', token: forced });
    expect(info.json()).toMatchObject({ value: { passwordChangeRequired: true } });
    const balance = () => call(server, { method: 'GET', url: '/wps/v2/wallets/balance', token: forced });
    expect((await balance()).statusCode).toBe(403);
    expect((await balance()).json()).toMatchObject({ success: false, code: 'password.change.required' });
    const changed = await encryptedCall(server, {
      method: 'POST',
      url: '/wps/member/password',
      token: forced,
      payload: { oldPassword: 'Operator-set-1', newPassword: 'Own-choice-77', confirmNewPassword: 'Own-choice-77' },
    });
    expect(changed.json()).toMatchObject({ success: true });
    expect((await balance()).statusCode).toBe(200);
    const again = await call(server, { method: 'GET', url: '/wps/member/info', token: forced });
    expect(again.json()).toMatchObject({ value: { passwordChangeRequired: false } });

    const out = await cli(
      'member',
      'reset-password',
      '--merchant',
      'demo',
      '--username',
      'opsuser',
      '--password',
      'Cli-set-pass-2',
    );
    expect(out.code, out.error).toBe(0);
    expect(
      (await login(server, { username: 'opsuser', password: 'Cli-set-pass-2' }, { ip: '10.71.0.3' })).statusCode,
    ).toBe(200);
  });
});
