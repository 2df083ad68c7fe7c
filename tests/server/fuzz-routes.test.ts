// Every route of the built app, driven from its own schema with valid, boundary and hostile values
// (issue 17, "No 5xx, ever"). The routes come from the app's route table (plugins/input-guard.ts),
// so a route added later is driven without editing this file; the count driven is checked against
// Fastify's own listing. Fails on any 5xx, on a 400 the database produced (the input guard should
// have refused the value first), on an answer outside its envelope, and on any change to money or
// accounts made by a refused request (a digest of those tables before and after).
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENDPOINTS } from '../../src/shared/api/endpoints';
import { ERROR_CODES } from '../../src/shared/api/envelope';
import { encryptRequest } from '../../src/shared/crypto/rsa';
import { rowsOf } from '../../src/server/db/migrate';
import { SEAMLESS_API_PREFIX } from '../../src/server/lib/paths';
import { DATABASE_REFUSED_INPUT } from '../../src/server/plugins/errors';
import type { RouteEntry } from '../../src/server/plugins/input-guard';
import { PROTOCOL_CODES } from '../../src/server/modules/seamless/routes';
import { signRequest } from '../../src/server/modules/seamless/signature';
import { OPERATOR_PASSWORD, skipReason, startTestServer, type TestServer } from '../fixtures/server';
import { INDEX_HTML } from '../fixtures/server-web';
import { createMember, rsaKey, tokenOf } from './auth-client';
import { fund, seamlessVendor } from './seamless-support';
import { launchLuckyCrown } from './house-support';

const skip = await skipReason();

/**
 * Hostile requests per route and role beyond the valid ones (keeps the run to a few thousand
 * requests). PGlite drives the first third of them: the same routes and input guards, at several
 * times PostgreSQL's cost per request, so PostgreSQL's run is the one that drives them all.
 */
const HOSTILE_PER_ROUTE = process.env.TEST_DATABASE === 'postgres' ? 18 : 6;
const PLAYER = { username: 'fuzzplayer', password: 'Fuzz-player-2026' };

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type Schema = Record<string, unknown>;
type Role = 'visitor' | 'member' | 'operator' | 'vendor' | 'game';

const ENCRYPTED = new Set(
  Object.values(ENDPOINTS)
    .filter((endpoint) => endpoint.encrypt)
    .map((endpoint) => `${endpoint.method} ${endpoint.path}`),
);
const PAYMENT_CALLBACK_PREFIX = ENDPOINTS.paymentCallback.path.replace(/:.*$/, '');
const SITE_CODES = new Set<string>(Object.values(ERROR_CODES));

// Hostile values: control, NUL and bidi characters, huge and negative numbers, wrong types, prototype keys.
const HOSTILE_STRINGS = [
  'a\u0000b',
  '\u0001\u0007\u001b[31m\u007f',
  'x\u202e\u2066gnp.exe\u200f',
  '',
  'A'.repeat(5_000),
  '__proto__',
  '\ud800',
  ' \t\n',
];
const HOSTILE_NUMBERS = [2 ** 64, -(2 ** 64), 1e23, -1, 0, 2 ** 31, 2 ** 53, 1.5, -1e23];
const HOSTILE_TYPES: Json[] = [null, true, {}, [], 'abc', { constructor: { prototype: { polluted: 1 } } }];
/** Path and query values travel as text. */
const HOSTILE_TEXT = [
  'a\u0000b',
  '18446744073709551616',
  '1e23',
  '-1',
  '9'.repeat(400),
  'x\u202e\u0001',
  '__proto__',
  '0x10',
  '',
];
const HOSTILE_FIELDS: Json[] = [...HOSTILE_STRINGS, ...HOSTILE_NUMBERS, ...HOSTILE_TYPES];

