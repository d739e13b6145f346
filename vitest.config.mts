import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  resolve: {
    alias: {
      '@': fileURLToPath(new URL('./src', import.meta.url)),
      // Tests run server modules directly in Node; the marker only guards client bundles.
      // Resolved like any package, so a copy of the project inside the repository finds it too.
      // Root params exist only while Next renders a page (`src/site/locale.ts` reads English without them).
      'next/root-params': fileURLToPath(new URL('./tests/support/root-params.ts', import.meta.url)),
      'server-only': path.join(
        path.dirname(createRequire(import.meta.url).resolve('server-only')),
        'empty.js',
      ),
    },
  },
  test: {
    environment: 'node',
    include: ['tests/unit/**/*.test.ts', 'tests/api/**/*.test.ts'],
    globalSetup: ['tests/support/generate-migration-index.ts', 'tests/support/postgres-template.ts'],
    // Files share their worker's loaded modules instead of importing the server afresh each: on two
    // cores, 45 s instead of 177 s for the SQLite run alone, and 63 s instead of 234 s on PostgreSQL.
    // The price is a rule: a file leaves every global as it found it (timers, fetch, process.env,
    // listeners), which the setup file checks after each file. Each file opens its own database, so
    // no data is shared. Proved with file orders shuffled (`npx vitest run --sequence.shuffle.files --sequence.seed=N`).
    isolate: false,
    setupFiles: ['tests/support/leave-globals-as-found.ts'],
    // Three at a time: the API files spend much of their time waiting on their database.
    maxWorkers: 3,
    // In `npm test` both engines' runs share two cores with the production build, and a test of one
    // second alone can take ten: the time-outs catch a hang, not slowness (what a test asserts about
    // time it measures within its own run).
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // `expect.poll` waits 1 s by default, which a loaded machine can spend on one read.
    expect: { poll: { timeout: 10_000 } },
  },
});
