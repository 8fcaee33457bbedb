import os from 'node:os';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    globalSetup: ['test/support/global-setup.ts'],
    // Each file gets its own database cloned from a migrated template: files run in parallel,
    // tests inside a file share that database.
    pool: 'forks',
    // Each worker process runs file after file with one module cache: importing the app, PGlite and
    // the drivers once per worker instead of once per file halves the suite's CPU time. Files share
    // no state through modules: every file builds its own app and database.
    isolate: false,
    // Vitest's default is one worker fewer than the cores: one on a 2-core machine, which left a core
    // idle while files waited on the database, the browser and the processes they start (CI's load
    // average was 1.3-2.3). Two workers ran the embedded suite in 360 s against 628 s, all passing.
    maxWorkers: Math.max(2, os.availableParallelism() - 1),
    testTimeout: 30_000,
    hookTimeout: 120_000,
    env: { LOG_LEVEL: 'silent' },
    // Files attached to tests (the portal's screenshots) stay with the other test output, untracked.
    attachmentsDir: 'test-results/attachments',
  },
});
