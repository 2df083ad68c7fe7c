import { resolve } from 'node:path';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

/**
 * The operator console: its own HTML entry and bundle, built to out/console and served by the
 * platform server under /console. Nothing here is reachable from the player app's entry (the
 * player build never sees this folder), so players never download operator code.
 */
const projectRoot = resolve(import.meta.dirname, '../../..');

export default defineConfig({
  root: resolve(projectRoot, 'src/renderer/console'),
  base: '/console/',
  publicDir: resolve(projectRoot, 'src/renderer/console/public'),
  plugins: [react()],
  build: {
    outDir: resolve(projectRoot, 'out/console'),
    emptyOutDir: true,
    target: 'es2022',
    modulePreload: { polyfill: false },
    minify: true,
    sourcemap: false,
    reportCompressedSize: false,
    rolldownOptions: {
      // No "plugins took N % of the build" hint: a busy machine prints it, and it is noise in npm start's log.
      checks: { bundlerTimings: false },
      output: {
        entryFileNames: 'assets/console-[hash].js',
        chunkFileNames: (chunk) => {
          const locale = /locales\/([^/]+)\/([^/]+)\.json$/.exec(chunk.facadeModuleId ?? '');
          return locale ? `assets/locale-${locale[1]}-${locale[2]}-[hash].js` : 'assets/[name]-[hash].js';
        },
      },
    },
  },
});
