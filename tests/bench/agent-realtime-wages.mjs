// Real-time wage settlement at scale (issue 18 target, PostgreSQL): 500,000 settled bets in one
// 5-minute window across a tree of TOPS top agents x SUBS sub-agents each x members, every agent
// with a real-time contract. Prints the cycle's time (target <= 30 s) and the latency of bets
// placed while it runs (a bet as the wallet writes it: one ledger transaction player -> house
// and its bet_records row, in one database transaction), p50/p99 against the same load without
// the cycle. The bets arrive at a fixed RATE per second from PLAYERS players, as live traffic
// does, and each is timed from when it was due: players placing bets back to back would saturate
// the machine, where any other work at all shows in their latency.
//   node tests/bench/agent-realtime-wages.mjs
import { availableParallelism, loadavg } from 'node:os';
import { resolve } from 'node:path';
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { createServer } from 'vite';

const root = resolve(import.meta.dirname, '../..');
const BETS = Number(process.env.BENCH_BETS ?? 500_000);
const TOPS = Number(process.env.BENCH_TOPS ?? 50);
const SUBS = Number(process.env.BENCH_SUBS ?? 10);
const MEMBERS = Number(process.env.BENCH_MEMBERS ?? 50_000);
/** Bets per second offered while measuring, and the players placing them. */
const RATE = Number(process.env.BENCH_RATE ?? 300);
const PLAYERS = Number(process.env.BENCH_PLAYERS ?? 16);
/** Payouts at once and the share of time they may be busy (the app's settings, src/server/app.ts). */
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 1);
const BUSY_SHARE = Number(process.env.BENCH_BUSY_SHARE ?? 0.5);
const BASELINE_MS = Number(process.env.BENCH_BASELINE_MS ?? 10_000);
const TARGET_MS = 30_000;
const PG_ADMIN_URL = process.env.TEST_PG_URL ?? 'postgres://root@127.0.0.1:5432/postgres';

const vite = await createServer({ root, configFile: false, logLevel: 'error', server: { middlewareMode: true } });
const load = (path) => vite.ssrLoadModule(resolve(root, path));
const { openDatabase } = await load('src/server/db/client.ts');
const { migrate } = await load('src/server/db/migrate.ts');
const { post, requestHash } = await load('src/server/modules/wallet/ledger.ts');
const { accountId, mainAccount, systemAccount } = await load('src/server/modules/wallet/accounts.ts');
const { settlePeriod } = await load('src/server/modules/agents/wages-settle.ts');

const admin = new pg.Client({ connectionString: PG_ADMIN_URL });
await admin.connect();
const name = `playhub_bench_wages_${Date.now().toString(36)}`;
await admin.query(`create database "${name}"`);
const url = new URL(PG_ADMIN_URL);
url.pathname = `/${name}`;
const handle = await openDatabase({ databaseUrl: url.toString(), poolSize: 32 });
const { db } = handle;
const q = async (text) => (await db.execute(text)).rows;

console.log(
  `node ${process.version}, ${availableParallelism()} CPUs, load ${loadavg()[0].toFixed(1)}; ` +
    `${TOPS} top agents x ${SUBS} sub-agents, ${MEMBERS} members, ${BETS} bets in one window, ${RATE} bets/s from ${PLAYERS} players, ${CONCURRENCY} payouts at once busy ${BUSY_SHARE * 100} % of the time`,
);

