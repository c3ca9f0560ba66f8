// The admin SPA is served by the API server at /admin from dist/admin (server/plugins/hosting.ts).
import path from 'node:path';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

const here = import.meta.dirname;
const reactRouter = path.resolve(here, '../node_modules/react-router/dist/production');

export default defineConfig(({ command }) => ({
  root: here,
  base: '/admin/',
  plugins: [react()],
  resolve: {
    // react-router 7's package exports name only its development build (remix-run/react-router#12532,
    // #14102), which a production build would ship with its dev-only checks and warnings. The build
    // takes the production files the package publishes beside them.
    alias:
      command === 'build'
        ? [
            { find: /^react-router$/, replacement: `${reactRouter}/index.mjs` },
            { find: /^react-router\/dom$/, replacement: `${reactRouter}/dom-export.mjs` },
          ]
        : [],
  },
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
}));
