// Benchmark: house slot spins per second and spin latency (p50/p99) through the real HTTP API
// (POST /house/api/spin with the game token), everything included: the round row (nonce and
// interval in one statement), the seamless debit, the engine, the jackpot contribution, the
// seamless credit and end-round (ledger postings through the group commit), and settling the
// round. The app is built from the sources (buildApp) and listens on a local port; BENCH_PLAYERS
// players each spin one after another (a player's spins are naturally serial), on a brand
// whose jurisdiction setting allows back-to-back spins (minSpinIntervalMs 0; the demo's 2.5 s
// would cap one player at 0.4 spins/s). Runs on PostgreSQL (a database it creates and drops),
// then on in-memory PGlite. Figures depend on the CPU other work leaves (node and the database
// share it), hence the load average in the output.
// Bounded: BENCH_SECONDS per run (default 10), BENCH_PLAYERS (default 48), BENCH_POOL
// PostgreSQL connections (default 32), TEST_PG_URL the PostgreSQL admin URL.
import { randomBytes, randomUUID } from 'node:crypto';
import { availableParallelism, loadavg } from 'node:os';
import { resolve } from 'node:path';
import pg from 'pg';
import { createServer } from 'vite';

const root = resolve(import.meta.dirname, '../..');
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const PLAYERS = Number(process.env.BENCH_PLAYERS ?? 48);
const POOL = Number(process.env.BENCH_POOL ?? 32);
const PG_ADMIN_URL = process.env.TEST_PG_URL ?? 'postgres://root@127.0.0.1:5432/postgres';
const TARGETS = { postgres: { spins: 500, p99: 30 }, pglite: { spins: 100 } };
const STAKES = [20, 40, 100, 200];

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

console.log(
  `node ${process.version}, ${availableParallelism()} CPUs, ${PLAYERS} players, ${SECONDS} s per run, ` +
    `load average ${loadavg()[0].toFixed(1)}`,
);

/** A migrated, seeded database with PLAYERS funded members holding live game sessions at the house vendor. */
async function prepare(database) {
  const { db } = database;
  await migrate(db);
  await seed(db, { publicUrl: 'http://127.0.0.1', operatorPassword: 'bench-Operator-1', demoCatalogue: false });
  await db.execute(`update brands set house_settings = '{"minSpinIntervalMs": 0}'::jsonb where merchant_code = 'demo'`);
  const [brand] = (await db.execute(`select id, currency from brands where merchant_code = 'demo'`)).rows;
  const [game] = (
    await db.execute(`select g.id, g.vendor_id from games g join vendors v on v.id = g.vendor_id
      where v.vassalage = 'PH' and g.game_code = 'lucky-crown'`)
  ).rows;
  const tokens = createGameSessionTokens(db);
  const players = [];
  for (let i = 0; i < PLAYERS; i++) {
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

/** Every player spins back to back for SECONDS; answers spins/s, latencies and failures. */
async function run(base, players) {
  const latencies = [];
  let failures = 0;
  const spin = (token, stake) =>
    fetch(`${base}/house/api/spin`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ stake, requestId: randomUUID() }),
    });
  // Warm-up: one spin each (seed pairs are created on the first spin, caches fill).
  await Promise.all(players.map((token) => spin(token, 20).then((res) => res.arrayBuffer())));
  const cpu = process.cpuUsage();
  const deadline = performance.now() + SECONDS * 1000;
  await Promise.all(
    players.map(async (token, p) => {
      for (let i = 0; performance.now() < deadline; i++) {
        const started = performance.now();
        const res = await spin(token, STAKES[(p + i) % STAKES.length]);
        const body = await res.text();
        if (res.status === 200) latencies.push(performance.now() - started);
        else if (++failures === 1) console.error(`spin failed: ${res.status} ${body}`);
      }
    }),
  );
  const { user, system } = process.cpuUsage(cpu);
  latencies.sort((a, b) => a - b);
  const at = (q) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? NaN;
  // This process's CPU per spin (server and load generator; all of it for PGlite).
  const nodeCpu = (user + system) / 1000 / Math.max(1, latencies.length);
  return { spins: latencies.length / SECONDS, p50: at(0.5), p99: at(0.99), failures, nodeCpu };
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

async function measure(label, database, target) {
  const players = await prepare(database);
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
    const result = await run(`http://127.0.0.1:${port}`, players);
    const { sound, rounds } = await check(database.db);
    const met = result.spins >= target.spins && (target.p99 === undefined || result.p99 <= target.p99) && sound;
    console.log(
      `${label.padEnd(22)} ${result.spins.toFixed(0).padStart(6)} spins/s  p50 ${result.p50.toFixed(1)} ms  ` +
        `p99 ${result.p99.toFixed(1)} ms  node CPU ${result.nodeCpu.toFixed(2)} ms/spin  failures ${result.failures}  ` +
        `rounds ${rounds}  ` +
        `invariants ${sound ? 'ok' : 'BROKEN'}  load ${loadavg()[0].toFixed(1)}  ${met ? 'MET' : 'MISSED'}`,
    );
  } finally {
    await app.close();
  }
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
  `targets: PostgreSQL >= ${TARGETS.postgres.spins} spins/s with p99 <= ${TARGETS.postgres.p99} ms; ` +
    `PGlite >= ${TARGETS.pglite.spins} spins/s`,
);
