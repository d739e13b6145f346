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
  },
});
