// Cross-origin access for the desktop app (app://bundle) and other configured origins:
// preflights, the allow-origin header on every answer (errors and refusals included), and
// nothing at all for other origins.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import { ConfigError, loadConfig } from '../../src/server/config';
import { ERROR_CODES } from '../../src/shared/api/envelope';
import { skipReason, startTestServer, type TestServer } from '../fixtures/server';

const skip = await skipReason();
const APP = 'app://bundle';
const OTHER = 'https://evil.example';
const PH_IP = '112.198.0.1';
const ALLOW_HEADERS =
  'Content-Type, Merchant, Authorization, Language, Device, ModuleId, X-Gateway-Version, Encryption, X-Digest, X-RSA';

/** The response's Vary header as lower-case names. */
function varyOf(res: LightMyRequestResponse): string[] {
  const vary = res.headers.vary;
  return String(vary ?? '')
    .split(',')
    .map((name) => name.trim().toLowerCase())
    .filter((name) => name !== '');
}

function corsHeaders(res: LightMyRequestResponse): string[] {
  return Object.keys(res.headers).filter((name) => name.startsWith('access-control-'));
}

function expectAllowed(res: LightMyRequestResponse, origin = APP): void {
  expect(res.headers['access-control-allow-origin']).toBe(origin);
  expect(varyOf(res)).toContain('origin');
  expect(res.headers['access-control-allow-credentials']).toBeUndefined();
}

describe.skipIf(skip)('CORS for the desktop app', () => {
  let server: TestServer;
  let token: string;
  beforeAll(async () => {
    server = await startTestServer({ env: { TRUST_PROXY: 'on' } });
    token = await server.operatorToken();
  });
  afterAll(() => server?.close());

  const preflight = (url: string, origin: string, method = 'GET') =>
    server.inject({
      method: 'OPTIONS',
      url,
      headers: {
        origin,
        'access-control-request-method': method,
        'access-control-request-headers': 'merchant,language,device,moduleid,x-gateway-version,content-type',
      },
    });
  const operatorPut = (path: string, payload: object) =>
    server.inject({
      method: 'PUT',
      url: `/admin/api/brands/demo/${path}`,
      headers: { authorization: `Bearer ${token}` },
      payload,
    });

  it('answers a preflight from app://bundle with 204 and the allowed methods, headers and max age', async () => {
    const res = await preflight('/wps/system/status', APP);
    expect(res.statusCode).toBe(204);
    expect(res.body).toBe('');
    expectAllowed(res);
    expect(res.headers['access-control-allow-methods']).toBe('GET, POST, PUT, DELETE');
    expect(res.headers['access-control-allow-headers']).toBe(ALLOW_HEADERS);
    expect(res.headers['access-control-max-age']).toBe('600');
  });

  it('answers preflights on every API prefix, whatever the verb asked for', async () => {
    for (const [url, method] of [
      ['/wps/session/login', 'POST'],
      ['/wps/session/logout', 'DELETE'],
      ['/lgw/games/game_menus', 'GET'],
      ['/lotto/lgw/games/opened/numero', 'GET'],
      ['/admin/api/brands/demo/maintenance', 'PUT'],
      ['/admin/api/session', 'POST'],
    ] as const) {
      const res = await preflight(url, APP, method);
      expect(res.statusCode, url).toBe(204);
      expectAllowed(res);
      expect(res.headers['access-control-allow-methods'], url).toBe('GET, POST, PUT, DELETE');
    }
  });

  it('adds the allow-origin header to a normal status answer, compressed or not', async () => {
    const res = await server.inject({ url: '/wps/system/status', headers: { origin: APP } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ success: true, value: { status: 0 } });
    expectAllowed(res);
    // Only preflights carry the preflight headers.
    expect(res.headers['access-control-allow-methods']).toBeUndefined();

    const gz = await server.inject({
      url: '/wps/system/status',
      headers: { origin: APP, 'accept-encoding': 'gzip' },
    });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expectAllowed(gz);
    expect(varyOf(gz)).toEqual(expect.arrayContaining(['accept-encoding', 'origin']));

    const compressedByPlugin = await server.inject({
      url: '/wps/system/whitelabel',
      headers: { origin: APP, 'accept-encoding': 'gzip' },
    });
    expect(compressedByPlugin.headers['content-encoding']).toBe('gzip');
    expectAllowed(compressedByPlugin);
    expect(varyOf(compressedByPlugin)).toEqual(expect.arrayContaining(['accept-encoding', 'origin']));
  });

  it('lets the desktop app read the captcha image id (Access-Control-Expose-Headers)', async () => {
    const res = await server.inject({ url: '/wps/captcha', headers: { origin: APP }, remoteAddress: '10.9.9.9' });
    expect(res.statusCode, res.body).toBe(200);
    expectAllowed(res);
    expect(res.headers['captcha-id']).toMatch(/.{8,}/);
    const exposed = String(res.headers['access-control-expose-headers'] ?? '')
      .split(',')
      .map((name) => name.trim().toLowerCase());
    expect(exposed).toContain('captcha-id');

    const foreign = await server.inject({ url: '/wps/captcha', headers: { origin: OTHER }, remoteAddress: '10.9.9.8' });
    expect(foreign.headers['access-control-expose-headers']).toBeUndefined();
  });

  it('adds it to error envelopes too: 404, 405, unknown merchant, operator 401', async () => {
    const cases: [string, string, Record<string, string>, number, string][] = [
      ['GET', '/wps/no/such/call', {}, 404, ERROR_CODES.notFound],
      ['POST', '/wps/system/status', {}, 405, ERROR_CODES.methodNotSupported],
      ['GET', '/wps/system/status', { merchant: 'nobody' }, 400, ERROR_CODES.unknownMerchant],
      ['GET', '/admin/api/brands/demo', {}, 401, ERROR_CODES.notLoggedIn],
    ];
    for (const [method, url, headers, status, code] of cases) {
      const res = await server.inject({ method: method as 'GET', url, headers: { origin: APP, ...headers } });
      expect(res.statusCode, `${method} ${url}`).toBe(status);
      expect(res.json()).toMatchObject({ success: false, code });
      expectAllowed(res);
    }
  });

  it('keeps preflights open and labels refusals during maintenance and for blocked regions', async () => {
    try {
      expect((await operatorPut('maintenance', { enabled: true })).statusCode).toBe(200);
      const pre = await preflight('/wps/member/info', APP);
      expect(pre.statusCode).toBe(204);
      expectAllowed(pre);
      const refused = await server.inject({ url: '/wps/member/info', headers: { origin: APP } });
      expect(refused.statusCode).toBe(503);
      expect(refused.json()).toMatchObject({ code: ERROR_CODES.maintenance });
      expectAllowed(refused);
      // Another origin's preflight is not a refusal (never a 5xx) and gets no CORS headers.
      const foreign = await preflight('/wps/member/info', OTHER);
      expect(foreign.statusCode).toBeLessThan(500);
      expect(foreign.statusCode).not.toBe(204);
      expect(corsHeaders(foreign)).toEqual([]);

      expect((await operatorPut('maintenance', { enabled: false })).statusCode).toBe(200);
      expect((await operatorPut('region', { blockedCountries: ['PH'], allowedIps: [] })).statusCode).toBe(200);
      const preBlocked = await server.inject({
        method: 'OPTIONS',
        url: '/wps/member/info',
        headers: { origin: APP, 'access-control-request-method': 'GET', 'x-forwarded-for': PH_IP },
      });
      expect(preBlocked.statusCode).toBe(204);
      expectAllowed(preBlocked);
      const blocked = await server.inject({
        url: '/wps/member/info',
        headers: { origin: APP, 'x-forwarded-for': PH_IP },
      });
      expect(blocked.statusCode).toBe(403);
      expect(blocked.json()).toMatchObject({ code: ERROR_CODES.regionRestricted });
      expectAllowed(blocked);
    } finally {
      await operatorPut('maintenance', { enabled: false });
      await operatorPut('region', { blockedCountries: [], allowedIps: [] });
    }
  });

  it('gives other origins, and requests without an Origin, no CORS headers', async () => {
    for (const origin of [OTHER, 'app://bundle.evil', 'APP://BUNDLE', 'null', `${APP}/`]) {
      const pre = await preflight('/wps/system/status', origin);
      expect(pre.statusCode, origin).toBe(405);
      expect(pre.json()).toMatchObject({ success: false, code: ERROR_CODES.methodNotSupported });
      expect(corsHeaders(pre), origin).toEqual([]);
      expect(varyOf(pre)).not.toContain('origin');

      const res = await server.inject({ url: '/wps/system/status', headers: { origin } });
      expect(res.statusCode).toBe(200);
      expect(corsHeaders(res), origin).toEqual([]);
    }
    const unknownPath = await preflight('/wps/no/such/call', OTHER);
    expect(unknownPath.statusCode).toBe(404);
    expect(corsHeaders(unknownPath)).toEqual([]);

    const sameOrigin = await server.inject('/wps/system/status');
    expect(corsHeaders(sameOrigin)).toEqual([]);
    expect(varyOf(sameOrigin)).not.toContain('origin');
  });

  it('treats an OPTIONS without Access-Control-Request-Method as an ordinary call, not a preflight', async () => {
    const res = await server.inject({ method: 'OPTIONS', url: '/wps/system/status', headers: { origin: APP } });
    expect(res.statusCode).toBe(405);
    expect(res.headers['access-control-allow-methods']).toBeUndefined();
    expectAllowed(res);
  });
});