/** A value the schema accepts where it can tell (formats and patterns by a few candidates). */
function sample(schema: Schema | undefined, depth = 0): Json {
  if (!schema || depth > 8) return 'x';
  if ('const' in schema) return schema.const as Json;
  if (Array.isArray(schema.enum)) return schema.enum[0] as Json;
  if (Array.isArray(schema.anyOf) || Array.isArray(schema.oneOf)) {
    const options = (schema.anyOf ?? schema.oneOf) as Schema[];
    return sample(options.find((option) => option.type !== 'null') ?? options[0], depth + 1);
  }
  if (Array.isArray(schema.allOf)) return sample((schema.allOf as Schema[])[0], depth + 1);
  switch (schema.type) {
    case 'object': {
      const out: Record<string, Json> = {};
      for (const [key, child] of Object.entries((schema.properties ?? {}) as Record<string, Schema>))
        out[key] = sample(child, depth + 1);
      return out;
    }
    case 'array': {
      const count = Math.max(1, Number(schema.minItems ?? 1));
      return Array.from({ length: count }, () => sample(schema.items as Schema, depth + 1));
    }
    case 'integer':
    case 'number': {
      const min = Number(schema.minimum ?? schema.exclusiveMinimum ?? 1);
      const max = Number(schema.maximum ?? schema.exclusiveMaximum ?? min + 100);
      const step = Number(schema.multipleOf ?? 1);
      const value = Math.min(Math.max(min, 1), max);
      return Math.ceil(value / step) * step;
    }
    case 'boolean':
      return true;
    case 'null':
      return null;
    case 'string':
      return sampleString(schema);
    default:
      return 'x';
  }
}

function sampleString(schema: Schema): string {
  const formats: Record<string, string> = {
    email: 'fuzz@example.com',
    uri: 'https://example.com/a',
    url: 'https://example.com/a',
    'date-time': '2026-01-01T00:00:00.000Z',
    date: '2026-01-01',
    ipv4: '127.0.0.1',
    uuid: '00000000-0000-4000-8000-000000000000',
  };
  const min = Number(schema.minLength ?? 1);
  const max = Number(schema.maxLength ?? 64);
  const candidates = [
    formats[String(schema.format)] ?? '',
    'Abcdef12',
    'abc',
    'ABC',
    '123456',
    '+639171234567',
    '09171234567',
    'en',
    'PHP',
    'a1',
    '1',
  ].filter((candidate) => candidate !== '');
  const pattern = typeof schema.pattern === 'string' ? new RegExp(schema.pattern, 'u') : null;
  const fit = (value: string) => value.length >= min && value.length <= max && (!pattern || pattern.test(value));
  for (const candidate of candidates) {
    const padded = candidate.length < min ? candidate + '1'.repeat(min - candidate.length) : candidate;
    if (fit(padded)) return padded;
  }
  return 'a'.repeat(Math.min(Math.max(min, 1), max));
}

/** The named properties of an object schema (params and query are objects of strings). */
function propertiesOf(schema: unknown): Record<string, Schema> {
  const s = schema as Schema | undefined;
  return (s?.properties ?? {}) as Record<string, Schema>;
}

interface Variant {
  params: Record<string, string>;
  query: Record<string, string>;
  body?: Json;
  /** A body sent as these exact bytes (not JSON.stringify of `body`). */
  raw?: { payload: string | Buffer; contentType: string };
  /** A raw, unencoded path segment value (for malformed percent-encoding). */
  rawParams?: boolean;
  label: string;
}

const text = (value: Json): string => (typeof value === 'string' ? value : JSON.stringify(value));

