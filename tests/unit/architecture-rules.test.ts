import { spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { installedPackage } from '../support/installed-package';

/**
 * The rules file is the architecture's map: this proves `npm run lint` refuses what the map forbids.
 * A copy of just what dependency-cruiser reads (the source and the server scripts, tsconfig and the
 * rules) lives in `.cache/` inside the repository, so the copy resolves the installed packages.
 */
const root = process.cwd();
const copy = path.join(root, '.cache', 'architecture-rules');
const CONFIG_FILES = ['tsconfig.json', '.dependency-cruiser.cjs'];

/** The depcruise arguments of `npm run lint`, taken from the script itself. */
function lintCruiseArguments(): string[] {
  const { scripts } = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8'));
  const step = String(scripts.lint)
    .split('&&')
    .map((part) => part.trim())
    .find((part) => part.startsWith('depcruise '));
  if (!step) throw new Error('npm run lint has no depcruise step');
  return step.split(/\s+/).slice(1);
}

function write(file: string, text: string) {
  mkdirSync(path.dirname(path.join(copy, file)), { recursive: true });
  writeFileSync(path.join(copy, file), text);
}

let outcome: { status: number | null; output: string };

beforeAll(() => {
  rmSync(copy, { recursive: true, force: true });
  // scripts/ too: the app meets the custom server through a module there.
  for (const folder of ['src', 'scripts']) {
    cpSync(path.join(root, folder), path.join(copy, folder), { recursive: true });
  }
  for (const file of CONFIG_FILES) cpSync(path.join(root, file), path.join(copy, file));
  // A cycle between two helpers, and an engine reaching up into a module.
  write('src/lib/cycle-one.ts', "import { two } from './cycle-two';\nexport const one = () => two();\n");
  write(
    'src/lib/cycle-two.ts',
    "import { one } from './cycle-one';\nexport const two = (): number => one();\n",
  );
  write(
    'src/server/upward.ts',
    "import { servicesModule } from '@/modules/services/module';\nexport const key = servicesModule.key;\n",
  );
  const cruiser = path.join(installedPackage('dependency-cruiser', root), 'bin', 'dependency-cruiser.mjs');
  const result = spawnSync(process.execPath, [cruiser, ...lintCruiseArguments()], {
    cwd: copy,
    encoding: 'utf8',
    env: { ...process.env, NO_COLOR: '1' },
  });
  outcome = { status: result.status, output: `${result.stdout}${result.stderr}` };
}, 120_000);

afterAll(() => rmSync(copy, { recursive: true, force: true }));

describe("the lint's dependency rules", () => {
  it('fails on an import cycle, naming it', () => {
    expect(outcome.status).not.toBe(0);
    expect(outcome.output).toMatch(/no-circular: src\/lib\/cycle-(one|two)\.ts/);
  });

  it('fails on an engine importing a module', () => {
    expect(outcome.output).toContain(
      'engines-know-no-feature: src/server/upward.ts → src/modules/services/module.ts',
    );
  });

  it('fails on nothing else: the tree itself keeps every rule', () => {
    const errors = outcome.output.split('\n').filter((line) => /^\s*error /.test(line));
    expect(errors.every((line) => /cycle-(one|two)|upward\.ts/.test(line))).toBe(true);
  });
});
