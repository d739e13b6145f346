import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

/**
 * The proof that a module is added by README's steps alone: a copy of the project gets one, then its
 * lint, typecheck, the unit and API tests that read the registry and development server run
 * (tests/new-module).
 */
export default defineConfig({
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  test: {
    environment: 'node',
    include: ['tests/new-module/**/*.test.ts'],
    setupFiles: ['tests/support/leave-globals-as-found.ts'],
    // Each step runs the copy's own tools; beside the build in `npm test`, the copy's unit and API
    // run alone takes minutes: the time-outs catch a hang.
    testTimeout: 900_000,
    hookTimeout: 300_000,
  },
});
