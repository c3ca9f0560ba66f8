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
    // as long as a locator waits (the pages' 15 s): vitest's 1 s default failed polls of a refetch on a loaded machine
    expect: { poll: { timeout: 15_000 } },
  },
});