/** The valid request of a route and its hostile variants, at most HOSTILE_PER_ROUTE of the latter. */
function variantsOf(route: RouteEntry): { valid: Variant; hostile: Variant[] } {
  const paramNames = [...route.url.matchAll(/:([A-Za-z0-9_]+)/g)].map((match) => match[1]!);
  if (route.url.includes('*')) paramNames.push('*');
  const paramSchemas = propertiesOf(route.schema?.params);
  const params = Object.fromEntries(
    paramNames.map((name) => [
      name,
      paramSchemas[name] ? text(sample(paramSchemas[name])) : name === '*' ? 'a/b' : 'x',
    ]),
  );
  const query = Object.fromEntries(
    Object.entries(propertiesOf(route.schema?.querystring)).map(([name, schema]) => [name, text(sample(schema))]),
  );
  const bodySchema = (route.schema?.body ?? route.messageSchema) as Schema | undefined;
  const hasBody = !['GET', 'HEAD', 'OPTIONS'].includes(route.method);
  const body: Json | undefined = hasBody
    ? bodySchema
      ? sample(bodySchema)
      : { id: 1, name: 'x', amount: 1, orderNo: 'x', requestId: 'x' }
    : undefined;
  const valid: Variant = { params, query, body, label: 'valid' };

  // Field by field: each path, query and top-level body field gets hostile values in turn.
  const perField: Variant[][] = [];
  for (const name of paramNames)
    perField.push(
      HOSTILE_TEXT.map((value) => ({
        ...valid,
        params: { ...params, [name]: value },
        label: `param ${name}=${show(value)}`,
      })),
    );
  for (const name of Object.keys(query))
    perField.push(
      HOSTILE_TEXT.map((value) => ({
        ...valid,
        query: { ...query, [name]: value },
        label: `query ${name}=${show(value)}`,
      })),
    );
  if (body && typeof body === 'object' && !Array.isArray(body))
    for (const name of Object.keys(body))
      perField.push(
        HOSTILE_FIELDS.map((value) => ({
          ...valid,
          body: { ...body, [name]: value },
          label: `body.${name}=${show(value)}`,
        })),
      );
  const hostile: Variant[] = [];
  // Round robin over the fields so every field gets its first (worst) values within the bound.
  for (let round = 0; hostile.length < HOSTILE_PER_ROUTE && perField.some((list) => round < list.length); round++)
    for (const list of perField)
      if (round < list.length && hostile.length < HOSTILE_PER_ROUTE) hostile.push(list[round]!);

  // Whole requests: an unknown query field with NUL, a malformed escape, and for bodies deep,
  // huge, prototype-keyed, wrongly typed and non-JSON ones.
  hostile.push({ ...valid, query: { ...query, zz: '\u0000' }, label: 'query zz=NUL' });
  if (paramNames.length > 0)
    hostile.push({
      ...valid,
      params: { ...params, [paramNames[0]!]: '%E0%A4%A' },
      rawParams: true,
      label: 'bad escape',
    });
  if (hasBody) {
    const validText = JSON.stringify(body ?? {});
    const inner = validText.length > 2 ? validText.slice(1, -1) + ',' : '';
    hostile.push(
      {
        ...valid,
        raw: { payload: '['.repeat(5_000) + ']'.repeat(5_000), contentType: 'application/json' },
        label: 'deep array',
      },
      {
        ...valid,
        body: { ...(body as Record<string, Json>), extra: deep(100) },
        label: 'deep field',
      },
      {
        ...valid,
        raw: { payload: JSON.stringify({ pad: 'x'.repeat(1_100_000) }), contentType: 'application/json' },
        label: 'huge',
      },
      {
        ...valid,
        raw: { payload: `{${inner}"__proto__":{"isAdmin":true,"balance":1e23}}`, contentType: 'application/json' },
        label: '__proto__',
      },
      {
        ...valid,
        raw: { payload: `{${inner}"constructor":{"prototype":{"isAdmin":true}}}`, contentType: 'application/json' },
        label: 'constructor.prototype',
      },
      { ...valid, body: [body ?? null], label: 'array body' },
      { ...valid, raw: { payload: 'not json {', contentType: 'application/json' }, label: 'not JSON' },
      { ...valid, raw: { payload: randomBytes(64), contentType: 'application/octet-stream' }, label: 'bytes' },
      {
        ...valid,
        raw: { payload: 'a=%00&b=\u0001', contentType: 'application/x-www-form-urlencoded' },
        label: 'form NUL',
      },
    );
  }
  return { valid, hostile };
}

function deep(levels: number): Json {
  let value: Json = 1;
  for (let i = 0; i < levels; i++) value = { a: value };
  return value;
}

