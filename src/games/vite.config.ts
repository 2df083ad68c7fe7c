import { resolve } from 'node:path';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

/**
 * The house games' pages: their own HTML entries and bundle, built to out/games and served by
 * the platform server under /house (plugins/house-web.ts): /house/slot/ is what a launch opens
 * in the lobby's sandboxed frame or the desktop game view, /house/verify/ the fairness verifier,
 * /house/lottery/ the lottery betting page a LOTT launch opens.
 * Nothing of the player app is in it, and nothing of it is in the player app.
 */
const projectRoot = resolve(import.meta.dirname, '../..');
const pages = resolve(projectRoot, 'src/games/page');

export default defineConfig({
  root: pages,
  base: '/house/',
  publicDir: false,
  plugins: [react()],
  server: { fs: { allow: [projectRoot] } },
  build: {
    outDir: resolve(projectRoot, 'out/games'),
    emptyOutDir: true,
    target: 'es2022',
    modulePreload: { polyfill: false },
    minify: true,
    sourcemap: false,
    // No inline data: fonts or scripts; images may be data: URIs (the CSP allows them).
    assetsInlineLimit: 2048,
    reportCompressedSize: false,
    rolldownOptions: {
      // No "plugins took N % of the build" hint: a busy machine prints it, and it is noise in npm start's log.
      checks: { bundlerTimings: false },
      input: {
        slot: resolve(pages, 'slot/index.html'),
        verify: resolve(pages, 'verify/index.html'),
        lottery: resolve(pages, 'lottery/index.html'),
      },
      output: {
        chunkFileNames: (chunk) => {
          const locale = /locales\/([^/]+)\/([^/]+)\.json$/.exec(chunk.facadeModuleId ?? '');
          return locale ? `assets/locale-${locale[1]}-${locale[2]}-[hash].js` : 'assets/[name]-[hash].js';
        },
      },
    },
  },
});
