// Login rules: wrong passwords, the captcha after 3 failures (per account and per IP), the lock
// of an (account, address) pair after 10 (a stranger cannot lock a member out), unknown usernames that behave like real ones, agent and member doors, the captcha
// itself (single use, 2 minutes, one refresh a second) and the audit of failures.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { rowsOf } from '../../src/server/db/migrate';
import type * as Passwords from '../../src/server/lib/passwords';
import { RULES } from '../../src/server/modules/limits/rules';
import { skipReason, startTestServer, type TestServer } from '../fixtures/server';
import { call, createMember, DEMO_AGENT, DEMO_PLAYER, login, solvedCaptcha } from './auth-client';

const skip = await skipReason();
const MINUTE = 60_000;

// Counts argon2id verifications (real ones and the dummy one for unknown accounts), so the test
// of equal work for unknown usernames asserts the work itself rather than timings.
const argon = vi.hoisted(() => ({ verifications: 0 }));
vi.mock('../../src/server/lib/passwords', async (importOriginal) => {
  const real = await importOriginal<typeof Passwords>();
  return {
    ...real,
    verifyPassword: (hash: string, password: string) => {
      argon.verifications++;
      return real.verifyPassword(hash, password);
    },
    verifyAgainstDummy: (password: string) => {
      argon.verifications++;
      return real.verifyAgainstDummy(password);
    },
  };
});

