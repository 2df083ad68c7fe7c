import type { FastifyInstance, FastifyReply } from 'fastify';
import { HEADERS, RESPONSE_HEADERS } from '../../shared/api/headers';
import { isApiPath, pathOf } from '../lib/paths';

/** What a preflight allows: the platform's verbs and every header the clients send. */
export const CORS_ALLOW_METHODS = 'GET, POST, PUT, DELETE';
export const CORS_ALLOW_HEADERS = ['Content-Type', ...Object.values(HEADERS)].join(', ');
/**
 * Response headers a cross-origin page may read: browsers hide all but a few safe ones, and the
 * desktop app needs the captcha image's id to name the image its answer is for.
 */
export const CORS_EXPOSE_HEADERS = Object.values(RESPONSE_HEADERS).join(', ');
/** How long a browser may reuse a preflight answer, in seconds. */
export const CORS_MAX_AGE_S = 600;

/**
 * Cross-origin access for the configured origins only (CORS_ORIGINS; the desktop app loads the
 * renderer from app://bundle and calls the API on the server's origin). Requests from other
 * origins, and requests without an Origin, get no CORS headers at all, so browsers keep
 * blocking them. No credentials: the platform sends its token in a header, never in cookies.
 *
 * Register before the request context: a preflight is answered here, before any brand,
 * maintenance or region rule runs, and the allow-origin header is added in onSend so that every
 * answer to an allowed origin carries it, error envelopes, 404s and refusals included.
 */
export function registerCors(app: FastifyInstance, origins: readonly string[]): void {
  const allowed = new Set(origins);
  const allowedOrigin = (origin: string | undefined): origin is string => origin !== undefined && allowed.has(origin);

  app.addHook('onRequest', (request, reply, done) => {
    const isPreflight =
      request.method === 'OPTIONS' &&
      request.headers['access-control-request-method'] !== undefined &&
      allowedOrigin(request.headers.origin) &&
      isApiPath(pathOf(request.url));
    if (!isPreflight) return done();
    // Answered here: no route, brand or maintenance rule is involved in a preflight.
    void reply
      .code(204)
      .header('access-control-allow-methods', CORS_ALLOW_METHODS)
      .header('access-control-allow-headers', CORS_ALLOW_HEADERS)
      .header('access-control-max-age', String(CORS_MAX_AGE_S))
      .send();
  });

  app.addHook('onSend', (request, reply, payload, done) => {
    const origin = request.headers.origin;
    if (allowedOrigin(origin)) {
      reply.header('access-control-allow-origin', origin);
      reply.header('access-control-expose-headers', CORS_EXPOSE_HEADERS);
      appendVary(reply, 'Origin');
    }
    done(null, payload);
  });
}

/** Adds a name to the Vary header, keeping what other hooks put there. */
function appendVary(reply: FastifyReply, name: string): void {
  const current = reply.getHeader('vary');
  const text = Array.isArray(current) ? current.join(', ') : current === undefined ? '' : String(current);
  if (text === '') {
    reply.header('vary', name);
    return;
  }
  const names = text.split(',').map((part) => part.trim().toLowerCase());
  if (!names.includes(name.toLowerCase()) && !names.includes('*')) reply.header('vary', `${text}, ${name}`);
}
