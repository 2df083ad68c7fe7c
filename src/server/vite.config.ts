import { resolve } from 'node:path';
import { defineConfig } from 'vite';

const root = resolve(import.meta.dirname, '../..');

/**
 * Server build: an SSR (Node) bundle of the platform server and its operator CLI.
 * Packages stay external and load from node_modules; SQL migrations are bundled in through
 * import.meta.glob, so the output needs no source tree beside it.
 */
export default defineConfig({
  root,
  publicDir: false,
  build: {
    ssr: true,
    outDir: resolve(root, 'out/server'),
    emptyOutDir: true,
    target: 'node20',
    minify: false,
    sourcemap: true,
    rollupOptions: {
      // No "plugins took N % of the build" hint: a busy machine prints it, and it is noise in npm start's log.
      checks: { bundlerTimings: false },
      input: {
        main: resolve(import.meta.dirname, 'main.ts'),
        cli: resolve(import.meta.dirname, 'cli.ts'),
        // The seamless-wallet conformance kit's command line (npm run conformance).
        conformance: resolve(root, 'src/conformance/cli.ts'),
      },
      output: { format: 'esm', entryFileNames: '[name].js' },
    },
  },
});
