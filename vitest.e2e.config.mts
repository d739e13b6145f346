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
    // One browser at a time: two cores are shared with the server under test.
    fileParallelism: false,
    // Tests marked concurrent (those that wait for a clock) all wait at once.
    maxConcurrency: 8,
  },
});
