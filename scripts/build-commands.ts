// `node scripts/build-commands.ts`, a step of `npm run build`: bundles each operator command with the
// app's code it imports (its `@/` paths, the registry, the migrations) into one JavaScript file in the
// build, so that a production install runs it with Node alone, without tsx or TypeScript. The npm
// packages stay outside the bundle: they are the production dependencies, installed beside it.
import { rmSync } from 'node:fs';
import { build } from 'esbuild';
import { COMMAND_BUNDLES, OPERATOR_COMMANDS } from './operator-commands.mjs';

rmSync(COMMAND_BUNDLES, { recursive: true, force: true });
await build({
  entryPoints: OPERATOR_COMMANDS.map((name) => `scripts/${name}.ts`),
  outdir: COMMAND_BUNDLES,
  outExtension: { '.js': '.mjs' },
  bundle: true,
  splitting: true,
  format: 'esm',
  platform: 'node',
  target: 'node24',
  packages: 'external',
  // As the commands run: `npm run` starts them with this condition (server-only code resolves to itself).
  conditions: ['react-server'],
  tsconfig: 'tsconfig.json',
  jsx: 'automatic',
  // The registry's lazy back-office screens come along as chunks a command never loads; not their styles.
  loader: { '.css': 'empty', '.module.css': 'empty' },
  logLevel: 'warning',
});
console.log(`  Operator commands bundled into ${COMMAND_BUNDLES}: ${OPERATOR_COMMANDS.join(', ')}.`);
