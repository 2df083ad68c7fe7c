import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ERROR_CODES, type ErrorCode, type ErrorEnvelope } from '../../shared/api/envelope';
import { ApiError } from '../lib/errors';
import { isApiPath, pathOf } from '../lib/paths';

/**
 * The envelope for failures, the global error handler and the not-found handler. Every
 * expected failure answers 4xx with a stable code; only a bug answers 500, logged with the
 * request id and never showing internals.
 */

/** Sends a failure envelope. */
export function sendError(
  reply: FastifyReply,
  statusCode: number,
  code: ErrorCode,
  message: string,
  value: unknown = null,
  retryAfter?: number,
): FastifyReply {
  const body: ErrorEnvelope = { success: false, value, message, code };
  if (retryAfter !== undefined) body.retryAfter = retryAfter;
  return reply.code(statusCode).type('application/json; charset=utf-8').send(body);
}

/**
 * An API with an envelope of its own (the seamless protocol): failures on its paths, including
 * 404, 405, 413 and 500, are sent by it instead of in the site's envelope.
 */
export interface ProtocolEnvelope {
  prefix: string;
  send: (reply: FastifyReply, statusCode: number, message: string) => FastifyReply;
}

/** Options: what to do with a non-API path nothing answered (the web app's fallback), other envelopes. */
export interface ErrorHandlingOptions {
  webFallback: (request: FastifyRequest, reply: FastifyReply) => FastifyReply | Promise<FastifyReply>;
  protocols?: ProtocolEnvelope[];
}

/**
 * The message of a 400 for input the database refused (a value out of range, a byte sequence it
 * cannot store): the input guard (plugins/input-guard.ts) should have refused it first, so it is
 * logged as an error too; the fuzz test fails on it.
 */
export const DATABASE_REFUSED_INPUT = 'Invalid request: a value does not fit the database';

/**
 * SQLSTATE codes of input the database could not take (class 22, data exception): numeric or
 * datetime out of range, invalid byte sequence (NUL), invalid text representation, string too long.
 */
const DATA_EXCEPTIONS = new Set(['22001', '22003', '22007', '22008', '22021', '22P02', '22P05']);

/** Whether an error (or the error it wraps, as Drizzle's query errors do) is a data exception. */
function isDataException(error: unknown): boolean {
  for (let cause = error, depth = 0; cause instanceof Error && depth < 4; depth++) {
    const code = (cause as { code?: unknown }).code;
    if (typeof code === 'string' && DATA_EXCEPTIONS.has(code)) return true;
    cause = cause.cause;
  }
  return false;
}

const STATUS_CODES: Record<number, ErrorCode> = {
  400: ERROR_CODES.badRequest,
  401: ERROR_CODES.notLoggedIn,
  403: ERROR_CODES.forbidden,
  404: ERROR_CODES.notFound,
  405: ERROR_CODES.methodNotSupported,
  413: ERROR_CODES.bodyTooLarge,
  415: ERROR_CODES.unsupportedMediaType,
  429: ERROR_CODES.tooManyRequests,
};

/** Sends a failure in the envelope of the path's protocol, or the site's. */
function sendFailure(
  protocols: readonly ProtocolEnvelope[],
  request: FastifyRequest,
  reply: FastifyReply,
  status: number,
  code: ErrorCode,
  message: string,
): FastifyReply {
  const path = pathOf(request.url);
  const protocol = protocols.find((candidate) => path.startsWith(candidate.prefix));
  return protocol ? protocol.send(reply, status, message) : sendError(reply, status, code, message);
}

/**
 * Fastify's `frameworkErrors` option: the router's own refusals (a malformed percent-escape in a
 * path parameter, a parameter over maxParamLength) in the same envelopes, instead of Fastify's.
 */
export function frameworkErrors(
  protocols: readonly ProtocolEnvelope[],
): (error: FastifyError, request: FastifyRequest, reply: FastifyReply) => void {
  return (error, request, reply) => {
    // 414 (a parameter too long) is a malformed request like the others: one status for clients to handle.
    void sendFailure(protocols, request, reply, 400, ERROR_CODES.badRequest, error.message);
  };
}

/** Installs the handlers; call before any route so the known-route table sees every route. */
export function registerErrorHandling(app: FastifyInstance, options: ErrorHandlingOptions): void {
  // Concrete API routes, to tell "wrong verb" (405) from "no such path" (404).
  const knownRoutes: { pattern: RegExp; methods: Set<string> }[] = [];
  app.addHook('onRoute', (route) => {
    if (!isApiPath(route.url) || route.url.includes('*')) return;
    const source = '^' + route.url.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/:[^/]+/g, '[^/]+') + '/?$';
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    const existing = knownRoutes.find((known) => known.pattern.source === source);
    if (existing) methods.forEach((m) => existing.methods.add(m));
    else knownRoutes.push({ pattern: new RegExp(source), methods: new Set(methods) });
  });

  const protocols = options.protocols ?? [];
  const fail = (request: FastifyRequest, reply: FastifyReply, status: number, code: ErrorCode, message: string) =>
    sendFailure(protocols, request, reply, status, code, message);

  app.setNotFoundHandler((request, reply) => {
    const path = pathOf(request.url);
    if (!isApiPath(path)) return options.webFallback(request, reply);
    const known = knownRoutes.find((route) => route.pattern.test(path));
    if (known) {
      reply.header('allow', [...known.methods].join(', '));
      return fail(request, reply, 405, ERROR_CODES.methodNotSupported, `${request.method} is not supported on ${path}`);
    }
    return fail(request, reply, 404, ERROR_CODES.notFound, `No API at ${request.method} ${path}`);
  });

  app.setErrorHandler((error: FastifyError | ApiError, request, reply) => {
    if (error instanceof ApiError && protocols.some((p) => pathOf(request.url).startsWith(p.prefix))) {
      for (const [name, value] of Object.entries(error.headers)) reply.header(name, value);
      return fail(request, reply, error.statusCode, error.code, error.message);
    }
    if (error instanceof ApiError) {
      for (const [name, value] of Object.entries(error.headers)) reply.header(name, value);
      return sendError(reply, error.statusCode, error.code, error.message, error.value, error.retryAfter);
    }
    if (error.validation) {
      return fail(
        request,
        reply,
        400,
        ERROR_CODES.badRequest,
        `Invalid ${error.validationContext ?? 'request'}: ${error.message}`,
      );
    }
    if (isDataException(error)) {
      // Not the client's fault alone: the input guard let a value through that it should have refused.
      request.log.error({ err: error, reqId: request.id }, 'input reached the database unchecked');
      return fail(request, reply, 400, ERROR_CODES.badRequest, DATABASE_REFUSED_INPUT);
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      return fail(request, reply, status, STATUS_CODES[status] ?? ERROR_CODES.badRequest, error.message);
    }
    request.log.error({ err: error, reqId: request.id }, 'unexpected error');
    return fail(
      request,
      reply,
      500,
      ERROR_CODES.internal,
      `System busy, please try again later (request ${request.id})`,
    );
  });
}
