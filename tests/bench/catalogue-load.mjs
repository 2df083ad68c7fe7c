// Shared by the catalogue benchmarks (game-list-throughput, game-search-throughput): a
// throw-away PostgreSQL database, autocannon runs whose every request picks its own path, and
// the figures line they print.
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { availableParallelism, loadavg } from 'node:os';
import autocannon from 'autocannon';
import pg from 'pg';

/** Linux's USER_HZ, the unit of /proc/<pid>/stat times (100 on every common kernel build). */
const CLOCK_TICKS = 100;

export const PG_ADMIN_URL =
  process.env.DATABASE_URL ?? process.env.TEST_PG_URL ?? 'postgres://root@127.0.0.1:5432/postgres';

/** A new PostgreSQL database ({url, drop}), or null (said why) when the server does not answer. */
export async function postgresDatabase() {
  const admin = new pg.Client({ connectionString: PG_ADMIN_URL, connectionTimeoutMillis: 3_000 });
  try {
    await admin.connect();
  } catch (error) {
    console.log(`PostgreSQL run skipped: ${PG_ADMIN_URL} is not reachable (${error.message})`);
    return null;
  }
  const name = `playhub_bench_${randomBytes(4).toString('hex')}`;
  await admin.query(`create database "${name}"`);
  await admin.end();
  const url = new URL(PG_ADMIN_URL);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const client = new pg.Client({ connectionString: PG_ADMIN_URL });
      await client.connect();
      await client.query(`drop database if exists "${name}" with (force)`);
      await client.end();
    },
  };
}

/** Runs autocannon with each request taking its path from `pathOf(n)` for the n-th request. */
export function load(server, pathOf, connections, duration) {
  let next = 0;
  return autocannon({
    url: server.url,
    connections,
    duration,
    requests: [{ setupRequest: (request) => ({ ...request, path: pathOf(next++) }) }],
  });
}

export function figures(result) {
  return (
    `${Math.round(result.requests.average)} req/s, p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, ` +
    `max ${result.latency.max} ms, ${result.requests.total} requests, non-2xx ${result.non2xx}, errors ${result.errors}`
  );
}

/**
 * CPU seconds a process has used (user + system, from /proc; undefined where there is none).
 * Divided by the requests served, it is the server's own cost per request, which other work
 * sharing the CPUs does not inflate the way it inflates latency.
 */
export function cpuSeconds(pid) {
  try {
    // Fields after the command name's closing parenthesis; utime and stime are the 12th and 13th.
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return (Number(fields[11]) + Number(fields[12])) / CLOCK_TICKS;
  } catch {
    return undefined;
  }
}

const loadAverage = () =>
  loadavg()
    .map((value) => value.toFixed(2))
    .join(' ');

/**
 * The catalogue benches' driver: builds the server (unless BENCH_NO_BUILD), prints the machine's
 * state, runs `run(label, env)` on PGlite and, when reachable, on a fresh PostgreSQL database, and
 * exits 1 with `failure` when a run answered false.
 */
export async function runOnBothDatabases({ root, run, connections, seconds, failure }) {
  if (!process.env.BENCH_NO_BUILD) {
    console.log('building the server (npm run build:server)');
    const build = spawnSync('npm', ['run', '--silent', 'build:server', '--', '--logLevel', 'warn'], {
      cwd: root,
      stdio: 'inherit',
    });
    if (build.status !== 0) process.exit(1);
  }
  console.log(
    `node ${process.version}, ${availableParallelism()} CPUs, load average ${loadAverage()} ` +
      `(autocannon shares the CPUs; re-run if other work was going on), ${connections} connections, ${seconds} s per run`,
  );
  // An empty DATABASE_URL keeps the built server on PGlite even when the caller's environment names PostgreSQL.
  const met = [await run('PGlite', { DATABASE_URL: '' })];
  const database = await postgresDatabase();
  if (database) {
    try {
      met.push(await run('PostgreSQL', { DATABASE_URL: database.url }));
    } finally {
      await database.drop();
    }
  }
  console.log(`load average at the end ${loadAverage()}`);
  if (met.includes(false)) {
    console.log(failure);
    process.exit(1);
  }
}
