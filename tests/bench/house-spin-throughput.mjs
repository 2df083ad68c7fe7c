// Benchmark: house slot spins per second and spin latency (p50/p99) through the real HTTP API
// (POST /house/api/spin with the game token), everything included: the round's start (nonce and
// interval in one statement), the engine, the wallet's result message (stake, win and end of
// round with their ledger postings), and settling the round with its jackpot pool share, each
// step one statement shared by concurrent spins (group commit). The app is built from the sources (buildApp) and listens on a local port; the players'
// HTTP clients run in a worker thread, so their work does not stall the server's event loop
// (they still share the machine's CPUs, and node's CPU per spin below counts both threads).
// `npm run bench:spin` runs it with the server's own node flag (--max-semi-space-size=64, as
// `npm start` runs the server).
//
// Two phases per database, each after a warm-up of BENCH_WARMUP seconds that is not measured,
// both offered the way players spin: each player spins once every BENCH_PACE_MS (staggered), on a
// brand whose jurisdiction setting is the product's least interval between spins
// (BENCH_INTERVAL_MS, 2,500 ms), so the server's interval rule stays on. Latency counts from the
// moment a spin was due, so a server that falls behind is charged for the queue it builds (no
// coordinated omission); a player whose answer came late waits for its next slot at least the
// interval after it, as the game does, instead of being refused as too soon.
//   - target: BENCH_RATE spins/s offered (PostgreSQL only). This is what the issue's target is
//     about: at 500 spins/s, p99 <= 30 ms.
//   - capacity: BENCH_CAPACITY_RATE spins/s offered, more than the server can do, so the spins
//     it completes per second are its capacity; the latency here is queueing by construction.
// Runs on PostgreSQL (a database it creates and drops), then on in-memory PGlite (capacity only,
// at BENCH_PGLITE_RATE offered). Figures depend on the CPU other work leaves (node and the
// database share it), hence the load average in the output and the CPU each side spent per spin.
// TEST_PG_URL is the PostgreSQL admin URL; BENCH_SECONDS per measured run (default 10), BENCH_POOL
// PostgreSQL connections (default 32). Exits 1 when a target is missed.
import { randomBytes, randomUUID } from 'node:crypto';
import { readFileSync, readdirSync } from 'node:fs';
import http from 'node:http';
import { availableParallelism, loadavg } from 'node:os';
import { resolve } from 'node:path';
import { Worker, isMainThread, parentPort, workerData } from 'node:worker_threads';
import pg from 'pg';
import { createServer } from 'vite';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const WARMUP = Number(process.env.BENCH_WARMUP ?? 3);
const RATE = Number(process.env.BENCH_RATE ?? 500);
const CAPACITY_RATE = Number(process.env.BENCH_CAPACITY_RATE ?? 1000);
const PGLITE_RATE = Number(process.env.BENCH_PGLITE_RATE ?? 300);
const INTERVAL_MS = Number(process.env.BENCH_INTERVAL_MS ?? 2500);
const PACE_MS = Number(process.env.BENCH_PACE_MS ?? 3000);
const POOL = Number(process.env.BENCH_POOL ?? 32);
const PG_ADMIN_URL = process.env.TEST_PG_URL ?? 'postgres://root@127.0.0.1:5432/postgres';
const TARGETS = { postgres: { spins: 500, p99: 30 }, pglite: { spins: 100 } };
const STAKES = [20, 40, 100, 200];

/** One request of a player's game: status and body text. */
function request(agent, url, token, body) {
  return new Promise((done, fail) => {
    const req = http.request(
      {
        agent,
        host: url.hostname,
        port: url.port,
        path: url.pathname,
        method: body === undefined ? 'GET' : 'POST',
        headers: {
          authorization: `Bearer ${token}`,
          ...(body === undefined
            ? {}
            : { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) }),
        },
      },
      (res) => {
        const chunks = [];
        res.on('data', (chunk) => chunks.push(chunk));
        res.on('end', () => done({ status: res.statusCode, text: Buffer.concat(chunks).toString() }));
        res.on('error', fail);
      },
    );
    req.on('error', fail);
    req.end(body);
  });
}

/**
 * Each player opens the game first (GET /house/api/session, as the game page does on load: the
 * token is authenticated through the wallet, the seed pair made), a few at a time, so the timed
 * spins measure spinning, not a crowd opening games at once.
 */
async function openGames(agent, base, tokens) {
  const url = new URL(`${base}/house/api/session`);
  for (let i = 0; i < tokens.length; i += 25) {
    const answers = await Promise.all(tokens.slice(i, i + 25).map((token) => request(agent, url, token)));
    const bad = answers.find((answer) => answer.status !== 200);
    if (bad) throw new Error(`opening the game failed: ${bad.status} ${bad.text}`);
  }
}

/**
 * The players (worker thread): spins until `until`, each player one spin at a time. A player's
 * spins are due every PACE_MS; after an answer that came so late that the next one would follow
 * it by less than INTERVAL_MS, the player takes the first later slot that does not. The latency
 * counts from when a spin was due. Only spins due after `from` are measured.
 */
