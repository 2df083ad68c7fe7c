import { resolve } from 'node:path';
import { defineConfig, type UserConfig } from 'vite';
import react from '@vitejs/plugin-react';

const root = import.meta.dirname;

/**
 * The renderer build. The web build and the desktop app use this same configuration
 * (electron.vite.config.ts imports it), so both ship one identical bundle: assets are
 * addressed from '/', which the server serves over HTTP and the desktop serves through its
 * app:// protocol.
 */
export const rendererConfig: UserConfig = {
  root,
  base: '/',
  publicDir: resolve(root, '../../resources/public'),
  plugins: [react()],
  resolve: { alias: { '@shared': resolve(root, '../shared') } },
  server: { fs: { allow: [resolve(root, '../..')] } },
  build: {
    outDir: resolve(root, '../../out/renderer'),
    emptyOutDir: true,
    target: 'es2022',
    minify: true,
    sourcemap: false,
    assetsInlineLimit: 2048,
    reportCompressedSize: false,
  },
};

export default defineConfig(rendererConfig);
