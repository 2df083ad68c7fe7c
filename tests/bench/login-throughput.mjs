// Benchmark: logins per second and latency of POST /wps/session/login with argon2id (19 MiB,
// 2 passes), through the payload encryption, on loopback. Builds the server (npm run
// build:server) so the figures are for the current sources, runs out/server/main.js on a fresh
// database behind a stand-in proxy (TRUST_PROXY=on) and registers one player per connection, each
// from its own address; every connection then logs its player in over and over for a fixed,
// bounded time. Each login reserves its attempt in the shared limiter, verifies the password,
// replaces the member's session and writes the audit row. One player per connection because the
// attempt limits count attempts in flight: one account logged in 16 times at once from one address
// is a burst the limiter refuses, not a load players make.
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
const PASSWORD = 'Bench-login-2026';
/** A documentation address (RFC 5737) per connection, as the proxy would forward it. */
const addressOf = (index) => `198.51.100.${index + 1}`;

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
  { PORT: process.env.BENCH_PORT ?? '4311', LOG_LEVEL: 'warn', TRUST_PROXY: 'on' },
  { stdio: 'ignore' },
);
try {
  const modulus = await (await fetch(`${server.url}/wps/session/key/rsa`)).text();
  // One player per connection, registered and logged in once from its own address before the run.
  const logins = [];
  for (let index = 0; index < CONNECTIONS; index += 1) {
    const username = `bench${index}x${randomBytes(3).toString('hex')}`;
    const forwarded = { 'x-forwarded-for': addressOf(index) };
    const registration = encrypt(
      { username, password: PASSWORD, confirmPassword: PASSWORD, ageConfirmed: true, registerMethod: 'WEB' },
      modulus,
    );
    const registered = await fetch(`${server.url}/wps/member/register`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json', ...registration.headers, ...forwarded },
      body: JSON.stringify(registration.body),
    });
    if (!registered.ok) throw new Error(`registration failed: ${registered.status} ${await registered.text()}`);
    const { headers, body } = encrypt({ username, password: PASSWORD, type: 'username' }, modulus);
    const login = {
      headers: { 'content-type': 'application/json', ...headers, ...forwarded },
      body: JSON.stringify(body),
    };
    const probe = await fetch(server.url + PATH, { method: 'POST', ...login });
    if (!probe.ok) throw new Error(`login failed before the run: ${probe.status} ${await probe.text()}`);
    logins.push(login);
  }
  // autocannon calls setupClient once per connection, in order: connection i is player i.
  let next = 0;
  const run = (connections, duration) => {
    next = 0;
    return autocannon({
      url: server.url + PATH,
      method: 'POST',
      connections,
      duration,
      setupClient: (client) => {
        const login = logins[next++ % logins.length];
        client.setHeadersAndBody(login.headers, login.body);
      },
    });
  };
  await run(Math.min(4, CONNECTIONS), 2);
  const result = await run(CONNECTIONS, DURATION_S);
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
