import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { writeMigrationIndex } from '../../../scripts/generate-migration-index.mjs';
import { freshDataDir, type RunningServer, startServer } from './server';

let server: RunningServer | undefined;

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    buildDataDir: string;
    buildLeftDataDir: boolean;
  }
}

/**
 * Builds the production bundle with DATA_DIR pointing at a directory that must not appear (the build
 * never touches the database), then serves it once for the browser tests.
 */
export async function setup(project: TestProject) {
  const buildDataDir = path.join(freshDataDir('build'), 'must-not-exist');
  writeMigrationIndex();
  if (process.env.E2E_SKIP_BUILD !== '1') {
    const build = spawnSync(process.execPath, ['node_modules/next/dist/bin/next', 'build'], {
      stdio: 'inherit',
      env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1', DATA_DIR: buildDataDir },
    });
    if (build.status !== 0) throw new Error('next build failed');
  }
  project.provide('buildDataDir', buildDataDir);
  project.provide('buildLeftDataDir', existsSync(buildDataDir));
  server = await startServer();
  project.provide('baseUrl', server.url);
}

export async function teardown() {
  await server?.stop();
}
