// Serving the web build: history fallback, cache headers, compression, security headers,
// and the health check.
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contentSecurityPolicy } from '../../src/server/plugins/security-headers';
import { SPLASH_BANNER_MARK, withBanner } from '../../src/server/plugins/index-page';
import type { Banner } from '../../src/shared/api/content';
import { ASSET_BODY, ASSET_PATH, INDEX_HTML, makeWebRoot } from '../fixtures/server-web';
import { skipReason, startTestServer, type TestServer } from '../fixtures/server';

const skip = await skipReason();

describe.skipIf(skip)('web app serving', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server?.close());
  // The demo brand's image and launch CDNs are the public URL (tests/server/content-csp.test.ts checks the policy itself).
  const policy = () => contentSecurityPolicy({ images: ['http://localhost:8080'], frames: ['http://localhost:8080'] });

  /** The first banner of a page's group as players get it (the demo brand's default language). */
  async function firstBanner(groupName: string): Promise<Banner> {
    const res = await server.inject({ url: `/wps/relay/MCSFE_getListAnnouncements?types=B&language=ty` });
    const banners = res.json<{ value: { banners: Banner[] } }>().value.banners;
    const banner = banners.find((item) => item.groupName === groupName);
    if (!banner) throw new Error(`no ${groupName} banner in the demo content`);
    return banner;
  }

  it('serves index.html at / with the home banner preloaded, no-cache and the security headers', async () => {
    const res = await server.inject('/');
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe(withBanner(INDEX_HTML, { banner: await firstBanner('w_home'), inSplash: true }));
    expect(res.body).toContain('<link rel="preload" as="image" href="/');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.headers['content-security-policy']).toBe(policy());
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  });

  it('falls back to index.html for unknown page paths that accept HTML (history routing)', async () => {
    const pages: [string, string | undefined][] = [
      ['/rng?page=2', 'w_rng'],
      ['/index.html', 'w_home'],
      ['/deep/nested/route', undefined],
    ];
    for (const [url, group] of pages) {
      const res = await server.inject({ url, headers: { accept: 'text/html,application/xhtml+xml' } });
      expect(res.statusCode, url).toBe(200);
      const expected = group
        ? withBanner(INDEX_HTML, { banner: await firstBanner(group), inSplash: group === 'w_home' })
        : INDEX_HTML;
      expect(res.body, url).toBe(expected);
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.headers['content-security-policy']).toBe(policy());
    }
  });

  it('serves hashed assets as immutable for a year, and missing assets as a plain 404', async () => {
    const res = await server.inject(ASSET_PATH);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers['content-security-policy']).toBeUndefined();
    const missing = await server.inject({ url: '/assets/missing-123.js', headers: { accept: 'text/html' } });
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['content-type']).toMatch(/^text\/plain/);
  });

  it('compresses assets and the status JSON with brotli or gzip, not small bodies', async () => {
    const br = await server.inject({ url: ASSET_PATH, headers: { 'accept-encoding': 'br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(ASSET_BODY);
    const gz = await server.inject({ url: ASSET_PATH, headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(ASSET_BODY);

    // The status call prefers gzip (its bulk is deflated once, see status-compression.test.ts).
    const status = await server.inject({
      url: '/wps/system/status',
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(status.headers['content-encoding']).toBe('gzip');
    expect(status.headers.vary).toContain('accept-encoding');
    expect(JSON.parse(gunzipSync(status.rawPayload).toString())).toMatchObject({
      success: true,
      value: { status: 0 },
    });
    const brStatus = await server.inject({ url: '/wps/system/status', headers: { 'accept-encoding': 'br' } });
    expect(brStatus.headers['content-encoding']).toBe('br');
    expect(JSON.parse(brotliDecompressSync(brStatus.rawPayload).toString())).toMatchObject({ success: true });

    const small = await server.inject({ url: '/wps/system/domainRoute', headers: { 'accept-encoding': 'gzip' } });
    expect(small.headers['content-encoding']).toBeUndefined();
  });

  it('health answers ok with the database', async () => {
    const res = await server.inject('/healthz');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok', db: 'ok' });
  });
});

describe.skipIf(skip)('without a web build', () => {
  it('GET / answers a 503 HTML page saying the build is missing', async () => {
    const empty = makeWebRoot({ withIndex: false });
    const server = await startTestServer({ env: { WEB_ROOT: empty.dir } });
    try {
      const res = await server.inject('/');
      expect(res.statusCode).toBe(503);
      expect(res.headers['content-type']).toMatch(/^text\/html/);
      expect(res.body).toContain('npm run build');
      expect((await server.inject({ url: '/promotions', headers: { accept: 'text/html' } })).statusCode).toBe(503);
      expect((await server.inject('/wps/system/status')).statusCode).toBe(200);
    } finally {
      await server.close();
      empty.remove();
    }
  });
});

describe.skipIf(skip)('health when the database fails', () => {
  it('answers 503', async () => {
    const server = await startTestServer();
    try {
      server.database.ping = () => Promise.reject(new Error('down'));
      const res = await server.inject('/healthz');
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({ status: 'error', db: 'error' });
    } finally {
      await server.close();
    }
  });
});

describe('withBanner', () => {
  const html = `<html><head><title>t</title></head><body><div id="root">${SPLASH_BANNER_MARK}</div></body></html>`;
  const banner = (url: string): Banner => ({
    bannerId: 7,
    groupName: 'w_home',
    title: 'Big <win> "now"',
    url,
    width: 1200,
    height: 300,
    linkageType: '',
    linkageTarget: '',
    action: '',
    sort: 1,
  });

  it('adds a high-priority image preload before </head>, escaping the address', () => {
    const out = withBanner(html, { banner: banner('/img/a.png?x=1&y="2"'), inSplash: false });
    expect(out).toBe(
      html.replace(
        '</head>',
        '<link rel="preload" as="image" href="/img/a.png?x=1&amp;y=&quot;2&quot;" fetchpriority="high"></head>',
      ),
    );
    expect(withBanner(html, { banner: banner('https://cdn.example/b.webp'), inSplash: false })).toContain(
      'href="https://cdn.example/b.webp"',
    );
  });

  it('draws the banner into the splash with its size and a data block the client reads, script-safe', () => {
    const out = withBanner(html, { banner: banner('/img/home.svg'), inSplash: true });
    expect(out).not.toContain(SPLASH_BANNER_MARK);
    expect(out).toContain('<section class="banner" style="aspect-ratio: 1200 / 300">');
    expect(out).toContain('alt="Big &lt;win&gt; &quot;now&quot;" width="1200" height="300"');
    const block = /<script type="application\/json" id="splash-banner">(.*?)<\/script>/.exec(out)?.[1] ?? '';
    expect(block).not.toContain('<');
    expect(JSON.parse(block)).toEqual(banner('/img/home.svg'));
  });

  it('refuses anything but site paths and http(s) addresses', () => {
    for (const bad of ['javascript:alert(1)', '//evil.example/x.png', 'data:image/png;base64,AA', ''])
      expect(withBanner(html, { banner: banner(bad), inSplash: true })).toBe(html);
  });
});
