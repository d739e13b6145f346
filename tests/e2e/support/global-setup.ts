import type { TestProject } from 'vitest/node';
import { writeMigrationIndex } from '../../../scripts/generate-migration-index.ts';
import { buildForBrowserTests, readBuildRecord } from './production-build';
import { type RunningServer, startServer } from './server';

let server: RunningServer | undefined;

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    /** Empty when the build served was not made by the browser tests (a plain `npm run build`). */
    buildDataDir: string;
    buildLeftDataDir: boolean;
  }
}

/**
 * Builds the production bundle (unless `E2E_SKIP_BUILD=1` reuses the last one), then serves it once
 * for the browser tests.
 */
export async function setup(project: TestProject) {
  writeMigrationIndex();
  const build = process.env.E2E_SKIP_BUILD === '1' ? readBuildRecord() : buildForBrowserTests();
  project.provide('buildDataDir', build?.buildDataDir ?? '');
  project.provide('buildLeftDataDir', build?.buildLeftDataDir ?? false);
  // Every file's visitors come from 127.0.0.1: together they send far more quote requests, bookings,
  // moves and cancellations in an hour than one real visitor may (the limits themselves are tested
  // in the API tests).
  server = await startServer({ env: { PUBLIC_FORMS_PER_HOUR: '10000', SURVEY_CHANGES_PER_HOUR: '10000' } });
  project.provide('baseUrl', server.url);
}

export async function teardown() {
  await server?.stop();
}
