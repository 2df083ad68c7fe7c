import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ENDPOINTS } from '../../shared/api/endpoints';
import { ERROR_CODES } from '../../shared/api/error-codes';
import { ApiError } from '../lib/errors';
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
 * Calls a session may make while its password must change (mustChangePassword: an operator
 * reset, a used temporary password, an expired one): the change itself, who am I (the client
 * learns from it that a change is due) and leaving. Every other call answers 403
 * password.change.required, so skipping the change dialog gains nothing.
 */
const DURING_PASSWORD_CHANGE = new Set([
  `${ENDPOINTS.changePassword.method} ${ENDPOINTS.changePassword.path}`,
  `${ENDPOINTS.memberInfo.method} ${ENDPOINTS.memberInfo.path}`,
  `${ENDPOINTS.logout.method} ${ENDPOINTS.logout.path}`,
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
    const route = `${request.method} ${request.routeOptions.url ?? ''}`;
    if (!NEEDS_TOKEN.has(route)) return;
    const ctx = contextOf(request);
    request.signedIn = await resolveSession(deps, ctx.brand, ctx.token);
    if (request.signedIn.member.mustChangePassword && !DURING_PASSWORD_CHANGE.has(route))
      throw new ApiError(403, ERROR_CODES.passwordChangeRequired, 'Change your password first');
  });
}

/** The signed-in member of a token route (set by the hook above). */
export function signedInOf(request: FastifyRequest): SignedIn {
  if (!request.signedIn) throw notSignedIn();
  return request.signedIn;
}
