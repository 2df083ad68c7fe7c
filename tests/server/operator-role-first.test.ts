// Role before body (issue 17): every operator route, as registered, answers a caller without the
// right (no token, a player's token, an operator of another role) with 401 or 403 whatever the
// body and query, never with the 400 of its validation, and refused calls change nothing; every
// member call that needs a session answers 401 without one, whatever the body.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { OperatorRole } from '../../src/shared/api/admin';
import { ENDPOINTS } from '../../src/shared/api/endpoints';
import { operatorAccessOf } from '../../src/server/modules/admin/route-access';
import { skipReason, startTestServer, type TestServer } from '../fixtures/server';
import { operatorToken } from './content-support';
import { memberToken } from './games-support';
import { query } from './wallet-support';

const skip = await skipReason();

/** Every route the app has, as [method, pattern], read from Fastify's route tree. */
function routesOf(app: FastifyInstance): [string, string][] {
  const routes: [string, string][] = [];
  const stack: string[] = [];
  for (const line of app.printRoutes({ commonPrefix: false }).split('\n')) {
    const match = /^(.*?)[├└]── (\S+)(?: \(([^)]+)\))?$/.exec(line);
    if (!match) continue;
    const depth = [...(match[1] ?? '')].length / 4;
    // Children continue their parent's text (the tree splits on shared prefixes, not on "/").
    const path = (depth === 0 ? '' : (stack[depth - 1] ?? '')) + (match[2] ?? '');
    stack[depth] = path;
    stack.length = depth + 1;
    for (const method of (match[3] ?? '').split(', ').filter((m) => m !== '' && m !== 'HEAD'))
      routes.push([method, path]);
  }
  return routes;
}

/** A concrete URL for a route pattern, with a query no route accepts. */
const urlOf = (pattern: string) =>
  `${pattern.replace(/:merchant/g, 'demo').replace(/:[A-Za-z]+/g, '1')}?page=-1&limit=x&merchant=&junk[]=1`;

/** Bodies that fail every schema (wrong type, not JSON at all). */
const BAD_BODIES: { payload: string; type: string }[] = [
  { payload: '{"translations": 5, "amount": "lots", "__proto__": {"x": 1}}', type: 'application/json' },
  { payload: '{not json', type: 'application/json' },
  { payload: '[]', type: 'application/json' },
];

describe.skipIf(skip)('operator routes check the role first', () => {
  let server: TestServer;
  let tokens: Record<OperatorRole, string>;
  let player: string;
  beforeAll(async () => {
    server = await startTestServer();
    tokens = {
      admin: await server.operatorToken(),
      operator: await operatorToken(server, 'rolefirst-op', 'operator'),
      cashier: await operatorToken(server, 'rolefirst-cash', 'cashier'),
    };
    player = (await memberToken(server, 'rolefirst1')).token;
  });
  afterAll(() => server?.close());

  it('finds the operator routes in the route tree', () => {
    const routes = routesOf(server.app).filter(([, path]) => path.startsWith('/admin/api/'));
    expect(routes.length).toBeGreaterThan(40);
    expect(routes).toContainEqual(['POST', '/admin/api/cashier/withdrawals/:orderNo/approve']);
    expect(routes).toContainEqual(['PUT', '/admin/api/brands/:merchant/maintenance']);
  });

  it('answers 401 or 403, never 400, to callers without the role, whatever the body', async () => {
    const routes = routesOf(server.app).filter(([method, path]) => {
      const access = operatorAccessOf(method, path);
      return access !== undefined && access !== 'public';
    });
    const auditBefore = await query<{ n: number }>(
      server.database.db,
      sql`select count(*)::int as n from operator_audit`,
    );
    const refused: string[] = [];
    for (const [method, path] of routes) {
      const access = operatorAccessOf(method, path);
      const unauthorised: [string, string, number][] = [
        ['no token', '', 401],
        ['a player token', `Bearer ${player}`, 401],
        ['a bad token', 'Bearer nope', 401],
      ];
      if (Array.isArray(access))
        for (const role of ['operator', 'cashier'] as const)
          if (!access.includes(role)) unauthorised.push([role, `Bearer ${tokens[role]}`, 403]);
      for (const [who, authorization, status] of unauthorised) {
        for (const body of method === 'GET' ? [undefined] : BAD_BODIES) {
          const res = await server.inject({
            method: method as 'GET',
            url: urlOf(path),
            headers: { ...(authorization ? { authorization } : {}), ...(body ? { 'content-type': body.type } : {}) },
            ...(body ? { payload: body.payload } : {}),
          });
          if (res.statusCode !== status) refused.push(`${method} ${path} as ${who}: ${res.statusCode} ${res.body}`);
        }
      }
    }
    expect(refused).toEqual([]);
    const auditAfter = await query<{ n: number }>(
      server.database.db,
      sql`select count(*)::int as n from operator_audit`,
    );
    expect(auditAfter).toEqual(auditBefore);
  });

  it('answers 401, never 400, to a member call without a session, whatever the body', async () => {
    const refused: string[] = [];
    for (const endpoint of Object.values(ENDPOINTS).filter((candidate) => candidate.token)) {
      for (const authorization of ['', 'not-a-session']) {
        const res = await server.inject({
          method: endpoint.method,
          url: urlOf(endpoint.path),
          headers: { 'content-type': 'application/json', ...(authorization ? { authorization } : {}) },
          ...(endpoint.method === 'GET' ? {} : { payload: '{not json' }),
        });
        if (res.statusCode !== 401) refused.push(`${endpoint.method} ${endpoint.path}: ${res.statusCode} ${res.body}`);
      }
    }
    expect(refused).toEqual([]);
  });

  it('still validates the body of a caller with the role', async () => {
    const res = await server.inject({
      method: 'PUT',
      url: '/admin/api/brands/demo/maintenance',
      headers: { authorization: `Bearer ${tokens.operator}`, 'content-type': 'application/json' },
      payload: '{"enabled": "sometimes"}',
    });
    expect(res.statusCode).toBe(400);
  });
});
