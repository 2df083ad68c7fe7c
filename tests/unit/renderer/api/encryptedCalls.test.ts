import { constants, generateKeyPairSync, privateDecrypt, type KeyObject } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createApi, type Api } from '../../../../src/renderer/api';
import { ERROR_CODES } from '../../../../src/shared/api/envelope';
import { desDecrypt } from '../../../../src/shared/crypto/des';
import { MemoryStorage } from '../fixtures/memoryStorage';

/**
 * The encrypted-call path against a local server that decrypts the way a platform server does
 * (api-contract.md 2.2): raw RSA with the private key (Node's OpenSSL, no padding), big-endian
 * bytes -> the 16-character secret, its first 8 bytes as the DES-ECB key.
 */

/** Two key pairs: the server "rotates" from the first to the second in one test. */
function keyPair() {
  const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 1024 });
  const jwk = publicKey.export({ format: 'jwk' });
  return { privateKey, modulusHex: Buffer.from(jwk.n ?? '', 'base64url').toString('hex') };
}
const keys = [keyPair(), keyPair()];

function rsaDecrypt(privateKey: KeyObject, hex: string): string {
  const block = Buffer.from(hex.padStart(256, '0'), 'hex');
  const plain = privateDecrypt({ key: privateKey, padding: constants.RSA_NO_PADDING }, block);
  let start = 0;
  while (start < plain.length && plain[start] === 0) start += 1;
  return plain.subarray(start).toString('utf8');
}

interface Seen {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  body: string;
  /** The payload the server recovered, for encrypted calls. */
  decrypted?: unknown;
  /** The session secret the server recovered from the Encryption header. */
  secret?: string;
}

let server: Server;
let baseURL = '';
const seen: Seen[] = [];
/** Index of the key the server currently hands out. */
let currentKey = 0;
/** The server refuses the next encrypted body as undecryptable (a rotated key). */
let refuseNext = 0;

beforeAll(async () => {
  server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://localhost');
      const entry: Seen = {
        method: req.method ?? '',
        path: url.pathname + url.search,
        headers: req.headers,
        body: Buffer.concat(chunks).toString('utf8'),
      };
      seen.push(entry);
      const json = (status: number, body: unknown) => {
        res.writeHead(status, { 'content-type': 'application/json' });
        res.end(JSON.stringify(body));
      };
      if (url.pathname === '/wps/session/key/rsa') {
        res.writeHead(200, { 'content-type': 'text/plain' });
        res.end(keys[currentKey]?.modulusHex);
        return;
      }
      if (url.pathname === '/wps/member/password/email') {
        json(200, { success: true, value: null });
        return;
      }
      // Every other path here is an encrypted call.
      const key = keys.find((k) => k.modulusHex === req.headers['x-rsa']);
      const value = (JSON.parse(entry.body || '{}') as { value?: string }).value ?? '';
      if (!key || refuseNext > 0 || value !== req.headers['x-digest']) {
        refuseNext = Math.max(0, refuseNext - 1);
        json(400, { success: false, value: null, message: 'cannot decrypt', code: ERROR_CODES.decryptFailed });
        return;
      }
      const secret = rsaDecrypt(key.privateKey, String(req.headers.encryption));
      entry.secret = secret;
      const plain = desDecrypt(value, secret.slice(0, 8));
      entry.decrypted = plain === null ? null : JSON.parse(plain);
      json(200, { success: true, value: { token: 'tok', firstTimeLogin: false, passwordExpired: false } });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseURL = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

let api: Api;
beforeEach(() => {
  seen.length = 0;
  currentKey = 0;
  refuseNext = 0;
  api = createApi({
    baseURL,
    session: new MemoryStorage(),
    local: new MemoryStorage(),
    currentLanguage: () => 'en',
    hasKey: () => false,
    onUnauthorized: () => undefined,
  });
});

const LOGIN = { username: 'juan01', password: 'Pa55-word', type: 'username' as const };

describe('encrypted calls', () => {
  it('fetch the RSA key as no-cache text, then send Encryption, X-Digest, X-RSA and {value}', async () => {
    await expect(api.login(LOGIN)).resolves.toMatchObject({ token: 'tok' });
    const [keyFetch, login] = seen;
    expect(keyFetch?.method).toBe('GET');
    expect(keyFetch?.path).toMatch(/^\/wps\/session\/key\/rsa\?t=\d+$/);
    expect(keyFetch?.headers['cache-control']).toBe('no-cache');
    expect(keyFetch?.headers.moduleid).toBeUndefined();

    expect(login?.method).toBe('POST');
    expect(login?.headers['content-type']).toMatch(/^application\/json/);
    expect(login?.headers['x-rsa']).toBe(keys[0]?.modulusHex);
    expect(login?.headers.encryption).toMatch(/^[0-9a-f]+$/);
    const body = JSON.parse(login?.body ?? '') as Record<string, unknown>;
    expect(Object.keys(body)).toEqual(['value']);
    expect(body.value).toBe(login?.headers['x-digest']);
    expect(login?.body).not.toContain('Pa55-word');
  });

  it('round-trip: the server recovers exactly the payload', async () => {
    await api.login(LOGIN);
    expect(seen[1]?.decrypted).toEqual(LOGIN);
  });

  it('fetch the key once per page and reuse it', async () => {
    await api.login(LOGIN);
    await api.changePassword({ oldPassword: 'a', newPassword: 'b', confirmNewPassword: 'b' });
    expect(seen.filter((s) => s.path.startsWith('/wps/session/key/rsa'))).toHaveLength(1);
    expect(seen[2]?.decrypted).toEqual({ oldPassword: 'a', newPassword: 'b', confirmNewPassword: 'b' });
  });

  it('after request.decrypt.failed, fetch a fresh key and send once more', async () => {
    await api.login(LOGIN);
    currentKey = 1;
    refuseNext = 1;
    seen.length = 0;
    await expect(api.login(LOGIN)).resolves.toMatchObject({ token: 'tok' });
    expect(seen.map((s) => s.path.replace(/\?.*$/, ''))).toEqual([
      '/wps/session/login',
      '/wps/session/key/rsa',
      '/wps/session/login',
    ]);
    expect(seen[2]?.headers['x-rsa']).toBe(keys[1]?.modulusHex);
    expect(seen[2]?.decrypted).toEqual(LOGIN);
  });

  it('retry only once', async () => {
    refuseNext = 5;
    await expect(api.login(LOGIN)).rejects.toMatchObject({ code: ERROR_CODES.decryptFailed });
    expect(seen.filter((s) => s.path === '/wps/session/login')).toHaveLength(2);
  });

  it('the e-mail password reset is the one form post, and is not encrypted', async () => {
    await api.forgotPasswordByEmail({ username: 'juan01', email: 'j+1@example.com' });
    const [post] = seen;
    expect(post?.headers['content-type']).toMatch(/^application\/x-www-form-urlencoded/);
    expect(post?.body).toBe('username=juan01&email=j%2B1%40example.com');
    expect(post?.headers.encryption).toBeUndefined();
  });
});

describe('the session secret', () => {
  it('is a fresh random 16-character string per call', async () => {
    for (let i = 0; i < 5; i += 1) await api.login(LOGIN);
    const secrets = seen.flatMap((s) => (s.secret ? [s.secret] : []));
    expect(secrets).toHaveLength(5);
    expect(new Set(secrets).size).toBe(5);
    for (const secret of secrets) expect(secret).toMatch(/^[A-Za-z0-9]{16}$/);
  });
});