describe.skipIf(skip)('CORS_ORIGINS', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({
      env: { CORS_ORIGINS: ' https://Partner.example , http://localhost:5173,https://partner.example' },
    });
  });
  afterAll(() => server?.close());

  it('allows exactly the configured origins instead of the default', async () => {
    expect(server.config.corsOrigins).toEqual(['https://partner.example', 'http://localhost:5173']);
    for (const origin of ['https://partner.example', 'http://localhost:5173']) {
      const pre = await server.inject({
        method: 'OPTIONS',
        url: '/lgw/games/game_menus',
        headers: { origin, 'access-control-request-method': 'GET' },
      });
      expect(pre.statusCode, origin).toBe(204);
      expectAllowed(pre, origin);
      const res = await server.inject({ url: '/wps/system/status', headers: { origin } });
      expectAllowed(res, origin);
    }
    for (const origin of [APP, 'http://localhost:5174', 'https://partner.example:8443']) {
      const res = await server.inject({ url: '/wps/system/status', headers: { origin } });
      expect(corsHeaders(res), origin).toEqual([]);
    }
  });
});

describe('CORS_ORIGINS validation', () => {
  it('defaults to the desktop app origin', () => {
    expect(loadConfig({}).corsOrigins).toEqual([APP]);
  });

  it('refuses wildcards, paths and non-origins at start, naming each', () => {
    for (const value of [
      '*',
      'app://bundle/',
      'https://example.com/path',
      'example.com',
      'https://a.example,*.b.example',
    ]) {
      expect(() => loadConfig({ CORS_ORIGINS: value }), value).toThrowError(ConfigError);
    }
    expect(() => loadConfig({ CORS_ORIGINS: 'app://bundle, https://x.example/' })).toThrowError(
      /CORS_ORIGINS.*"https:\/\/x\.example\/"/,
    );
  });
});
