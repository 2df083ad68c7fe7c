// The web app is sent with a strict Content-Security-Policy: scripts from our origin only (no
// inline, no eval), images from us, data: and the brands' image CDNs, frames from the launch
// CDNs; API answers carry no CSP (browsers do not run them).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { contentSecurityPolicy, originsOf } from '../../src/server/plugins/security-headers';
import { eventually, skipReason, startTestServer, type TestServer } from '../fixtures/server';

const skip = await skipReason();

/** The policy's directives as name -> sources. */
function directives(policy: string): Record<string, string[]> {
  return Object.fromEntries(
    policy.split(';').map((part) => {
      const [name = '', ...sources] = part.trim().split(/\s+/);
      return [name, sources];
    }),
  );
}

describe('the content security policy', () => {
  it('keeps scripts to our origin and adds only the CDN origins', () => {
    const policy = directives(
      contentSecurityPolicy({
        images: ['https://img.cdn.example/path/', 'javascript:alert(1)', 'nonsense'],
        frames: ['https://games.example:8443/launch'],
      }),
    );
    expect(policy['script-src']).toEqual(["'self'"]);
    expect(policy['default-src']).toEqual(["'self'"]);
    expect(policy['object-src']).toEqual(["'none'"]);
    expect(policy['img-src']).toEqual(["'self'", 'https://img.cdn.example', 'data:']);
    expect(policy['frame-src']).toEqual(["'self'", 'https://games.example:8443']);
    expect(originsOf(['ftp://x.example', 'https://a.example/x', 'https://a.example/y'])).toEqual(['https://a.example']);
  });
});

describe.skipIf(skip)('CSP on the web app', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server?.close());

  it('sends the strict policy with the brand CDNs on pages, and none on API answers', async () => {
    const page = await server.inject({ url: '/rng', headers: { accept: 'text/html' } });
    expect(page.statusCode).toBe(200);
    const policy = directives(String(page.headers['content-security-policy']));
    expect(policy['script-src']).toEqual(["'self'"]);
    expect(policy['img-src']).toEqual(["'self'", 'http://localhost:8080', 'data:']);
    expect(policy['frame-src']).toEqual(["'self'", 'http://localhost:8080']);
    expect(String(page.headers['content-security-policy'])).not.toMatch(
      /unsafe-eval|script-src[^;]*unsafe-inline|https:(;|\s|$)/,
    );
    const api = await server.inject('/wps/relay/VIS_getJackpot');
    expect(api.headers['content-security-policy']).toBeUndefined();
  });

  it('follows a brand that adds an image CDN', async () => {
    await server.database.db.execute(
      sql`update brands set image_cdns = array[${'https://img.cdn.example'}]::text[], updated_at = now() where merchant_code = 'demo'`,
    );
    await eventually(async () => {
      const page = await server.inject({ url: '/', headers: { accept: 'text/html' } });
      expect(directives(String(page.headers['content-security-policy']))['img-src']).toEqual([
        "'self'",
        'https://img.cdn.example',
        'data:',
      ]);
    });
  });
});
