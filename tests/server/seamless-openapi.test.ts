// The seamless wallet's OpenAPI document (docs/seamless-wallet.openapi.yaml) against the server:
// the same calls (paths and methods), each answering the same statuses, and exactly the refusal
// codes the wallet and the protocol shell can send. A small reader of the document's own layout
// (no YAML dependency): paths are the two-space keys under `paths:`, codes the enum lists.
import { readFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SEAMLESS_API_PREFIX } from '../../src/server/lib/paths';
import { SEAMLESS_ERROR_CODES } from '../../src/server/modules/seamless/contract';
import { PROTOCOL_CODES, SEAMLESS_ACTIONS, SEAMLESS_STATUSES } from '../../src/server/modules/seamless/routes';
import { signRequest } from '../../src/server/modules/seamless/signature';
import { call } from './auth-client';
import { seamlessVendor } from './seamless-support';
import { skipReason, startTestServer, type TestServer } from '../fixtures/server';

const skip = await skipReason();
const document = readFileSync(resolve(import.meta.dirname, '../../docs/seamless-wallet.openapi.yaml'), 'utf8');
const lines = document.split('\n');

/** The lines of the block that starts at the line matching `start`, until indentation returns to it. */
function block(start: RegExp, from = 0): string[] {
  const at = lines.findIndex((line, i) => i >= from && start.test(line));
  if (at < 0) throw new Error(`no ${start} in the OpenAPI document`);
  const indent = lines[at]!.search(/\S/);
  const end = lines.findIndex((line, i) => i > at && line.trim() !== '' && line.search(/\S/) <= indent);
  return lines.slice(at + 1, end < 0 ? undefined : end);
}

/** Path -> its methods -> their response statuses. */
function operations(): Map<string, Map<string, string[]>> {
  const paths = new Map<string, Map<string, string[]>>();
  let path = '';
  let method = '';
  let inResponses = false;
  for (const line of block(/^paths:/)) {
    const pathKey = /^ {2}(\/\S+):$/.exec(line);
    const methodKey = /^ {4}(get|post|put|delete|patch):$/.exec(line);
    const status = /^ {8}'(\d{3})':/.exec(line);
    if (pathKey) paths.set((path = pathKey[1]!), new Map());
    else if (methodKey) paths.get(path)!.set((method = methodKey[1]!), []);
    else if (/^ {6}responses:$/.test(line)) inResponses = true;
    else if (/^ {6}\S/.test(line)) inResponses = false;
    else if (status && inResponses) paths.get(path)!.get(method)!.push(status[1]!);
  }
  return paths;
}

/** The enum list of `code` within the block of `name` (block or flow style). */
function codesOf(name: RegExp): string[] {
  const body = block(name).join('\n');
  const flow = /enum:\s*\[([^\]]*)\]/.exec(body);
  if (flow) return flow[1]!.split(',').map((code) => code.trim());
  const list = /enum:\n((?:\s+- \S+\n?)+)/.exec(body);
  if (!list) throw new Error(`no enum under ${name}`);
  return list[1]!
    .trim()
    .split('\n')
    .map((line) => line.replace(/^\s*- /, '').trim());
}

