import type { FastifyInstance } from 'fastify';

/**
 * Runs a background task every `intervalMs` while the app is up (started on ready, stopped on
 * close). A run never overlaps the previous one in this process; tasks must still be idempotent
 * and claim their work through the database (UPDATE ... WHERE status = ... RETURNING, or
 * FOR UPDATE SKIP LOCKED), because several server processes run the same schedule side by side.
 */
export function runEvery(app: FastifyInstance, name: string, intervalMs: number, task: () => Promise<unknown>): void {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  const tick = () => {
    if (running) return;
    running = task()
      .then(() => undefined)
      .catch((error: unknown) => app.log.error({ err: error, job: name }, 'scheduled job failed'))
      .finally(() => {
        running = undefined;
      });
  };
  app.addHook('onReady', () => {
    timer = setInterval(tick, intervalMs);
    // A pending tick must not keep a finished process (or a test run) alive.
    timer.unref();
  });
  app.addHook('onClose', async () => {
    if (timer) clearInterval(timer);
    await running;
  });
}
