// Benchmark: requests per second and latency of GET /wps/relay/GCSGAME_gameList, the lobby's
// busiest call, with a varied, realistic query mix (types, vendors and vendor lists,
// classifications, name searches, minimum bets, pages and page sizes). Builds the server
// (npm run build:server) so the figures are for the current sources, runs out/server/main.js
// with the demo catalogue (a few thousand games) on loopback, first on PGlite, then on
// PostgreSQL (a database it creates and drops) when DATABASE_URL or TEST_PG_URL, or
// 127.0.0.1:5432, answers; and loads each with autocannon for a fixed, bounded time.
// Target (on the normal mix, both databases): >= 3,000 req/s with p99 <= 20 ms; the script
// exits 1 when a run misses it. A second, uncached phase then sends a distinct query with almost
// every request (name fragments x pages x page sizes), so most requests miss the answer cache and
// reach the database: its figures are reported, not held to the target.
// BENCH_SECONDS, BENCH_CONNECTIONS, BENCH_PORT adjust the run; BENCH_NO_BUILD=1 skips the build.
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startBuiltServer } from '../fixtures/built-server.mjs';
import { figures, load, runOnBothDatabases } from './catalogue-load.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const DURATION_S = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const PORT = process.env.BENCH_PORT ?? '4311';
const TARGET_RPS = 3_000;
const TARGET_P99_MS = 20;
const PATH = '/wps/relay/GCSGAME_gameList';

/** The lobby's queries: what the game-list screen, the vendor tabs and the search box send. */
function queryMix() {
  const base = { clientType: '3', platform: 'flash,html5-desktop', language: 'en' };
  const slots = ['PHS', 'LUX', 'NEB', 'JADE', 'RIVR', 'BOLT', 'KOI', 'ORCA'];
  const queries = [];
  const add = (extra) => queries.push(`${PATH}?${new URLSearchParams({ ...base, ...extra })}`);
  for (const pageNo of ['1', '2', '3', '7', '40']) {
    add({ gameType: 'RNG', pageNo, pageSize: '24' });
    for (const vassalage of slots) add({ gameType: 'RNG', vassalage, pageNo, pageSize: '15' });
  }
  for (const gameType of ['FISH', 'PVP', 'ARCADE', 'LIVE', 'ELOTT']) add({ gameType, pageNo: '1', pageSize: '24' });
  for (const gameClassify of ['SC', 'VP', 'TG', 'AC', 'JP', 'BG']) {
    add({ gameType: 'RNG', gameClassify, pageNo: '1', pageSize: '15' });
    add({ gameType: 'RNG', vassalage: 'PHS', gameClassify, pageNo: '2', pageSize: '15' });
  }
  for (const gameName of ['golden', 'Dragon', 'lucky t', 'koi', 'mega', 'fortune deluxe', 'zzz', '%_']) {
    add({ gameType: 'RNG', gameName, pageNo: '1', pageSize: '15' });
  }
  for (const minBet of ['0.01', '0.05', '0.1', '0.5', '0.75'])
    add({ gameType: 'RNG', minBet, pageNo: '1', pageSize: '15' });
  add({ gameType: 'RNG', vassalage: 'LUX,NEB', pageNo: '1', pageSize: '12' });
  add({ gameType: 'RNG', vassalage: 'SPB,SS', pageNo: '1', pageSize: '12' });
  return queries;
}

/**
 * Queries the answer cache has not seen: every two-letter name fragment on pages 1..5 with page
 * sizes 10..30 (about 70,000 combinations), walked with a stride so neighbours differ in all three.
 */
function uncachedQuery(n) {
  const letters = 'abcdefghijklmnopqrstuvwxyz';
  const combination = (n * 7919) % (26 * 26 * 5 * 21);
  const gameName = letters[combination % 26] + letters[Math.floor(combination / 26) % 26];
  const pageNo = String(1 + (Math.floor(combination / 676) % 5));
  const pageSize = String(10 + Math.floor(combination / 3380));
  const query = { clientType: '3', platform: 'flash,html5-desktop', language: 'en', gameType: 'RNG' };
  return `${PATH}?${new URLSearchParams({ ...query, gameName, pageNo, pageSize })}`;
}

/** Both phases against one database; true when the normal mix met the target without failures. */
async function run(label, env) {
  const server = await startBuiltServer({ PORT, LOG_LEVEL: 'warn', ...env }, { stdio: 'ignore', timeoutMs: 180_000 });
  try {
    const queries = queryMix();
    // Each request takes the next query of the mix, round robin over every connection.
    const mix = (n) => queries[n % queries.length];
    // Warm up the JIT, the brand cache and the catalogue's cached answers before measuring.
    await load(server, mix, 10, 3);
    const result = await load(server, mix, CONNECTIONS, DURATION_S);
    const ok = result.non2xx === 0 && result.errors === 0 && result.timeouts === 0;
    const onTarget = ok && result.requests.average >= TARGET_RPS && result.latency.p99 <= TARGET_P99_MS;
    console.log(
      `gameList ${label}, normal mix (${queries.length} distinct queries, cached after warm-up): ${figures(result)}` +
        `${ok ? '' : ' (FAILURES)'} | ${onTarget ? 'meets' : 'MISSES'} the target (>= ${TARGET_RPS} req/s, p99 <= ${TARGET_P99_MS} ms)`,
    );
    // Offset past the warm-up so the measured requests start on queries nobody asked yet.
    const uncached = await load(server, (n) => uncachedQuery(n + 1_000_000), CONNECTIONS, DURATION_S);
    console.log(
      `gameList ${label}, UNCACHED phase (a distinct name search, page and size per request; report only): ` +
        `${figures(uncached)}`,
    );
    return onTarget;
  } finally {
    await server.stop();
  }
}

await runOnBothDatabases({
  root,
  run,
  connections: CONNECTIONS,
  seconds: DURATION_S,
  failure: 'FAILED: a run missed the target on the normal mix',
});
