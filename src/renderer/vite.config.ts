import { resolve } from 'node:path';
import { defineConfig, type UserConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { paintFirst } from './build/paintFirst.ts';

/**
 * The renderer build. The web build and the desktop app use this same configuration
 * (electron.vite.config.ts calls it), so both ship one identical bundle: assets are
 * addressed from '/', which the server serves over HTTP and the desktop serves through its
 * app:// protocol. Paths are derived from the project root the caller passes, because
 * electron-vite bundles this file into its own config and import.meta.dirname then names the
 * project root, not this folder.
 */
export const rendererConfig = (projectRoot: string): UserConfig => {
  const root = resolve(projectRoot, 'src/renderer');
  return {
    root,
    base: '/',
    publicDir: resolve(projectRoot, 'resources/public'),
    plugins: [react(), paintFirst()],
    resolve: { alias: { '@shared': resolve(projectRoot, 'src/shared') } },
    server: { fs: { allow: [projectRoot] } },
    build: {
      outDir: resolve(projectRoot, 'out/renderer'),
      emptyOutDir: true,
      target: 'es2022',
      // Every browser we support has modulepreload; electron-vite drops the polyfill too, so
      // the web and desktop builds stay byte-identical.
      modulePreload: { polyfill: false },
      minify: true,
      sourcemap: false,
      assetsInlineLimit: 2048,
      reportCompressedSize: false,
      // Read by scripts/check-budgets.mjs to find the entry, page-group and locale chunks.
      manifest: true,
      rolldownOptions: {
        // No "plugins took N % of the build" hint: a busy machine prints it, and it is noise in npm start's log.
        checks: { bundlerTimings: false },
        output: {
          // The entry is "main" so it cannot be confused with the "index" page group.
          entryFileNames: 'assets/main-[hash].js',
          // Page groups keep their module (= spec group) name; locales are named by language.
          chunkFileNames: (chunk) => {
            const id = chunk.facadeModuleId ?? '';
            const locale = /locales\/([^/]+)\/([^/]+)\.json$/.exec(id);
            if (locale) return `assets/locale-${locale[1]}-${locale[2]}-[hash].js`;
            // pages/index.tsx would otherwise be named after its folder.
            const page = /\/renderer\/pages\/([^/]+)\.tsx$/.exec(id);
            if (page) return `assets/${page[1]}-[hash].js`;
            // Code shared between the entry and lazy chunks, otherwise named after a random module.
            return chunk.isDynamicEntry ? 'assets/[name]-[hash].js' : 'assets/shared-[hash].js';
          },
        },
      },
    },
  };
};

export default defineConfig(rendererConfig(resolve(import.meta.dirname, '../..')));
