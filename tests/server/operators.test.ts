// The operator API: sign-in, limits, session expiry, and the audit trail of every write.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { operatorAudit } from '../../src/server/db/schema';
import { rowsOf } from '../../src/server/db/migrate';
import { OPERATOR_PASSWORD, skipReason, startTestServer, type TestServer } from '../fixtures/server';

const skip = await skipReason();

describe.skipIf(skip)('operator API', () => {
  let server: TestServer;
  let clock = Date.now();
  beforeAll(async () => {
    server = await startTestServer({ now: () => clock });
  });
  afterAll(() => server?.close());

  const signIn = (username: string, password: string, ip = '127.0.0.1') =>
    server.inject({ method: 'POST', url: '/admin/api/session', payload: { username, password }, remoteAddress: ip });
  const brand = (token: string) =>
    server.inject({ url: '/admin/api/brands/demo', headers: { authorization: `Bearer ${token}` } });

  it('signs in the seeded admin with a token valid for 8 hours', async () => {
    const res = await signIn('admin', OPERATOR_PASSWORD);
    expect(res.statusCode).toBe(200);
    const { token, expiresAt } = res.json<{ value: { token: string; expiresAt: string } }>().value;
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(Date.parse(expiresAt) - clock).toBe(8 * 3600 * 1000);
    expect((await brand(token)).json()).toMatchObject({
      success: true,
      value: { merchantCode: 'demo', maintenance: false },
    });
  });

  it('stores only a hash of the token', async () => {
    const res = await signIn('admin', OPERATOR_PASSWORD);
    const { token } = res.json<{ value: { token: string } }>().value;
    const rows = await server.database.db.execute(sql`select token_hash from operator_sessions`);
    const hashes = rowsOf<{ token_hash: string }>(rows).map((r) => r.token_hash);
    expect(hashes).not.toContain(token);
    expect(hashes.every((h) => /^[0-9a-f]{64}$/.test(h))).toBe(true);
  });

  it('refuses wrong passwords and unknown users alike with 401 login.invalid (not "logged out")', async () => {
    expect((await signIn('admin', 'wrong-password', '10.0.0.1')).json()).toMatchObject({
      success: false,
      code: 'login.invalid',
    });
    const unknown = await signIn('ghost', 'wrong-password', '10.0.0.1');
    expect(unknown.statusCode).toBe(401);
    expect(unknown.json()).toMatchObject({ code: 'login.invalid' });
  });

  it('requires a bearer token on every other operator call', async () => {
    expect((await server.inject('/admin/api/brands/demo')).statusCode).toBe(401);
    expect((await brand('made-up')).statusCode).toBe(401);
    const put = await server.inject({
      method: 'PUT',
      url: '/admin/api/brands/demo/maintenance',
      payload: { enabled: true },
    });
    expect(put.statusCode).toBe(401);
  });

  it('answers 429 with retryAfter after 10 failures in 15 minutes, per IP and per username', async () => {
    clock += 16 * 60 * 1000; // forget the failures of earlier tests
    for (let i = 0; i < 10; i++) expect((await signIn('admin', `bad-${i}`, '10.9.9.9')).statusCode).toBe(401);
    const limited = await signIn('admin', OPERATOR_PASSWORD, '10.9.9.9');
    expect(limited.statusCode).toBe(429);
    const body = limited.json<{ code: string; retryAfter: number }>();
    expect(body.code).toBe('TOO_MANY_REQUESTS');
    expect(body.retryAfter).toBeGreaterThan(0);
    expect(body.retryAfter).toBeLessThanOrEqual(15 * 60);
    expect(limited.headers['retry-after']).toBe(String(body.retryAfter));
    // The username is limited from any address too.
    expect((await signIn('admin', OPERATOR_PASSWORD, '10.8.8.8')).statusCode).toBe(429);
    // After the window the right password works again.
    clock += 15 * 60 * 1000 + 1000;
    expect((await signIn('admin', OPERATOR_PASSWORD, '10.9.9.9')).statusCode).toBe(200);
  });

  it('expires sessions after 8 hours and revokes them on sign-out', async () => {
    const { token } = (await signIn('admin', OPERATOR_PASSWORD)).json<{ value: { token: string } }>().value;
    clock += 8 * 3600 * 1000 - 1000;
    expect((await brand(token)).statusCode).toBe(200);
    clock += 2000;
    expect((await brand(token)).statusCode).toBe(401);

    const second = (await signIn('admin', OPERATOR_PASSWORD)).json<{ value: { token: string } }>().value.token;
    const out = await server.inject({
      method: 'DELETE',
      url: '/admin/api/session',
      headers: { authorization: `Bearer ${second}` },
    });
    expect(out.statusCode).toBe(200);
    expect((await brand(second)).statusCode).toBe(401);
  });

  it('records every write in the append-only audit trail', async () => {
    const { token } = (await signIn('admin', OPERATOR_PASSWORD, '10.7.7.7')).json<{ value: { token: string } }>().value;
    await server.inject({
      method: 'PUT',
      url: '/admin/api/brands/demo/region',
      headers: { authorization: `Bearer ${token}` },
      payload: { blockedCountries: ['sg'], allowedIps: ['10.0.0.0/8'] },
      remoteAddress: '10.7.7.7',
    });
    const rows = await server.database.db.select().from(operatorAudit);
    const region = rows.find((row) => row.action === 'brand.region');
    expect(region).toMatchObject({
      operator: 'admin',
      ip: '10.7.7.7',
      detail: { merchant: 'demo', blockedCountries: ['SG'], allowedIps: ['10.0.0.0/8'] },
    });
    expect(rows.map((row) => row.action)).toContain('session.create');
    expect(rows.map((row) => row.action)).toContain('session.delete');
    await expect(server.database.db.execute(sql`delete from operator_audit`)).rejects.toThrow();
    await expect(server.database.db.execute(sql`update operator_audit set action = 'x'`)).rejects.toThrow();
  });
});
