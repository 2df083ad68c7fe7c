// Benchmark: house slot spins per second and spin latency (p50/p99) through the real HTTP API
// (POST /house/api/spin with the game token), everything included: the round row (nonce and
// interval in one statement), the seamless debit, the engine, the jackpot contribution, the
// seamless credit and end-round (ledger postings through the group commit), and settling the
// round. The app is built from the sources (buildApp) and listens on a local port; the players'
// HTTP clients run in a worker thread, so their work does not stall the server's event loop
// (they still share the machine's CPUs, and node's CPU per spin below counts both threads).
//
// Two phases per database, each after a warm-up of BENCH_WARMUP seconds that is not measured:
//   - target (PostgreSQL only): BENCH_RATE spins/s offered the way players spin, BENCH_RATE x
//     BENCH_PACE_MS/1000 players each spinning once every BENCH_PACE_MS (staggered), on a brand
//     whose jurisdiction setting is minSpinIntervalMs = BENCH_PACE_MS / 2: the server's interval
//     rule stays on (a spin too soon would fail with 429). Latency counts from the moment the
//     spin was due, so a server that falls behind is charged for the queue it builds
//     (no coordinated omission). This is what the issue's target is about: at 500 spins/s,
//     p99 <= 30 ms.
//   - capacity: BENCH_PLAYERS players spinning back to back (the brand's interval set to 0 for
//     this run, through its house settings), i.e. the most the server does; the latency here is
//     queueing by construction (players / throughput), so only the rate is judged.
// Runs on PostgreSQL (a database it creates and drops), then on in-memory PGlite (capacity only).
// Figures depend on the CPU other work leaves (node and the database share it), hence the load
// average in the output. TEST_PG_URL is the PostgreSQL admin URL; BENCH_SECONDS per measured run
// (default 10), BENCH_POOL PostgreSQL connections (default 32).
import { randomBytes, randomUUID } from 'node:crypto';
import { availableParallelism, loadavg } from 'node:os';
import { resolve } from 'node:path';
import { Worker, isMainThread, parentPort, workerData } from 'node:worker_threads';
import pg from 'pg';
import { createServer } from 'vite';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const WARMUP = Number(process.env.BENCH_WARMUP ?? 3);
const PLAYERS = Number(process.env.BENCH_PLAYERS ?? 16);
const RATE = Number(process.env.BENCH_RATE ?? 500);
const PACE_MS = Number(process.env.BENCH_PACE_MS ?? 1000);
const POOL = Number(process.env.BENCH_POOL ?? 32);
const PG_ADMIN_URL = process.env.TEST_PG_URL ?? 'postgres://root@127.0.0.1:5432/postgres';
const TARGETS = { postgres: { spins: 500, p99: 30 }, pglite: { spins: 100 } };
const STAKES = [20, 40, 100, 200];

/**
 * The players (worker thread): spins until `until`, each player one spin at a time. Paced, a
 * player's next spin is due PACE_MS after the previous one was due (later only when the previous
 * answer came later); the latency counts from when it was due. Only spins due after `from`
 * are measured.
 */
async function players({ base, tokens, pacedMs, from, until }) {
  const latencies = [];
  let failures = 0;
  let firstFailure = '';
  const spin = (token, stake) =>
    fetch(`${base}/house/api/spin`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ stake, requestId: randomUUID() }),
    });
  const sleep = (ms) => new Promise((done) => setTimeout(done, ms));
  const clock = () => performance.timeOrigin + performance.now();
  await Promise.all(
    tokens.map(async (token, p) => {
      let due = pacedMs ? from - WARMUP * 1000 + (p * pacedMs) / tokens.length : clock();
      for (let i = 0; due < until; i++) {
        if (pacedMs && due > clock()) await sleep(due - clock());
        const started = pacedMs ? due : clock();
        const res = await spin(token, STAKES[(p + i) % STAKES.length]);
        const body = await res.text();
        const done = clock();
        if (started >= from) {
          if (res.status === 200) latencies.push(done - started);
          else if (++failures === 1) firstFailure = `${res.status} ${body}`;
        }
        due = pacedMs ? due + pacedMs : done;
      }
    }),
  );
  return { latencies, failures, firstFailure };
}

// The worker thread is this file again: it runs the players and reports (the main thread ends it).
if (!isMainThread) parentPort.postMessage(await players(workerData));

if (!isMainThread) await new Promise(() => undefined);

const root = resolve(import.meta.dirname, '../..');

