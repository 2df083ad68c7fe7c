// Decides which built parts are older than their sources, so `npm start` rebuilds only what
// changed (a warm start must stay within seconds). Every part the server serves is here: a
// part left out is one a fresh clone starts without (the house games once were).
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** Files every build reads: the installed packages and the compiler settings. */
const COMMON = ['package.json', 'package-lock.json', 'tsconfig.base.json'];

/**
 * The parts the platform server serves, each with the npm script that builds it, the sources it
 * is built from (directories and files, including what it imports from other folders) and the
 * files whose absence means it was never built.
 */
export const PARTS = [
  {
    name: 'renderer',
    script: 'build:web',
    sources: ['src/renderer', 'src/shared', 'locales', 'resources/public', ...COMMON],
    outputs: ['out/renderer/index.html'],
  },
  {
    name: 'console',
    script: 'build:console',
    sources: ['src/renderer', 'src/shared', 'locales', ...COMMON],
    outputs: ['out/console/index.html'],
  },
  {
    name: 'games',
    script: 'build:games',
    sources: ['src/games', 'src/shared', 'locales', ...COMMON],
    outputs: ['out/games/slot/index.html', 'out/games/verify/index.html', 'out/games/lottery/index.html'],
  },
  {
    name: 'server',
    script: 'build:server',
    sources: ['src/server', 'src/shared', 'src/games', 'src/conformance', 'locales', ...COMMON],
    outputs: ['out/server/main.js', 'out/server/cli.js'],
  },
];
const STAMP = 'out/.build-stamp';

function* walk(path) {
  if (!existsSync(path)) return;
  if (!statSync(path).isDirectory()) {
    yield path;
    return;
  }
  for (const entry of readdirSync(path, { withFileTypes: true })) yield* walk(join(path, entry.name));
}

/** A fingerprint of every source file's path, size and modification time, per part. */
function fingerprints(root, parts) {
  const lines = new Map();
  const linesOf = (source) => {
    if (!lines.has(source))
      lines.set(
        source,
        [...walk(join(root, source))].sort().map((file) => {
          const { size, mtimeMs } = statSync(file);
          return `${file}\0${size}\0${mtimeMs}\n`;
        }),
      );
    return lines.get(source);
  };
  return Object.fromEntries(
    parts.map((part) => {
      const hash = createHash('sha256');
      for (const source of part.sources) for (const line of linesOf(source)) hash.update(line);
      return [part.name, hash.digest('hex')];
    }),
  );
}

function readStamp(root) {
  try {
    const stamp = JSON.parse(readFileSync(join(root, STAMP), 'utf8'));
    return stamp && typeof stamp === 'object' ? stamp : {};
  } catch {
    return {};
  }
}

const partsNamed = (names) => (names ? PARTS.filter((part) => names.includes(part.name)) : PARTS);

/** The parts (all, or those named) whose output is missing or whose sources changed since their last build. */
export function staleParts(root, names) {
  const parts = partsNamed(names);
  const stamp = readStamp(root);
  const current = fingerprints(root, parts);
  return parts.filter(
    (part) => part.outputs.some((file) => !existsSync(join(root, file))) || stamp[part.name] !== current[part.name],
  );
}

/** Records that the current sources of these parts (all, or those named) are built. */
export function recordBuild(root, names) {
  writeFileSync(join(root, STAMP), JSON.stringify({ ...readStamp(root), ...fingerprints(root, partsNamed(names)) }));
}
