import { hostname } from 'node:os';
import { and, eq, lt, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { DatabaseHandle } from '../db/client';
import { rowsOf } from '../db/migrate';
import { jobRuns } from '../db/schema';

/** What one attempt at a period's run did. */
export type JobOutcome = 'ran' | 'failed' | 'skipped';

/** The advisory-lock class of job locks (the second key is the job name's hash). */
const JOB_LOCK_CLASS = 7346;
/** Journal rows are kept this long (a 10-second job writes about 17,000 rows in two days). */
const JOURNAL_KEEP_MS = 2 * 24 * 3_600_000;
const PRUNE_INTERVAL_MS = 3_600_000;

declare module 'fastify' {
  interface FastifyInstance {
    /** The scheduled-job runner every runEvery() registers with. */
    jobs: JobRunner;
  }
}

/**
 * Scheduled jobs, run once per period across every server process on the database
 * (docs/architecture.md "Many server processes"). Time is cut into periods of the job's interval
 * (aligned to the epoch, so every process agrees on them); the first process to insert the job's
 * (name, period start) into job_runs runs it, the others find the row and skip. On PostgreSQL the
 * claim and the run also hold a transaction-scoped advisory lock on the job's name, so a slow run
 * never overlaps the next period's on another process, and a process that dies mid-run rolls its
 * claim back: another one runs that period again. Tasks must therefore be safe to re-run (they
 * claim their work through the database as before).
 */
export class JobRunner {
  /** host:pid, written to the journal. */
  readonly runner = `${hostname()}:${process.pid}`;

  constructor(private readonly database: DatabaseHandle) {}

  /** Runs `name` for the period holding `at`, unless a process already ran (or is running) it. */
  async runPeriod(
    name: string,
    intervalMs: number,
    task: () => Promise<unknown>,
    at = Date.now(),
  ): Promise<JobOutcome> {
    const periodStart = new Date(Math.floor(at / intervalMs) * intervalMs);
    const claim = { name, periodStart, runner: this.runner, startedAt: new Date() };
    const { db } = this.database;
    if (this.database.kind === 'pglite') {
      // One process: no lock to take (and a transaction held open over the task would block the
      // task's own queries on PGlite's single connection).
      const claimed = await db.insert(jobRuns).values(claim).onConflictDoNothing().returning({ name: jobRuns.name });
      if (claimed.length === 0) return 'skipped';
      return failedIfError(name, await this.finish(db, name, periodStart, task));
    }
    const run = await db.transaction(async (tx) => {
      const [lock] = rowsOf<{ locked: boolean }>(
        await tx.execute(sql`select pg_try_advisory_xact_lock(${JOB_LOCK_CLASS}, hashtext(${name})) as locked`),
      );
      if (!lock?.locked) return undefined;
      const claimed = await tx.insert(jobRuns).values(claim).onConflictDoNothing().returning({ name: jobRuns.name });
      if (claimed.length === 0) return undefined;
      // A failure is recorded and committed (the period is done), and thrown after the commit.
      return { error: await this.finish(tx, name, periodStart, task) };
    });
    return run ? failedIfError(name, run.error) : 'skipped';
  }

  /** Drops journal rows past their keeping time. */
  async prune(now = Date.now()): Promise<void> {
    await this.database.db.delete(jobRuns).where(lt(jobRuns.startedAt, new Date(now - JOURNAL_KEEP_MS)));
  }

  private async finish(
    db: Pick<DatabaseHandle['db'], 'update'>,
    name: string,
    periodStart: Date,
    task: () => Promise<unknown>,
  ): Promise<string | null> {
    let error: string | null = null;
    try {
      await task();
    } catch (failure) {
      error = failure instanceof Error ? (failure.stack ?? failure.message) : String(failure);
    }
    await db
      .update(jobRuns)
      .set({ finishedAt: new Date(), error })
      .where(and(eq(jobRuns.name, name), eq(jobRuns.periodStart, periodStart)));
    return error;
  }
}

function failedIfError(name: string, error: string | null): JobOutcome {
  if (error !== null) throw new JobFailed(name, error);
  return 'ran';
}

/** A task's failure, recorded in the journal and logged by the schedule. */
export class JobFailed extends Error {
  constructor(
    readonly job: string,
    readonly detail: string,
  ) {
    super(`job ${job} failed: ${detail}`);
  }
}

/** Makes app.jobs and schedules the journal's pruning; buildApp calls it before any runEvery. */
export function registerJobRunner(app: FastifyInstance, database: DatabaseHandle): JobRunner {
  const jobs = new JobRunner(database);
  app.decorate('jobs', jobs);
  runEvery(app, 'job-journal-prune', PRUNE_INTERVAL_MS, () => jobs.prune());
  return jobs;
}

/**
 * Runs a background task once every `intervalMs` across all server processes while the app is up
 * (started on ready, stopped on close). Each process looks twice a period, so a period is never
 * missed, and a run never overlaps the previous one in this process. Tasks must be idempotent and
 * claim their work through the database (UPDATE ... WHERE status = ... RETURNING, or FOR UPDATE
 * SKIP LOCKED): a run that dies half way is run again.
 */
export function runEvery(app: FastifyInstance, name: string, intervalMs: number, task: () => Promise<unknown>): void {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  /** The last period this process asked about; it does not ask again within it. */
  let asked = -1;
  const tick = () => {
    const period = Math.floor(Date.now() / intervalMs);
    if (running || period === asked) return;
    asked = period;
    running = app.jobs
      .runPeriod(name, intervalMs, task)
      .then(() => undefined)
      .catch((error: unknown) => {
        // A failed claim (database unreachable) is asked again next tick; a failed task next period.
        if (!(error instanceof JobFailed)) asked = -1;
        app.log.error({ err: error, job: name }, 'scheduled job failed');
      })
      .finally(() => {
        running = undefined;
      });
  };
  app.addHook('onReady', () => {
    timer = setInterval(tick, Math.max(1, Math.floor(intervalMs / 2)));
    // A pending tick must not keep a finished process (or a test run) alive.
    timer.unref();
  });
  app.addHook('onClose', async () => {
    if (timer) clearInterval(timer);
    await running;
  });
}
