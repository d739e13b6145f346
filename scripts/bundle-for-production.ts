// `node scripts/bundle-for-production.ts`, the last step of `npm run build`: bundles what a production
// install runs with Node alone, without tsx or TypeScript, into the build's own folder. The npm
// packages stay outside each bundle: they are the production dependencies, installed beside it.
// - Each operator command with the app's code it imports (its `@/` paths, the registry, the
//   migrations), into `.next/commands`.
// - The server (`scripts/server.ts` and what it imports), into one file that `npm start` runs
//   (see server-bundle.ts for why it is not run as TypeScript).
import { rmSync, writeFileSync } from 'node:fs';
import { build } from 'esbuild';
import { COMMAND_BUNDLES, OPERATOR_COMMANDS } from './operator-commands.mjs';
import { SERVER_BUNDLE, SERVER_BUNDLE_INPUTS, SERVER_SOURCE } from './server-bundle.ts';

const shared = {
  bundle: true,
  format: 'esm',
  platform: 'node',
  target: 'node24',
  packages: 'external',
  logLevel: 'warning',
} as const;

rmSync(COMMAND_BUNDLES, { recursive: true, force: true });
await build({
  ...shared,
  entryPoints: OPERATOR_COMMANDS.map((name) => `scripts/${name}.ts`),
  outdir: COMMAND_BUNDLES,
  outExtension: { '.js': '.mjs' },
  splitting: true,
  // As the commands run: `npm run` starts them with this condition (server-only code resolves to itself).
  conditions: ['react-server'],
  tsconfig: 'tsconfig.json',
  jsx: 'automatic',
  // The registry's lazy back-office screens come along as chunks a command never loads; not their styles.
  loader: { '.css': 'empty', '.module.css': 'empty' },
});
console.log(`  Operator commands bundled into ${COMMAND_BUNDLES}: ${OPERATOR_COMMANDS.join(', ')}.`);

// Without the react-server condition: the server loads Next, which loads the app with its own.
const server = await build({
  ...shared,
  entryPoints: [SERVER_SOURCE],
  outfile: SERVER_BUNDLE,
  metafile: true,
});
writeFileSync(SERVER_BUNDLE_INPUTS, JSON.stringify(Object.keys(server.metafile.inputs), null, 2));
console.log(`  The server bundled into ${SERVER_BUNDLE}.`);