describe.skipIf(skip !== null)('seamless wallet OpenAPI document', () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server?.close());

  it('lists exactly the calls the server routes, each a POST answering every status the shell can send', () => {
    const documented = operations();
    expect([...documented.keys()].sort()).toEqual(SEAMLESS_ACTIONS.map((a) => `${SEAMLESS_API_PREFIX}${a}`).sort());
    for (const [path, methods] of documented) {
      expect([...methods.keys()], path).toEqual(['post']);
      expect(methods.get('post')!.sort(), path).toEqual(SEAMLESS_STATUSES.map(String).sort());
      expect(server.app.hasRoute({ method: 'POST', url: path }), path).toBe(true);
      expect(server.app.hasRoute({ method: 'GET', url: path }), path).toBe(false);
    }
    // And nothing else is served under the prefix (printRoutes lists paths without the leading slash).
    const routed = server.app
      .printRoutes({ commonPrefix: false })
      .split('\n')
      .map((line) => /(seamless\/v1\/\S+) \(([A-Z, ]+)\)/.exec(line))
      .filter((match) => match !== null)
      .map((match) => `${match[2]} /${match[1]}`);
    expect(routed.sort()).toEqual([...documented.keys()].map((path) => `POST ${path}`).sort());
  });

  it("lists exactly the wallet's refusal codes and the protocol's error codes", () => {
    expect(codesOf(/^ {4}Refusal:$/).sort()).toEqual([...SEAMLESS_ERROR_CODES].sort());
    expect(codesOf(/^ {4}ProtocolError:$/).sort()).toEqual([...PROTOCOL_CODES].sort());
  });

  it('answers every failure in the protocol envelope the document lists, with a listed status', async () => {
    const vendor = await seamlessVendor(server.database.db, 'OAPI');
    const created = await call(server, {
      method: 'POST',
      url: `/admin/api/games/demo/vendors/${vendor.vassalage}/credentials`,
      headers: { authorization: `Bearer ${await server.operatorToken()}` },
      payload: { allowedIps: ['127.0.0.1'] },
    });
    const key = created.json<{ value: { keyId: string; secret: string } }>().value;
    const signed = (path: string, body: string, contentType = 'application/json') => {
      const timestamp = String(Math.floor(Date.now() / 1000));
      return server.inject({
        method: 'POST',
        url: path,
        headers: {
          'content-type': contentType,
          'x-vendor': key.keyId,
          'x-timestamp': timestamp,
          'x-signature': signRequest(key.secret, timestamp, path, body),
        },
        payload: body,
      });
    };
    const balance = `${SEAMLESS_API_PREFIX}balance`;
    const answers = {
      // The input guard's refusals: NUL in a field, a number beyond 2^53 - 1, nesting.
      nul: await signed(balance, JSON.stringify({ requestId: 'r\u0000', playerId: 'p1' })),
      huge: await signed(
        `${SEAMLESS_API_PREFIX}debit`,
        '{"requestId":"r","playerId":"p","transactionId":"t","roundId":"o","gameCode":"g","amount":1e23}',
      ),
      deep: await signed(balance, `{"requestId":"r","playerId":"p","x":${'['.repeat(40)}${']'.repeat(40)}}`),
      notFound: await signed(`${SEAMLESS_API_PREFIX}nope`, '{}'),
      method: await server.inject({ method: 'GET', url: balance }),
      tooLarge: await signed(balance, JSON.stringify({ requestId: 'r', playerId: 'p', pad: 'x'.repeat(20_000) })),
    };
    const expected: Record<keyof typeof answers, [number, string]> = {
      nul: [400, 'BAD_REQUEST'],
      huge: [400, 'BAD_REQUEST'],
      deep: [400, 'BAD_REQUEST'],
      notFound: [404, 'NOT_FOUND'],
      method: [405, 'METHOD_NOT_ALLOWED'],
      tooLarge: [413, 'BODY_TOO_LARGE'],
    };
    for (const [name, res] of Object.entries(answers) as [keyof typeof answers, (typeof answers)['nul']][]) {
      expect([res.statusCode, res.json<{ code: string }>().code], name).toEqual(expected[name]);
      const body = res.json<Record<string, unknown>>();
      expect([body.status, typeof body.message], name).toEqual(['ERROR', 'string']);
      expect(body, name).not.toHaveProperty('success');
    }

    // An unexpected failure (here the credential table is gone): 500 INTERNAL_ERROR, no internals.
    await server.database.db.execute(sql`alter table vendor_credentials rename to vendor_credentials_away`);
    try {
      const failed = await call(server, {
        method: 'POST',
        url: balance,
        headers: { 'x-vendor': 'UNCACHED-key', 'content-type': 'application/json' },
        payload: '{}',
      });
      expect(failed.statusCode).toBe(500);
      const body = failed.json<Record<string, unknown>>();
      expect(body).toMatchObject({ status: 'ERROR', code: 'INTERNAL_ERROR' });
      expect(String(body.message)).not.toMatch(/vendor_credentials|relation|select/i);
    } finally {
      await server.database.db.execute(sql`alter table vendor_credentials_away rename to vendor_credentials`);
    }
  });
});
