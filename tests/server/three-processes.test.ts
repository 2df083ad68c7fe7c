// Three server processes (the built out/server/main.js, as operators run it) started together on
// one freshly created PostgreSQL database, as behind a load balancer: keys, caches, jobs, limits
// and session revocation must hold whichever process a request reaches. PostgreSQL only: PGlite
// is one process. `npm test` builds the server before vitest; a missing build is made here.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { encryptRequest } from '../../src/shared/crypto/rsa';
import { openDatabase, type DatabaseHandle } from '../../src/server/db/client';
import { rowsOf } from '../../src/server/db/migrate';
import { LUCKY_CROWN_NODE_ID } from '../../src/server/modules/house/seed';
import {
  createPgDatabase,
  eventually,
  OPERATOR_PASSWORD,
  skipReason,
  TEST_DATABASE,
  type TestServer,
} from '../fixtures/server';
import { call, DEMO_AGENT, DEMO_PLAYER, tokenOf } from './auth-client';
import { house, launchLuckyCrown } from './house-support';

const skip = TEST_DATABASE !== 'postgres' || (await skipReason()) !== null;
const ROOT = resolve(import.meta.dirname, '../..');
const MAIN = resolve(ROOT, 'out/server/main.js');
/** How soon a change made through one process must be seen by the others. */
const PROPAGATION_MS = 2_000;

interface Process {
  child: ChildProcess;
  url: string;
  exited: Promise<void>;
  /** The process seen through the suites' helpers (auth-client, house-support): inject over HTTP. */
  server: TestServer;
}

function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const probe = createServer();
    probe.once('error', fail);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => done(port));
    });
  });
}

/** An inject() that goes over HTTP, so the shared helpers drive a real process. */
function overHttp(url: string): TestServer {
  const inject = async (options: InjectOptions | string): Promise<LightMyRequestResponse> => {
    const opts = typeof options === 'string' ? { url: options } : options;
    const headers: Record<string, string> = {};
    for (const [name, value] of Object.entries(opts.headers ?? {}))
      if (value !== undefined) headers[name] = String(value);
    let body: string | undefined;
    if (opts.payload !== undefined) {
      body = typeof opts.payload === 'string' ? opts.payload : JSON.stringify(opts.payload);
      headers['content-type'] ??= 'application/json';
    }
    const path = typeof opts.url === 'string' ? opts.url : (opts.path as string);
    const res = await fetch(`${url}${path}`, { method: opts.method ?? 'GET', headers, body });
    const text = await res.text();
    return {
      statusCode: res.status,
      body: text,
      headers: Object.fromEntries(res.headers),
      json: () => JSON.parse(text) as unknown,
    } as unknown as LightMyRequestResponse;
  };
  return { inject } as unknown as TestServer;
}

