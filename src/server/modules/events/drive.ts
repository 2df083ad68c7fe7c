import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client';
import { drain, type Consumer } from './consumer';

/**
 * Keeps `consumers` caught up while the app is up: every `intervalMs` each one drains its stream
 * (a tick never overlaps the previous one in this process; across processes the consumer's lock
 * lets one run at a time and the others skip). Exactly-once lives in runBatch, not here.
 */
export function driveConsumers(app: FastifyInstance, db: Database, consumers: Consumer[], intervalMs: number): void {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  const tick = () => {
    if (running) return;
    running = (async () => {
      for (const consumer of consumers) {
        try {
          await drain(db, consumer);
        } catch (error) {
          // Nothing of the failed batch was applied; the next tick tries it again.
          app.log.error({ err: error, consumer: consumer.name }, 'stream consumer failed');
        }
      }
    })().finally(() => {
      running = undefined;
    });
  };
  app.addHook('onReady', () => {
    timer = setInterval(tick, intervalMs);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    if (timer) clearInterval(timer);
    await running;
  });
}
