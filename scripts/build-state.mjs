// Decides whether the built output is older than its sources, so `npm start` rebuilds only
// when something changed (a warm start must stay within seconds).
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const SOURCES = ['src/renderer', 'src/shared', 'src/server', 'src/games', 'locales', 'resources/public'];
const FILES = [
  'package-lock.json',
  'src/renderer/vite.config.ts',
  'src/renderer/console/vite.config.ts',
  'src/server/vite.config.ts',
];
const OUTPUTS = ['out/renderer/index.html', 'out/console/index.html', 'out/server/main.js', 'out/server/cli.js'];
const STAMP = 'out/.build-stamp';

function* walk(dir) {
  if (!existsSync(dir)) return;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* walk(path);
    else yield path;
  }
}

/** A fingerprint of every source file's path, size and modification time. */
export function sourceFingerprint(root) {
  const hash = createHash('sha256');
  const files = [...SOURCES.flatMap((dir) => [...walk(join(root, dir))]), ...FILES.map((f) => join(root, f))].sort();
  for (const file of files) {
    if (!existsSync(file)) continue;
    const { size, mtimeMs } = statSync(file);
    hash.update(`${file}\0${size}\0${mtimeMs}\n`);
  }
  return hash.digest('hex');
}

/** True when an output is missing or the sources changed since the last recorded build. */
export function needsBuild(root) {
  if (OUTPUTS.some((file) => !existsSync(join(root, file)))) return true;
  const stamp = join(root, STAMP);
  return !existsSync(stamp) || readFileSync(stamp, 'utf8') !== sourceFingerprint(root);
}

/** Records that the current sources are built. */
export function recordBuild(root) {
  writeFileSync(join(root, STAMP), sourceFingerprint(root));
}
