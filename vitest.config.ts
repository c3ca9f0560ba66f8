import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['server/**/*.test.ts', 'content-db/**/*.test.ts', 'site/**/*.test.ts', 'scripts/**/*.test.ts', 'admin/src/**/*.test.ts'],
    exclude: ['**/node_modules/**', '**/*.browser.test.ts'],
    testTimeout: 30_000,
    hookTimeout: 120_000,
    // a background step (a queued mail, a publish) on a loaded machine takes longer than vitest's 1 s default
    expect: { poll: { timeout: 10_000 } },
    pool: 'forks',
    maxWorkers: 2,
    // a worker runs file after file with the modules it already loaded, instead of spawning and importing
    // the server again per file: a fresh-clone CI run's unit phase took 598 s so, about 800 s isolated.
    // Every file makes its own app on its own temporary folder, so nothing a file leaves behind reaches the next.
    isolate: false,
  },
});