// Load the TypeScript sources through Vite (import.meta.glob of the migrations needs it).
const vite = await createServer({ root, configFile: false, logLevel: 'error', server: { middlewareMode: true } });
const load = (path) => vite.ssrLoadModule(resolve(root, path));
const { openDatabase } = await load('src/server/db/client.ts');
const { migrate } = await load('src/server/db/migrate.ts');
const { seed } = await load('src/server/db/seed.ts');
const { buildApp } = await load('src/server/app.ts');
const { loadConfig } = await load('src/server/config.ts');
const { createGameSessionTokens } = await load('src/server/modules/seamless/game-sessions.ts');
const { mainAccount, systemAccount } = await load('src/server/modules/wallet/accounts.ts');
const { post, requestHash } = await load('src/server/modules/wallet/ledger.ts');

const PACED_PLAYERS = Math.round((RATE * PACE_MS) / 1000);
console.log(
  `node ${process.version}, ${availableParallelism()} CPUs, ${SECONDS} s per run after ${WARMUP} s warm-up; ` +
    `target run ${RATE} spins/s from ${PACED_PLAYERS} players (one spin each per ${PACE_MS} ms), ` +
    `capacity run ${PLAYERS} players back to back; load average ${loadavg()[0].toFixed(1)}`,
);

/** A migrated, seeded database with `count` funded members holding live game sessions at the house vendor. */
async function prepare(database, count) {
  const { db } = database;
  await migrate(db);
  await seed(db, { publicUrl: 'http://127.0.0.1', operatorPassword: 'bench-Operator-1', demoCatalogue: false });
  const [brand] = (await db.execute(`select id, currency from brands where merchant_code = 'demo'`)).rows;
  const [game] = (
    await db.execute(`select g.id, g.vendor_id from games g join vendors v on v.id = g.vendor_id
      where v.vassalage = 'PH' and g.game_code = 'lucky-crown'`)
  ).rows;
  const tokens = createGameSessionTokens(db);
  const players = [];
  for (let i = 0; i < count; i++) {
    const [member] = (
      await db.execute(`insert into members (brand_id, username) values (${brand.id}, 'spin${i}') returning id`)
    ).rows;
    const key = `bench-fund:${i}`;
    await post(db, {
      brandId: brand.id,
      kind: 'adjustment',
      idempotencyKey: key,
      requestHash: requestHash({ i }),
      postings: [
        {
          accountId: await systemAccount(db, brand.id, 'house', brand.currency, key),
          amount: -100_000_000n,
          currency: brand.currency,
        },
        {
          accountId: await mainAccount(db, brand.id, member.id, brand.currency),
          amount: 100_000_000n,
          currency: brand.currency,
        },
      ],
    });
    const { token } = await tokens.issue({
      brandId: brand.id,
      memberId: member.id,
      vendorId: game.vendor_id,
      gameId: game.id,
      mode: 'real',
      language: 'en',
    });
    players.push(token);
  }
  return players;
}

/** Runs the players in a worker thread for WARMUP + SECONDS; answers spins/s, latencies and failures. */
async function run(base, tokens, pacedMs) {
  const from = performance.timeOrigin + performance.now() + WARMUP * 1000;
  const until = from + SECONDS * 1000;
  let cpu;
  const worker = new Worker(new URL(import.meta.url), { workerData: { base, tokens, pacedMs, from, until } });
  // node's CPU from the end of the warm-up (server and players together, all of it for PGlite).
  const warm = setTimeout(() => (cpu = process.cpuUsage()), WARMUP * 1000);
  const { latencies, failures, firstFailure } = await new Promise((done, fail) => {
    worker.once('message', done);
    worker.once('error', fail);
  });
  clearTimeout(warm);
  const { user, system } = process.cpuUsage(cpu);
  await worker.terminate();
  if (firstFailure) console.error(`spin failed: ${firstFailure}`);
  latencies.sort((a, b) => a - b);
  // Nearest rank: the smallest latency at or above which lies the slowest (1 - q) of the spins.
  const at = (q) => latencies[Math.max(0, Math.ceil(q * latencies.length) - 1)] ?? NaN;
  const nodeCpu = (user + system) / 1000 / Math.max(1, latencies.length);
  return { spins: latencies.length / SECONDS, p50: at(0.5), p99: at(0.99), failures, nodeCpu };
}

