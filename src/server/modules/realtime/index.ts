import fastifyWebsocket from '@fastify/websocket';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config';
import type { DatabaseHandle } from '../../db/client';
import type { AuthDeps } from '../auth/deps';
import type { BrandCache } from '../system/brand-cache';
import { changeBusFanout, redisFanout } from './fanout';
import { RealtimeHub } from './hub';
import { realtimeRoutes } from './routes';
import { liveSessions } from './sessions';

export { RealtimeHub } from './hub';

declare module 'fastify' {
  interface FastifyInstance {
    /** The realtime hub: `app.realtime.publish(topic, event, data)` reaches open pages on every process. */
    realtime: RealtimeHub;
  }
}

/** Periods and bounds of the hub (tests/unit/server/realtime-hub.test.ts drives the hub with shorter ones). */
const TUNING = {
  // Under the usual 60 s idle timeout of proxies, so a quiet socket is not cut by nginx either.
  pingMs: 30_000,
  sessionCheckMs: 60_000,
  // A few tabs and the desktop app; more is a script.
  maxSocketsPerPlayer: 8,
  // Hundreds of small events: a healthy client never gets near it.
  maxBuffered: 256 * 1024,
} as const;

/** Hard cap of one incoming WebSocket message; `ws` closes the socket (1009) past it, before reading it all. */
const MAX_PAYLOAD_BYTES = 64 * 1024;

/**
 * Registers the hub: the WebSocket plugin, the endpoint and `app.realtime`. Events cross processes
 * over Redis when REDIS_URL is set, else over the database's change bus (LISTEN/NOTIFY on
 * PostgreSQL, in process on PGlite). Ready waits for the fan-out to listen; close says goodbye
 * to every socket (1001) before the database closes.
 */
export async function registerRealtime(
  app: FastifyInstance,
  deps: { config: Config; database: DatabaseHandle; auth: AuthDeps; brands: BrandCache },
): Promise<RealtimeHub> {
  const { config, database } = deps;
  const fanout = config.redis
    ? redisFanout(config.redis.url, config.redis.channel, (error) =>
        app.log.warn({ err: error }, 'realtime: Redis connection failed'),
      )
    : changeBusFanout(database.changes);
  const hub = new RealtimeHub({
    ...TUNING,
    fanout,
    log: app.log,
    liveSessions: (ids) => liveSessions(database.db, ids, new Date(deps.auth.now())),
  });
  app.decorate('realtime', hub);
  await app.register(fastifyWebsocket, {
    options: { maxPayload: MAX_PAYLOAD_BYTES },
    // Instead of the plugin's plain close: going away (1001), so clients reconnect to another process.
    preClose: () => hub.close(),
  });
  realtimeRoutes(app, hub, { auth: deps.auth, brands: deps.brands });
  hub.start();
  app.addHook('onReady', () => hub.listening());
  return hub;
}
