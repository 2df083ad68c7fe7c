// The README's start, as a newcomer runs it: `npm start` in a fresh copy of the repository with
// nothing built and no data, then the whole site in Chromium. A visitor takes the free trial and
// plays a round of the house slot, the fairness verifier checks a round, the operator console
// and the web app manifest load. Any part `npm start` does not build (the house games once
// were such a part) fails here, and so does a start log line that is a warning or noise.
// It builds everything once: measured 79 s to listening on a loaded 2-core machine (10-20 s of
// builds, the rest the first start's migrations), then about 20 s in the browser.
import { execSync, spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, realpathSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { expect, test } from '@playwright/test';
import { ENV_VARS } from '../../src/server/config';

const ROOT = resolve(import.meta.dirname, '../..');
/** Beside the e2e server (E2E_PORT) and its mail server (E2E_PORT + 1). */
const PORT = Number(process.env.E2E_PORT ?? 4300) + 2;
const START_TIMEOUT_MS = 300_000;

test.describe.configure({ mode: 'serial', timeout: START_TIMEOUT_MS });
test.use({ baseURL: `http://127.0.0.1:${PORT}`, reducedMotion: 'reduce' });

let clone = '';
let server: ChildProcess | undefined;
let log = '';

/**
 * A fresh clone of what is checked in: the tracked files as they are now (a commit of the
 * working tree's tracked changes from `git stash create`, which touches no ref, or HEAD when
 * there are none), so a file that was never added to git is missing here as in a real clone.
 * node_modules is the installed one, linked: a network install would take minutes and test the
 * registry, not our start; package-lock.json pins the same packages either way.
 */
function freshClone(): string {
  const dir = mkdtempSync(join(tmpdir(), 'playhub-fresh-'));
  const tree = checkedInTree();
  execSync(`git archive --format=tar ${tree} | tar -x -C "${dir}"`, { cwd: ROOT });
  symlinkSync(realpathSync(join(ROOT, 'node_modules')), join(dir, 'node_modules'));
  return dir;
}

/**
 * `git stash create`'s commit, or HEAD. Tried up to three times a second apart, with git's own
 * words in the failure: in one full run it failed once with nothing else running git, and
 * passed on its own right after.
 */
function checkedInTree(): string {
  for (let attempt = 1; ; attempt += 1) {
    const stash = spawnSync('git', ['stash', 'create'], { cwd: ROOT, encoding: 'utf8' });
    if (stash.status === 0) return stash.stdout.trim() || 'HEAD';
    if (attempt === 3)
      throw new Error(`git stash create failed (${stash.status}): ${stash.stderr || String(stash.error)}`);
    Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 1_000);
  }
}

/** The environment of a newcomer's shell: none of the server's settings but the port. */
function newcomerEnv(): NodeJS.ProcessEnv {
  const env = { ...process.env };
  for (const { name } of ENV_VARS) delete env[name];
  return { ...env, PORT: String(PORT) };
}

test.beforeAll(async () => {
  test.setTimeout(START_TIMEOUT_MS);
  clone = freshClone();
  const started = Date.now();
  // Its own process group, so the server that `npm start` runs stops with it.
  const child = spawn('npm', ['start'], { cwd: clone, env: newcomerEnv(), detached: true });
  server = child;
  child.stdout.on('data', (chunk: Buffer) => (log += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (log += chunk.toString()));
  const deadline = started + START_TIMEOUT_MS - 30_000;
  while (!log.includes('PlayHub server listening on')) {
    if (child.exitCode !== null) throw new Error(`npm start exited (${child.exitCode}):\n${log}`);
    if (Date.now() > deadline) throw new Error(`npm start was not listening in time:\n${log}`);
    await new Promise((done) => setTimeout(done, 500));
  }
  console.log(`fresh clone: npm start was listening after ${((Date.now() - started) / 1000).toFixed(1)} s`);
});

test.afterAll(() => {
  if (server?.pid && server.exitCode === null) process.kill(-server.pid, 'SIGTERM');
  if (clone) rmSync(clone, { recursive: true, force: true });
});

test('npm start builds every part and its log holds no warning', () => {
  const built = [...log.matchAll(/^Built (\w+) in [\d.]+ s$/gm)].map((match) => match[1]);
  expect(built).toEqual(['renderer', 'console', 'games', 'server']);
  const expected = [
    /^$/,
    /^> playhub@\S+ start$/,
    /^> node scripts\/start\.mjs$/,
    /^Building [\w, ]+ \(first start or changed sources\)\.\.\.$/,
    /^Built \w+ in [\d.]+ s$/,
    /^ {2}Initial operator created: username "admin", password "\S+"$/,
    /^ {2}It is shown only this once\. /,
  ];
  const unexpected = log.split('\n').filter((line) => {
    if (line.startsWith('{')) return (JSON.parse(line) as { level: number }).level >= 40;
    return !expected.some((pattern) => pattern.test(line));
  });
  expect(unexpected).toEqual([]);
});

test('a visitor takes the free trial and plays a round of Lucky Crown', async ({ page }) => {
  const failed: string[] = [];
  page.on('response', (response) => {
    if (response.status() >= 400 && !response.url().includes('/wps/'))
      failed.push(`${response.status()} ${response.url()}`);
  });
  await page.addInitScript(() => {
    localStorage.setItem('lang', 'en');
    sessionStorage.setItem('newsSeen', '1');
  });
  await page.goto('/login');
  await page.getByRole('dialog', { name: 'Login' }).getByRole('button', { name: 'FREE TRIAL' }).click();
  await expect(page.locator('.account-menu__button')).toBeVisible();
  await page.goto('/rng');
  await page.getByRole('button', { name: 'Play Lucky Crown' }).first().click();
  const frame = page.frameLocator('iframe[src^="/house/slot/"]');
  await expect(frame.getByTestId('balance')).toHaveText(/\d/, { timeout: 30_000 });
  await frame.getByRole('button', { name: /^Spin/ }).click();
  await expect(frame.getByTestId('history-row')).toHaveCount(1, { timeout: 30_000 });
  expect(failed).toEqual([]);
});

test('the fairness verifier checks a round, and the console and the manifest load', async ({ page }) => {
  // A fixed revealed seed: SHA-256 of 32 zero bytes is the commitment.
  const query = new URLSearchParams({
    serverSeed: '0'.repeat(64),
    commitment: '66687aadf862bd776c8fc18b8e9f8e20089714856ee233b3902a591d0d5f2925',
    clientSeed: 'fresh-start',
    nonce: '0',
    stake: '1.00',
    lang: 'en',
  });
  await page.goto(`/house/verify/?${query.toString()}`);
  await page.getByRole('button', { name: 'Verify', exact: true }).click();
  await expect(page.getByTestId('commitment-check')).toHaveText('The server seed matches the commitment.');

  // The console opens in the brand's default language (Tagalog): find its sign-in form by shape.
  await page.goto('/console/');
  await expect(page.locator('form input[type="password"]')).toBeVisible();

  const manifest = await page.request.get('/manifest.webmanifest');
  expect(manifest.headers()['content-type']).toMatch(/^application\/manifest\+json/);
});
