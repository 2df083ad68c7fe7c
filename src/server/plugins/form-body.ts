import type { FastifyInstance } from 'fastify';

/**
 * Reads application/x-www-form-urlencoded bodies into a plain object: the platform's forgot
 * password call is a form post (api-contract.md 3.3). Repeated names keep the last value.
 */
export function registerFormBodies(app: FastifyInstance): void {
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(body as string)));
  });
}
