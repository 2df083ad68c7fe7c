import type { FastifyInstance } from 'fastify';
import { ERROR_CODES } from '../../../shared/api/error-codes';
import { REALTIME_PATH } from '../../../shared/api/realtime';
import { ApiError } from '../../lib/errors';
import type { AuthDeps } from '../auth/deps';
import type { BrandCache } from '../system/brand-cache';
import { authenticate } from './authenticate';
import type { RealtimeHub } from './hub';
import { serveSocket } from './serve';
import type { HubSocket } from './socket';

/**
 * The hub's WebSocket endpoint. The upgrade request passes the request context like any /wps
 * call (brand from the Merchant header, maintenance and region refusals); the session token comes
 * in the first frame, never in the URL (docs/architecture.md "Realtime hub"). A plain GET is told
 * to upgrade in the API's envelope.
 */
export function realtimeRoutes(
  app: FastifyInstance,
  hub: RealtimeHub,
  deps: { auth: AuthDeps; brands: BrandCache },
): void {
  app.route({
    method: 'GET',
    url: REALTIME_PATH,
    handler: () => {
      throw new ApiError(400, ERROR_CODES.badRequest, 'Connect with a WebSocket');
    },
    wsHandler: (socket, request) =>
      serveSocket(hub, socket as unknown as HubSocket, (frame) => authenticate(deps, request, frame), request.log),
  });
}
