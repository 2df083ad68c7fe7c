// Every bad input answers a 4xx envelope with a stable code, and no input at all answers 5xx.
import { randomBytes } from 'node:crypto';
import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { skipReason, startTestServer, type TestServer } from '../fixtures/server';

const skip = await skipReason();

/** Sends raw bytes over TCP and returns the status code of the answer (0 when the socket just closes). */
function rawRequest(port: number, data: Buffer | string): Promise<number> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    let received = '';
    socket.setTimeout(3000, () => socket.destroy());
    socket.on('data', (chunk) => (received += chunk.toString('latin1')));
    socket.on('error', () => undefined);
    socket.on('close', () => resolve(Number(/^HTTP\/1\.1 (\d{3})/.exec(received)?.[1] ?? 0)));
    socket.end(data);
  });
}

describe.skipIf(skip)('error envelopes', () => {
  let server: TestServer;
  let token: string;
  let port: number;
  beforeAll(async () => {
    server = await startTestServer({ env: { BODY_LIMIT: '4096' } });
    token = await server.operatorToken();
    await server.app.listen({ port: 0, host: '127.0.0.1' });
    port = (server.app.server.address() as { port: number }).port;
  });
  afterAll(() => server?.close());

  const putRegion = (payload: string, contentType = 'application/json') =>
    server.inject({
      method: 'PUT',
      url: '/admin/api/brands/demo/region',
      headers: { authorization: `Bearer ${token}`, 'content-type': contentType },
      payload,
    });

  it('unknown /wps, /lgw and /lotto paths answer a 404 envelope for any method', async () => {
    for (const url of ['/wps/nothing', '/lgw/games/nothing', '/lotto/lgw/x', '/wps']) {
      for (const method of ['GET', 'POST', 'PUT', 'DELETE'] as const) {
        const res = await server.inject({ method, url });
        expect(res.statusCode, `${method} ${url}`).toBe(404);
        expect(res.json()).toMatchObject({ success: false, value: null, code: 'not_found' });
      }
    }
  });

  it('a wrong verb on a known path answers 405 http_method_not_support with Allow', async () => {
    const res = await server.inject({ method: 'POST', url: '/wps/system/status' });
    expect(res.statusCode).toBe(405);
    expect(res.json()).toMatchObject({ code: 'http_method_not_support' });
    expect(res.headers.allow).toContain('GET');
    expect((await server.inject({ method: 'GET', url: '/admin/api/session' })).statusCode).toBe(405);
  });

  it('malformed JSON answers 400 request_param_err', async () => {
    const res = await putRegion('{"blockedCountries": [');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, code: 'request_param_err' });
  });

  it('an oversized body answers 413 request_body_too_large', async () => {
    const res = await putRegion(JSON.stringify({ blockedCountries: [], allowedIps: ['x'.repeat(5000)] }));
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({ code: 'request_body_too_large' });
  });

  it('a wrong content type answers 415 unsupported_media_type', async () => {
    const res = await putRegion('blockedCountries=PH', 'application/x-www-form-urlencoded');
    expect(res.statusCode).toBe(415);
    expect(res.json()).toMatchObject({ code: 'unsupported_media_type' });
  });

  it('schema failures answer 400 with a readable message', async () => {
    const res = await putRegion(JSON.stringify({ blockedCountries: 'PH' }));
    expect(res.statusCode).toBe(400);
    const body = res.json<{ message: string; code: string }>();
    expect(body.code).toBe('request_param_err');
    expect(body.message).toMatch(/body/i);
  });

  it('prototype-pollution keys are refused, and pollute nothing', async () => {
    const res = await putRegion('{"blockedCountries":[],"allowedIps":[],"__proto__":{"polluted":true}}');
    expect(res.statusCode).toBe(400);
    const res2 = await putRegion(
      '{"blockedCountries":[],"allowedIps":[],"constructor":{"prototype":{"polluted":true}}}',
    );
    expect(res2.statusCode).toBe(400);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('fuzz: random bodies, methods, query strings, headers and nesting never answer 5xx', async () => {
    const urls = [
      '/wps/system/status',
      '/wps/system/whitelabel',
      '/wps/system/setting/register',
      '/wps/system/domainRoute',
      '/healthz',
      '/admin/api/session',
      '/admin/api/brands/demo',
      '/admin/api/brands/demo/maintenance',
      '/admin/api/brands/demo/region',
      '/wps/x',
      '/',
      '/assets/x.js',
      '/some/page',
    ];
    const methods = ['GET', 'POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS', 'HEAD'] as const;
    const bodies = () => [
      randomBytes(64).toString('latin1'),
      '['.repeat(2000) + ']'.repeat(2000),
      '{"a":'.repeat(1000) + '1' + '}'.repeat(1000),
      '{"__proto__":{"x":1},"username":"admin","password":"p"}',
      '{"username":{"$gt":""},"password":["a"]}',
      'null',
      '"string"',
      '',
      '{"enabled":true,"endTime":"9999-99-99T99:99:99Z"}',
      '{"blockedCountries":["' + 'A'.repeat(3000) + '"],"allowedIps":[]}',
    ];
    const queries = ['', '?a=%', '?%%%=1', '?a[b][c]=1&__proto__[x]=1', '?' + 'x'.repeat(3000), '?a=1&a=2&a=3'];
    const headerSets: Record<string, string | string[]>[] = [
      {},
      { 'content-type': 'application/json' },
      { 'content-type': 'application/json; charset=latin-9' },
      { 'content-type': 'text/plain' },
      { 'content-type': 'multipart/form-data; boundary=x' },
      {
        merchant: ['a', 'b'],
        language: '\u0000',
        moduleid: 'x'.repeat(500),
        authorization: 'Bearer ' + 'y'.repeat(3000),
      },
      { accept: 'text/html', 'accept-encoding': 'br;q=abc, *' },
      { 'content-type': 'application/json', 'content-length': '2' },
    ];
    let count = 0;
    for (const url of urls) {
      for (const method of methods) {
        for (const body of bodies()) {
          const query = queries[count % queries.length]!;
          const headers = headerSets[count % headerSets.length]!;
          const res = await server.inject({
            method,
            url: url + query,
            headers: { authorization: `Bearer ${token}`, ...headers },
            payload: method === 'GET' || method === 'HEAD' ? undefined : body,
          });
          expect(
            res.statusCode,
            `${method} ${url}${query.slice(0, 40)} ${JSON.stringify(headers).slice(0, 80)} ${body.slice(0, 40)}`,
          ).toBeLessThan(500);
          count++;
        }
      }
    }
    expect(count).toBeGreaterThan(800);
  });

  it('raw protocol abuse over TCP never answers 5xx', async () => {
    const cases = [
      `GET /wps/system/status HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20000)}\r\n\r\n`,
      'BREW /wps/system/status HTTP/1.1\r\nHost: x\r\n\r\n',
      'PROPFIND /wps/system/status HTTP/1.1\r\nHost: x\r\n\r\n',
      'GET /wps/%zz HTTP/1.1\r\nHost: x\r\n\r\n',
      'GET /wps/system/status?%E0%A4%A=1 HTTP/1.1\r\nHost: x\r\n\r\n',
      'GET /../../etc/passwd HTTP/1.1\r\nHost: x\r\nAccept: text/html\r\n\r\n',
      'GET /assets/..%2f..%2fpackage.json HTTP/1.1\r\nHost: x\r\n\r\n',
      'POST /admin/api/session HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked\r\n\r\nzz\r\n',
      'POST /admin/api/session HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 10\r\n\r\n{"a"',
      randomBytes(300),
      'GET / HTTP/9.9\r\n\r\n',
    ];
    for (const data of cases) {
      const status = await rawRequest(port, data);
      expect(status, String(data).slice(0, 60)).toBeLessThan(500);
    }
  });
});
