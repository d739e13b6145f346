import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { send } from '../e2e/support/records';
import { signIn } from '../e2e/support/server';
import { type DevServer, startDevServer } from './dev-server';
import { copyProject } from './project-copy';
import { testsReadingTheRegistry } from './registry-tests';

const FIXTURE = path.resolve('tests/new-module/fixtures/certifications');
const REGISTRY = 'src/registry/index.ts';
const MIGRATIONS = 'src/server/db/migrations';
const VITEST = path.resolve('node_modules/vitest/vitest.mjs');

/**
 * Adds a module the way README's "Adding a module" says a developer does, and nothing else: its
 * folder (declaration and public page), one line in the registry, `npm run db:migration` and
 * `npm run api:types`, in a copy of the project. The copy must then pass the lint, the typecheck and
 * the unit and API tests that read the registry (the contract tests among them walk every registered
 * module), and its development server must serve the module's API and its record's page.
 */
describe('a new module is its folder, one registry line and two commands', () => {
  const project = copyProject('new-module-check');

  beforeAll(() => {
    for (const file of ['module.ts', 'public-page.tsx'])
      project.write(`src/modules/certifications/${file}`, readFileSync(path.join(FIXTURE, file), 'utf8'));
    // The import where the formatter keeps it, among the modules' imports in order of their paths.
    const clients = "import { clientsModule } from '@/modules/clients/module';\n";
    project.write(
      REGISTRY,
      project
        .read(REGISTRY)
        .replace(
          clients,
          `import { certificationsModule } from '@/modules/certifications/module';\n${clients}`,
        )
        .replace('  usersModule,\n];', '  usersModule,\n  certificationsModule,\n];'),
    );
    expect(project.read(REGISTRY)).toContain("certifications/module';\nimport { clientsModule }");
    expect(project.read(REGISTRY)).toContain('certificationsModule,\n];');

    const generated = project.npmRun('db:migration', 'certifications');
    expect(generated.ok, generated.output).toBe(true);
    const migration = project.list(MIGRATIONS).find((file) => /^\d{4}_certifications\.ts$/.test(file));
    expect(migration, generated.output).toBeDefined();
    expect(project.read(`${MIGRATIONS}/${migration}`)).toContain("references('products.id')");
    // Run again, it has nothing left to write.
    const again = project.npmRun('db:migration', 'certifications');
    expect(again.ok).toBe(false);
    expect(again.output).toContain('Nothing to do');

    const types = project.npmRun('api:types');
    expect(types.ok, types.output).toBe(true);
    expect(project.read('src/lib/api-types.generated.ts')).toContain('"/api/certifications/{id}"');
  }, 120_000);

  afterAll(() => project.remove());

  it('passes the lint: formatting, the layer rules and the OpenAPI document', () => {
    const lint = project.npmRun('lint');
    expect(lint.ok, lint.output.slice(-3000)).toBe(true);
  });

  it('type-checks', () => {
    const typecheck = project.npmRun('typecheck');
    expect(typecheck.ok, typecheck.output.slice(-3000)).toBe(true);
  });

  it('passes on SQLite every unit and API test that reads the registry, the contract tests of the new module among them', () => {
    // The others check what a module's folder cannot change; the project's own run has them. These
    // walk every registered module: 52 of 181 files, two fifths of the whole run's time.
    const files = testsReadingTheRegistry(project.dir);
    expect(files).toEqual(
      expect.arrayContaining(['tests/api/modules.contract.test.ts', 'tests/unit/sitemap.test.ts']),
    );
    const report = path.join(project.dir, '.vitest-report.json');
    const run = project.node(
      VITEST,
      'run',
      '--reporter=default',
      '--reporter=json',
      `--outputFile=${report}`,
      ...files,
    );
    expect(run.ok, run.output.slice(-5000)).toBe(true);
    const results = JSON.parse(readFileSync(report, 'utf8')) as {
      numFailedTests: number;
      numPendingTests: number;
      testResults: { assertionResults: { fullName: string; status: string }[] }[];
    };
    expect(results.numFailedTests + results.numPendingTests).toBe(0);
    const ofTheModule = results.testResults
      .flatMap((file) => file.assertionResults)
      .filter((test) => test.fullName.includes('certifications') && test.status === 'passed');
    // Each registry-wide contract names the module it checks: dozens of them are the new module's.
    expect(ofTheModule.length).toBeGreaterThan(20);
  });

  describe('in the development server', () => {
    let server: DevServer | undefined;
    let token: string;

    beforeAll(async () => {
      server = await startDevServer(project.dir);
      token = await signIn(server.url);
    }, 300_000);

    afterAll(async () => {
      await server?.stop();
    });

    it("serves the module's API list and a published record's page, in the sitemap, and no page for a draft", async () => {
      const url = server!.url;
      const products = await send<{ data: { id: number }[] }>(url, token, 'GET', '/products?pageSize=1');
      const values = {
        issuer: 'Axis Communications',
        productId: products.data[0].id,
        issuedOn: '2026-03-02',
      };
      const { data: shown } = await send(url, token, 'POST', '/certifications', {
        title: 'Axis Certified Professional',
        published: true,
        ...values,
      });
      const { data: draft } = await send(url, token, 'POST', '/certifications', {
        title: 'Network Video Design',
        ...values,
      });
      await send(url, token, 'POST', '/certifications', { title: 'No issuer' }, 400);

      const list = await send<{ data: { title: string }[]; total: number }>(
        url,
        token,
        'GET',
        '/certifications',
      );
      expect(list.data.map((certification) => certification.title).sort()).toEqual([
        'Axis Certified Professional',
        'Network Video Design',
      ]);

      const page = await fetch(`${url}/certifications/${shown.slug}`);
      const html = await page.text();
      // On a failure, what the development server printed says why (a compile error, a timeout).
      expect(page.status, `${html.slice(0, 2000)}\n${server!.output().slice(-6000)}`).toBe(200);
      expect(/<title>([^<]*)<\/title>/.exec(html)?.[1]).toMatch(/^Axis Certified Professional/);
      expect(html).toMatch(/<h1[^>]*>Axis Certified Professional<\/h1>/);
      expect(html).toContain('Issued by Axis Communications on 2026-03-02.');
      expect((await fetch(`${url}/certifications/${draft.slug}`)).status).toBe(404);

      const sitemap = await (await fetch(`${url}/sitemap.xml`)).text();
      expect(sitemap).toContain(`/certifications/${shown.slug}</loc>`);
      expect(sitemap).not.toContain(`/certifications/${draft.slug}</loc>`);
    }, 300_000);
  });
});
