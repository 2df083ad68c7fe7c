import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ENDPOINTS } from '../../shared/api/endpoints';
import type { AuthDeps } from '../modules/auth/deps';
import { notSignedIn, resolveSession, type SignedIn } from '../modules/auth/sessions';
import { contextOf } from './context';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in member on calls whose descriptor says token: true. */
    signedIn: SignedIn | null;
  }
}

/** Method and path of every call that needs a session (the logout also answers POST). */
const NEEDS_TOKEN = new Set([
  ...Object.values(ENDPOINTS)
    .filter((endpoint) => endpoint.token)
    .map((endpoint) => `${endpoint.method} ${endpoint.path}`),
  `POST ${ENDPOINTS.logout.path}`,
]);

/**
 * The one authentication step: before the body is even read, calls that need a token resolve the
 * member of the Authorization header (raw token, no Bearer) or answer 401 login.not.session.
 * Runs after the request context, so maintenance and region refusals come first.
 */
export function registerMemberAuth(app: FastifyInstance, deps: AuthDeps): void {
  app.decorateRequest('signedIn', null);
  app.addHook('onRequest', async (request) => {
    if (!NEEDS_TOKEN.has(`${request.method} ${request.routeOptions.url ?? ''}`)) return;
    const ctx = contextOf(request);
    request.signedIn = await resolveSession(deps, ctx.brand, ctx.token);
  });
}

/** The signed-in member of a token route (set by the hook above). */
export function signedInOf(request: FastifyRequest): SignedIn {
  if (!request.signedIn) throw notSignedIn();
  return request.signedIn;
}