async function players({ agent, base, tokens, from, until }) {
  const latencies = [];
  let failures = 0;
  let firstFailure = '';
  const target = new URL(`${base}/house/api/spin`);
  const spin = (token, stake) => request(agent, target, token, JSON.stringify({ stake, requestId: randomUUID() }));
  const sleep = (ms) => new Promise((done) => setTimeout(done, ms));
  const clock = () => performance.timeOrigin + performance.now();
  await Promise.all(
    tokens.map(async (token, p) => {
      let due = from - WARMUP * 1000 + (p * PACE_MS) / tokens.length;
      for (let i = 0; due < until; i++) {
        if (due > clock()) await sleep(due - clock());
        const started = due;
        // A connection the server dropped counts as a failed spin, like an error answer.
        const res = await spin(token, STAKES[(p + i) % STAKES.length]).catch((error) => ({
          status: 0,
          text: String(error.code ?? error.message),
        }));
        const done = clock();
        if (started >= from) {
          if (res.status === 200) latencies.push(done - started);
          else if (++failures === 1) firstFailure = `${res.status} ${res.text}`;
        }
        // The next slot of the player's schedule that leaves the interval after this answer: a
        // late answer costs the slots it overran (fewer spins counted), never shifts the rest.
        due += PACE_MS;
        while (due < done + INTERVAL_MS) due += PACE_MS;
      }
    }),
  );
  return { latencies, failures, firstFailure };
}

// The worker thread is this file again: once loaded and the players' games are open it says so,
// is told when to start, runs the players and reports (the main thread ends it). The schedule
// starts only then: loading took seconds on a slow machine and every player's first call
// authenticates and makes a seed pair, so spins due meanwhile left at once and were answered
// seconds late, and that burst cost every player a slot of the measured seconds.
if (!isMainThread) {
  // node:http with keep-alive costs the players' thread far less CPU per request than fetch(),
  // and that CPU is taken from the server on this shared machine.
  const agent = new http.Agent({ keepAlive: true });
  await openGames(agent, workerData.base, workerData.tokens);
  parentPort.once('message', async (start) =>
    parentPort.postMessage(await players({ agent, ...workerData, ...start })),
  );
  parentPort.postMessage('ready');
}

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

/** Players needed to offer `rate` spins/s, each spinning once every PACE_MS. */
const playersFor = (rate) => Math.round((rate * PACE_MS) / 1000);
console.log(
  `node ${process.version}, ${availableParallelism()} CPUs, ${SECONDS} s per run after ${WARMUP} s warm-up; ` +
    `each player spins once per ${PACE_MS} ms, least interval ${INTERVAL_MS} ms; target run ${RATE} spins/s ` +
    `offered, capacity run ${CAPACITY_RATE} offered (PGlite ${PGLITE_RATE}); load average ${loadavg()[0].toFixed(1)}`,
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
  const player = async (i) => {
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
    // The platform session the launch would come from: game tokens live only while it does.
    const [session] = (
      await db.execute(`insert into member_sessions (token_hash, member_id, created_at, last_seen_at, expires_at, idle_until)
        values ('bench-session-${i}', ${member.id}, now(), now(), now() + interval '1 day', now() + interval '1 day')
        returning id`)
    ).rows;
    const { token } = await tokens.issue({
      brandId: brand.id,
      memberId: member.id,
      memberSessionId: session.id,
      vendorId: game.vendor_id,
      gameId: game.id,
      mode: 'real',
      language: 'en',
    });
    return token;
  };
  const players = [];
  // Twenty at a time: thousands of players one after another would take minutes.
  for (let i = 0; i < count; i += 20)
    players.push(...(await Promise.all(Array.from({ length: Math.min(20, count - i) }, (_, j) => player(i + j)))));
  return players;
}

/**
 * CPU time (ms) so far of each PostgreSQL backend serving `database` (their process titles name
 * it), by process id, read from /proc; undefined where there is no /proc or no database name
 * (PGlite runs inside node and is counted there).
 */
function databaseCpuMs(database) {
  if (!database) return undefined;
  const cpu = new Map();
  let pids;
  try {
    pids = readdirSync('/proc').filter((entry) => /^\d+$/.test(entry));
  } catch {
    return undefined;
  }
  for (const pid of pids) {
    try {
      const title = readFileSync(`/proc/${pid}/cmdline`, 'utf8');
      if (!title.startsWith('postgres:') || !title.includes(` ${database} `)) continue;
      const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
      // utime and stime (fields 14 and 15 of stat) in ticks of 10 ms (USER_HZ is 100 on Linux)
      cpu.set(pid, (Number(fields[11]) + Number(fields[12])) * 10);
    } catch {
      // The process ended meanwhile.
    }
  }
  return cpu;
}

/**
 * The backends' CPU between two readings: each live backend's growth (all of it for one started
 * since). A backend that exited in between (the pool closes idle connections) is not counted.
 */
function databaseCpuBetween(before, after) {
  if (!before || !after) return undefined;
  let ms = 0;
  for (const [pid, now] of after) ms += now - (before.get(pid) ?? 0);
  return ms;
}

