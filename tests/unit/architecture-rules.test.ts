import { spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

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
  // A feature reaching into another's inner file, the registry doing the same, and a helper
  // below the engines importing a feature even through its entry.
  write(
    'src/features/areas/reach-in.ts',
    "import { inquiriesModule } from '@/features/inquiries/module';\nexport const key = inquiriesModule.key;\n",
  );
  write(
    'src/registry/reach-in.ts',
    "import { citySlug } from '@/features/areas/city-slug';\nexport const slug = citySlug('Santa Monica');\n",
  );
  write(
    'src/lib/upward-feature.ts',
    "import { citySlug } from '@/features/areas/browser';\nexport const slug = citySlug('Venice');\n",
  );
  const cruiser = path.join(root, 'node_modules', 'dependency-cruiser', 'bin', 'dependency-cruiser.mjs');
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

  it("fails on a feature importing another feature's inner file", () => {
    expect(outcome.output).toContain(
      'features-meet-through-their-entries: src/features/areas/reach-in.ts → src/features/inquiries/module.ts',
    );
  });

  it("fails on the composition importing a feature's inner file", () => {
    expect(outcome.output).toContain(
      'composition-uses-feature-entries: src/registry/reach-in.ts → src/features/areas/city-slug.ts',
    );
  });

  it('fails on an engine or a helper below it importing a feature, even through its entry', () => {
    expect(outcome.output).toContain(
      'engines-import-no-feature-nor-module: src/lib/upward-feature.ts → src/features/areas/browser.ts',
    );
  });

  it('fails on nothing else: the tree itself keeps every rule', () => {
    const errors = outcome.output.split('\n').filter((line) => /^\s*error /.test(line));
    expect(errors.every((line) => /cycle-(one|two)|upward(-feature)?\.ts|reach-in\.ts/.test(line))).toBe(
      true,
    );
  });
});
