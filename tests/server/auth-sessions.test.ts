// Member sessions: tokens stored hashed, replaced at login, idle and absolute expiry, logout,
// remember-me (web cookie and desktop token, rotated and revocable) and the audit trail.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../src/server/db/migrate';
import { skipReason, startTestServer, type TestServer } from '../fixtures/server';
import { call, DEMO_AGENT, DEMO_PLAYER, login, tokenOf } from './auth-client';

const skip = await skipReason();
const MINUTE = 60_000;

describe.skipIf(skip)('member sessions', () => {
  let server: TestServer;
  let clock = Date.now();
  beforeAll(async () => {
    server = await startTestServer({ now: () => clock });
  });
  afterAll(() => server?.close());

  const info = (token: string) => call(server, { method: 'GET', url: '/wps/member/info', token });
  const events = async (username: string) =>
    rowsOf<{ event: string; ip: string | null; device: string | null }>(
      await server.database.db.execute(
        sql`select event, ip, device from account_audit where username = ${username} order by id`,
      ),
    );

  it('logs in with a 256-bit token stored only as a hash, and reports first login', async () => {
    const res = await login(
      server,
      { ...DEMO_AGENT, loginPath: 'agent' },
      { headers: { device: 'web' }, ip: '10.1.1.1' },
    );
    expect(res.statusCode, res.body).toBe(200);
    const value = res.json<{ value: { token: string; firstTimeLogin: boolean; passwordExpired: boolean } }>().value;
    expect(value.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(value).toMatchObject({ firstTimeLogin: true, passwordExpired: false });
    const hashes = rowsOf<{ token_hash: string }>(
      await server.database.db.execute(sql`select token_hash from member_sessions`),
    ).map((r) => r.token_hash);
    expect(hashes).not.toContain(value.token);
    expect((await info(value.token)).json()).toMatchObject({
      success: true,
      value: { account: 'demoagent', type: 1, isTrial: false },
    });
    const second = await login(server, { ...DEMO_AGENT, loginPath: 'agent' });
    expect(second.json()).toMatchObject({ value: { firstTimeLogin: false } });
    expect(await events('demoagent')).toContainEqual({ event: 'login', ip: '10.1.1.1', device: 'web' });
  });

  it('replaces the previous session at login: the old token answers 401 login.not.session', async () => {
    const first = await tokenOf(server, DEMO_PLAYER);
    const second = await tokenOf(server, DEMO_PLAYER);
    const old = await info(first);
    expect(old.statusCode).toBe(401);
    expect(old.json()).toMatchObject({ success: false, code: 'login.not.session' });
    expect((await info(second)).statusCode).toBe(200);
  });

  it('ends a session after 60 idle minutes, and keeps an active one alive', async () => {
    const token = await tokenOf(server, DEMO_PLAYER);
    clock += 59 * MINUTE;
    expect((await info(token)).statusCode).toBe(200);
    clock += 59 * MINUTE;
    expect((await info(token)).statusCode).toBe(200);
    clock += 61 * MINUTE;
    expect((await info(token)).statusCode).toBe(401);
  });

  it('ends a session 12 hours after login however active', async () => {
    const token = await tokenOf(server, DEMO_PLAYER);
    for (let i = 0; i < 11; i++) {
      clock += 55 * MINUTE;
      expect((await info(token)).statusCode).toBe(200);
    }
    clock += 66 * MINUTE;
    expect((await info(token)).statusCode).toBe(401);
  });

  it('logs out with DELETE or POST; the token is dead afterwards', async () => {
    for (const method of ['DELETE', 'POST'] as const) {
      const token = await tokenOf(server, DEMO_PLAYER);
      const out = await call(server, { method, url: '/wps/session/logout', token });
      expect(out.statusCode, out.body).toBe(200);
      expect(out.json()).toMatchObject({ success: true });
      expect((await info(token)).json()).toMatchObject({ code: 'login.not.session' });
      expect((await call(server, { method, url: '/wps/session/logout', token })).statusCode).toBe(401);
    }
    expect((await events('demoplayer')).filter((e) => e.event === 'logout')).toHaveLength(2);
  });

  it('remembers a web login with an HttpOnly SameSite=Strict cookie, rotated on resume', async () => {
    const res = await login(server, { ...DEMO_PLAYER, remember: true }, { headers: { host: 'play.example.com' } });
    expect(res.json<{ value: Record<string, unknown> }>().value.rememberToken).toBeUndefined();
    const cookie = String(res.headers['set-cookie']);
    expect(cookie).toMatch(
      /^playhub_remember=[A-Za-z0-9_-]{43}; Path=\/wps\/session; Max-Age=86400; HttpOnly; SameSite=Strict; Secure$/,
    );
    const value = cookie.split(';')[0] ?? '';

    const resumed = await call(server, { method: 'POST', url: '/wps/session/remember', headers: { cookie: value } });
    expect(resumed.statusCode, resumed.body).toBe(200);
    const token = resumed.json<{ value: { token: string } }>().value.token;
    expect((await info(token)).statusCode).toBe(200);
    const rotated = String(resumed.headers['set-cookie']).split(';')[0] ?? '';
    expect(rotated).not.toBe(value);
    // The used cookie is dead; the rotated one works.
    const replay = await call(server, { method: 'POST', url: '/wps/session/remember', headers: { cookie: value } });
    expect(replay.statusCode).toBe(401);
    expect(String(replay.headers['set-cookie'])).toMatch(/Max-Age=0/);
    expect(
      (await call(server, { method: 'POST', url: '/wps/session/remember', headers: { cookie: rotated } })).statusCode,
    ).toBe(200);
  });

  it('answers "nothing to resume" (200, value null) without a cookie or token, and audits nothing', async () => {
    const audited = async () =>
      rowsOf<{ n: number }>(await server.database.db.execute(sql`select count(*)::int as n from account_audit`))[0]?.n;
    const before = await audited();
    for (const options of [{}, { payload: {} }, { payload: { rememberToken: '' } }]) {
      const res = await call(server, { method: 'POST', url: '/wps/session/remember', ...options });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toEqual({ success: true, value: null });
      expect(res.headers['set-cookie']).toBeUndefined();
    }
    expect(await audited()).toBe(before);
  });

  it('leaves Secure off only for plain http to a loopback host', async () => {
    const res = await login(server, { ...DEMO_PLAYER, remember: true }, { headers: { host: 'localhost:8080' } });
    expect(String(res.headers['set-cookie'])).not.toMatch(/Secure/);
  });

  it('hands the desktop app its remember token in the value; it expires after 24 hours', async () => {
    const res = await login(server, { ...DEMO_PLAYER, remember: true }, { headers: { device: 'desktop' } });
    expect(res.headers['set-cookie']).toBeUndefined();
    const rememberToken = res.json<{ value: { rememberToken: string } }>().value.rememberToken;
    expect(rememberToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const resume = (token: string) =>
      call(server, {
        method: 'POST',
        url: '/wps/session/remember',
        payload: { rememberToken: token },
        headers: { device: 'desktop' },
      });
    clock += 23 * 60 * MINUTE;
    const resumed = await resume(rememberToken);
    expect(resumed.statusCode, resumed.body).toBe(200);
    const next = resumed.json<{ value: { rememberToken: string } }>().value.rememberToken;
    clock += 61 * MINUTE;
    expect((await resume(next)).json()).toMatchObject({ code: 'login.not.session' });
  });

  it('forgets remember tokens at logout', async () => {
    const res = await login(server, { ...DEMO_PLAYER, remember: true }, { headers: { device: 'desktop' } });
    const { token, rememberToken } = res.json<{ value: { token: string; rememberToken: string } }>().value;
    await call(server, { method: 'DELETE', url: '/wps/session/logout', token });
    const resumed = await call(server, { method: 'POST', url: '/wps/session/remember', payload: { rememberToken } });
    expect(resumed.statusCode).toBe(401);
  });

  it('refuses calls needing a session without a token, before reading the body', async () => {
    const res = await call(server, { method: 'POST', url: '/wps/member/password', payload: { value: 'x' } });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ code: 'login.not.session' });
  });

  it('keeps account_audit append-only', async () => {
    await expect(server.database.db.execute(sql`delete from account_audit`)).rejects.toThrow();
    await expect(server.database.db.execute(sql`update account_audit set event = 'x'`)).rejects.toThrow();
  });
});
