// Benchmark: the agent reports at scale (issue 18 target: a tree of 5,000 agents and 100,000
// members with 10,000,000 bets, team overview and user loss for the top agent with p99 <= 200 ms,
// PostgreSQL). Builds the server (npm run build:server; BENCH_NO_BUILD=1 skips it), creates a
// database (dropped at the end), lets the built server migrate and seed it, then stops it and
// writes the tree and the bets with set-based SQL (generate_series): one top agent, 49 agents
// under it, 10 under each of those, the rest of the BENCH_AGENTS agents under those, and
// BENCH_MEMBERS members spread over every agent; BENCH_BETS bets spread over the members and the
// last BENCH_DAYS days (straight into bet_records, as the writers would). The server is started
// again: its reports consumer builds the summaries from the record (its throughput is printed),
// then BENCH_REQUESTS sequential calls per report measure p50/p99 over HTTP on loopback (after a
// warm-up). TEST_PG_URL is the PostgreSQL admin URL; BENCH_PORT the server's port (default 4410).
// Exits 1 when a p99 misses the target.
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { availableParallelism, loadavg } from 'node:os';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { hash } from '@node-rs/argon2';
import CryptoJS from 'crypto-js';
import pg from 'pg';
import { startBuiltServer } from '../fixtures/built-server.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const AGENTS = Number(process.env.BENCH_AGENTS ?? 5_000);
const MEMBERS = Number(process.env.BENCH_MEMBERS ?? 100_000);
const BETS = Number(process.env.BENCH_BETS ?? 10_000_000);
const DAYS = Number(process.env.BENCH_DAYS ?? 60);
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 200);
const PORT = process.env.BENCH_PORT ?? '4410';
const PG_ADMIN_URL = process.env.TEST_PG_URL ?? 'postgres://root@127.0.0.1:5432/postgres';
const TARGET_P99_MS = 200;
const PASSWORD = 'Bench-agent-2026';

if (!process.env.BENCH_NO_BUILD) {
  console.log('building the server (npm run build:server)');
  const build = spawnSync('npm', ['run', '--silent', 'build:server', '--', '--logLevel', 'warn'], {
    cwd: root,
    stdio: 'inherit',
  });
  if (build.status !== 0) process.exit(1);
}

const load = () =>
  loadavg()
    .map((value) => value.toFixed(2))
    .join(' ');
console.log(`node ${process.version}, ${availableParallelism()} CPUs, load average ${load()}`);
console.log(`tree: 1 top agent + ${AGENTS - 1} agents, ${MEMBERS} members; ${BETS} bets over ${DAYS} days`);

const name = `bench_agents_${randomBytes(4).toString('hex')}`;
const admin = new pg.Client({ connectionString: PG_ADMIN_URL });
await admin.connect();
await admin.query(`create database ${name}`);
const url = new URL(PG_ADMIN_URL);
url.pathname = `/${name}`;
const env = { PORT, LOG_LEVEL: 'warn', DATABASE_URL: url.toString() };
const seconds = (since) => ((Date.now() - since) / 1000).toFixed(1);