/** Sets the brand's least spin interval through its house settings (before the app loads the brand). */
async function setSpinInterval(db, ms) {
  await db.execute(
    `update brands set house_settings = house_settings || '{"minSpinIntervalMs": ${Number(ms)}}'::jsonb,
       updated_at = now() where merchant_code = 'demo'`,
  );
}

/** Ledger sound, and every settled round's debit and credit in the player's postings. */
async function check(db) {
  const bad = await db.execute(`
    select count(*)::int as n from ledger_accounts a
    left join (select account_id, sum(amount) as s from ledger_postings group by account_id) p on p.account_id = a.id
    where a.balance <> coalesce(p.s, 0)`);
  const unbalanced = await db.execute(
    `select count(*)::int as n from (select 1 from ledger_postings group by transaction_id having sum(amount) <> 0) x`,
  );
  const pending = await db.execute(`select count(*)::int as n from house_rounds where status = 'pending'`);
  const rounds = await db.execute(`select count(*)::int as n from house_rounds where status = 'settled'`);
  return {
    sound: Number(bad.rows[0].n) === 0 && Number(unbalanced.rows[0].n) === 0 && Number(pending.rows[0].n) === 0,
    rounds: Number(rounds.rows[0].n),
  };
}

/** One phase on a freshly built app: spins, then the ledger and rounds checked. */
async function phase(database, tokens, pacedMs) {
  await setSpinInterval(database.db, pacedMs / 2);
  const config = loadConfig({
    PORT: '0',
    HOST: '127.0.0.1',
    LOG_LEVEL: 'silent',
    OPERATOR_PASSWORD: 'bench-Operator-1',
  });
  const app = await buildApp({ config, database });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address();
  try {
    const result = await run(`http://127.0.0.1:${port}`, tokens, pacedMs);
    return { ...result, ...(await check(database.db)) };
  } finally {
    await app.close();
  }
}

function report(label, result, met) {
  console.log(
    `${label.padEnd(30)} ${result.spins.toFixed(0).padStart(5)} spins/s  p50 ${result.p50.toFixed(1)} ms  ` +
      `p99 ${result.p99.toFixed(1)} ms  node CPU ${result.nodeCpu.toFixed(2)} ms/spin  failures ${result.failures}  ` +
      `rounds ${result.rounds}  invariants ${result.sound ? 'ok' : 'BROKEN'}  load ${loadavg()[0].toFixed(1)}  ` +
      `${met ? 'MET' : 'MISSED'}`,
  );
}

async function measure(label, database, target) {
  const tokens = await prepare(database, Math.max(PLAYERS, target.p99 === undefined ? 0 : PACED_PLAYERS));
  if (target.p99 !== undefined) {
    const paced = await phase(database, tokens.slice(0, PACED_PLAYERS), PACE_MS);
    // The offered rate is met when no more than 1 % of it went missing (the run's edges).
    const met = paced.spins >= target.spins * 0.99 && paced.p99 <= target.p99 && paced.failures === 0 && paced.sound;
    report(`${label} target ${RATE}/s`, paced, met);
  }
  const capacity = await phase(database, tokens.slice(0, PLAYERS), 0);
  report(`${label} capacity`, capacity, capacity.spins >= target.spins && capacity.sound);
}

const name = `playhub_bench_${Date.now().toString(36)}_${randomBytes(3).toString('hex')}`;
const admin = new pg.Client({ connectionString: PG_ADMIN_URL });
let pgReady = false;
try {
  await admin.connect();
  await admin.query(`create database "${name}"`);
  pgReady = true;
} catch (error) {
  console.log(`PostgreSQL not reachable at ${PG_ADMIN_URL} (${error.message}): skipping its run`);
}
if (pgReady) {
  const url = new URL(PG_ADMIN_URL);
  url.pathname = `/${name}`;
  const database = await openDatabase({ databaseUrl: url.toString(), poolSize: POOL });
  try {
    await measure('PostgreSQL', database, TARGETS.postgres);
  } finally {
    await database.close();
    await admin.query(`drop database if exists "${name}" with (force)`);
    await admin.end();
  }
}
if (process.env.BENCH_PGLITE !== '0') {
  const lite = await openDatabase({});
  try {
    await measure('PGlite (in memory)', lite, TARGETS.pglite);
  } finally {
    await lite.close();
  }
}
await vite.close();
console.log(
  `targets: PostgreSQL ${TARGETS.postgres.spins} spins/s offered with p99 <= ${TARGETS.postgres.p99} ms, and capacity >= that; ` +
    `PGlite >= ${TARGETS.pglite.spins} spins/s`,
);