/** "METHOD /path" of every route in Fastify's printed tree (children print the rest of their parent's path). */
function printedRoutes(tree: string): string[] {
  const parents: string[] = [];
  const out: string[] = [];
  for (const line of tree.split('\n')) {
    const match = /^([\s│├└─]*)(\S+) \(([A-Z, ]+)\)\s*$/.exec(line);
    if (!match) continue;
    const depth = match[1]!.length / 4 - 1;
    const path = depth === 0 ? match[2]! : `${parents[depth - 1]!}${match[2]}`;
    parents[depth] = path;
    parents.length = depth + 1;
    for (const method of match[3]!.split(', ')) out.push(`${method} ${path}`);
  }
  return out;
}

const show = (value: Json): string => JSON.stringify(value).slice(0, 40);

/** The digest of money and accounts: balances, movements, members, operators, orders and credentials. */
async function digest(server: TestServer): Promise<string> {
  const agg = (columns: string, table: string, where = '') =>
    `(select md5(coalesce(string_agg(concat_ws(':', ${columns}), ',' order by id), '')) from ${table} ${where})`;
  const query = `select concat_ws('|',
    (select count(*) from ledger_transactions), (select count(*) from ledger_postings),
    ${agg('id, balance', 'ledger_accounts', 'where balance <> 0')},
    ${agg('id, username, password_hash, type, email, mobile, payee_name, disabled, must_change_password, upline_id, temp_password_hash', 'members')},
    ${agg('id, username, password_hash, role, disabled', 'operators')},
    (select md5(coalesce(string_agg(concat_ws(':', member_id, password_hash), ',' order by member_id), '')) from payment_passwords),
    ${agg('id, account_number, removed_at', 'payout_accounts')},
    ${agg('id, status, amount', 'withdrawal_orders')},
    ${agg('id, status, credit_minor', 'deposit_orders')},
    ${agg('id, status', 'adjustment_requests')},
    (select count(*) from seamless_transactions),
    ${agg('id, enabled', 'vendor_credentials')}) as digest`;
  return rowsOf<{ digest: string }>(await server.database.db.execute(sql.raw(query)))[0]!.digest;
}