/** Runs the players in a worker thread for WARMUP + SECONDS; answers spins/s, latencies and failures. */
async function run(base, tokens, database) {
  let cpu;
  const worker = new Worker(new URL(import.meta.url), { workerData: { base, tokens } });
  await new Promise((ready, fail) => {
    worker.once('message', ready);
    worker.once('error', fail);
  });
  const from = performance.timeOrigin + performance.now() + WARMUP * 1000;
  const until = from + SECONDS * 1000;
  worker.postMessage({ from, until });
  // node's CPU from the end of the warm-up (server and players together, all of it for PGlite).
  let dbCpu;
  const warm = setTimeout(() => {
    cpu = process.cpuUsage();
    dbCpu = databaseCpuMs(database);
  }, WARMUP * 1000);
  const { latencies, failures, firstFailure } = await new Promise((done, fail) => {
    worker.once('message', done);
    worker.once('error', fail);
  });
  clearTimeout(warm);
  const { user, system } = process.cpuUsage(cpu);
  const dbCpuAfter = databaseCpuMs(database);
  await worker.terminate();
  if (firstFailure) console.error(`spin failed: ${firstFailure}`);
  latencies.sort((a, b) => a - b);
  // Nearest rank: the smallest latency at or above which lies the slowest (1 - q) of the spins.
  const at = (q) => latencies[Math.max(0, Math.ceil(q * latencies.length) - 1)] ?? NaN;
  const nodeCpu = (user + system) / 1000 / Math.max(1, latencies.length);
  const dbCpuMs = databaseCpuBetween(dbCpu, dbCpuAfter);
  const dbCpuPerSpin = dbCpuMs === undefined ? undefined : dbCpuMs / Math.max(1, latencies.length);
  return { spins: latencies.length / SECONDS, p50: at(0.5), p99: at(0.99), failures, nodeCpu, dbCpuPerSpin };
}

/** Sets the brand's least spin interval in its house settings (before the app loads the brand). */
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
async function phase(database, tokens, databaseName) {
  await setSpinInterval(database.db, INTERVAL_MS);
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
    const result = await run(`http://127.0.0.1:${port}`, tokens, databaseName);
    return { ...result, ...(await check(database.db)) };
  } finally {
    await app.close();
  }
}

function report(label, result, met) {
  console.log(
    `${label.padEnd(30)} ${result.spins.toFixed(0).padStart(5)} spins/s  p50 ${result.p50.toFixed(1)} ms  ` +
      `p99 ${result.p99.toFixed(1)} ms  node CPU ${result.nodeCpu.toFixed(2)} ms/spin  ` +
      (result.dbCpuPerSpin === undefined ? '' : `database CPU ${result.dbCpuPerSpin.toFixed(2)} ms/spin  `) +
      `failures ${result.failures}  ` +
      `rounds ${result.rounds}  invariants ${result.sound ? 'ok' : 'BROKEN'}  load ${loadavg()[0].toFixed(1)}  ` +
      `${met ? 'MET' : 'MISSED'}`,
  );
}

let missed = false;

/** The target run (where the target has a p99) and the capacity run of one database. */
async function measure(label, database, target, capacityRate, databaseName) {
  const tokens = await prepare(database, playersFor(Math.max(target.p99 === undefined ? 0 : RATE, capacityRate)));
  // The preparation wrote thousands of members, postings and sessions at once. By the time they
  // play, a production database's autovacuum has analyzed and vacuumed them (the PostgreSQL of
  // the machines here runs with autovacuum off), and the checkpoint writes the preparation's
  // dirty pages now instead of during the measured seconds.
  await database.db.execute('vacuum analyze');
  if (database.kind === 'postgres') await database.db.execute('checkpoint');
  if (target.p99 !== undefined) {
    const paced = await phase(database, tokens.slice(0, playersFor(RATE)), databaseName);
    // The offered rate is met when no more than 1 % of it went missing (the run's edges).
    const met = paced.spins >= target.spins * 0.99 && paced.p99 <= target.p99 && paced.failures === 0 && paced.sound;
    report(`${label} target ${RATE}/s`, paced, met);
    missed ||= !met;
  }
  const capacity = await phase(database, tokens.slice(0, playersFor(capacityRate)), databaseName);
  const met = capacity.spins >= target.spins && capacity.failures === 0 && capacity.sound;
  report(`${label} capacity`, capacity, met);
  missed ||= !met;
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
    await measure('PostgreSQL', database, TARGETS.postgres, CAPACITY_RATE, name);
  } finally {
    await database.close();
    await admin.query(`drop database if exists "${name}" with (force)`);
    await admin.end();
  }
}
if (process.env.BENCH_PGLITE !== '0') {
  const lite = await openDatabase({});
  try {
    await measure('PGlite (in memory)', lite, TARGETS.pglite, PGLITE_RATE);
  } finally {
    await lite.close();
  }
}
await vite.close();
console.log(
  `targets: PostgreSQL ${TARGETS.postgres.spins} spins/s offered with p99 <= ${TARGETS.postgres.p99} ms, and capacity >= that; ` +
    `PGlite >= ${TARGETS.pglite.spins} spins/s`,
);
process.exit(missed ? 1 : 0);
