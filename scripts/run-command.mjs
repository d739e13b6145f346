/**
 * `npm run backup`, `restore`, `create-admin`, `rotate-secret`: runs the command named first on the
 * command line.
 * In a checkout with the development packages it runs the TypeScript source through tsx, so a change
 * needs no build; in a production install (`npm prune --omit=dev`, where tsx is gone) it runs the
 * file `npm run build` bundled from that source. JavaScript, like check-node.mjs, so that an old
 * Node is told what it needs instead of crashing.
 */
import './check-node.mjs';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { COMMAND_BUNDLES, OPERATOR_COMMANDS } from './operator-commands.mjs';

const projectRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
// The command's own flags follow its name: it reads them from process.argv as if started alone.
const [name] = process.argv.splice(2, 1);
if (!OPERATOR_COMMANDS.includes(name)) {
  console.error(`  Unknown command ${JSON.stringify(name)}: one of ${OPERATOR_COMMANDS.join(', ')}.`);
  process.exit(2);
}

/** Registers tsx's loader (TypeScript and the `@/` paths) where the development packages are installed. */
async function registerDevelopmentLoader() {
  try {
    await import('tsx');
    return true;
  } catch (error) {
    if (error?.code === 'ERR_MODULE_NOT_FOUND') return false;
    throw error;
  }
}

/**
 * Loads the command: a wrong setting (the app's ConfigurationError, thrown as the command reads the
 * environment) is said in its own words and exits 78, as the server's start does, not as a stack.
 */
async function run(url) {
  try {
    await import(url);
  } catch (error) {
    if (error?.name !== 'ConfigurationError') throw error;
    console.error(error.message);
    process.exit(78);
  }
}

if (await registerDevelopmentLoader()) {
  await run(pathToFileURL(path.join(projectRoot, 'scripts', `${name}.ts`)).href);
} else {
  const bundle = path.join(projectRoot, COMMAND_BUNDLES, `${name}.mjs`);
  if (!existsSync(bundle)) {
    console.error(
      `\n  npm run ${name} runs from the production build, and there is none here.\n` +
        '  Build with the development packages first: npm ci && npm run build && npm prune --omit=dev\n',
    );
    process.exit(1);
  }
  await run(pathToFileURL(bundle).href);
}
