// Benchmark: bet-and-settle pairs per second and pair latency (p50/p99) through the real ledger
// (src/server/modules/wallet/ledger.ts post(): idempotency key, guarded balance updates,
// postings). A pair is a bet (player -> house) followed by its settlement (house -> player).
// The posts of the concurrent players go through the group commit (ledger-batch.ts): those
// that arrive while a batch is in flight leave together as one ledger_post_batch() statement
// with one commit, each decided as if posted alone. Runs on PostgreSQL (a database it creates
// and drops) twice: with every posting on ONE house row (for comparison: with batching it no
// longer serialises the commits) and with the house spread over SYSTEM_SHARDS rows (the design
// in use); then on in-memory PGlite. Figures (docs/architecture.md, Money) depend on the CPU
// left by whatever else runs on the machine (node and the database share it), hence the load
// average and this process's CPU per pair in the output.
// Bounded: BENCH_SECONDS per run (default 5). BENCH_WORKERS concurrent players (default 48),
// BENCH_POOL PostgreSQL connections (default 48), TEST_PG_URL the PostgreSQL admin URL.
import { randomBytes } from 'node:crypto';
import { availableParallelism, loadavg } from 'node:os';
import { resolve } from 'node:path';
import pg from 'pg';
import { createServer } from 'vite';

const root = resolve(import.meta.dirname, '../..');
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const WORKERS = Number(process.env.BENCH_WORKERS ?? 48);
const POOL = Number(process.env.BENCH_POOL ?? 48);
const PG_ADMIN_URL = process.env.TEST_PG_URL ?? 'postgres://root@127.0.0.1:5432/postgres';
const TARGETS = { postgres: { pairs: 2000, p99: 50 }, pglite: { pairs: 500 } };

// Load the TypeScript sources through Vite (import.meta.glob of the migrations needs it).
const vite = await createServer({ root, configFile: false, logLevel: 'error', server: { middlewareMode: true } });
const load = (path) => vite.ssrLoadModule(resolve(root, path));
const { openDatabase } = await load('src/server/db/client.ts');
const { migrate } = await load('src/server/db/migrate.ts');
const { post, requestHash } = await load('src/server/modules/wallet/ledger.ts');
const { accountId, mainAccount, SYSTEM_SHARDS } = await load('src/server/modules/wallet/accounts.ts');

console.log(
  `node ${process.version}, ${availableParallelism()} CPUs, ${WORKERS} concurrent players, ` +
    `${SECONDS} s per run, house shards ${SYSTEM_SHARDS}, load average ${loadavg()[0].toFixed(1)}`,
);

/** Sets up a brand, WORKERS funded players and the house accounts; returns what the run needs. */
async function prepare(db) {
  const brand = await db.execute(`insert into brands (merchant_code, name) values ('bench', 'Bench') returning id`);
  const brandId = Number(brand.rows[0].id);
  const house = [];
  for (let shard = 0; shard < SYSTEM_SHARDS; shard++)
    house.push(await accountId(db, { brandId, kind: 'house', memberId: null, vendorCode: '', shard, currency: 'PHP' }));
  const players = [];
  for (let i = 0; i < WORKERS; i++) {
    const member = await db.execute(
      `insert into members (brand_id, username) values (${brandId}, 'bench${i}') returning id`,
    );
    const account = await mainAccount(db, brandId, Number(member.rows[0].id), 'PHP');
    await post(db, {
      brandId,
      kind: 'adjustment',
      idempotencyKey: `fund:${i}`,
      requestHash: requestHash({ i }),
      postings: [
        { accountId: house[i % house.length], amount: -1_000_000_000n, currency: 'PHP' },
        { accountId: account, amount: 1_000_000_000n, currency: 'PHP' },
      ],
    });
    players.push(account);
  }
  return { brandId, house, players };
}

