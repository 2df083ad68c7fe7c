// `npm test`: the whole suite, in the order a failure is cheapest to find. Static checks,
// the builds and their size budgets, then unit and server tests (PGlite and PostgreSQL) with the
// end-to-end tests in Chromium beside them, then the Electron suite. Ends with one "N passed, N failed" line.
import { spawn, spawnSync } from 'node:child_process';
import { closeSync, existsSync, mkdirSync, openSync, readFileSync, rmSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { recordBuild } from './build-state.mjs';
import { ensureChromium } from './ensure-chromium.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const results = resolve(root, 'test-results');
rmSync(results, { recursive: true, force: true });
mkdirSync(results, { recursive: true });

const counts = { passed: 0, failed: 0, skipped: 0 };
const failedSteps = [];

function run(name, command, args, env = {}) {
  const started = Date.now();
  console.log(`\n=== ${name}: ${command} ${args.join(' ')}`);
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  return finished(name, started, result.status === 0);
}

/** `within`: the step ran beside others, and its end was only seen when they were done. */
function finished(name, started, ok, within = false) {
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  console.log(`=== ${name}: ${ok ? 'ok' : 'FAILED'} ${within ? 'within' : 'in'} ${seconds} s`);
  if (!ok) failedSteps.push(name);
  return ok;
}

/**
 * Starts a step beside the others, its output kept in `log` and printed when `settle` is awaited
 * (two interleaved reports would be unreadable). Answers the promise of the step's success.
 */
function runBeside(name, command, args, log, env = {}) {
  const started = Date.now();
  console.log(`\n=== ${name} (beside the next steps, its output below when it ends): ${command} ${args.join(' ')}`);
  const out = openSync(log, 'w');
  const child = spawn(command, args, { cwd: root, stdio: ['ignore', out, out], env: { ...process.env, ...env } });
  return new Promise((settle) => {
    child.on('close', (code) => {
      closeSync(out);
      console.log(`\n=== ${name}: output\n${readFileSync(log, 'utf8')}`);
      settle(finished(name, started, code === 0, true));
    });
  });
}

function readJson(file) {
  return existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : undefined;
}

const npx = 'npx';
run('lint', npx, ['eslint', '--max-warnings', '0', '.']);
run('format', npx, ['prettier', '--check', '--log-level', 'warn', '.']);
run('typecheck', npx, ['tsc', '-b']);
const built =
  run('build desktop (main, preload, renderer)', 'npm', ['run', '--silent', 'build:desktop']) &&
  run('build operator console', 'npm', ['run', '--silent', 'build:console']) &&
  run('build house games', 'npm', ['run', '--silent', 'build:games']) &&
  run('build server', 'npm', ['run', '--silent', 'build:server']);
if (built) {
  recordBuild(root);
  run('size budgets', process.execPath, ['scripts/check-budgets.mjs']);
}

// The browser suite waits on pages most of its time and vitest keeps both cores busy: run side by
// side, the two take little more than the longer one (CI's 40-minute budget on 2 cores).
const e2eReport = resolve(results, 'e2e.json');
let e2e = Promise.resolve(false);
if (!built) failedSteps.push('e2e tests (Chromium) (not run: build failed)');
else if (!ensureChromium()) failedSteps.push('e2e tests (Chromium) (not run: no Chromium)');
else
  e2e = runBeside(
    'e2e tests (Chromium)',
    npx,
    ['playwright', 'test', '-c', 'tests/e2e/playwright.config.ts', '--reporter=list,json'],
    resolve(results, 'e2e.log'),
    { PLAYWRIGHT_JSON_OUTPUT_NAME: e2eReport },
  );

const vitestJson = resolve(results, 'vitest.json');
run('unit and server tests', npx, [
  'vitest',
  'run',
  '--reporter=default',
  '--reporter=json',
  `--outputFile=${vitestJson}`,
]);
const vitest = readJson(vitestJson);
if (vitest) {
  counts.passed += vitest.numPassedTests;
  counts.failed += vitest.numFailedTests;
  counts.skipped += vitest.numPendingTests + vitest.numTodoTests;
} else if (!failedSteps.includes('unit and server tests')) failedSteps.push('unit and server tests (no report)');

/** Adds a Playwright JSON report's counts. */
function countPlaywright(report) {
  const stats = readJson(report)?.stats;
  if (!stats) return;
  counts.passed += stats.expected + stats.flaky;
  counts.failed += stats.unexpected;
  counts.skipped += stats.skipped;
}

await e2e;
countPlaywright(e2eReport);

if (!built) failedSteps.push('electron tests (not run: build failed)');
else {
  const report = resolve(results, 'electron.json');
  run(
    'electron tests',
    npx,
    ['playwright', 'test', '-c', 'tests/electron/playwright.config.ts', '--reporter=list,json'],
    {
      PLAYWRIGHT_JSON_OUTPUT_NAME: report,
    },
  );
  countPlaywright(report);
}

console.log('');
if (failedSteps.length) console.log(`Failed steps: ${failedSteps.join(', ')}`);
console.log(`Tests: ${counts.passed} passed, ${counts.failed} failed, ${counts.skipped} skipped`);
process.exit(failedSteps.length || counts.failed ? 1 : 0);
