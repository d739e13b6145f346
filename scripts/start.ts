import './check-node.mjs';
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { writeMigrationIndex } from './generate-migration-index.ts';

// A migration file or module page added since the last build is listed, and then needs a build to be included.
if (writeMigrationIndex())
  console.log('  New migrations or module pages: run `npm run build` before `npm start`.');

// A fresh clone has no production build yet: make one first.
if (!existsSync('.next/BUILD_ID')) {
  console.log('  No production build yet: building (about a minute)...');
  const build = spawnSync('npm', ['run', '--silent', 'build'], { stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

await import('./server.ts');
