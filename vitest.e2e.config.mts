import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

/** End-to-end tests: a production build served on loopback, driven by Debian's Chromium. */
export default defineConfig({
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  test: {
    environment: 'node',
    include: ['tests/e2e/**/*.test.ts'],
    globalSetup: ['tests/e2e/support/global-setup.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    // Two files at a time, each with its own Chromium, against the one shared server (and the servers
    // some files start for themselves): a file waiting on its browser or its clock leaves the cores to
    // the other. Measured on two cores: 813 s for the phase, against 1,044 s one file at a time.
    fileParallelism: true,
    maxWorkers: 2,
    // Tests marked concurrent (those that wait for a clock) all wait at once.
    maxConcurrency: 8,
  },
});
