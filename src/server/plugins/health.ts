import type { FastifyInstance } from 'fastify';
import Type from 'typebox';
import type { DatabaseHandle } from '../db/client';

const HealthSchema = Type.Object({ status: Type.String(), db: Type.String() });
const DB_CHECK_TIMEOUT_MS = 2_000;

/** GET /healthz: 200 when the database answers, 503 otherwise (for load balancers and start scripts). */
export function registerHealth(app: FastifyInstance, database: DatabaseHandle): void {
  app.get('/healthz', { schema: { response: { 200: HealthSchema, 503: HealthSchema } } }, async (request, reply) => {
    try {
      await withTimeout(database.ping(), DB_CHECK_TIMEOUT_MS);
      return { status: 'ok', db: 'ok' };
    } catch (error) {
      request.log.warn({ err: error }, 'health check: database not answering');
      return reply.code(503).send({ status: 'error', db: 'error' });
    }
  });
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}
