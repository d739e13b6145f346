import './check-node.mjs';
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { pathToFileURL } from 'node:url';
import { writeMigrationIndex } from './generate-migration-index.ts';
import { SERVER_BUNDLE } from './server-bundle.ts';
import { serverLog } from './server-log.ts';

const info = (msg: string) => serverLog({ msg }, 'info');

// A migration file or module page added since the last build is listed, and then needs a build to be included.
if (writeMigrationIndex()) info('New migrations or module pages: run `npm run build` before `npm start`.');

/** `npm run build`, its output as JSON lines of the server's log like everything `npm start` prints. */
async function build(): Promise<number> {
  const child = spawn('npm', ['run', '--silent', 'build'], { stdio: ['ignore', 'pipe', 'pipe'] });
  for (const stream of [child.stdout, child.stderr]) {
    createInterface({ input: stream }).on('line', (line) => {
      if (line.trim())
        serverLog({ msg: line.trim(), source: 'build' }, stream === child.stderr ? 'warn' : 'info');
    });
  }
  return new Promise((resolve) => child.once('close', (code) => resolve(code ?? 1)));
}

// No production build yet (a fresh clone), or one made before the server was bundled: build first.
if (!existsSync('.next/BUILD_ID') || !existsSync(SERVER_BUNDLE)) {
  info('No production build yet: building (about a minute)...');
  const status = await build();
  if (status !== 0) {
    serverLog({ msg: 'The build failed: the server cannot start.', status }, 'fatal');
    process.exit(status);
  }
}

// The server runs from its bundle, in this same process (same pid, for systemd and npm) but started
// afresh, so nothing this TypeScript file loaded stays resident (see server-bundle.ts).
const bundle = path.resolve(SERVER_BUNDLE);
if (typeof process.execve === 'function') {
  process.execve(process.execPath, [process.execPath, ...process.execArgv, bundle], process.env);
} else {
  await import(pathToFileURL(bundle).href);
}