try {
  // 1. The server migrates and seeds the database, then stops: the data is written without it.
  await (await startBuiltServer(env, { stdio: 'ignore' })).stop();
  const db = new pg.Client({ connectionString: url.toString() });
  // The database is dropped at the end whatever happened: its forced drop ends this connection.
  db.on('error', () => undefined);
  await db.connect();
  const started = Date.now();
  const passwordHash = await hash(PASSWORD, { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 });
  const [{ id: brandId }] = (await db.query(`select id from brands where merchant_code = 'demo'`)).rows;
  const top = `benchtop${randomBytes(2).toString('hex')}`;
  await db.query(`insert into members (brand_id, username, password_hash, type) values ($1, $2, $3, 1)`, [
    brandId,
    top,
    passwordHash,
  ]);
  // Agents level by level (each level's upline picked round-robin from the level above).
  const level = async (prefix, parentWhere, count) =>
    db.query(
      `with p as (select array_agg(id order by id) as a from members where ${parentWhere})
       insert into members (brand_id, username, password_hash, type, upline_id)
       select $1, $2 || g, $3, 1, p.a[1 + g % array_length(p.a, 1)] from p, generate_series(0, $4 - 1) g`,
      [brandId, prefix, passwordHash, count],
    );
  const l1 = Math.min(49, AGENTS - 1);
  const l2 = Math.min(l1 * 10, AGENTS - 1 - l1);
  await level('bagA', `username = '${top}'`, l1);
  await level('bagB', `username like 'bagA%'`, l2);
  await db.query('analyze members, member_tree');
  await level('bagC', `username like 'bagB%'`, AGENTS - 1 - l1 - l2);
  // In chunks with fresh statistics between them: the tree trigger's cached plan for its
  // member_tree lookup is made while the table is small, and one statement of 100,000 rows keeps
  // the sequential scan it chose then (quadratic).
  for (let from = 0; from < MEMBERS; from += 5_000) {
    await db.query('analyze members, member_tree');
    await db.query(
      `with p as (select array_agg(id order by id) as a from members where type = 1 and brand_id = $1)
       insert into members (brand_id, username, password_hash, type, upline_id)
       select $1, 'bmem' || g, $2, 0, p.a[1 + g % array_length(p.a, 1)] from p, generate_series($3::int, $4::int) g`,
      [brandId, passwordHash, from, Math.min(from + 5_000, MEMBERS) - 1],
    );
  }
  console.log(`tree written in ${seconds(started)} s`);
  const betsStarted = Date.now();
  const CHUNK = 1_000_000;
  for (let from = 0; from < BETS; from += CHUNK) {
    await db.query(
      `with m as (select array_agg(id order by id) as a from members where username like 'bmem%')
       insert into bet_records (brand_id, member_id, game_type, vendor_code, game_code, round_ref, bet_ref, currency,
         stake, valid_turnover, payout, placed_at, settled_at)
       select $1, m.a[1 + (g * 7919) % array_length(m.a, 1)], (array['RNG', 'LIVE', 'SPORTS'])[1 + g % 3], 'BENCH',
         'g' || (g % 20), 'r' || g, 'b' || g, 'PHP', s.stake,
         case when s.payout = s.stake then 0 else s.stake end, s.payout, t.at, t.at
       from m, generate_series($2::bigint, $3::bigint) g,
         lateral (select 100 + (g * 31) % 9900 as stake) s0,
         lateral (select s0.stake, case g % 4 when 0 then s0.stake * 2 when 1 then s0.stake else 0 end as payout) s,
         lateral (select now() - ((g * 104729) % ($4::bigint * 86400)) * interval '1 second' as at) t`,
      [brandId, from, Math.min(from + CHUNK, BETS) - 1, DAYS],
    );
  }
  await db.query('analyze');
  console.log(`${BETS} bets written in ${seconds(betsStarted)} s`);

  // 2. The server's consumers build the summaries from the record.
  const server = await startBuiltServer(env, { stdio: 'ignore' });
  try {
    const consumeStarted = Date.now();
    const [{ max }] = (await db.query(`select max(id)::text as max from bet_records`)).rows;
    for (;;) {
      const { rows } = await db.query(
        `select last_id::text as last from stream_cursors where consumer = 'reports-bets'`,
      );
      if (rows[0]?.last === max) break;
      await new Promise((r) => setTimeout(r, 500));
    }
    const consumeSeconds = (Date.now() - consumeStarted) / 1000;
    console.log(
      `summaries: ${BETS} bets consumed in ${consumeSeconds.toFixed(1)} s (${Math.round(BETS / consumeSeconds)} bets/s)`,
    );
    await db.query('analyze');

    // 3. The reports of the top agent over HTTP.
    const token = await login(server.url, top);
    const headers = { authorization: token, 'content-type': 'application/json' };
    let failed = false;
    for (const [label, path] of [
      ['team overview day', '/wps/agent/team/overview?period=day'],
      ['team overview week', '/wps/agent/team/overview?period=week'],
      ['team overview month', '/wps/agent/team/overview?period=month'],
      ['user loss (this month)', '/wps/agent/team/profit-loss'],
    ]) {
      const times = [];
      for (let i = 0; i < REQUESTS + 10; i += 1) {
        const t0 = performance.now();
        const res = await fetch(server.url + path, { headers });
        const body = await res.text();
        if (!res.ok) throw new Error(`${label}: ${res.status} ${body}`);
        if (i >= 10) times.push(performance.now() - t0);
      }
      times.sort((a, b) => a - b);
      const p = (q) => times[Math.min(times.length - 1, Math.floor(q * times.length))].toFixed(1);
      const p99 = Number(p(0.99));
      if (p99 > TARGET_P99_MS) failed = true;
      console.log(`${label}: p50 ${p(0.5)} ms, p99 ${p99} ms, max ${times.at(-1).toFixed(1)} ms (${REQUESTS} calls)`);
    }
    console.log(`load average ${load()}`);
    if (failed) process.exitCode = 1;
  } finally {
    await server.stop();
    await db.end();
  }
} catch (error) {
  console.error(error);
  process.exitCode = 1;
} finally {
  await admin.query(`drop database if exists ${name} with (force)`);
  await admin.end();
}

/** Logs the agent in through the agent path with the payload encryption; answers the token. */
async function login(base, username) {
  const modulus = await (await fetch(`${base}/wps/session/key/rsa`)).text();
  const { headers, body } = encrypt({ username, password: PASSWORD, type: 'username', loginPath: 'agent' }, modulus);
  const res = await fetch(`${base}/wps/session/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`login failed: ${res.status} ${await res.text()}`);
  return (await res.json()).value.token;
}

/** The client side of the payload encryption (as in login-throughput.mjs). */
function encrypt(payload, modulusHex) {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
  const secret = [...randomBytes(16)].map((byte) => alphabet[byte % alphabet.length]).join('');
  const modulus = BigInt(`0x${modulusHex}`);
  const message = BigInt(`0x${Buffer.from(secret, 'latin1').toString('hex')}`);
  let result = 1n;
  let base = message % modulus;
  for (let e = 0x10001n; e > 0n; e >>= 1n) {
    if (e & 1n) result = (result * base) % modulus;
    base = (base * base) % modulus;
  }
  const digest = CryptoJS.DES.encrypt(JSON.stringify(payload), CryptoJS.enc.Utf8.parse(secret.slice(0, 8)), {
    mode: CryptoJS.mode.ECB,
    padding: CryptoJS.pad.Pkcs7,
  }).toString();
  return {
    headers: { Encryption: result.toString(16), 'X-Digest': digest, 'X-RSA': modulusHex },
    body: { value: digest },
  };
}
