// `npm start`: builds every part the server serves whose sources changed (the web app, the
// operator console, the house games and the server itself; scripts/build-state.mjs), then runs
// the platform server on the embedded defaults (PGlite under ./data) and forwards stop signals.
import { spawn, spawnSync } from 'node:child_process';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { recordBuild, staleParts } from './build-state.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

const stale = staleParts(root);
if (stale.length > 0)
  console.log(`Building ${stale.map((part) => part.name).join(', ')} (first start or changed sources)...`);
for (const part of stale) {
  const started = Date.now();
  // Vite's list of every file it wrote is noise in a start log; its warnings and errors still show.
  const args = ['run', '--silent', part.script, '--', '--logLevel', 'warn'];
  const result = spawnSync(npm, args, { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
  recordBuild(root, [part.name]);
  console.log(`Built ${part.name} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

// A larger young generation (V8's default semi-space is 16 MB): a busy server allocates per
// request, and with the default it ran a scavenge every quarter second and promoted enough to
// start mark-compacts whose pauses were the spin bench's slowest percent.
const server = spawn(process.execPath, ['--max-semi-space-size=64', resolve(root, 'out/server/main.js')], {
  cwd: root,
  stdio: 'inherit',
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
