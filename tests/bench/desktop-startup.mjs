// Benchmark: how fast the desktop app shows its first window and how much memory it then uses.
// Launches the built app (npm run build:desktop first, unless BENCH_NO_BUILD=1) through
// Playwright's Electron mode BENCH_RUNS times (default 3) with a fresh user-data directory,
// and prints the median time from process creation to the main window becoming visible (it is
// shown on ready-to-show) and the memory of all its processes (app.getAppMetrics, working set).
// Budget: ready-to-show <= 1.5 s, <= 300 MB; a median over budget exits 1, so CI fails on it.
// Where no Electron binary exists (as on the CI machines, which cannot download it) it prints
// why and exits 0.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const BUDGET = { readyToShowMs: 1_500, memoryMb: 300 };
const EXECUTABLES = { linux: 'electron', win32: 'electron.exe', darwin: 'Electron.app/Contents/MacOS/Electron' };

/** The Electron executable, found as tests/electron/electron-binary.ts does, or why there is none. */
function findElectron() {
  const packageDir = dirname(createRequire(import.meta.url).resolve('electron/package.json'));
  const pathFile = join(packageDir, 'path.txt');
  const override = process.env.ELECTRON_OVERRIDE_DIST_PATH;
  if (!override && !existsSync(pathFile)) {
    return { reason: 'no Electron binary (ELECTRON_OVERRIDE_DIST_PATH unset, node_modules/electron/path.txt missing)' };
  }
  const relative = existsSync(pathFile) ? readFileSync(pathFile, 'utf8').trim() : EXECUTABLES[process.platform];
  if (!relative) return { reason: `no default Electron executable name for ${process.platform}` };
  const path = join(override ?? join(packageDir, 'dist'), relative);
  return existsSync(path) ? { path } : { reason: `Electron binary not found at ${path}` };
}

const electronBinary = findElectron();
if (!electronBinary.path) {
  console.log(`desktop-startup: skipped, ${electronBinary.reason}. Run it where Electron is installed.`);
  process.exit(0);
}

if (!process.env.BENCH_NO_BUILD) {
  console.log('building the desktop app (npm run build:desktop)');
  const build = spawnSync('npm', ['run', '--silent', 'build:desktop', '--', '--logLevel', 'warn'], {
    cwd: root,
    stdio: 'inherit',
  });
  if (build.status !== 0) process.exit(1);
}

const { _electron: electron } = await import('@playwright/test');

/** One cold start: ms from process creation to a visible main window, then total memory in MB. */
async function measureOnce() {
  const userData = mkdtempSync(join(tmpdir(), 'playhub-bench-'));
  const app = await electron.launch({
    executablePath: electronBinary.path,
    args: [root, `--user-data-dir=${userData}`, ...(process.getuid?.() === 0 ? ['--no-sandbox'] : [])],
    env: { ...process.env, PLAYHUB_API_URL: 'http://127.0.0.1:4399' },
  });
  try {
    // Measured inside the main process, so Playwright's round trips do not count.
    const readyToShowMs = await app.evaluate(async ({ BrowserWindow }) => {
      const visible = () => BrowserWindow.getAllWindows().some((window) => window.isVisible());
      while (!visible()) await new Promise((resolve) => setTimeout(resolve, 5));
      return Date.now() - process.getCreationTime();
    });
    const page = await app.firstWindow();
    await page.waitForLoadState('load');
    await page.waitForTimeout(1_000);
    const metrics = await app.evaluate(({ app: electronApp }) =>
      electronApp.getAppMetrics().map((metric) => ({ type: metric.type, kb: metric.memory.workingSetSize })),
    );
    const memoryMb = metrics.reduce((sum, metric) => sum + metric.kb, 0) / 1024;
    return { readyToShowMs, memoryMb, metrics };
  } finally {
    await app.close();
    rmSync(userData, { recursive: true, force: true });
  }
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const runs = [];
for (let run = 1; run <= RUNS; run += 1) {
  const result = await measureOnce();
  runs.push(result);
  console.log(
    `run ${run}: ready-to-show ${result.readyToShowMs} ms, memory ${result.memoryMb.toFixed(1)} MB (` +
      result.metrics.map((metric) => `${metric.type} ${(metric.kb / 1024).toFixed(0)}`).join(', ') +
      ')',
  );
}
const readyToShowMs = median(runs.map((run) => run.readyToShowMs));
const memoryMb = median(runs.map((run) => run.memoryMb));
const verdict = (value, budget) => (value <= budget ? 'within budget' : 'OVER BUDGET');
console.log(
  `ready-to-show (median): ${readyToShowMs} ms, ${verdict(readyToShowMs, BUDGET.readyToShowMs)} (<= ${BUDGET.readyToShowMs} ms)`,
);
console.log(
  `memory (median): ${memoryMb.toFixed(1)} MB, ${verdict(memoryMb, BUDGET.memoryMb)} (<= ${BUDGET.memoryMb} MB)`,
);
if (readyToShowMs > BUDGET.readyToShowMs || memoryMb > BUDGET.memoryMb) process.exitCode = 1;
