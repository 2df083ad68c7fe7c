// What the game simulation benches share: the pure engines (TypeScript) built once with Vite into
// a plain ES-module directory their worker threads can import, and node:crypto as the fairness
// engine's FairCrypto (the path the server's rounds and draws take).
import { createHash, createHmac } from 'node:crypto';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

const root = resolve(import.meta.dirname, '../../..');

export const nodeFairCrypto = {
  hmacSha256: (key, message) => createHmac('sha256', key).update(message, 'utf8').digest(),
  sha256: (data) => createHash('sha256').update(data).digest(),
};

/** Builds each engine of `engines` (name -> path under the repository) into `outDir` as <name>.js. */
export async function buildEngines(outDir, engines) {
  const { build } = await import('vite');
  await build({
    configFile: false,
    root,
    logLevel: 'warn',
    build: {
      ssr: true,
      outDir,
      emptyOutDir: true,
      target: 'node20',
      minify: false,
      rollupOptions: {
        input: Object.fromEntries(Object.entries(engines).map(([name, path]) => [name, resolve(root, path)])),
        output: { format: 'esm', entryFileNames: '[name].js' },
      },
    },
  });
}

/** Imports the built engines: name -> module. */
export async function loadEngines(outDir, names) {
  const modules = await Promise.all(names.map((name) => import(pathToFileURL(resolve(outDir, `${name}.js`)).href)));
  return Object.fromEntries(names.map((name, i) => [name, modules[i]]));
}
