import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    globalSetup: ['test/support/global-setup.ts'],
    // Each file gets its own database cloned from a migrated template: files run in parallel,
    // tests inside a file share that database.
    pool: 'forks',
    testTimeout: 30_000,
    hookTimeout: 120_000,
    env: { LOG_LEVEL: 'silent' },
  },
});
