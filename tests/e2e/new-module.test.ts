import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_ROOT } from '@/lib/constants';
import { expectNoConsoleErrors, openPage, toast, waitForAdminPage } from './support/admin';
import { launchBrowser, saveScreenshot } from './support/browser';
import { DASHBOARD_HEADING } from './support/module-pages';
import { copyProject } from './support/project-copy';
import { type ApiRecord, send } from './support/records';
import { type RunningServer, signIn, startServer } from './support/server';

const FIXTURE = path.resolve('tests/e2e/fixtures/new-module/warranties');
const REGISTRY = 'src/registry/index.ts';
const MIGRATIONS = 'src/server/db/migrations';

/**
 * Adds a module the way the README says a developer does — its folder (declaration and public
 * page), one line in the registry and the migration `npm run db:migration` writes, nothing else —
 * to a copy of the project, then builds and serves the copy: the new module must be in the API, the
 * OpenAPI document, the admin pages and the sidebar, on its public page and in the sitemap.
 */
describe('a new module takes its folder, a registry line and a generated migration', () => {
  const project = copyProject('new-module-check');
  let server: RunningServer | undefined;
  let browser: Browser;
  let token: string;
  let product: ApiRecord;

  beforeAll(async () => {
    for (const file of ['module.ts', 'public-page.tsx'])
      project.write(`src/modules/warranties/${file}`, readFileSync(path.join(FIXTURE, file), 'utf8'));
    const registry = project.read(REGISTRY);
    project.write(
      REGISTRY,
      `import { warrantiesModule } from '@/modules/warranties/module';\n${registry.replace('  usersModule,\n];', '  usersModule,\n  warrantiesModule,\n];')}`,
    );
    expect(project.read(REGISTRY)).toContain('warrantiesModule,\n];');

    const generated = project.npmRun('db:migration', 'warranties');
    expect(generated.ok, generated.output).toBe(true);
    const migration = project.list(MIGRATIONS).find((file) => /^\d{4}_warranties\.ts$/.test(file));
    expect(migration, generated.output).toBeDefined();
    expect(project.read(`${MIGRATIONS}/${migration}`)).toContain("references('products.id')");
    // Run again, it has nothing left to write.
    const again = project.npmRun('db:migration', 'warranties');
    expect(again.ok).toBe(false);
    expect(again.output).toContain('Nothing to do');

    const typecheck = project.npmRun('typecheck');
    expect(typecheck.ok, typecheck.output).toBe(true);
    const build = project.npmRun('build');
    expect(build.ok, build.output.slice(-3000)).toBe(true);

    server = await startServer({ cwd: project.dir });
    token = await signIn(server.url);
    browser = await launchBrowser();
    const products = await send<{ data: ApiRecord[] }>(server.url, token, 'GET', '/products?pageSize=1');
    product = products.data[0];
  }, 900_000);

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    project.remove();
  });

  it('serves the module through the API and describes it in the OpenAPI document', async () => {
    const url = server!.url;
    const created = await send(url, token, 'POST', '/warranties', {
      title: 'Two-year camera cover',
      productId: product.id,
      startsOn: '2026-05-01',
    });
    expect(created.data).toMatchObject({
      title: 'Two-year camera cover',
      productId: product.id,
      status: 'active',
    });
    const list = await send<{ data: { title: string }[] }>(url, token, 'GET', '/warranties?q=camera');
    expect(list.data.map((warranty) => warranty.title)).toEqual(['Two-year camera cover']);
    await send(url, token, 'POST', '/warranties', { title: 'No product', startsOn: '2026-05-01' }, 400);
    await send(
      url,
      token,
      'POST',
      '/warranties',
      { title: 'Bad', productId: product.id, startsOn: 'soon' },
      400,
    );

    const openapi = await send<{ paths: Record<string, unknown> }>(url, null, 'GET', '/openapi.json');
    expect(Object.keys(openapi.paths)).toEqual(
      expect.arrayContaining(['/api/warranties', '/api/warranties/{id}']),
    );
  });

  it('shows its public page, and lists it in the sitemap with the newest warranty as its date', async () => {
    const url = server!.url;
    const { data: voided } = await send(url, token, 'POST', '/warranties', {
      title: 'Voided recorder cover',
      productId: product.id,
      startsOn: '2026-04-01',
      status: 'void',
    });
    const page = await fetch(`${url}/warranties`);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('<h1');
    expect(html).toContain('Two-year camera cover');
    expect(html).not.toContain('Voided recorder cover');
    expect((await fetch(`${url}/warranties/1`)).status).toBe(404);

    const { data } = await send<{ data: ApiRecord[] }>(url, token, 'GET', '/warranties?status=active');
    const newest = new Date(Math.max(...data.map((warranty) => Date.parse(String(warranty.updatedAt)))));
    const sitemap = await (await fetch(`${url}/sitemap.xml`)).text();
    expect(sitemap).toMatch(
      new RegExp(
        `<loc>[^<]+/warranties</loc>\\s*<lastmod>${newest.toISOString().replace(/\./g, '\\.')}</lastmod>`,
      ),
    );
    expect(voided.status).toBe('void');
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
      'warranties',
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
        'Warranties',
        'Users',
      ]);

      await sidebar.getByRole('link', { name: 'Warranties' }).click();
      await waitForAdminPage(page, 'Warranties');
      await page.getByRole('main').getByText('Two-year camera cover').waitFor();

      await page.goto(`${ADMIN_ROOT}/warranties/add`);
      await waitForAdminPage(page, 'Add warranty');
      const main = page.getByRole('main');
      await main.getByRole('textbox', { name: 'Title', exact: true }).fill('Doorbell cover');
      const picker = main.getByRole('combobox', { name: 'Product', exact: true });
      await picker.click();
      await picker.fill(String(product.name));
      await page
        .getByRole('listbox')
        .getByRole('option', { name: String(product.name), exact: true })
        .click();
      await main.getByLabel(/^Starts on/).fill('2026-06-01');
      await main.getByRole('button', { name: 'Add warranty' }).click();
      await toast(page, 'Warranty added').waitFor();
      await waitForAdminPage(page, 'Doorbell cover');
      expect(page.url()).toMatch(/\/admin\/warranties\/\d+\/view$/);
      await main.getByText(String(product.name)).first().waitFor();
      await saveScreenshot(page, 'new-module-view');
      expectNoConsoleErrors(errors);
    } finally {
      await context.close();
    }
  });
});
