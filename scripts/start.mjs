// `npm start`: builds the web app and the server when their sources changed, then runs the
// platform server on the embedded defaults (PGlite under ./data) and forwards stop signals.
import { spawn, spawnSync } from 'node:child_process';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { needsBuild, recordBuild } from './build-state.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

if (needsBuild(root)) {
  console.log('Building the web app, the operator console and the server (first start or changed sources)...');
  for (const script of ['build:web', 'build:console', 'build:server']) {
    const result = spawnSync(npm, ['run', '--silent', script], { cwd: root, stdio: 'inherit' });
    if (result.status !== 0) process.exit(result.status ?? 1);
  }
  recordBuild(root);
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
