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

/** Options: what to do with a non-API path nothing answered (the web app's fallback). */
export interface ErrorHandlingOptions {
  webFallback: (request: FastifyRequest, reply: FastifyReply) => FastifyReply | Promise<FastifyReply>;
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

  app.setNotFoundHandler((request, reply) => {
    const path = pathOf(request.url);
    if (!isApiPath(path)) return options.webFallback(request, reply);
    const known = knownRoutes.find((route) => route.pattern.test(path));
    if (known) {
      reply.header('allow', [...known.methods].join(', '));
      return sendError(reply, 405, ERROR_CODES.methodNotSupported, `${request.method} is not supported on ${path}`);
    }
    return sendError(reply, 404, ERROR_CODES.notFound, `No API at ${request.method} ${path}`);
  });

  app.setErrorHandler((error: FastifyError | ApiError, request, reply) => {
    if (error instanceof ApiError) {
      for (const [name, value] of Object.entries(error.headers)) reply.header(name, value);
      return sendError(reply, error.statusCode, error.code, error.message, error.value, error.retryAfter);
    }
    if (error.validation) {
      return sendError(
        reply,
        400,
        ERROR_CODES.badRequest,
        `Invalid ${error.validationContext ?? 'request'}: ${error.message}`,
      );
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      return sendError(reply, status, STATUS_CODES[status] ?? ERROR_CODES.badRequest, error.message);
    }
    request.log.error({ err: error, reqId: request.id }, 'unexpected error');
    return sendError(reply, 500, ERROR_CODES.internal, `System busy, please try again later (request ${request.id})`);
  });
}