/** Runs bet-and-settle pairs from every player at once for SECONDS; returns pairs/s and latencies. */
async function run(db, setup, houseFor) {
  const { brandId, players } = setup;
  const latencies = [];
  const cpu = process.cpuUsage();
  const deadline = performance.now() + SECONDS * 1000;
  let failures = 0;
  const tag = randomBytes(3).toString('hex');
  await Promise.all(
    players.map(async (player, w) => {
      for (let i = 0; performance.now() < deadline; i++) {
        const started = performance.now();
        const round = `${tag}:${w}:${i}`;
        try {
          const bet = 100n + BigInt(i % 50);
          await post(db, {
            brandId,
            kind: 'bet',
            idempotencyKey: `bet:${round}`,
            requestHash: requestHash({ round, bet }),
            postings: [
              { accountId: player, amount: -bet, currency: 'PHP' },
              { accountId: houseFor(`bet:${round}`), amount: bet, currency: 'PHP' },
            ],
            metadata: { round },
          });
          const win = BigInt((i * 37) % 250) + 1n;
          await post(db, {
            brandId,
            kind: 'win',
            idempotencyKey: `win:${round}`,
            requestHash: requestHash({ round, win }),
            postings: [
              { accountId: houseFor(`win:${round}`), amount: -win, currency: 'PHP' },
              { accountId: player, amount: win, currency: 'PHP' },
            ],
            metadata: { round },
          });
          latencies.push(performance.now() - started);
        } catch (error) {
          failures++;
          if (failures === 1) console.error(error);
        }
      }
    }),
  );
  const { user, system } = process.cpuUsage(cpu);
  latencies.sort((a, b) => a - b);
  const at = (q) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? NaN;
  // This process's CPU per pair (all of it for PGlite; the application's share for PostgreSQL).
  const nodeCpu = (user + system) / 1000 / Math.max(1, latencies.length);
  return { pairs: latencies.length / SECONDS, p50: at(0.5), p99: at(0.99), failures, nodeCpu };
}

async function check(db) {
  const bad = await db.execute(`
    select count(*)::int as n from ledger_accounts a
    left join (select account_id, sum(amount) as s from ledger_postings group by account_id) p on p.account_id = a.id
    where a.balance <> coalesce(p.s, 0)`);
  const unbalanced = await db.execute(
    `select count(*)::int as n from (select 1 from ledger_postings group by transaction_id having sum(amount) <> 0) x`,
  );
  return Number(bad.rows[0].n) === 0 && Number(unbalanced.rows[0].n) === 0;
}

function report(label, result, target, sound) {
  const verdict =
    result.pairs >= target.pairs && (target.p99 === undefined || result.p99 <= target.p99) && sound ? 'MET' : 'MISSED';
  console.log(
    `${label.padEnd(34)} ${result.pairs.toFixed(0).padStart(6)} pairs/s  p50 ${result.p50.toFixed(1)} ms  ` +
      `p99 ${result.p99.toFixed(1)} ms  node CPU ${result.nodeCpu.toFixed(2)} ms/pair  failures ${result.failures}  ` +
      `invariants ${sound ? 'ok' : 'BROKEN'}`,
  );
  return verdict;
}

const verdicts = [];
// PostgreSQL: a database of its own, dropped at the end.
const name = `playhub_bench_${Date.now().toString(36)}_${randomBytes(3).toString('hex')}`;
const admin = new pg.Client({ connectionString: PG_ADMIN_URL });
let pgReady = false;
try {
  await admin.connect();
  await admin.query(`create database "${name}"`);
  pgReady = true;
} catch (error) {
  console.log(`PostgreSQL not reachable at ${PG_ADMIN_URL} (${error.message}): skipping its runs`);
}
if (pgReady) {
  const url = new URL(PG_ADMIN_URL);
  url.pathname = `/${name}`;
  const database = await openDatabase({ databaseUrl: url.toString(), poolSize: POOL });
  try {
    await migrate(database.db);
    const setup = await prepare(database.db);
    const naive = await run(database.db, setup, () => setup.house[0]);
    report('PostgreSQL, one hot house row', naive, TARGETS.postgres, await check(database.db));
    const { shardFor } = await load('src/server/modules/wallet/accounts.ts');
    const sharded = await run(database.db, setup, (key) => setup.house[shardFor(key)]);
    verdicts.push([
      'PostgreSQL, sharded house',
      report(`PostgreSQL, ${SYSTEM_SHARDS} house shards`, sharded, TARGETS.postgres, await check(database.db)),
    ]);
  } finally {
    await database.close();
    await admin.query(`drop database if exists "${name}" with (force)`);
    await admin.end();
  }
}

const lite = await openDatabase({});
try {
  await migrate(lite.db);
  const { shardFor } = await load('src/server/modules/wallet/accounts.ts');
  const setup = await prepare(lite.db);
  const result = await run(lite.db, setup, (key) => setup.house[shardFor(key)]);
  verdicts.push(['PGlite', report('PGlite (in memory)', result, TARGETS.pglite, await check(lite.db))]);
} finally {
  await lite.close();
}
await vite.close();

console.log(
  `targets: PostgreSQL >= ${TARGETS.postgres.pairs} pairs/s with p99 <= ${TARGETS.postgres.p99} ms; ` +
    `PGlite >= ${TARGETS.pglite.pairs} pairs/s`,
);
for (const [label, verdict] of verdicts) console.log(`  ${label}: ${verdict}`);
