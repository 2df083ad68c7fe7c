// The operator console's web app under /console: its own index.html (never the player app's) with
// the strict CSP, its hashed assets, a 404 for missing files, and the player app untouched.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { skipReason, startTestServer, type TestServer } from '../fixtures/server';

const skip = await skipReason();

const PLAYER_HTML = '<!doctype html><html><head><title>player</title></head><body></body></html>';
const CONSOLE_HTML =
  '<!doctype html><html><head><title>console</title><script type="module" src="/console/assets/console-abc123.js"></script></head><body></body></html>';

describe.skipIf(skip)('operator console web app', () => {
  let server: TestServer;
  let dir: string;
  beforeAll(async () => {
    // WEB_ROOT is <dir>/renderer, so the console is served from <dir>/console (like out/).
    dir = mkdtempSync(join(tmpdir(), 'playhub-console-'));
    mkdirSync(join(dir, 'renderer'));
    mkdirSync(join(dir, 'console', 'assets'), { recursive: true });
    writeFileSync(join(dir, 'renderer', 'index.html'), PLAYER_HTML);
    writeFileSync(join(dir, 'console', 'index.html'), CONSOLE_HTML);
    writeFileSync(join(dir, 'console', 'assets', 'console-abc123.js'), 'export {};\n');
    server = await startTestServer({ env: { WEB_ROOT: join(dir, 'renderer') } });
  });
  afterAll(async () => {
    await server?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('serves the console page at /console and below it, with a CSP that forbids inline scripts', async () => {
    for (const url of ['/console', '/console/', '/console/queue/deposits']) {
      const res = await server.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
      expect(res.statusCode, url).toBe(200);
      expect(res.body).toBe(CONSOLE_HTML);
      expect(res.headers['cache-control']).toBe('no-cache');
      const csp = String(res.headers['content-security-policy']);
      expect(csp).toContain("script-src 'self'");
      expect(csp).not.toContain("'unsafe-inline' 'self'");
      expect(/script-src[^;]*unsafe-inline/.test(csp)).toBe(false);
    }
  });

  it('serves hashed assets as immutable and answers 404 for missing or escaping files', async () => {
    const asset = await server.inject({ method: 'GET', url: '/console/assets/console-abc123.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toContain('immutable');
    expect((await server.inject({ method: 'GET', url: '/console/assets/missing.js' })).statusCode).toBe(404);
    const escape = await server.inject({ method: 'GET', url: '/console/..%2Frenderer%2Findex.html' });
    expect(escape.statusCode).toBe(404);
  });

  it('keeps the player app apart: / is the player page and never the console', async () => {
    const res = await server.inject({ method: 'GET', url: '/', headers: { accept: 'text/html' } });
    // The player page, with its first banner named for an early download (plugins/index-page.ts).
    expect(res.body.startsWith('<!doctype html><html><head><title>player</title>')).toBe(true);
    expect(res.body).not.toContain('console');
  });
});
