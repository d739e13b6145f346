import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

/** End-to-end tests: a production build served on loopback, driven by Debian's Chromium. */
export default defineConfig({
  resolve: {
    alias: {
      '@': fileURLToPath(new URL('./src', import.meta.url)),
      // Root params exist only while Next renders a page (`src/site/locale.ts` reads English without them).
      'next/root-params': fileURLToPath(new URL('./tests/support/root-params.ts', import.meta.url)),
    },
  },
  test: {
    environment: 'node',
    include: ['tests/e2e/**/*.test.ts'],
    globalSetup: ['tests/e2e/support/global-setup.ts'],
    // A worker's files share its loaded modules (Playwright, axe, the support code) instead of
    // importing them afresh each: measured on nine files, 5 s of imports instead of 25 and 13 s less
    // CPU. Each file still makes its own browser contexts, and the setup file fails one that leaves a
    // global or an environment variable changed, as in the API tests.
    isolate: false,
    setupFiles: ['tests/support/leave-globals-as-found.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    // `expect.poll` waits 1 s by default: on two busy cores a single scrape or a heading's text can
    // take longer than that, and a check that would pass fails. `eventually` (support/admin.ts)
    // waits as long; a hang still ends at the test's own limit.
    expect: { poll: { timeout: 20_000, interval: 100 } },
    // Three files at a time on two cores, each with its own Chromium, against the one shared server
    // (and the servers some files start for themselves): a file waiting on its browser, its clock or
    // a page leaves the cores to the others. Measured on two cores: one file at a time 1,044 s for the
    // phase, two 813 s; on six files, two 116 s against three 103 s (the cores idle 25 % against 15 %).
    fileParallelism: true,
    maxWorkers: 3,
    // Tests marked concurrent (those that wait for a clock) all wait at once.
    maxConcurrency: 8,
  },
});