describe.skipIf(skip)('login', () => {
  let server: TestServer;
  let clock = Date.now();
  beforeAll(async () => {
    server = await startTestServer({ now: () => clock });
  });
  afterAll(() => server?.close());

  it('answers 401 login.invalid for a wrong password, asking for no captcha at first', async () => {
    const res = await login(server, { ...DEMO_PLAYER, password: 'wrong-password' }, { ip: '10.0.0.1' });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ success: false, code: 'login.invalid', value: { captcha: false } });
  });

  it('requires a captcha after 3 failures of an account, from any address', async () => {
    await createMember(server, { username: 'captchauser', password: 'Right-pass-123' });
    for (let i = 0; i < 3; i++) {
      const res = await login(server, { username: 'captchauser', password: 'nope' }, { ip: `10.0.1.${i}` });
      expect(res.json()).toMatchObject({ code: 'login.invalid', value: { captcha: i === 2 } });
    }
    const without = await login(server, { username: 'captchauser', password: 'Right-pass-123' }, { ip: '10.0.1.9' });
    expect(without.statusCode).toBe(400);
    expect(without.json()).toMatchObject({ code: 'captcha.required', value: { captcha: true } });

    const wrongAnswer = await solvedCaptcha(server, '10.0.1.9');
    const wrong = await login(
      server,
      { username: 'captchauser', password: 'Right-pass-123', captchaId: wrongAnswer.captchaId, captcha: 'XXXXX' },
      { ip: '10.0.1.9' },
    );
    expect(wrong.json()).toMatchObject({ code: 'captcha.invalid', value: { captcha: true } });
    // Single use: the right answer no longer works for that image.
    const replay = await login(
      server,
      { username: 'captchauser', password: 'Right-pass-123', ...wrongAnswer, captcha: wrongAnswer.captcha },
      { ip: '10.0.1.9' },
    );
    expect(replay.json()).toMatchObject({ code: 'captcha.invalid' });

    clock += 1500;
    const solved = await solvedCaptcha(server, '10.0.1.9');
    const ok = await login(
      server,
      { username: 'captchauser', password: 'Right-pass-123', ...solved },
      { ip: '10.0.1.9' },
    );
    expect(ok.statusCode, ok.body).toBe(200);
    // Success resets the count: no captcha next time.
    expect(
      (await login(server, { username: 'captchauser', password: 'Right-pass-123' }, { ip: '10.0.1.9' })).statusCode,
    ).toBe(200);
  });

  it('takes the captcha id from the captchaId cookie too, and refuses answers older than 2 minutes', async () => {
    await createMember(server, { username: 'cookieuser', password: 'Right-pass-123' });
    for (let i = 0; i < 3; i++) await login(server, { username: 'cookieuser', password: 'nope' }, { ip: '10.0.2.1' });
    clock += 1500;
    const { captchaId, captcha } = await solvedCaptcha(server, '10.0.2.1');
    clock += 2 * MINUTE + 1;
    const stale = await login(
      server,
      { username: 'cookieuser', password: 'Right-pass-123', captcha },
      { ip: '10.0.2.1', headers: { cookie: `captchaId=${captchaId}` } },
    );
    expect(stale.json()).toMatchObject({ code: 'captcha.invalid' });
    const fresh = await solvedCaptcha(server, '10.0.2.1');
    const ok = await login(
      server,
      { username: 'cookieuser', password: 'Right-pass-123', captcha: fresh.captcha },
      { ip: '10.0.2.1', headers: { cookie: `captchaId=${fresh.captchaId}` } },
    );
    expect(ok.statusCode, ok.body).toBe(200);
  });

  it('requires a captcha after 3 failures from one address, whatever the usernames', async () => {
    for (let i = 0; i < 3; i++) await login(server, { username: `nobody${i}`, password: 'nope' }, { ip: '10.0.3.1' });
    const res = await login(server, DEMO_PLAYER, { ip: '10.0.3.1' });
    expect(res.json()).toMatchObject({ code: 'captcha.required', value: { captcha: true } });
    expect((await login(server, DEMO_PLAYER, { ip: '10.0.3.2' })).statusCode).toBe(200);
  });

  it('locks an account from one address for 15 minutes after 10 failures there, with retryAfter, and audits it', async () => {
    await createMember(server, { username: 'lockuser', password: 'Right-pass-123' });
    let last;
    const ip = '10.0.4.0';
    for (let i = 0; i < 10; i++) {
      clock += 1500;
      const captcha = i >= 3 ? await solvedCaptcha(server, ip) : {};
      last = await login(server, { username: 'lockuser', password: `bad-${i}`, ...captcha }, { ip });
    }
    expect(last?.statusCode).toBe(429);
    const body = last?.json<{ code: string; retryAfter: number }>();
    expect(body).toMatchObject({ code: 'account.locked', retryAfter: 900 });
    expect(last?.headers['retry-after']).toBe('900');
    // Even the right password is refused from that address while locked...
    clock += 1500;
    const fromThere = await solvedCaptcha(server, ip);
    const locked = await login(server, { username: 'lockuser', password: 'Right-pass-123', ...fromThere }, { ip });
    expect(locked.statusCode).toBe(429);
    expect(locked.json()).toMatchObject({ code: 'account.locked' });
    // ...but the stranger did not lock the member out: elsewhere the account only asks for the captcha.
    const elsewhere = await login(server, { username: 'lockuser', password: 'Right-pass-123' }, { ip: '10.0.4.99' });
    expect(elsewhere.json()).toMatchObject({ code: 'captcha.required' });
    const solvedElsewhere = await solvedCaptcha(server, '10.0.4.99');
    expect(
      (
        await login(
          server,
          { username: 'lockuser', password: 'Right-pass-123', ...solvedElsewhere },
          { ip: '10.0.4.99' },
        )
      ).statusCode,
    ).toBe(200);
    clock += 15 * MINUTE + 1000;
    expect((await login(server, { username: 'lockuser', password: 'Right-pass-123' }, { ip })).statusCode).toBe(200);

    const audit = rowsOf<{ event: string; ip: string }>(
      await server.database.db.execute(
        sql`select event, ip from account_audit where username = 'lockuser' order by id`,
      ),
    );
    expect(audit.filter((a) => a.event === 'login.failure')).toHaveLength(10);
    expect(audit.filter((a) => a.event === 'login.failure').map((a) => a.ip)).toContain('10.0.4.0');
    expect(audit.map((a) => a.event)).toContain('login.lock');
  });

  it('treats unknown usernames like real accounts: captcha at 3, locked at 10', async () => {
    let last;
    const ip = '10.0.5.1';
    for (let i = 0; i < 10; i++) {
      clock += 1500;
      const captcha = i >= 3 ? await solvedCaptcha(server, ip) : {};
      last = await login(server, { username: 'ghost', password: 'bad', ...captcha }, { ip });
      if (i < 9) expect(last.json()).toMatchObject({ code: 'login.invalid', value: { captcha: i >= 2 } });
    }
    expect(last?.json()).toMatchObject({ code: 'account.locked', retryAfter: 900 });
  });

  it('refuses an address after 30 attempts across accounts with 429', async () => {
    let last;
    for (let i = 0; i <= RULES.loginAddress.max; i++) {
      clock += 1500;
      const captcha = i >= 3 ? await solvedCaptcha(server, '10.0.6.1') : {};
      last = await login(server, { username: `someone${i}`, password: 'bad', ...captcha }, { ip: '10.0.6.1' });
    }
    expect(last?.statusCode).toBe(429);
    expect(last?.json<{ retryAfter: number }>().retryAfter).toBeGreaterThan(0);
  });

  it('spends the same argon2 work on unknown usernames', async () => {
    const work = async (username: string, ip: string) => {
      const before = argon.verifications;
      const res = await login(server, { username, password: 'wrong-password' }, { ip });
      return {
        verifications: argon.verifications - before,
        status: res.statusCode,
        code: res.json<{ code: string }>().code,
      };
    };
    await createMember(server, { username: 'timinguser', password: 'Right-pass-123' });
    const known = await work('timinguser', '10.0.7.1');
    const unknown = await work('nosuchuser1', '10.0.7.3');
    expect(known).toEqual({ verifications: 1, status: 401, code: 'login.invalid' });
    expect(unknown).toEqual(known);
  });

  it('keeps agents to the agent page and members to the member page', async () => {
    const agentOnMember = await login(server, DEMO_AGENT, { ip: '10.0.8.1' });
    expect(agentOnMember.statusCode).toBe(403);
    expect(agentOnMember.json()).toMatchObject({ code: 'login.not.member' });
    const memberOnAgent = await login(server, { ...DEMO_PLAYER, loginPath: 'agent' }, { ip: '10.0.8.1' });
    expect(memberOnAgent.json()).toMatchObject({ code: 'login.not.agent' });
    expect((await login(server, { ...DEMO_AGENT, loginPath: 'agent' }, { ip: '10.0.8.1' })).statusCode).toBe(200);
  });

  it('draws captchas as PNG with an id header and cookie, at most one a second per address', async () => {
    clock += 1500;
    const res = await call(server, { method: 'GET', url: '/wps/captcha', ip: '10.0.9.1' });
    expect(res.statusCode).toBe(200);
    const png = Buffer.from(res.json<{ value: string }>().value, 'base64');
    expect(png.subarray(1, 4).toString()).toBe('PNG');
    expect(res.headers['cache-control']).toBe('no-store');
    const id = String(res.headers['captcha-id']);
    expect(String(res.headers['set-cookie'])).toContain(
      `captchaId=${id}; Path=/wps; Max-Age=120; HttpOnly; SameSite=Strict`,
    );
    const again = await call(server, { method: 'GET', url: '/wps/captcha', ip: '10.0.9.1' });
    expect(again.statusCode).toBe(429);
    expect(again.json()).toMatchObject({ code: 'TOO_MANY_REQUESTS', retryAfter: 1 });
    clock += 1001;
    expect((await call(server, { method: 'GET', url: '/wps/captcha', ip: '10.0.9.1' })).statusCode).toBe(200);
  });

  it('validates the login body', async () => {
    expect((await login(server, { username: '', password: 'x' }, { ip: '10.0.10.1' })).statusCode).toBe(400);
    expect((await login(server, { ...DEMO_PLAYER, type: 'magic' }, { ip: '10.0.10.1' })).statusCode).toBe(400);
    expect((await login(server, { ...DEMO_PLAYER, loginPath: 'boss' }, { ip: '10.0.10.1' })).statusCode).toBe(400);
    expect((await login(server, { ...DEMO_PLAYER, username: 'x'.repeat(65) }, { ip: '10.0.10.1' })).statusCode).toBe(
      400,
    );
  });
});
