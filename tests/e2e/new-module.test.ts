import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_ROOT } from '@/lib/constants';
import { expectNoConsoleErrors, openPage, toast, waitForAdminPage } from './support/admin';
import { launchBrowser, saveScreenshot } from './support/browser';
import { DASHBOARD_HEADING } from './support/module-pages';
import { copyProject } from './support/project-copy';
import { send } from './support/records';
import { type RunningServer, signIn, startServer } from './support/server';

const FIXTURE = path.resolve('tests/e2e/fixtures/new-module');
const REGISTRY = 'src/registry/index.ts';
const MIGRATION_INDEX = 'src/server/db/migrations/index.ts';

/**
 * Adds a module the way the README says a developer does — its declaration, its migration and one
 * line in the registry, nothing else — to a copy of the project, then builds and serves the copy:
 * the new module must be in the API, the OpenAPI document, the admin pages and the sidebar.
 */
describe('a new module takes a declaration, a migration and a registry line', () => {
  const project = copyProject('new-module-check');
  let server: RunningServer | undefined;
  let browser: Browser;
  let token: string;

  beforeAll(async () => {
    project.write('src/modules/coupons/module.ts', readFileSync(path.join(FIXTURE, 'module.ts'), 'utf8'));
    project.write(
      'src/server/db/migrations/0900_coupons.ts',
      readFileSync(path.join(FIXTURE, 'migration.ts'), 'utf8'),
    );
    const registry = project.read(REGISTRY);
    project.write(
      REGISTRY,
      `import { couponsModule } from '@/modules/coupons/module';\n${registry.replace('  usersModule,\n];', '  usersModule,\n  couponsModule,\n];')}`,
    );
    expect(project.read(REGISTRY)).toContain('couponsModule,\n];');

    // What `npm run build` does: list the migrations, then build.
    expect(project.node('scripts/generate-migration-index.ts').ok).toBe(true);
    expect(project.read(MIGRATION_INDEX)).toContain("'0900_coupons'");
    const typecheck = project.node(
      path.resolve('node_modules/typescript/bin/tsc'),
      '--noEmit',
      '-p',
      'tsconfig.json',
    );
    expect(typecheck.output).toBe('');
    const build = project.node(path.resolve('node_modules/next/dist/bin/next'), 'build');
    expect(build.ok, build.output.slice(-3000)).toBe(true);

    server = await startServer({ cwd: project.dir });
    token = await signIn(server.url);
    browser = await launchBrowser();
  }, 600_000);

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    project.remove();
  });

  it('serves the module through the API and describes it in the OpenAPI document', async () => {
    const url = server!.url;
    const created = await send(url, token, 'POST', '/coupons', {
      title: 'Spring tune-up',
      code: 'SPRING-25',
      discountPercent: 25,
    });
    expect(created.data).toMatchObject({ title: 'Spring tune-up', published: true, imageId: null });
    const list = await send<{ data: { code: string }[]; total: number }>(
      url,
      token,
      'GET',
      '/coupons?q=spring',
    );
    expect(list.data.map((coupon) => coupon.code)).toEqual(['SPRING-25']);
    await send(url, token, 'POST', '/coupons', { title: 'No code', discountPercent: 5 }, 400);

    const openapi = await send<{ paths: Record<string, unknown> }>(url, null, 'GET', '/openapi.json');
    expect(Object.keys(openapi.paths)).toEqual(expect.arrayContaining(['/api/coupons', '/api/coupons/{id}']));
  });

  it('passes the contract tests that walk every registered module, with no demo content of its own', () => {
    const contract = project.node(
      path.resolve('node_modules/vitest/vitest.mjs'),
      'run',
      'tests/api/modules.contract.test.ts',
      'tests/api/modules.answers.contract.test.ts',
      'tests/api/modules.values.contract.test.ts',
      'tests/api/modules.rejections.contract.test.ts',
      'tests/api/schema-drift.test.ts',
      '-t',
      'coupons',
    );
    expect(contract.ok, contract.output.slice(-3000)).toBe(true);
    expect(contract.output).toMatch(/Tests\s+\d+ passed/);
  }, 300_000);

  it('shows the module in the sidebar, and its list, add form and view page work', async () => {
    const { context, page, errors } = await openPage(browser, server!.url, { token });
    try {
      await page.goto(ADMIN_ROOT);
      await waitForAdminPage(page, DASHBOARD_HEADING);
      const sidebar = page.getByRole('navigation', { name: 'Admin sections' });
      const labels = (await sidebar.getByRole('link').allInnerTexts()).map((label) => label.trim());
      expect(labels.slice(labels.indexOf('FAQs'), labels.indexOf('FAQs') + 3)).toEqual([
        'FAQs',
        'Coupons',
        'Users',
      ]);

      await sidebar.getByRole('link', { name: 'Coupons' }).click();
      await waitForAdminPage(page, 'Coupons');
      await page.getByRole('main').getByText('SPRING-25').waitFor();

      await page.goto(`${ADMIN_ROOT}/coupons/add`);
      await waitForAdminPage(page, 'Add coupon');
      const main = page.getByRole('main');
      await main.getByRole('textbox', { name: 'Title', exact: true }).fill('Summer install');
      await main.getByRole('textbox', { name: 'Code', exact: true }).fill('SUMMER-10');
      await main.getByRole('textbox', { name: 'Discount (%)', exact: true }).fill('10');
      await main.getByRole('button', { name: 'Add coupon' }).click();
      await toast(page, 'Coupon added').waitFor();
      await waitForAdminPage(page, 'Summer install');
      expect(page.url()).toMatch(/\/admin\/coupons\/\d+\/view$/);
      await main.getByText('SUMMER-10').waitFor();
      await saveScreenshot(page, 'new-module-view');
      expectNoConsoleErrors(errors);
    } finally {
      await context.close();
    }
  });
});
