import type { FastifyInstance } from 'fastify';
import type { DatabaseHandle } from './db/client';

/**
 * Graceful stop: the server stops accepting connections, answers new requests on kept-alive
 * connections with 503, lets in-flight requests finish, and only then closes the database.
 */
export async function shutdown(app: FastifyInstance, database: DatabaseHandle): Promise<void> {
  // close() drops connections that are idle when it starts; a keep-alive connection whose
  // request finishes later would otherwise hold the close open until its keep-alive timeout.
  const sweep = setInterval(() => app.server.closeIdleConnections(), 50);
  try {
    await app.close();
  } finally {
    clearInterval(sweep);
    await database.close();
  }
}

/** Wires SIGINT/SIGTERM to shutdown(); a second signal or a stuck close forces exit. */
export function installSignalHandlers(app: FastifyInstance, database: DatabaseHandle, forceAfterMs = 10_000): void {
  let stopping = false;
  const onSignal = (signal: NodeJS.Signals): void => {
    if (stopping) {
      app.log.warn({ signal }, 'second signal: exiting now');
      process.exit(1);
    }
    stopping = true;
    app.log.info({ signal }, 'shutting down: finishing in-flight requests');
    const force = setTimeout(() => {
      app.log.error('shutdown took too long: exiting');
      process.exit(1);
    }, forceAfterMs);
    force.unref();
    shutdown(app, database).then(
      () => {
        app.log.info('stopped');
        process.exit(0);
      },
      (error: unknown) => {
        app.log.error({ err: error }, 'error during shutdown');
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', onSignal);
  process.on('SIGTERM', onSignal);
}
