import { spawnSync } from 'node:child_process';
import { appendFileSync, cpSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { installedPackage } from '../support/installed-package';

/**
 * The rules file is the architecture's map: this proves `npm run lint` refuses what the map forbids.
 * A copy of just what dependency-cruiser reads (the source and the scripts, tsconfig, package.json
 * and the rules) lives in `.cache/` inside the repository, so the copy resolves the installed packages.
 */
const root = process.cwd();
const copy = path.join(root, '.cache', 'architecture-rules');
const CONFIG_FILES = ['tsconfig.json', 'package.json', '.dependency-cruiser.cjs'];

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

/** The one source file of this name under src/ (a survey helper), wherever its feature keeps it. */
function surveyHelper(name: string): string {
  const files = readdirSync(path.join(copy, 'src'), { recursive: true, encoding: 'utf8' })
    .map((entry) => `src/${entry.split(path.sep).join('/')}`)
    .filter((entry) => entry.endsWith(`/${name}`));
  if (files.length !== 1) throw new Error(`Not one ${name} under src/: ${files.join(', ') || 'none'}`);
  return files[0]!;
}

const DATABASE_IMPORT = "import { getDatabase } from '@/server/db';\nexport const database = getDatabase;\n";
let wallClock: string;
let slotLabels: string;

let outcome: { status: number | null; output: string };

beforeAll(() => {
  rmSync(copy, { recursive: true, force: true });
  // scripts/ too: the server and the tools sit above the app, inside the map.
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
  // The database reached from the browser: through survey helpers the back office's booking pages
  // (slot labels) and the public survey picker (the wall clock) load, and through a new client
  // component's helper in a module folder no list names.
  wallClock = surveyHelper('wall-clock.ts');
  slotLabels = surveyHelper('slot-labels.ts');
  // Each through a server file of its own, so the violation's chain must pass through that helper.
  for (const [helper, planted] of [
    [wallClock, 'for-wall-clock'],
    [slotLabels, 'for-slot-labels'],
  ] as const) {
    write(`src/server/planted/${planted}.ts`, DATABASE_IMPORT);
    appendFileSync(
      path.join(copy, helper),
      `\nimport { database as plantedDatabase } from '@/server/planted/${planted}';\nexport const planted = plantedDatabase;\n`,
    );
  }
  write('src/modules/services/survey/visit-clock.ts', DATABASE_IMPORT);
  write(
    'src/modules/services/site/VisitClock.tsx',
    "'use client';\nimport { database } from '../survey/visit-clock';\nexport const VisitClock = () => String(database);\n",
  );
  // An engine importing a script, and the server importing app code beside the handshake.
  write(
    'src/server/from-scripts.ts',
    "import { createDrain } from '../../scripts/graceful-shutdown.ts';\nexport const drain = createDrain;\n",
  );
  write(
    'scripts/app-copy.ts',
    "import { logger } from '../src/server/log/index.ts';\nexport const log = logger;\n",
  );
  // A site page reaching a back-office screen through a feature's back-office entry.
  write(
    'src/app/(site)/shipped-screen/page.tsx',
    "import { surveyCalendarPage } from '@/features/survey-calendar/back-office';\nexport default function Page() {\n  return String(surveyCalendarPage);\n}\n",
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
  const cruiser = path.join(installedPackage('dependency-cruiser', root), 'bin', 'dependency-cruiser.mjs');
  const result = spawnSync(process.execPath, [cruiser, ...lintCruiseArguments()], {
    cwd: copy,
    encoding: 'utf8',
    env: { ...process.env, NO_COLOR: '1' },
  });
  outcome = { status: result.status, output: `${result.stdout}${result.stderr}` };
}, 120_000);

afterAll(() => rmSync(copy, { recursive: true, force: true }));

/** The reported violation that starts with `line` (its rule, from and to), with its chain of files. */
function violation(line: string): string {
  const found = outcome.output
    .split(/\n(?=\s*error )/)
    .find((block) => block.trim().startsWith(`error ${line}`));
  expect(found, `no "${line}" in:\n${outcome.output.slice(0, 3000)}`).toBeDefined();
  return found!;
}

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

  it('fails on a database import in a survey helper the back office loads', () => {
    const found = violation(
      'browser-code-reaches-no-server-code: src/app/(back-office)/admin/AdminRoot.tsx → src/server/planted/for-slot-labels.ts',
    );
    expect(found).toContain(`${slotLabels} →`);
  });

  it('fails on a database import in a survey helper the public survey picker loads', () => {
    const found = outcome.output
      .split(/\n(?=\s*error )/)
      .find((block) => /SurveyPicker\.tsx → src\/server\/planted\/for-wall-clock\.ts/.test(block));
    expect(found, outcome.output.slice(0, 3000)).toContain(`${wallClock} →`);
  });

  it('fails on a database import in any folder a client component loads', () => {
    expect(outcome.output).toContain(
      'browser-code-reaches-no-server-code: src/modules/services/site/VisitClock.tsx → src/server/db/index.ts',
    );
  });

  it('fails on an engine importing scripts/', () => {
    expect(outcome.output).toContain(
      'src-never-imports-scripts: src/server/from-scripts.ts → scripts/graceful-shutdown.ts',
    );
  });

  it('fails on a server script importing app code beside the handshake', () => {
    expect(outcome.output).toContain(
      'the-server-meets-the-app-at-the-handshake: scripts/app-copy.ts → src/server/log/index.ts',
    );
  });

  it('fails on a site page that would ship a back-office screen to visitors', () => {
    expect(outcome.output).toMatch(
      /site-pages-ship-no-back-office-screen: src\/app\/\(site\)\/shipped-screen\/page\.tsx → src\/features\/survey-calendar\/admin\/\S+\.tsx/,
    );
  });

  it('fails on nothing else: the tree itself keeps every rule', () => {
    // A violation is its `error` line and the indented chain of files it went through.
    const violations = outcome.output.split(/\n(?=\s*error )/).filter((block) => /^\s*error /.test(block));
    const planted = [
      'cycle-one.ts',
      'cycle-two.ts',
      'upward.ts',
      wallClock,
      slotLabels,
      'planted/',
      'visit-clock.ts',
      'from-scripts.ts',
      'app-copy.ts',
      'reach-in.ts',
      'upward-feature.ts',
      'shipped-screen/',
    ];
    expect(violations.length).toBeGreaterThan(0);
    for (const violation of violations) {
      expect(
        planted.some((file) => violation.includes(file)),
        violation,
      ).toBe(true);
    }
  });
});
