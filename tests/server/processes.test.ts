// The building blocks that let several server processes share one database: the job runner
// (once per period across processes), the change bus and the shared RSA key. On PostgreSQL each
// "process" is its own pool of connections to the same database; PGlite is one process.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { openDatabase, type DatabaseHandle } from '../../src/server/db/client';
import { migrate, rowsOf } from '../../src/server/db/migrate';
import { JobFailed, JobRunner } from '../../src/server/lib/scheduler';
import { RsaKeyRing } from '../../src/server/modules/auth/rsa-keys';
import { eventually, freshDatabase, skipReason, TEST_DATABASE } from '../fixtures/server';

const skip = await skipReason();

describe.skipIf(skip !== null)('several processes on one database', () => {
  let first: DatabaseHandle;
  /** Three handles on one database: separate pools on PostgreSQL, the one PGlite otherwise. */
  let handles: DatabaseHandle[];
  let dispose: () => Promise<void>;

  beforeAll(async () => {
    const fresh = await freshDatabase();
    first = fresh.database;
    dispose = fresh.dispose;
    await migrate(first.db);
    const url = fresh.databaseUrl;
    handles = url
      ? [first, await openDatabase({ databaseUrl: url }), await openDatabase({ databaseUrl: url })]
      : [first, first, first];
  });

  afterAll(async () => {
    for (const handle of new Set(handles.slice(1))) if (handle !== first) await handle.close();
    await dispose();
  });

  const journal = async (name: string) =>
    rowsOf<{ period_ms: number; error: string | null; finished: boolean }>(
      await first.db.execute(
        sql`select (extract(epoch from period_start) * 1000)::float8 as period_ms, error, finished_at is not null as finished from job_runs where name = ${name} order by period_start`,
      ),
    );

  it('runs a job once per period across three processes started together, again the next period', async () => {
    const runners = handles.map((handle) => new JobRunner(handle));
    let runs = 0;
    const task = async () => {
      runs += 1;
      // Long enough that the other processes ask while this one is still running.
      await new Promise((resolve) => setTimeout(resolve, 100));
    };
    const period = 60_000;
    const at = Date.UTC(2026, 0, 1, 12, 0, 30);
    const first = await Promise.all(runners.map((runner) => runner.runPeriod('test-once', period, task, at)));
    expect(runs).toBe(1);
    expect(first.filter((outcome) => outcome === 'ran')).toHaveLength(1);
    expect(first.filter((outcome) => outcome === 'skipped')).toHaveLength(2);

    // Asked again later in the same period: nobody runs it.
    const again = await Promise.all(runners.map((runner) => runner.runPeriod('test-once', period, task, at + 20_000)));
    expect(again).toEqual(['skipped', 'skipped', 'skipped']);
    expect(runs).toBe(1);

    // The next period runs once more.
    const next = await Promise.all(runners.map((runner) => runner.runPeriod('test-once', period, task, at + 60_000)));
    expect(next.filter((outcome) => outcome === 'ran')).toHaveLength(1);
    expect(runs).toBe(2);
    const rows = await journal('test-once');
    expect(rows.map((row) => row.period_ms)).toEqual([Date.UTC(2026, 0, 1, 12), Date.UTC(2026, 0, 1, 12, 1)]);
    expect(rows.every((row) => row.finished && row.error === null)).toBe(true);
  });

  it('records a failed run, which is not retried in its period but is in the next', async () => {
    const runner = new JobRunner(handles[1]!);
    const at = Date.UTC(2026, 0, 2);
    await expect(
      runner.runPeriod('test-failing', 60_000, () => Promise.reject(new Error('vendor down')), at),
    ).rejects.toBeInstanceOf(JobFailed);
    const [failed] = await journal('test-failing');
    expect(failed?.error).toContain('vendor down');
    expect(await runner.runPeriod('test-failing', 60_000, () => Promise.resolve(), at + 1_000)).toBe('skipped');
    expect(await runner.runPeriod('test-failing', 60_000, () => Promise.resolve(), at + 60_000)).toBe('ran');
  });

  it('prunes journal rows older than two days', async () => {
    const runner = new JobRunner(first);
    await first.db.execute(
      sql`insert into job_runs (name, period_start, runner, started_at) values ('test-old', now() - interval '3 days', 'x', now() - interval '3 days'), ('test-old', now() - interval '1 day', 'x', now() - interval '1 day')`,
    );
    await runner.prune();
    expect(await journal('test-old')).toHaveLength(1);
  });

  it('tells every process of a change, and the publishing process before publish resolves', async () => {
    const heard: string[][] = handles.map(() => []);
    const unsubscribe = handles.map((handle, i) =>
      handle.changes.subscribe('test-topic', (key) => void heard[i]!.push(key ?? '*')),
    );
    await Promise.all(handles.map((handle) => handle.changes.listening()));
    await handles[0]!.changes.publish('test-topic', 42);
    expect(heard[0]).toEqual(['42']);
    await eventually(() => expect(heard).toEqual([['42'], ['42'], ['42']]), 2_000);
    if (TEST_DATABASE === 'postgres') {
      // Each hears it once: the publisher does not hear its own notification a second time.
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(heard).toEqual([['42'], ['42'], ['42']]);
    }
    for (const stop of unsubscribe) stop();
  });

  it.skipIf(TEST_DATABASE !== 'postgres')(
    'reconnects a lost listening connection and tells its caches to forget everything',
    async () => {
      const heard: (string | undefined)[] = [];
      const stop = handles[1]!.changes.subscribe('test-reconnect', (key) => void heard.push(key));
      await handles[1]!.changes.listening();
      await first.db.execute(
        sql`select pg_terminate_backend(pid) from pg_stat_activity
            where datname = current_database() and query = 'listen playhub_changes' and pid <> pg_backend_pid()`,
      );
      // Changes made while it was away were not heard: everything is forgotten once it is back.
      await eventually(() => expect(heard).toContain(undefined), 5_000);
      await eventually(async () => {
        await handles[0]!.changes.publish('test-reconnect', 'after');
        expect(heard).toContain('after');
      }, 5_000);
      stop();
    },
  );

  it('makes one RSA key when processes ask together, and any process decrypts with it', async () => {
    const now = () => Date.now();
    const rings = handles.map((handle) => new RsaKeyRing(handle.db, 3_600_000, 300_000, now));
    const moduli = await Promise.all(rings.map((ring) => ring.currentModulus()));
    expect(new Set(moduli).size).toBe(1);
    const [count] = rowsOf<{ n: number }>(await first.db.execute(sql`select count(*)::int as n from rsa_keys`));
    expect(count?.n).toBe(1);
    const exponents = await Promise.all(rings.map((ring) => ring.privateExponent(moduli[0]!)));
    expect(new Set(exponents).size).toBe(1);
    expect(exponents[0]).toMatch(/^[0-9a-f]+$/);
  });
});
