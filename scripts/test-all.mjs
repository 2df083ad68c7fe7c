// `npm test`: the whole suite, in the order a failure is cheapest to find. Static checks,
// the builds and their size budgets, unit and server tests (PGlite and PostgreSQL), then
// end-to-end tests in Chromium and the Electron suite. Ends with one "N passed, N failed" line.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
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
  const ok = result.status === 0;
  console.log(`=== ${name}: ${ok ? 'ok' : 'FAILED'} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  if (!ok) failedSteps.push(name);
  return ok;
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

for (const [name, config] of [
  ['e2e tests (Chromium)', 'tests/e2e/playwright.config.ts'],
  ['electron tests', 'tests/electron/playwright.config.ts'],
]) {
  if (!built) {
    failedSteps.push(`${name} (not run: build failed)`);
    continue;
  }
  if (config.includes('e2e') && !ensureChromium()) {
    failedSteps.push(`${name} (not run: no Chromium)`);
    continue;
  }
  const report = resolve(results, `${name.split(' ')[0]}.json`);
  run(name, npx, ['playwright', 'test', '-c', config, '--reporter=list,json'], { PLAYWRIGHT_JSON_OUTPUT_NAME: report });
  const stats = readJson(report)?.stats;
  if (stats) {
    counts.passed += stats.expected + stats.flaky;
    counts.failed += stats.unexpected;
    counts.skipped += stats.skipped;
  }
}

console.log('');
if (failedSteps.length) console.log(`Failed steps: ${failedSteps.join(', ')}`);
console.log(`Tests: ${counts.passed} passed, ${counts.failed} failed, ${counts.skipped} skipped`);
process.exit(failedSteps.length || counts.failed ? 1 : 0);
