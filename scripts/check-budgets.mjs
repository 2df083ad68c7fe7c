// Size budgets of the architecture brief, checked on the built renderer (out/renderer):
// entry JS (the entry chunk and everything it imports statically) <= 170 KB gzip, each lazy
// route chunk <= 60 KB gzip, each locale chunk <= 15 KB gzip. Prints every chunk's size, and
// fails when operator console code (src/renderer/console, console.json) is in the player bundle.
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const outDir = resolve(root, 'out/renderer');
const KB = 1024;
export const BUDGETS = { entry: 170 * KB, route: 60 * KB, locale: 15 * KB };

/** Gzip size in bytes of one built file. */
export function gzipSize(file) {
  return gzipSync(readFileSync(resolve(outDir, file)), { level: 9 }).length;
}

/** Chunks of the built renderer grouped as entry (with its static imports), locales and lazy chunks. */
export function classifyChunks() {
  const manifest = JSON.parse(readFileSync(resolve(outDir, '.vite/manifest.json'), 'utf8'));
  const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
  const entry = new Set();
  const visit = (key) => {
    if (entry.has(key)) return;
    entry.add(key);
    for (const imported of manifest[key].imports ?? []) visit(imported);
  };
  visit(entryKey);
  const chunks = Object.entries(manifest).filter(([, chunk]) => chunk.file.endsWith('.js'));
  return {
    entry: chunks.filter(([key]) => entry.has(key)).map(([, chunk]) => chunk.file),
    locales: chunks
      .filter(([key]) => !entry.has(key) && /locales\/[^/]+\/[^/]+\.json$/.test(key))
      .map(([key, c]) => ({ key, file: c.file })),
    lazy: chunks
      .filter(([key]) => !entry.has(key) && !/locales\//.test(key))
      .map(([key, c]) => ({ key, file: c.file, name: c.name })),
  };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { entry, locales, lazy } = classifyChunks();
  const problems = [];
  const kb = (bytes) => `${(bytes / KB).toFixed(1)} KB`;
  const entrySize = entry.reduce((sum, file) => sum + gzipSize(file), 0);
  console.log(`entry JS (${entry.length} files): ${kb(entrySize)} gzip (budget ${kb(BUDGETS.entry)})`);
  if (entrySize > BUDGETS.entry) problems.push(`entry JS ${kb(entrySize)} > ${kb(BUDGETS.entry)}`);
  for (const { key, file, name } of lazy) {
    const size = gzipSize(file);
    console.log(`  chunk ${name ?? key} ${file}: ${kb(size)}`);
    if (size > BUDGETS.route) problems.push(`${file} ${kb(size)} > ${kb(BUDGETS.route)}`);
  }
  for (const { key, file } of locales) {
    const size = gzipSize(file);
    console.log(`  locale ${key.replace(/^.*locales\//, '')}: ${kb(size)}`);
    if (size > BUDGETS.locale) problems.push(`${key} ${kb(size)} > ${kb(BUDGETS.locale)}`);
  }
  // The operator console is its own build (out/console): nothing of it may reach players.
  const manifest = JSON.parse(readFileSync(resolve(outDir, '.vite/manifest.json'), 'utf8'));
  const leaked = Object.keys(manifest).filter((key) => /renderer\/console\/|locales\/[^/]+\/console\.json$/.test(key));
  if (leaked.length) problems.push(`operator console code in the player bundle: ${leaked.join(', ')}`);
  else console.log('No operator console code in the player bundle.');
  if (problems.length) {
    console.error(`Over budget:\n  ${problems.join('\n  ')}`);
    process.exit(1);
  }
  console.log('All chunks within budget.');
}
