// Benchmark: logins per second and latency of POST /wps/session/login with argon2id (19 MiB,
// 2 passes), through the payload encryption, on loopback. Builds the server (npm run
// build:server) so the figures are for the current sources, runs out/server/main.js on a fresh
// database and logs the seeded demo player in over and over for a fixed, bounded time. Each
// login verifies the password, replaces the member's session and writes the audit row.
// BENCH_SECONDS, BENCH_CONNECTIONS, BENCH_PORT adjust the run; BENCH_NO_BUILD=1 skips the build.
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { availableParallelism, loadavg } from 'node:os';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import CryptoJS from 'crypto-js';
import { startBuiltServer } from '../fixtures/built-server.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const DURATION_S = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 16);
const PATH = '/wps/session/login';
const ACCOUNT = { username: 'demoplayer', password: 'Demo-player-2026', type: 'username' };

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
  `node ${process.version}, ${availableParallelism()} CPUs, load average ${load.join(' ')}, ` +
    `UV_THREADPOOL_SIZE ${process.env.UV_THREADPOOL_SIZE ?? '4 (default)'}, ${CONNECTIONS} connections, ${DURATION_S} s`,
);

const server = await startBuiltServer(
  { PORT: process.env.BENCH_PORT ?? '4311', LOG_LEVEL: 'warn' },
  { stdio: 'ignore' },
);
try {
  const modulus = await (await fetch(`${server.url}/wps/session/key/rsa`)).text();
  const { headers, body } = encrypt(ACCOUNT, modulus);
  const request = {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  };
  const probe = await fetch(server.url + PATH, request);
  if (!probe.ok) throw new Error(`login failed before the run: ${probe.status} ${await probe.text()}`);

  await autocannon({ url: server.url + PATH, connections: 4, duration: 2, ...request });
  const result = await autocannon({
    url: server.url + PATH,
    connections: CONNECTIONS,
    duration: DURATION_S,
    ...request,
  });
  const ok = result.non2xx === 0 && result.errors === 0 && result.timeouts === 0;
  console.log(
    `login: ${result.requests.average.toFixed(1)} logins/s, p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, ` +
      `max ${result.latency.max} ms, ${result.requests.total} logins, non-2xx ${result.non2xx}, errors ${result.errors}` +
      `${ok ? '' : ' (FAILURES)'}`,
  );
  if (!ok) process.exitCode = 1;
} finally {
  await server.stop();
}

/**
 * The client side of the payload encryption (api-contract.md 2.2), written out here because a
 * plain .mjs script cannot import the TypeScript of src/shared/crypto/rsa.ts.
 */
function encrypt(payload, modulusHex) {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
  const secret = [...randomBytes(16)].map((byte) => alphabet[byte % alphabet.length]).join('');
  const modulus = BigInt(`0x${modulusHex}`);
  // Reversed and packed little-endian is the original string read big-endian.
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
