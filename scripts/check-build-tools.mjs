/**
 * The first step of `npm run build`: a build needs the development packages (Next's compiler,
 * Tailwind, TypeScript...). A production install has pruned them (`npm prune --omit=dev`), and a
 * build started there would fail after throwing away the build the running site serves from. So it
 * stops here, before touching anything, and says how a release is built. Plain JavaScript: it runs
 * before anything is compiled.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

const project = process.cwd();
const { devDependencies = {} } = JSON.parse(readFileSync(path.join(project, 'package.json'), 'utf8'));
const missing = Object.keys(devDependencies).filter(
  (name) => !existsSync(path.join(project, 'node_modules', name, 'package.json')),
);
if (missing.length > 0) {
  console.error(
    `\n  This install has no development packages (${missing.slice(0, 3).join(', ')}${missing.length > 3 ? ', ...' : ''} ` +
      'are missing), so it cannot build, and nothing was changed: the build it has stays in place.\n' +
      '  Build a release in a folder of its own: npm ci && npm run build && npm prune --omit=dev\n' +
      '  (README, Deployment: "Upgrading to a new release").\n',
  );
  process.exit(1);
}
