/**
 * The OpenAPI lint of `npm run lint`: builds the API's document from the Hono app (no server, no
 * database), writes it to .cache/openapi.json and runs `redocly lint` on it with ./redocly.yaml.
 * `npm run lint:openapi -- some.json` lints that document instead (the test of this step does).
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');

/** The app is loaded only here: linting a given document starts in a second, not five. */
async function writeAppDocument(): Promise<string> {
  const { buildApiDocument } = await import('./api-document');
  const file = path.join(root, '.cache/openapi.json');
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, `${JSON.stringify(buildApiDocument(), null, 2)}\n`);
  return file;
}

async function main() {
  const document = process.argv[2] ? path.resolve(process.argv[2]) : await writeAppDocument();
  const redocly = createRequire(import.meta.url).resolve('@redocly/cli/bin/cli.js');
  const lint = spawnSync(
    process.execPath,
    [redocly, 'lint', document, '--config', path.join(root, 'redocly.yaml'), '--format', 'summary'],
    {
      stdio: 'inherit',
      env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' },
    },
  );
  process.exit(lint.status ?? 1);
}

void main();
