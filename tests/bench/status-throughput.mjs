// Benchmark: requests per second and latency of GET /wps/system/status, the call every client
// makes before it mounts. Builds the server (npm run build:server, about a second) so the
// figures are for the current sources, runs out/server/main.js on loopback with a fresh
// database and loads it with autocannon for a fixed, bounded time: once without and once with
// Accept-Encoding. Target: >= 5,000 req/s with p99 <= 20 ms in both runs.
// BENCH_SECONDS, BENCH_CONNECTIONS, BENCH_PORT adjust the run; BENCH_NO_BUILD=1 skips the build.
import { spawnSync } from 'node:child_process';
import { get } from 'node:http';
import { availableParallelism, loadavg } from 'node:os';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { startBuiltServer } from '../fixtures/built-server.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const DURATION_S = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const TARGET_RPS = 5_000;
const TARGET_P99_MS = 20;
const PATH = '/wps/system/status';

if (!process.env.BENCH_NO_BUILD) {
  console.log('building the server (npm run build:server)');
  const build = spawnSync('npm', ['run', '--silent', 'build:server', '--', '--logLevel', 'warn'], {
    cwd: root,
    stdio: 'inherit',
  });
  if (build.status !== 0) process.exit(1);
}

const load = loadavg().map((value) => value.toFixed(2));
console.log(
  `node ${process.version}, ${availableParallelism()} CPUs, load average ${load.join(' ')} ` +
    `(autocannon shares the CPUs; re-run if other work was going on), ${CONNECTIONS} connections, ${DURATION_S} s per run`,
);

const server = await startBuiltServer(
  { PORT: process.env.BENCH_PORT ?? '4310', LOG_LEVEL: 'warn' },
  { stdio: 'ignore' },
);
try {
  // Warm up the JIT and the brand cache before measuring.
  await autocannon({ url: server.url + PATH, connections: 10, duration: 2 });
  for (const [label, headers] of [
    ['plain', {}],
    ['gzip', { 'accept-encoding': 'gzip, deflate, br' }],
  ]) {
    const { encoding, bytes } = await probe(server.url + PATH, headers);
    const result = await autocannon({
      url: server.url + PATH,
      connections: CONNECTIONS,
      duration: DURATION_S,
      headers,
    });
    const ok = result.non2xx === 0 && result.errors === 0 && result.timeouts === 0;
    const onTarget = ok && result.requests.average >= TARGET_RPS && result.latency.p99 <= TARGET_P99_MS;
    const wireBytes = Math.round(result.throughput.total / Math.max(result.requests.total, 1));
    console.log(
      `status ${label}: ${Math.round(result.requests.average)} req/s, p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, ` +
        `max ${result.latency.max} ms, ${result.requests.total} requests, non-2xx ${result.non2xx}, errors ${result.errors}` +
        `${ok ? '' : ' (FAILURES)'} | ${encoding}, ${bytes} B body, ~${wireBytes} B per response with headers | ` +
        `${onTarget ? 'meets' : 'MISSES'} the target (>= ${TARGET_RPS} req/s, p99 <= ${TARGET_P99_MS} ms)`,
    );
  }
} finally {
  await server.stop();
}

/** One request with exactly these headers (fetch would add its own Accept-Encoding): encoding and body size. */
function probe(url, headers) {
  return new Promise((done, fail) => {
    get(url, { headers }, (res) => {
      let bytes = 0;
      res.on('data', (chunk) => (bytes += chunk.length));
      res.on('end', () => done({ encoding: res.headers['content-encoding'] ?? 'identity', bytes }));
    }).on('error', fail);
  });
}
