import type { FastifyInstance, FastifyRequest, FastifySchema, HTTPMethods } from 'fastify';
import { badRequest } from '../lib/errors';

/**
 * The one input boundary every route passes (issue 17, "No 5xx, ever"). Values the database
 * cannot hold are refused with 400 here, before any handler runs, instead of failing deep
 * inside a query as 500:
 * - every route's request schema is tightened when the route is added: an integer without
 *   bounds gets the bounds of the database's `integer` column (ids, pages, counts are int4; a
 *   field that holds more, such as an epoch-ms time, states its bounds: shared/api/bounds.ts).
 *   Decimal numbers (amounts) are left to their parsers, which refuse them with their own codes;
 * - after validation (so on coerced query values and decrypted bodies too), every string in the
 *   path, query, parsed body and headers is refused if it carries NUL or another C0 control
 *   character (tab, line feed and carriage return are allowed in free text) or a lone UTF-16
 *   surrogate, and bodies nested
 *   deeper than any message needs. A body a route reads raw (text or bytes, e.g. to check a
 *   signature over it) is that route's to parse: it applies unsafeValue to what it parsed.
 * It also keeps the table of routes (method, path, schema) the fuzz test drives.
 */

/** PostgreSQL `integer`, the type of every id and count column. */
export const INT4_MIN = -2_147_483_648;
export const INT4_MAX = 2_147_483_647;
/** No message nests deeper than a few levels; a deeper body is an attack on the walkers. */
export const MAX_DEPTH = 32;

/** C0 controls and DEL except tab, line feed and carriage return. */
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;
/**
 * A lone UTF-16 surrogate (half of a pair): JSON can carry one ("\ud800"), UTF-8 and therefore
 * the database cannot. In unicode mode a well-formed pair is one code point and does not match.
 */
const LONE_SURROGATE = /\p{Cs}/u;
/** In a header only tab is allowed (HTTP field values have no line breaks). */
// eslint-disable-next-line no-control-regex
const HEADER_CONTROL = /[\u0000-\u0008\u000a-\u001f\u007f]/;

/** One route of the app as added (HEAD routes Fastify adds for GET included). */
export interface RouteEntry {
  method: HTTPMethods;
  url: string;
  schema: FastifySchema | undefined;
  /** The schema of a body the route reads itself (config.messageSchema). */
  messageSchema: unknown;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Every route of the app, in the order added (plugins/input-guard.ts). */
    routeTable: readonly RouteEntry[];
  }
  interface FastifyContextConfig {
    /**
     * The JSON schema of the message in a body the route parses itself (read as raw text, e.g.
     * to check a signature over its bytes), so the route table describes it too.
     */
    messageSchema?: unknown;
  }
}

/** Installs the schema tightening and the guard; call before any route is added. */
export function registerInputGuard(app: FastifyInstance): void {
  const routes: RouteEntry[] = [];
  app.decorate('routeTable', routes);
  app.addHook('onRoute', (route) => {
    if (route.schema) route.schema = tightenSchema(route.schema);
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    const messageSchema = route.config?.messageSchema;
    for (const method of methods) routes.push({ method, url: route.url, schema: route.schema, messageSchema });
  });
  // preHandler: after the body is decrypted and the schema has coerced query and path values.
  app.addHook('preHandler', (request, _reply, done) => {
    const problem = inputProblem(request);
    done(problem ? badRequest(`Invalid request: ${problem}`) : undefined);
  });
}

function inputProblem(request: FastifyRequest): string | null {
  for (const [name, value] of Object.entries(request.headers)) {
    // Node's HTTP parser already refuses these on the wire; in-process callers are held to the same rule.
    const values = Array.isArray(value) ? value : [value];
    if (values.some((one) => typeof one === 'string' && HEADER_CONTROL.test(one)))
      return `header ${name} contains a control character`;
  }
  const parsedBody = typeof request.body === 'string' ? undefined : request.body;
  return unsafeValue(request.params, 'path') ?? unsafeValue(request.query, 'query') ?? unsafeValue(parsedBody, 'body');
}

/**
 * Why a parsed value cannot be taken (a NUL or other control character in a string or a key,
 * nesting deeper than MAX_DEPTH), or null. Also for routes that parse their own bodies (the
 * seamless protocol, payment callbacks).
 */
export function unsafeValue(value: unknown, where: string): string | null {
  const stack: { value: unknown; depth: number; path: string }[] = [{ value, depth: 0, path: where }];
  while (stack.length > 0) {
    const { value: item, depth, path } = stack.pop()!;
    if (typeof item === 'string') {
      if (CONTROL.test(item)) return `${path} contains a control character`;
      if (LONE_SURROGATE.test(item)) return `${path} is not well-formed text`;
    } else if (item !== null && typeof item === 'object' && !Buffer.isBuffer(item)) {
      if (depth >= MAX_DEPTH) return `${path} is nested too deeply`;
      for (const [key, child] of Object.entries(item)) {
        if (CONTROL.test(key) || LONE_SURROGATE.test(key)) return `${path} has a key that is not plain text`;
        stack.push({ value: child, depth: depth + 1, path: `${path}.${key.slice(0, 32)}` });
      }
    }
  }
  return null;
}

type SchemaNode = Record<string | symbol, unknown>;

/**
 * A copy of the route schema whose request parts carry database bounds: an integer without
 * a maximum or minimum gets int4's. Copied, not changed in place: the same TypeBox objects
 * describe answers and are shared between routes.
 */
function tightenSchema(schema: FastifySchema): FastifySchema {
  const tightened: FastifySchema = { ...schema };
  for (const part of ['params', 'querystring', 'body', 'headers'] as const) {
    if (schema[part] !== undefined) tightened[part] = tightenNode(schema[part]);
  }
  return tightened;
}

function tightenNode(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(tightenNode);
  if (node === null || typeof node !== 'object') return node;
  const copy: SchemaNode = {};
  // Own keys including TypeBox's non-enumerable markers ('~kind', '~optional').
  for (const key of Reflect.ownKeys(node)) {
    const descriptor = Object.getOwnPropertyDescriptor(node, key)!;
    if ('value' in descriptor) descriptor.value = tightenNode(descriptor.value);
    Object.defineProperty(copy, key, descriptor);
  }
  if (copy.type === 'integer') {
    copy.minimum ??= copy.exclusiveMinimum === undefined ? INT4_MIN : undefined;
    copy.maximum ??= copy.exclusiveMaximum === undefined ? INT4_MAX : undefined;
  }
  for (const key of ['minimum', 'maximum'] as const) if (copy[key] === undefined) delete copy[key];
  return copy;
}
