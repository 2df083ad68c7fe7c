// Transport and browser-policy headers (issue 17, web hardening): Strict-Transport-Security only
// for requests that came over HTTPS, the Permissions-Policy and the opener policy on our pages, and
// the house pages' CSP built from PUBLIC_URL, never from the request's Host header.
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  STRICT_TRANSPORT_SECURITY,
  registerSecurityHeaders,
  type TransportOptions,
} from '../../src/server/plugins/security-headers';
import { skipReason, startTestServer, type TestServer } from '../fixtures/server';

const skip = await skipReason();

/** A bare app with the headers hook, answering HTML at / and JSON at /api. */
async function bareApp(transport: TransportOptions): Promise<FastifyInstance> {
  const app = Fastify({ trustProxy: transport.trustProxy });
  registerSecurityHeaders(app, transport);
  app.get('/', (_request, reply) => reply.type('text/html; charset=utf-8').send('<p>hi</p>'));
  app.get('/api', () => ({ ok: true }));
  await app.ready();
  return app;
}

describe('Strict-Transport-Security', () => {
  const cases: {
    name: string;
    transport: TransportOptions;
    headers: Record<string, string>;
    hsts: boolean;
  }[] = [
    {
      name: 'plain http, http PUBLIC_URL',
      transport: { publicUrl: 'http://localhost:8080', trustProxy: false },
      headers: {},
      hsts: false,
    },
    {
      name: 'an untrusted X-Forwarded-Proto: https',
      transport: { publicUrl: 'http://localhost:8080', trustProxy: false },
      headers: { 'x-forwarded-proto': 'https' },
      hsts: false,
    },
    {
      name: 'a trusted proxy saying https',
      transport: { publicUrl: 'http://localhost:8080', trustProxy: true },
      headers: { 'x-forwarded-proto': 'https' },
      hsts: true,
    },
    {
      name: 'a trusted proxy saying http, even with an https PUBLIC_URL',
      transport: { publicUrl: 'https://play.example', trustProxy: true },
      headers: { 'x-forwarded-proto': 'http', host: 'play.example' },
      hsts: false,
    },
    {
      name: 'the host of an https PUBLIC_URL (behind its TLS terminator)',
      transport: { publicUrl: 'https://play.example', trustProxy: false },
      headers: { host: 'play.example' },
      hsts: true,
    },
    {
      name: 'another address with an https PUBLIC_URL (an internal health check)',
      transport: { publicUrl: 'https://play.example', trustProxy: false },
      headers: { host: '10.0.0.5:8080' },
      hsts: false,
    },
  ];
  for (const { name, transport, headers, hsts } of cases) {
    it(`${hsts ? 'is sent' : 'is not sent'} for ${name}`, async () => {
      const app = await bareApp(transport);
      try {
        for (const url of ['/', '/api']) {
          const res = await app.inject({ url, headers });
          expect(res.headers['strict-transport-security'], url).toBe(hsts ? STRICT_TRANSPORT_SECURITY : undefined);
        }
      } finally {
        await app.close();
      }
    });
  }
});

describe.skipIf(skip)('browser policies on our pages', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server?.close());

  it('denies powerful features but keeps fullscreen for us and the launch CDNs', async () => {
    const res = await server.inject({ url: '/', headers: { accept: 'text/html' } });
    expect(res.statusCode).toBe(200);
    const policy = String(res.headers['permissions-policy']);
    // The demo brand's launch CDN is the public URL.
    expect(policy).toContain('fullscreen=(self "http://localhost:8080")');
    for (const feature of ['camera', 'microphone', 'geolocation', 'payment', 'usb'])
      expect(policy).toContain(`${feature}=()`);
    // No https here: never pinned to https.
    expect(res.headers['strict-transport-security']).toBeUndefined();
  });

  it('cuts openers: same-origin-allow-popups for the player app, same-origin elsewhere', async () => {
    const player = await server.inject({ url: '/deep/route', headers: { accept: 'text/html' } });
    expect(player.headers['cross-origin-opener-policy']).toBe('same-origin-allow-popups');
    const house = await server.inject('/house/slot/?token=x');
    expect(house.headers['cross-origin-opener-policy']).toBe('same-origin');
    // JSON is no document: no page policies on it.
    const api = await server.inject('/healthz');
    expect(api.headers['cross-origin-opener-policy']).toBeUndefined();
    expect(api.headers['permissions-policy']).toBeUndefined();
  });

  it('builds the house pages CSP from PUBLIC_URL, never from a forged Host', async () => {
    for (const host of ['evil.example', 'evil.example:8080', "x' https://evil.example"]) {
      const page = await server.inject({ url: '/house/slot/?token=x', headers: { host } });
      const csp = String(page.headers['content-security-policy']);
      expect(csp).toContain("connect-src 'self' http://localhost:8080;");
      expect(csp).toContain("script-src 'self' http://localhost:8080;");
      expect(csp).not.toContain('evil');
    }
  });

  it('sends Strict-Transport-Security through the whole app behind a trusted TLS proxy', async () => {
    const proxied = await startTestServer({ env: { TRUST_PROXY: 'on' } });
    try {
      const secure = await proxied.inject({ url: '/healthz', headers: { 'x-forwarded-proto': 'https' } });
      expect(secure.headers['strict-transport-security']).toBe(STRICT_TRANSPORT_SECURITY);
      const plain = await proxied.inject({ url: '/healthz', headers: { 'x-forwarded-proto': 'http' } });
      expect(plain.headers['strict-transport-security']).toBeUndefined();
    } finally {
      await proxied.close();
    }
  });
});
