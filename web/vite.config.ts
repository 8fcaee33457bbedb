import path from 'node:path';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

/**
 * The portal is served by the API process under /portal (src/modules/portal). scripts/build-portal.ts
 * passes the output directory; `vite build` alone writes to ../dist/portal.
 */
export default defineConfig({
  root: import.meta.dirname,
  base: '/portal/',
  plugins: [react()],
  build: {
    outDir: path.resolve(import.meta.dirname, '../dist/portal'),
    emptyOutDir: true,
    // Every asset is a file: the CSP allows no data: scripts, and small inlined fonts or images
    // gain nothing behind immutable caching.
    assetsInlineLimit: 0,
    // The CSP forbids inline scripts; the module-preload polyfill is one.
    modulePreload: { polyfill: false },
    sourcemap: true,
    chunkSizeWarningLimit: 1500,
  },
  server: {
    // `npx vite web` during development: the API on its default port answers the calls.
    proxy: { '/v1': 'http://localhost:8787', '/auth/v1': 'http://localhost:8787', '/files': 'http://localhost:8787' },
  },
});
