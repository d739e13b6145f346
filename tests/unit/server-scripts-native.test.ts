import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { OPERATOR_COMMANDS } from '../../scripts/operator-commands.mjs';

/**
 * The server's files run as Node itself strips their types (no compile step, no loader): this loads
 * every one of them in a plain Node process, which fails on syntax that is not erasable (an enum, a
 * parameter property), on a type imported as a value, or on an import without its `.ts` extension,
 * and must print nothing (no warning about the module type either, also of the engine's
 * `src/server/handshake/`, which the server imports).
 */
const SCRIPTS = path.resolve('scripts');
/**
 * Started as programs, not loaded here: `npm start` runs start.ts, which runs the build's bundle of
 * server.ts, and `npm run build` ends with precompress-static.ts (which works on the build in
 * `.next`) and bundle-for-production.ts (which bundles the server and the operator commands into it).
 */
const ENTRY_POINTS = new Set(['server.ts', 'start.ts', 'precompress-static.ts', 'bundle-for-production.ts']);
/** The operator commands import the app with its `@/` paths: tsx runs them, or the build's bundle. */
const OPERATOR_SOURCES = new Set(OPERATOR_COMMANDS.map((name) => `${name}.ts`));
/** Imported only by scripts that run through tsx (it builds the API's OpenAPI document from the app). */
const TSX_HELPERS = new Set(['api-document.ts']);

/** The scripts that package.json runs through tsx instead (they import the app with its `@/` paths). */
function runThroughTsx(): Set<string> {
  const { scripts } = JSON.parse(readFileSync('package.json', 'utf8')) as { scripts: Record<string, string> };
  const names = Object.values(scripts).flatMap((command) =>
    [...command.matchAll(/--import tsx scripts\/([\w-]+\.ts)/g)].map((match) => match[1]),
  );
  return new Set(names);
}

describe('the server scripts under Node’s own type stripping', () => {
  const tsx = runThroughTsx();
  const modules = readdirSync(SCRIPTS).filter(
    (file) =>
      file.endsWith('.ts') &&
      !ENTRY_POINTS.has(file) &&
      !tsx.has(file) &&
      !TSX_HELPERS.has(file) &&
      !OPERATOR_SOURCES.has(file),
  );

  it('finds the scripts run by tsx and the server modules', () => {
    expect(tsx).toEqual(new Set(['lint-openapi.ts', 'generate-api-types.ts', 'db-migration.ts']));
    expect(OPERATOR_SOURCES).toEqual(
      new Set(['create-admin.ts', 'backup.ts', 'restore.ts', 'rotate-secret.ts']),
    );
    expect(modules).toContain('page-server.ts');
    expect(modules).toContain('graceful-shutdown.ts');
  });

  it('loads every server module in a plain Node process, silently', () => {
    const imports = modules
      .map((file) => `await import(${JSON.stringify(pathToFileURL(path.join(SCRIPTS, file)).href)});`)
      .join('\n');
    const run = spawnSync(process.execPath, ['--input-type=module', '-e', imports], {
      encoding: 'utf8',
      // runtime-tuning.ts would restart the process with its flags: it counts as applied here.
      env: { ...process.env, SECURECAM_SERVER_TUNED: '1', NODE_OPTIONS: '' },
    });
    expect(run.stderr).toBe('');
    expect(run.status).toBe(0);
  });
});
