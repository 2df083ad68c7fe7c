// Payload encryption (api-contract.md 2.2) through the real endpoints: the key call, the
// round trip of an encrypted login, refusals of missing and garbled envelopes, key rotation.
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { encryptRequest } from '../../src/shared/crypto/rsa';
import { skipReason, startTestServer, type TestServer } from '../fixtures/server';
import { call, DEMO_PLAYER, encryptedCall, login, rsaKey } from './auth-client';

const skip = await skipReason();
const random = (n: number) => new Uint8Array(randomBytes(n));
const HOUR = 3_600_000;

describe.skipIf(skip)('payload encryption', () => {
  let server: TestServer;
  let clock = Date.now();
  beforeAll(async () => {
    server = await startTestServer({ now: () => clock });
  });
  afterAll(() => server?.close());

  it('serves the 1024-bit modulus as plain hex, never cached', async () => {
    const res = await server.inject({ url: '/wps/session/key/rsa?t=1', headers: { 'cache-control': 'no-cache' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain/);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.body).toMatch(/^[0-9a-f]{256}$/);
    expect(BigInt(`0x${res.body}`) >> 1023n).toBe(1n);
    expect(await rsaKey(server)).toBe(res.body);
  });

  it('decrypts an encrypted login and answers a session', async () => {
    const res = await login(server, DEMO_PLAYER);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json<{ success: boolean; value: { token: string; firstTimeLogin: boolean } }>();
    expect(body.success).toBe(true);
    expect(body.value.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(body.value.firstTimeLogin).toBe(true);
  });

  it('accepts the digest from X-Digest when the body has no value', async () => {
    const { headers } = encryptRequest({ type: 'username', ...DEMO_PLAYER }, await rsaKey(server), random);
    const res = await call(server, { method: 'POST', url: '/wps/session/login', payload: {}, headers });
    expect(res.statusCode, res.body).toBe(200);
  });

  it('refuses plain bodies and missing headers with request_body_required', async () => {
    const plain = await call(server, {
      method: 'POST',
      url: '/wps/session/login',
      payload: { type: 'username', ...DEMO_PLAYER },
    });
    expect(plain.statusCode).toBe(400);
    expect(plain.json()).toMatchObject({ success: false, code: 'request_body_required' });
    const { headers, body } = encryptRequest({ type: 'username', ...DEMO_PLAYER }, await rsaKey(server), random);
    const noRsa = await call(server, {
      method: 'POST',
      url: '/wps/session/login',
      payload: body,
      headers: { Encryption: headers.Encryption },
    });
    expect(noRsa.json()).toMatchObject({ code: 'request_body_required' });
  });

  it('refuses garbled envelopes with request.decrypt.failed', async () => {
    const key = await rsaKey(server);
    const { headers, body } = encryptRequest({ type: 'username', ...DEMO_PLAYER }, key, random);
    const cases = [
      { headers: { ...headers, Encryption: 'zz' }, payload: body },
      { headers: { ...headers, Encryption: '1234' }, payload: body },
      { headers: { ...headers, 'X-RSA': 'ab'.repeat(128) }, payload: body },
      { headers, payload: { value: 'bm90IGRlcw==' } },
      { headers, payload: { value: encryptRequest('not json', key, random).body.value } },
    ];
    for (const c of cases) {
      const res = await call(server, { method: 'POST', url: '/wps/session/login', ...c });
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json()).toMatchObject({ success: false, code: 'request.decrypt.failed' });
    }
  });

  it('rotates keys and still accepts the previous one for the grace period', async () => {
    const old = await rsaKey(server);
    const oldCall = encryptRequest({ type: 'username', ...DEMO_PLAYER }, old, random);
    clock += 6 * HOUR + 1000;
    const fresh = await rsaKey(server);
    expect(fresh).not.toBe(old);
    const graced = await call(server, {
      method: 'POST',
      url: '/wps/session/login',
      payload: oldCall.body,
      headers: oldCall.headers,
    });
    expect(graced.statusCode, graced.body).toBe(200);
    clock += 31 * 60_000;
    const retired = await call(server, {
      method: 'POST',
      url: '/wps/session/login',
      payload: oldCall.body,
      headers: oldCall.headers,
    });
    expect(retired.json()).toMatchObject({ code: 'request.decrypt.failed' });
    expect(
      (
        await encryptedCall(server, {
          method: 'POST',
          url: '/wps/session/login',
          payload: { type: 'username', ...DEMO_PLAYER },
        })
      ).statusCode,
    ).toBe(200);
  });

  it('lets a second server process use the keys of the first (PostgreSQL)', async () => {
    if (!server.databaseUrl) return;
    const other = await server.another();
    const key = await rsaKey(server);
    const { headers, body } = encryptRequest({ type: 'username', ...DEMO_PLAYER }, key, random);
    const res = await other.inject({ method: 'POST', url: '/wps/session/login', payload: body, headers });
    expect(res.statusCode, res.body).toBe(200);
    expect((await other.inject('/wps/session/key/rsa')).body).toBe(key);
  });
});
