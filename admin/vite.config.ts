// The admin SPA is served by the API server at /admin from dist/admin (server/plugins/hosting.ts).
import path from 'node:path';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

const here = import.meta.dirname;

export default defineConfig({
  root: here,
  base: '/admin/',
  plugins: [react()],
  build: {
    outDir: path.resolve(here, '../dist/admin'),
    emptyOutDir: true,
    sourcemap: false,
    chunkSizeWarningLimit: 1200,
  },
  server: {
    // `vite --config admin/vite.config.ts` during development: the API runs on its default port.
    proxy: {
      '/api': 'http://127.0.0.1:4321',
      '/v2/api': 'http://127.0.0.1:4321',
      '/uploads': 'http://127.0.0.1:4321',
    },
  },
});