describe.skipIf(skip)('three server processes on one PostgreSQL database', () => {
  let pgDb: { url: string; drop: () => Promise<void> };
  let database: DatabaseHandle;
  const dataDirs: string[] = [];
  const processes: Process[] = [];
  const output: string[] = [];
  let startedAt = 0;

  async function start(databaseUrl: string): Promise<Process> {
    const port = await freePort();
    const dataDir = mkdtempSync(join(tmpdir(), 'playhub-3p-'));
    dataDirs.push(dataDir);
    const child = spawn(process.execPath, [MAIN], {
      stdio: ['ignore', 'pipe', 'pipe'],
      env: {
        ...process.env,
        HOST: '127.0.0.1',
        PORT: String(port),
        DATABASE_URL: databaseUrl,
        DATA_DIR: dataDir,
        PUBLIC_URL: 'http://localhost:8080',
        OPERATOR_PASSWORD,
        LOG_LEVEL: 'warn',
        // Long, so that only the change bus can explain a brand change seen within PROPAGATION_MS.
        CONFIG_CACHE_MS: '600000',
      },
    });
    const keep = (chunk: Buffer) => {
      output.push(`[${port}] ${chunk.toString()}`);
      if (output.length > 200) output.splice(0, output.length - 200);
    };
    child.stdout?.on('data', keep);
    child.stderr?.on('data', keep);
    const exited = new Promise<void>((done) => child.once('exit', () => done()));
    const url = `http://127.0.0.1:${port}`;
    const began = Date.now();
    for (;;) {
      if (child.exitCode !== null || child.signalCode !== null)
        throw new Error(`a server exited while starting (${child.exitCode ?? child.signalCode}):\n${output.join('')}`);
      try {
        if ((await fetch(`${url}/healthz`, { signal: AbortSignal.timeout(1_000) })).ok) break;
      } catch {
        // not listening yet
      }
      if (Date.now() - began > 30_000) {
        child.kill('SIGKILL');
        throw new Error(`a server did not become healthy within 30 s:\n${output.join('')}`);
      }
      await new Promise((done) => setTimeout(done, 100));
    }
    return { child, url, exited, server: overHttp(url) };
  }

  const p = (i: number): TestServer => processes[i]!.server;
  const rows = async <T>(statement: ReturnType<typeof sql>): Promise<T[]> =>
    rowsOf<T>(await database.db.execute(statement));

  beforeAll(async () => {
    if (!existsSync(MAIN)) {
      const built = spawnSync('npm', ['run', '--silent', 'build:server'], { cwd: ROOT, stdio: 'inherit' });
      if (built.status !== 0) throw new Error('npm run build:server failed');
    }
    pgDb = await createPgDatabase();
    startedAt = Date.now();
    // Together, on an empty database: migrations, seeding and the first RSA key race each other.
    processes.push(...(await Promise.all([start(pgDb.url), start(pgDb.url), start(pgDb.url)])));
    database = await openDatabase({ databaseUrl: pgDb.url, poolSize: 2 });
  }, 120_000);

  afterAll(async () => {
    for (const running of processes) {
      if (running.child.exitCode === null) running.child.kill('SIGTERM');
      await running.exited;
    }
    await database?.close();
    await pgDb?.drop();
    for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
  });

  it('decrypts on any process a login encrypted with the modulus another process served', async () => {
    const modulus = await (await fetch(`${processes[0]!.url}/wps/session/key/rsa`)).text();
    expect(modulus).toMatch(/^[0-9a-f]{256}$/);
    const { headers, body } = encryptRequest(
      { type: 'username', ...DEMO_PLAYER },
      modulus,
      (n) => new Uint8Array(randomBytes(n)),
    );
    for (const i of [1, 2]) {
      const res = await call(p(i), { method: 'POST', url: '/wps/session/login', payload: body, headers });
      expect(res.statusCode, res.body).toBe(200);
    }
    // Processes started together made one key between them.
    const [keys] = await rows<{ n: number }>(sql`select count(*)::int as n from rsa_keys`);
    expect(keys?.n).toBe(1);
  });

  it('shows an operator catalogue change made on one process on the others within two seconds', async () => {
    const admin = await p(0).inject({
      method: 'POST',
      url: '/admin/api/session',
      payload: { username: 'admin', password: OPERATOR_PASSWORD },
    });
    const operator = admin.json<{ value: { token: string } }>().value.token;
    const listed = async (i: number): Promise<boolean> => {
      const res = await p(i).inject('/wps/relay/GCSGAME_gameList?vassalage=PH&gameType=RNG&pageSize=100');
      const games = res.json<{ value: { games: { nodeId: string; gameId: number }[] } }>().value.games;
      return games.some((game) => game.nodeId === String(LUCKY_CROWN_NODE_ID));
    };
    const [game] = await rows<{ id: number }>(sql`select id from games where node_id = ${LUCKY_CROWN_NODE_ID}`);
    // Every process has the list cached before the change.
    for (const i of [0, 1, 2]) expect(await listed(i)).toBe(true);

    for (const enabled of [false, true]) {
      const res = await p(0).inject({
        method: 'PUT',
        url: `/admin/api/games/demo/games/${game!.id}/enabled`,
        headers: { authorization: `Bearer ${operator}` },
        payload: { enabled },
      });
      expect(res.statusCode, res.body).toBe(200);
      const changedAt = Date.now();
      expect(await listed(0)).toBe(enabled);
      await eventually(async () => {
        expect(await listed(1)).toBe(enabled);
        expect(await listed(2)).toBe(enabled);
      }, PROPAGATION_MS);
      expect(Date.now() - changedAt).toBeLessThan(PROPAGATION_MS + 500);
    }
  });

  it('refuses a member token on every process after logout on one, and the game token with it', async () => {
    const token = await tokenOf(p(0), DEMO_PLAYER);
    const gameToken = await launchLuckyCrown(p(2), token);
    for (const i of [1, 2]) {
      expect((await call(p(i), { method: 'GET', url: '/wps/member/info', token })).statusCode).toBe(200);
      expect((await house(p(i), gameToken, 'GET', 'session')).statusCode).toBe(200);
    }
    expect((await call(p(0), { method: 'DELETE', url: '/wps/session/logout', token })).statusCode).toBe(200);
    for (const i of [1, 2]) {
      expect((await call(p(i), { method: 'GET', url: '/wps/member/info', token })).statusCode).toBe(401);
    }
    // Passes once game tokens die with their platform session (the sessions branch of issue 17).
    for (const i of [0, 1, 2]) expect((await house(p(i), gameToken, 'GET', 'session')).statusCode).toBe(401);
  });

  it('runs each scheduled job once per period across the three processes', async () => {
    // house-pending-rounds runs every 10 s: wait for a period the three processes all lived through.
    await eventually(async () => {
      const [seen] = await rows<{ n: number }>(
        sql`select count(*)::int as n from job_runs where name = 'house-pending-rounds' and finished_at is not null`,
      );
      expect(seen?.n).toBeGreaterThanOrEqual(1);
    }, 15_000);
    const runs = await rows<{ period_start: string; runs: number; failed: number }>(
      sql`select period_start::text, count(*)::int as runs, count(error)::int as failed
          from job_runs where name = 'house-pending-rounds' group by period_start`,
    );
    const periods = Math.ceil((Date.now() - startedAt) / 10_000) + 1;
    expect(runs.length).toBeLessThanOrEqual(periods);
    for (const run of runs) expect(run).toMatchObject({ runs: 1, failed: 0 });
  });

  it('holds the login limit under a burst of 100 wrong guesses and the right one spread over the three', async () => {
    const modulus = await (await fetch(`${processes[0]!.url}/wps/session/key/rsa`)).text();
    const attempts = Array.from({ length: 101 }, (_, n) => (n === 50 ? DEMO_AGENT.password : `wrong-${n}`));
    const answers = await Promise.all(
      attempts.map((password, n) => {
        const { headers, body } = encryptRequest(
          { type: 'username', username: DEMO_AGENT.username, password, loginPath: 'agent' },
          modulus,
          (size) => new Uint8Array(randomBytes(size)),
        );
        return call(p(n % 3), { method: 'POST', url: '/wps/session/login', payload: body, headers });
      }),
    );
    const [agent] = await rows<{ id: number }>(sql`select id from members where username = ${DEMO_AGENT.username}`);
    const [failures] = await rows<{ n: number }>(
      sql`select count(*)::int as n from account_audit where event = 'login.failure' and member_id = ${agent!.id}`,
    );
    const successes = answers.filter((res) => res.statusCode === 200).length;
    // Passes once every limit reserves its attempt atomically in the database (the limiter branch of issue 17).
    expect(failures!.n + successes).toBeLessThanOrEqual(10);
    expect(answers.some((res) => res.statusCode === 429 || res.body.includes('"captcha":true'))).toBe(true);
  });
});