describe.skipIf(skip !== null)('every route under valid, boundary and hostile input', () => {
  let server: TestServer;
  let modulus = '';
  const tokens: Record<'member' | 'operator' | 'game', string> = { member: '', operator: '', game: '' };
  let vendorKey = { keyId: '', secret: '' };
  let loginAddress = 0;
  let builds = '';

  async function renewTokens(): Promise<void> {
    tokens.member = await tokenOf(server, PLAYER, {}, `10.77.0.${++loginAddress % 250}`);
    const operator = await server.inject({
      method: 'POST',
      url: '/admin/api/session',
      payload: { username: 'admin', password: OPERATOR_PASSWORD },
      remoteAddress: `10.78.0.${loginAddress % 250}`,
    });
    if (operator.statusCode !== 200) throw new Error(`operator sign-in: ${operator.statusCode} ${operator.body}`);
    tokens.operator = operator.json<{ value: { token: string } }>().value.token;
    tokens.game = await launchLuckyCrown(server, tokens.member);
  }

  beforeAll(async () => {
    // The builds a production server has: the player app, and the operator console (absent, it answers 503).
    builds = mkdtempSync(join(tmpdir(), 'playhub-fuzz-'));
    for (const [dir, html] of [
      ['web', INDEX_HTML],
      ['console', '<!doctype html><title>Console</title>'],
    ] as const) {
      mkdirSync(join(builds, dir));
      writeFileSync(join(builds, dir, 'index.html'), html);
    }
    server = await startTestServer({ env: { WEB_ROOT: join(builds, 'web') } });
    const memberId = await createMember(server, PLAYER);
    const vendor = await seamlessVendor(server.database.db, 'FUZZ');
    await fund(server.database.db, vendor.brandId, memberId, 1_000_000n);
    await renewTokens();
    const credential = await server.inject({
      method: 'POST',
      url: `/admin/api/games/demo/vendors/${vendor.vassalage}/credentials`,
      headers: { authorization: `Bearer ${tokens.operator}` },
      payload: { allowedIps: ['127.0.0.1'] },
    });
    vendorKey = credential.json<{ value: { keyId: string; secret: string } }>().value;
    modulus = await rsaKey(server);
  });
  afterAll(async () => {
    await server?.close();
    rmSync(builds, { recursive: true, force: true });
  });

  /** The roles a route is called as; the first is the one hostile values are sent as. */
  function rolesOf(route: RouteEntry): Role[] {
    if (route.url.startsWith(SEAMLESS_API_PREFIX)) return ['vendor', 'visitor'];
    if (route.url.startsWith('/house/')) return ['game', 'visitor'];
    if (route.url.startsWith('/admin/')) return ['operator', 'member', 'visitor'];
    return ['member', 'visitor', 'operator'];
  }

  function request(route: RouteEntry, variant: Variant, role: Role): InjectOptions {
    let url = route.url;
    for (const [name, value] of Object.entries(variant.params)) {
      const encoded = variant.rawParams ? value : encodeURIComponent(value).replace(/%2F/g, name === '*' ? '/' : '%2F');
      url = name === '*' ? url.replace('*', encoded) : url.replace(`:${name}`, encoded);
    }
    const search = new URLSearchParams(variant.query).toString();
    if (search) url += `?${search}`;
    const headers: Record<string, string> = {};
    let payload: string | Buffer | undefined;
    if (variant.raw) {
      payload = variant.raw.payload;
      headers['content-type'] = variant.raw.contentType;
    } else if (variant.body !== undefined) {
      if (ENCRYPTED.has(`${route.method} ${route.url}`)) {
        const encrypted = encryptRequest(variant.body, modulus, (n) => new Uint8Array(randomBytes(n)));
        Object.assign(headers, encrypted.headers);
        payload = JSON.stringify(encrypted.body);
      } else payload = JSON.stringify(variant.body);
      headers['content-type'] = 'application/json';
    }
    if (role === 'member') headers.authorization = tokens.member;
    if (role === 'operator') headers.authorization = `Bearer ${tokens.operator}`;
    if (role === 'game') Object.assign(headers, { authorization: `Bearer ${tokens.game}`, origin: 'null' });
    if (role === 'vendor') {
      const timestamp = String(Math.floor(Date.now() / 1000));
      const bytes = typeof payload === 'string' ? payload : (payload?.toString('latin1') ?? '');
      Object.assign(headers, {
        'x-vendor': vendorKey.keyId,
        'x-timestamp': timestamp,
        'x-signature': signRequest(vendorKey.secret, timestamp, url.split('?')[0]!, bytes),
      });
    }
    return {
      method: route.method,
      url,
      headers,
      remoteAddress: '127.0.0.1',
      ...(payload === undefined ? {} : { payload }),
    };
  }

  /** What is wrong with an answer beyond its status: its envelope, or a database refusal. */
  function envelopeProblem(route: RouteEntry, res: LightMyRequestResponse): string | null {
    // Payment providers' callbacks answer in each provider's own format.
    if (res.statusCode < 400 || route.method === 'HEAD' || route.url.startsWith(PAYMENT_CALLBACK_PREFIX)) return null;
    let body: Record<string, unknown>;
    try {
      body = res.json<Record<string, unknown>>();
    } catch {
      // Web pages and static files may answer 4xx in HTML; API paths never do.
      return /^\/(wps|lgw|lotto|admin\/api|seamless|house\/api)\//.test(route.url) ? 'not JSON' : null;
    }
    if (body.message === DATABASE_REFUSED_INPUT) return 'refused by the database, not by the input guard';
    if (route.url.startsWith(SEAMLESS_API_PREFIX))
      return body.status === 'ERROR' && (PROTOCOL_CODES as readonly string[]).includes(String(body.code))
        ? null
        : `not the protocol's envelope: ${res.body.slice(0, 120)}`;
    if (/^\/(wps|lgw|lotto|admin\/api|house\/api)\//.test(route.url))
      return body.success === false && SITE_CODES.has(String(body.code))
        ? null
        : `not the site's envelope: ${res.body.slice(0, 120)}`;
    return null;
  }

  it('answers no 5xx, keeps every envelope and changes no money or account on a refusal', async () => {
    const started = Date.now();
    const routes = server.app.routeTable;
    // The table against the router: each entry is routed, and each route Fastify prints is in it
    // (printRoutes leaves out some wildcard routes, so it cannot give the count alone).
    const table = new Set(routes.map((route) => `${route.method} ${route.url}`));
    expect(table.size).toBe(routes.length);
    for (const route of routes)
      expect(server.app.hasRoute({ method: route.method, url: route.url }), route.url).toBe(true);
    // The printed tree merges parameter names (":id|:vassalage") and drops some slashes: compare shapes.
    const shape = (route: string) => route.replace(/:[^/]+/g, ':').replaceAll('/', '');
    const shapes = new Set([...table].map(shape));
    const printed = printedRoutes(server.app.printRoutes({ commonPrefix: false }));
    expect(printed.length).toBeGreaterThan(100);
    expect(printed.filter((route) => !shapes.has(shape(route)))).toEqual([]);

    const failures: string[] = [];
    const driven = new Set<string>();
    let requests = 0;
    let serverErrors = 0;
    let baseline = await digest(server);

    for (const route of routes) {
      const { valid, hostile } = variantsOf(route);
      const roles = rolesOf(route);
      const plan: { variant: Variant; role: Role }[] = [
        ...hostile.map((variant) => ({ variant, role: roles[0]! })),
        // Refused without a session too (the role checks come before the input's content).
        ...hostile.slice(0, 3).map((variant) => ({ variant, role: roles[1]! })),
        ...roles.map((role) => ({ variant: valid, role })),
      ];
      const runs = route.method === 'HEAD' ? plan.filter((step) => step.variant === valid) : plan;
      let acceptedAny = false;
      for (const { variant, role } of runs) {
        const res = await server.inject(request(route, variant, role));
        requests++;
        const where = `${route.method} ${route.url} as ${role} [${variant.label}]`;
        if (res.statusCode >= 500) {
          serverErrors++;
          failures.push(`${where}: ${res.statusCode} ${res.body.slice(0, 160)}`);
        }
        const problem = envelopeProblem(route, res);
        if (problem) failures.push(`${where}: ${res.statusCode} ${problem}`);
        // After every answer: a refusal must leave the digest as it was; an accepted call moves the baseline.
        const now = await digest(server);
        if (res.statusCode >= 400 && now !== baseline)
          failures.push(`${where}: refused, but changed money or accounts`);
        if (res.statusCode < 400) acceptedAny = true;
        baseline = now;
      }
      driven.add(`${route.method} ${route.url}`);
      // An accepted call may have ended a session (logout, password change): sign in again.
      if (acceptedAny) await keepSessions();
    }

    const seconds = ((Date.now() - started) / 1000).toFixed(1);
    console.log(
      `[fuzz ${process.env.TEST_DATABASE ?? 'pglite'}] ${driven.size} routes, ${requests} requests, ${serverErrors} answers 5xx, ${seconds} s`,
    );
    expect([...driven].sort()).toEqual([...table].sort());
    if (failures.length > 0) console.error(failures.join('\n'));
    expect(failures.slice(0, 40)).toEqual([]);
    expect(serverErrors).toBe(0);
  }, 600_000);

  async function keepSessions(): Promise<void> {
    const member = await server.inject({ url: '/wps/member/info', headers: { authorization: tokens.member } });
    const operator = await server.inject({
      url: '/admin/api/brands',
      headers: { authorization: `Bearer ${tokens.operator}` },
    });
    if (member.statusCode !== 200 || operator.statusCode !== 200) await renewTokens();
  }
});