try {
  await migrate(db);
  const [{ id: brandId }] = await q(`insert into brands (merchant_code, name) values ('bench', 'Bench') returning id`);
  // The tree: tops, then subs under them, then members spread over the subs (triggers fill member_tree).
  await q(
    `insert into members (brand_id, username, type) select ${brandId}, 'top' || i, 1 from generate_series(1, ${TOPS}) i`,
  );
  await q(`insert into members (brand_id, username, type, upline_id)
           select ${brandId}, 'sub' || i, 1, (select id from members where username = 'top' || (1 + (i - 1) % ${TOPS}))
             from generate_series(1, ${TOPS * SUBS}) i`);
  // In chunks with fresh statistics between them: the tree trigger's cached plan for its
  // member_tree lookup is made while the table is small, and one statement of 50,000 rows kept
  // the sequential scan it chose then (the set-up took minutes).
  for (let from = 1; from <= MEMBERS; from += 5_000) {
    await q('analyze members, member_tree');
    await q(`insert into members (brand_id, username, type, upline_id)
             select ${brandId}, 'm' || i, 0, s.id
               from generate_series(${from}, ${Math.min(from + 4_999, MEMBERS)}) i
               join members s on s.username = 'sub' || (1 + (i - 1) % ${TOPS * SUBS})`);
  }
  await q(`insert into agent_contracts (brand_id, kind, parent_id, child_id, version, status, terms, offered_by)
           select ${brandId}, 'realtime', upline_id, id, 1, 'approved',
                  case when upline_id is null then '{"winRateBp":100,"lossRateBp":200}'::jsonb
                       else '{"winRateBp":60,"lossRateBp":150}'::jsonb end, 'bench'
             from members where brand_id = ${brandId} and type = 1`);
  const window = Date.UTC(2026, 2, 2, 4, 0);
  const t0 = performance.now();
  // 500,000 bets over 20 games and 5,000 rounds each; about 45% won, a few pushes.
  await q(`insert into bet_records (brand_id, member_id, game_type, vendor_code, game_code, round_ref, bet_ref, currency,
                                    stake, valid_turnover, payout, placed_at, settled_at)
           select ${brandId}, m.first + (i % ${MEMBERS}), 'slot', case when i % 3 = 0 then 'pgsoft' else 'house' end,
                  'g' || (i % 20), 'r' || (i % 5000), 'b' || i, 'PHP',
                  1000 + (i % 7) * 500, 1000 + (i % 7) * 500,
                  case when i % 20 < 9 then (1000 + (i % 7) * 500) * 2 when i % 20 = 9 then 1000 + (i % 7) * 500 else 0 end,
                  to_timestamp(${window / 1000} + (i % 299)), to_timestamp(${window / 1000} + (i % 299))
             from generate_series(1, ${BETS}) i,
                  (select min(id) as first from members where username like 'm%' and brand_id = ${brandId}) m`);
  await q('analyze');
  console.log(`set-up: tree and ${BETS} bets in ${((performance.now() - t0) / 1000).toFixed(1)} s`);

  // The betting load: PLAYERS players, bets due at RATE per second (ledger + bet record).
  const house = await accountId(db, {
    brandId,
    kind: 'house',
    memberId: null,
    vendorCode: '',
    shard: 0,
    currency: 'PHP',
  });
  const players = [];
  for (let i = 0; i < PLAYERS; i++) {
    const [{ id }] = await q(`insert into members (brand_id, username) values (${brandId}, 'bettor${i}') returning id`);
    const account = await mainAccount(db, brandId, Number(id), 'PHP');
    await post(db, {
      brandId,
      kind: 'adjustment',
      idempotencyKey: `fund:${i}`,
      requestHash: requestHash({ i }),
      postings: [
        { accountId: house, amount: -1_000_000_000n, currency: 'PHP' },
        { accountId: account, amount: 1_000_000_000n, currency: 'PHP' },
      ],
    });
    players.push({ memberId: Number(id), account });
  }
  let seq = 0;
  const betOnce = async (player) => {
    const key = `bench-bet:${++seq}`;
    const started = performance.now();
    // The house's shard by the bet's key, as the wallet picks it (one house row would make every
    // bet wait on every other, and on whatever slows any one of them).
    const houseShard = await systemAccount(db, brandId, 'house', 'PHP', key);
    await db.transaction(async (tx) => {
      await post(tx, {
        brandId,
        kind: 'bet',
        idempotencyKey: key,
        requestHash: requestHash({ key }),
        postings: [
          { accountId: player.account, amount: -100n, currency: 'PHP' },
          { accountId: houseShard, amount: 100n, currency: 'PHP' },
        ],
      });
      await tx.execute(`insert into bet_records (brand_id, member_id, game_type, vendor_code, game_code, round_ref, bet_ref,
                          currency, stake, valid_turnover, payout, placed_at)
                        values (${brandId}, ${player.memberId}, 'slot', 'house', 'g0', '${key}', '${key}', 'PHP', 100, 100, 0, now())`);
    });
    return performance.now() - started;
  };
  /** Offers RATE bets/s until `untilDone()`; answers each bet's latency counted from when it was due. */
  const load = (untilDone) => {
    const latencies = [];
    const inFlight = new Set();
    const start = performance.now();
    let sent = 0;
    const done = new Promise((finish) => {
      const tick = setInterval(() => {
        if (untilDone()) {
          clearInterval(tick);
          void Promise.all(inFlight).then(finish);
          return;
        }
        const due = Math.floor(((performance.now() - start) / 1000) * RATE);
        for (; sent < due; sent++) {
          const dueAt = start + (sent * 1000) / RATE;
          const bet = betOnce(players[sent % players.length]).then(() => latencies.push(performance.now() - dueAt));
          inFlight.add(bet);
          void bet.finally(() => inFlight.delete(bet));
        }
      }, 2);
    });
    return { latencies, done };
  };
  const pct = (values, p) => {
    const sorted = [...values].sort((a, b) => a - b);
    return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
  };
  const line = (label, values, ms) =>
    `${label}: ${values.length} bets in ${(ms / 1000).toFixed(1)} s (${Math.round(values.length / (ms / 1000))}/s), ` +
    `p50 ${pct(values, 50).toFixed(1)} ms, p99 ${pct(values, 99).toFixed(1)} ms`;

  // A few seconds of the load first, not counted: the pool opens its connections, plans are made.
  let stop = false;
  const warm = load(() => stop);
  await new Promise((r) => setTimeout(r, 3_000));
  stop = true;
  await warm.done;

  // Without the cycle.
  stop = false;
  const baseStart = performance.now();
  const base = load(() => stop);
  await new Promise((r) => setTimeout(r, BASELINE_MS));
  stop = true;
  await base.done;
  const baseMs = performance.now() - baseStart;

  // With the cycle (the bench's bets land outside the settled window: they are the live traffic).
  stop = false;
  const during = load(() => stop);
  const brand = { id: Number(brandId), currency: 'PHP', timeZone: 'Asia/Manila' };
  const cycleStart = performance.now();
  const result = await settlePeriod(
    db,
    brand,
    'realtime',
    { start: new Date(window), end: new Date(window + 300_000) },
    { concurrency: CONCURRENCY, busyShare: BUSY_SHARE },
  );
  const cycleMs = performance.now() - cycleStart;
  stop = true;
  await during.done;

  const [check] = await q(
    `select count(*)::int as payouts, coalesce(sum(amount), 0)::text as amount from agent_payouts`,
  );
  const [sum] = await q(`select coalesce(sum(amount), 0)::text as total from ledger_postings`);
  const [neg] = await q(`select count(*)::int as n from ledger_accounts where kind = 'player_main' and balance < 0`);
  console.log(
    `cycle: ${result.payouts} payouts (${check.payouts} rows, ${check.amount} minor units) for ${BETS} bets in ${(cycleMs / 1000).toFixed(2)} s ` +
      `(target <= ${TARGET_MS / 1000} s: ${cycleMs <= TARGET_MS ? 'met' : 'MISSED'}); ledger sum ${sum.total}, negative wallets ${neg.n}`,
  );
  console.log(line('bets without the cycle', base.latencies, baseMs));
  console.log(line('bets during the cycle ', during.latencies, cycleMs));
  if (cycleMs > TARGET_MS) process.exitCode = 1;
} finally {
  await handle.close();
  await admin.query(`drop database if exists "${name}" with (force)`);
  await admin.end();
  await vite.close();
}
