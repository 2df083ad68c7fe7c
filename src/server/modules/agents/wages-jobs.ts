import type { FastifyInstance } from 'fastify';
import type { ContractKind } from '../../../shared/api/agent';
import type { Database } from '../../db/client';
import { runEvery } from '../../lib/scheduler';
import { REALTIME_WINDOW_MS } from './wages-periods';
import { settleDue, type SettleOptions } from './wages-settle';

/**
 * The wage jobs on the job runner (once per interval across processes, journal in job_runs).
 * Each run settles every closed period of its kind not yet settled (a few back, so a process that
 * was down catches up): real-time wages every 5 minutes, hourly salary after each hour, daily
 * salary and dividends after the brand's business day closed (looked for every 15 minutes: brands
 * close their days at different instants).
 */
export const WAGE_JOBS: Record<ContractKind, { name: string; intervalMs: number }> = {
  realtime: { name: 'agent-wages-realtime', intervalMs: REALTIME_WINDOW_MS },
  hourly: { name: 'agent-wages-hourly', intervalMs: 10 * 60_000 },
  daily: { name: 'agent-wages-daily', intervalMs: 15 * 60_000 },
  dividend: { name: 'agent-wages-dividend', intervalMs: 15 * 60_000 },
};

export function registerWageJobs(
  app: FastifyInstance,
  db: Database,
  options: { now: () => number } & Pick<SettleOptions, 'concurrency' | 'busyShare'>,
): void {
  for (const [kind, job] of Object.entries(WAGE_JOBS) as [ContractKind, (typeof WAGE_JOBS)[ContractKind]][])
    runEvery(app, job.name, job.intervalMs, () =>
      settleDue(db, kind, options.now(), { concurrency: options.concurrency, busyShare: options.busyShare }),
    );
}
