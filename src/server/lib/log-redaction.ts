import type { FastifyReply, FastifyRequest, FastifyServerOptions } from 'fastify';
import { isIP } from 'node:net';
import { normalizeIp } from './ip';
import { pathOf } from './paths';

/**
 * What the server logs about people: nothing it does not need. Every log line goes through the
 * logger built here, so this is the one place personal data is kept out of the logs:
 *  - requests are logged as method and path (query strings carry feedback text, contacts,
 *    phone numbers and tokens) with the client address truncated to its network (/24, /48);
 *  - errors keep their type, code, database fields (constraint, table, column) and stack
 *    frames, but not the values: a database error's parameters and detail are dropped, and
 *    quoted values, e-mail addresses, phone-like numbers and IP addresses in messages are masked;
 *  - secrets and bodies under their usual names (authorization, cookie, password, token,
 *    body) are replaced wherever they appear in a logged object, two levels deep.
 */

const REDACTED = '[redacted]';

/** Field names whose values are never logged (pino redact paths, top level and one level down). */
const SECRET_FIELDS = [
  'authorization',
  'cookie',
  'set-cookie',
  'password',
  'newPassword',
  'oldPassword',
  'payPassword',
  'token',
  'body',
  'params',
  'parameters',
];

/** Fields of an error kept as they are: codes and names, never values. */
const ERROR_FIELDS = [
  'code',
  'statusCode',
  'severity',
  'routine',
  'constraint',
  'constraint_name',
  'table',
  'table_name',
  'column',
  'column_name',
  'schema',
  'schema_name',
  // The SQL text of a Drizzle query error: placeholders ($1), never the values.
  'query',
];

/** How deep an error's cause chain is followed. */
const MAX_CAUSES = 5;

/** The network part of an address: IPv4 to /24, IPv6 to /48; anything else is not logged. */
export function truncateIp(ip: string): string {
  const address = normalizeIp(ip);
  const version = isIP(address);
  if (version === 4) return `${address.split('.').slice(0, 3).join('.')}.0/24`;
  if (version === 6) {
    // Expand "::" so the first three groups are the first three groups.
    const [head = '', tail] = address.split('::');
    const groups = head === '' ? [] : head.split(':');
    if (tail !== undefined) while (groups.length < 3) groups.push('0');
    return `${groups.slice(0, 3).join(':')}::/48`;
  }
  return REDACTED;
}

/** Masks values people typed or are identified by inside free text (error messages). */
export function maskPersonalText(text: string): string {
  return (
    text
      // A Drizzle query error ends with its parameter values: feedback, contacts, addresses.
      .replace(/\nparams: [^]*$/, `\nparams: ${REDACTED}`)
      .replace(/"[^"\n]*"|'[^'\n]*'/g, (quoted) => `${quoted[0]}${REDACTED}${quoted[0]}`)
      .replace(/[^\s@"'<>()]+@[^\s@"'<>()]+\.[a-z]{2,}/gi, REDACTED)
      .replace(/\b\d{1,3}(?:\.\d{1,3}){3}\b/g, (ip) => truncateIp(ip))
      .replace(/\+?\d[\d ().-]{5,}\d/g, REDACTED)
  );
}

interface LoggedError {
  type: string;
  message: string;
  stack: string;
  [field: string]: unknown;
}

/** An error as logged: type, masked message and stack, allow-listed fields and its causes. */
export function serializeError(error: unknown, depth = 0): LoggedError {
  if (!(error instanceof Error)) {
    const message = maskPersonalText(String(error));
    return { type: typeof error, message, stack: message };
  }
  const record = error as Error & Record<string, unknown>;
  const message = maskPersonalText(error.message);
  // The stack starts with "Name: message": keep the frames, under the masked message.
  const head = `${error.name}: ${error.message}`;
  const frames = typeof error.stack === 'string' && error.stack.startsWith(head) ? error.stack.slice(head.length) : '';
  const out: LoggedError = { type: error.name, message, stack: `${error.name}: ${message}${frames}` };
  for (const field of ERROR_FIELDS) {
    const value = record[field];
    if (typeof value === 'string' || typeof value === 'number') out[field] = value;
  }
  if (error.cause !== undefined && depth < MAX_CAUSES) out.cause = serializeError(error.cause, depth + 1);
  return out;
}

/** A request as logged: method, path and the client's network. */
function serializeRequest(request: FastifyRequest): Record<string, unknown> {
  return { method: request.method, path: pathOf(request.url), network: truncateIp(request.ip) };
}

function serializeReply(reply: Pick<FastifyReply, 'statusCode'>): Record<string, unknown> {
  return { statusCode: reply.statusCode };
}

/** Where log lines are written: anything with write(line). */
export interface LogStream {
  write(line: string): void;
}

type LoggerConfig = Exclude<NonNullable<FastifyServerOptions['logger']>, boolean>;

/** The Fastify/pino logger options of the server; `stream` lets tests read what is written. */
export function loggerOptions(level: string, stream?: LogStream): LoggerConfig {
  return {
    level,
    serializers: { err: serializeError, error: serializeError, req: serializeRequest, res: serializeReply },
    redact: { paths: SECRET_FIELDS.flatMap((field) => [`["${field}"]`, `*["${field}"]`]), censor: REDACTED },
    ...(stream ? { stream } : {}),
  };
}
