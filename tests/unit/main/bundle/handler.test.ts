import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBundleHandler, type BundleHandler } from '../../../../src/main/bundle/handler';

const CSP = "default-src 'self'";
let base: string;
let handle: BundleHandler;

const get = (url: string, method = 'GET') => handle(new Request(url, { method }));

beforeAll(async () => {
  base = await mkdtemp(join(tmpdir(), 'bundle-'));
  const root = join(base, 'renderer');
  await mkdir(join(root, 'assets'), { recursive: true });
  await writeFile(join(root, 'index.html'), '<!doctype html><title>PlayHub</title>');
  await writeFile(join(root, 'assets', 'main-abc.js'), 'console.log(1)');
  await writeFile(join(root, 'assets', 'main-abc.css'), 'body{}');
  await writeFile(join(root, 'favicon.svg'), '<svg/>');
  await writeFile(join(root, 'logo.png'), new Uint8Array([0x89, 0x50, 0x4e, 0x47]));
  // A file next to the bundle that traversal attempts try to reach.
  await writeFile(join(base, 'secret.txt'), 'secret');
  handle = createBundleHandler({ root, contentSecurityPolicy: CSP });
});

afterAll(() => rm(base, { recursive: true, force: true }));

describe('app://bundle protocol handler', () => {
  it.each([
    ['app://bundle/assets/main-abc.js', 'text/javascript; charset=utf-8', 'console.log(1)'],
    ['app://bundle/assets/main-abc.css', 'text/css; charset=utf-8', 'body{}'],
    ['app://bundle/favicon.svg', 'image/svg+xml', '<svg/>'],
    ['app://bundle/index.html', 'text/html; charset=utf-8', '<!doctype html><title>PlayHub</title>'],
  ])('serves %s as %s', async (url, type, body) => {
    const response = await get(url);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe(type);
    expect(await response.text()).toBe(body);
  });

  it('serves binary files byte for byte', async () => {
    const response = await get('app://bundle/logo.png');
    expect(response.headers.get('content-type')).toBe('image/png');
    expect([...new Uint8Array(await response.arrayBuffer())]).toEqual([0x89, 0x50, 0x4e, 0x47]);
  });

  it.each(['app://bundle/', 'app://bundle/promo/12', 'app://bundle/vip?tab=2'])(
    'falls back to index.html for the client-side route %s',
    async (url) => {
      const response = await get(url);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
      expect(await response.text()).toContain('<title>PlayHub</title>');
    },
  );

  it.each(['app://bundle/assets/gone-123.js', 'app://bundle/assets/chunk', 'app://bundle/missing.png'])(
    'answers 404, not HTML, for the missing asset %s',
    async (url) => {
      const response = await get(url);
      expect(response.status).toBe(404);
      expect(response.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    },
  );

  it.each([
    'app://bundle/..%2fsecret.txt',
    'app://bundle/assets/..%2f..%2fsecret.txt',
    'app://bundle/assets%2f..%2f..%2fsecret.txt',
    'app://bundle/%00index.html',
  ])('refuses the path traversal %s', async (url) => {
    const response = await get(url);
    expect(response.status).toBe(403);
    expect(await response.text()).not.toContain('secret');
  });

  it.each(['app://bundle/../../secret.txt', 'app://bundle/%2e%2e/secret.txt'])(
    'keeps %s inside the root (the URL parser drops its dot segments)',
    async (url) => {
      const response = await get(url);
      expect(response.status).toBe(404);
      expect(await response.text()).not.toContain('secret');
    },
  );

  it('answers 400 for malformed percent-encoding', async () => {
    expect((await get('app://bundle/%E0%A4%A')).status).toBe(400);
  });

  it('serves only the bundle host', async () => {
    expect((await get('app://other/index.html')).status).toBe(404);
  });

  it('allows only GET and HEAD, and HEAD has no body', async () => {
    expect((await get('app://bundle/index.html', 'POST')).status).toBe(405);
    const head = await get('app://bundle/index.html', 'HEAD');
    expect(head.status).toBe(200);
    expect(await head.text()).toBe('');
  });

  it.each([
    ['a file', 'app://bundle/assets/main-abc.js'],
    ['the SPA fallback', 'app://bundle/promo'],
    ['a 404', 'app://bundle/assets/gone.js'],
    ['a refused traversal', 'app://bundle/..%2fsecret.txt'],
    ['a 405', 'app://bundle/'],
  ])('sends the Content-Security-Policy and nosniff on %s', async (label, url) => {
    const response = await get(url, label === 'a 405' ? 'DELETE' : 'GET');
    expect(response.headers.get('content-security-policy')).toBe(CSP);
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
  });
});
