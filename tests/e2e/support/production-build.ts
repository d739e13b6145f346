import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { freshDataDir } from './server';

/** What the browser tests know of the build they serve: where it was told its data lives. */
export interface BuildRecord {
  /** The DATA_DIR the build ran with: a directory that must not exist afterwards. */
  buildDataDir: string;
  /** Whether the build created it (it must not: a build never opens the database). */
  buildLeftDataDir: boolean;
}

/** Next empties `.next` at the start of every build, so a record there belongs to the build beside it. */
const RECORD_FILE = path.resolve('.next/browser-test-build.json');

/**
 * `npm run build` with DATA_DIR pointing at a directory that must not appear, then a record of it
 * beside the build for the browser tests (`E2E_SKIP_BUILD=1` runs read it instead of building).
 */
export function buildForBrowserTests(): BuildRecord {
  const buildDataDir = path.join(freshDataDir('build'), 'must-not-exist');
  const build = spawnSync('npm', ['run', '--silent', 'build'], {
    stdio: 'inherit',
    env: { ...process.env, DATA_DIR: buildDataDir },
  });
  if (build.status !== 0) throw new Error('npm run build failed');
  const record: BuildRecord = { buildDataDir, buildLeftDataDir: existsSync(buildDataDir) };
  writeFileSync(RECORD_FILE, JSON.stringify(record));
  return record;
}

/** The record of the build made for the browser tests, or null after a plain `npm run build`. */
export function readBuildRecord(): BuildRecord | null {
  return existsSync(RECORD_FILE) ? (JSON.parse(readFileSync(RECORD_FILE, 'utf8')) as BuildRecord) : null;
}

// `node --import tsx tests/e2e/support/production-build.ts`: the build alone, as `npm test` runs it
// beside the API tests.
if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) buildForBrowserTests();
