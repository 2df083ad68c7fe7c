import { resolve } from 'node:path';
import { defineConfig } from 'electron-vite';
import type { UserConfig } from 'vite';
import { rendererConfig } from './src/renderer/vite.config';

/**
 * Desktop build: main and preload for Node/Electron, and the same renderer bundle the web
 * build ships. The preload runs sandboxed, so it is one self-contained CommonJS file. Main is
 * self-contained too (dependencies bundled), so the package needs no node_modules: the
 * project's dependencies are mostly the server's, and electron-builder.yml leaves them out.
 */
export default defineConfig({
  main: {
    build: {
      outDir: 'out/main',
      minify: true,
      externalizeDeps: false,
      rollupOptions: { input: { index: resolve(import.meta.dirname, 'src/main/index.ts') } },
    },
  },
  preload: {
    build: {
      outDir: 'out/preload',
      minify: true,
      externalizeDeps: false,
      rollupOptions: {
        input: { index: resolve(import.meta.dirname, 'src/preload/index.ts') },
        output: { format: 'cjs', entryFileNames: '[name].cjs' },
      },
    },
  },
  renderer: withAbsoluteBase(rendererConfig(import.meta.dirname)),
});

/**
 * electron-vite rewrites `base` to './' for production renderers. Relative asset URLs break
 * history-mode routes served over HTTP (/a/b would ask for /a/assets/...), and the app://
 * scheme resolves '/assets/x.js' inside the bundle anyway, so the shared bundle keeps '/'.
 * A plain plugin's config hook runs after electron-vite's 'pre' preset and restores it.
 */
function withAbsoluteBase(config: UserConfig): UserConfig {
  return { ...config, plugins: [...(config.plugins ?? []), { name: 'absolute-base', config: () => ({ base: '/' }) }] };
}
