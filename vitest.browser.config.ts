// Browser tests of the admin (admin/tests/*.browser.test.ts): Chromium against the real server, one
// file at a time (each starts its own server and browser).
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['**/*.browser.test.ts'],
    exclude: ['**/node_modules/**', 'dist/**'],
    pool: 'forks',
    maxWorkers: 1,
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 180_000,
  },
});
