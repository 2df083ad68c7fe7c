import { resolve } from 'node:path';
import { defineConfig } from 'electron-vite';
import { rendererConfig } from './src/renderer/vite.config';

/**
 * Desktop build: main and preload for Node/Electron, and the same renderer bundle the web
 * build ships. The preload runs sandboxed, so it is one self-contained CommonJS file.
 */
export default defineConfig({
  main: {
    build: {
      outDir: 'out/main',
      minify: true,
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
  renderer: rendererConfig,
});
