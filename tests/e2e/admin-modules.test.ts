import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, describe, expect, inject, it } from 'vitest';
import { adminNavigation } from '@/admin/navigation';
import { ADMIN_ROOT } from '@/lib/constants';
import { modules, registry, settingsPages } from '@/registry';
import { minimalRecord, type ReferenceIds } from '../api/support/fixtures';
import { api, mainHeading, openPage, pathOf, toast, waitForAdminPage } from './support/admin';
import { launchBrowser } from './support/browser';
import {
  filledTitle,
  fillRequiredFields,
  headings,
  sidebarHeading,
  trackApiCalls,
} from './support/module-pages';
import { type ApiRecord, firstRecord, send } from './support/records';
import { signIn } from './support/server';

const baseUrl = inject('baseUrl');
const stamp = Date.now().toString(36).slice(-6);
let browser: Browser;
let token: string;
let admin: { id: number; firstName: string; lastName: string };
let session: Awaited<ReturnType<typeof openPage>>;
let calls: ReturnType<typeof trackApiCalls>;
/**
 * Records made through the forms, removed at the end: the server is shared with the other browser
 * tests, and published test records would show on the public site (a banner on every page).
 */
const made: { key: string; id: number }[] = [];
let restore: (() => Promise<unknown>) | null = null;

beforeAll(async () => {
  [browser, token] = await Promise.all([launchBrowser(), signIn(baseUrl)]);
  admin = (await api(baseUrl, token, '/auth/login')).body.user;
  session = await openPage(browser, baseUrl, { token });
  calls = trackApiCalls(session.page);
});

afterAll(async () => {
  await restore?.();
  for (const { key, id } of made.reverse())
    await send(baseUrl, token, 'DELETE', `/${key}/${id}`).catch(() => {});
  await browser?.close();
});

beforeEach(() => {
  session.errors.length = 0;
});

const withoutTrailingSlash = (path: string) => path.replace(/(.)\/+$/, '$1');

/** No console error on this page; the path is in the message so a failure says where. */
function expectCleanConsole(path: string) {
  expect({ path, errors: session.errors }).toEqual({ path, errors: [] });
}

/** Opens an admin path as if typed, waits for its heading and for its data, and checks the console. */
async function visit(path: string, heading: string | RegExp) {
  const { page } = session;
  await page.goto(path);
  await waitForAdminPage(page, heading);
  expect(pathOf(page)).toBe(withoutTrailingSlash(path));
  await calls.settled();
  expect(await mainHeading(page, heading).isVisible()).toBe(true);
  expectCleanConsole(path);
}

/** A record of the module to edit: the first of its list, or a new one of its required fields. */
async function someRecord(key: string): Promise<ApiRecord> {
  const module = modules.find((candidate) => candidate.key === key)!;
  const existing = await firstRecord(baseUrl, token, module);
  if (existing) return existing;
  // Demo content is optional: a module without any gets a record of its required fields.
  const references: ReferenceIds = {};
  for (const definition of Object.values(module.fields)) {
    if (definition.kind === 'reference' && definition.required) {
      references[definition.module] = (await someRecord(definition.module)).id;
    }
  }
  const { data } = await send(baseUrl, token, 'POST', `/${key}`, minimalRecord(module, {}, references));
  made.push({ key, id: data.id });
  return data;
}

describe('admin modules, signed in as the administrator', () => {
  it("opens each of the sidebar's links with its heading and no console error", async () => {
    const { page } = session;
    await visit(ADMIN_ROOT, sidebarHeading(ADMIN_ROOT));
    const sidebar = page.getByRole('navigation', { name: 'Admin sections' });
    const hrefs = await sidebar
      .getByRole('link')
      .evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute('href') ?? ''));
    expect(hrefs).toHaveLength(adminNavigation(registry).links.length);
    for (const href of hrefs) {
      // Clicked like a person would, from the page the previous link opened.
      await sidebar.locator(`a[href="${href}"]`).click();
      await page.waitForURL((url) => url.pathname === withoutTrailingSlash(href));
      await waitForAdminPage(page, sidebarHeading(href));
      await calls.settled();
      expectCleanConsole(href);
    }
  }, 120_000);

  // Every module's list, add, edit and view pages are opened by admin-accessibility (its heading,
  // its address kept, no console error, then axe): here the list's second address.
  it("opens each module's list at its /list address too", async () => {
    for (const module of modules.filter((candidate) => candidate.pages.includes('list'))) {
      await visit(`${ADMIN_ROOT}/${module.adminPath}/list`, headings.list(module));
    }
  }, 120_000);

  it('opens a bookmarked list sorted by a column it no longer offers in its own order, rows and all', async () => {
    const inquiries = modules.find((module) => module.key === 'inquiries')!;
    const { page } = session;
    const listCalls: URL[] = [];
    const listAnswers: number[] = [];
    const onResponse = (response: { url(): string; status(): number }) => {
      const url = new URL(response.url());
      if (url.pathname !== '/api/inquiries') return;
      listCalls.push(url);
      listAnswers.push(response.status());
    };
    page.on('response', onResponse);
    try {
      // The message is no sort of the inquiries list (tests/api/sort-indexes.test.ts): a bookmark
      // from before the sorts were declared.
      const listPath = `${ADMIN_ROOT}/${inquiries.adminPath}`;
      await page.goto(`${listPath}?sort=message&order=asc`);
      await waitForAdminPage(page, headings.list(inquiries));
      expect(pathOf(page)).toBe(listPath);
      await calls.settled();
      expectCleanConsole(listPath);
      await expect.poll(() => listAnswers.length).toBeGreaterThan(0);
      expect(listAnswers.every((status) => status === 200)).toBe(true);
      expect(listCalls.map((url) => url.searchParams.get('sort'))).not.toContain('message');
      expect(await page.locator('main tbody tr').count()).toBeGreaterThan(0);
      expect(await page.locator('main [role="alert"]').count()).toBe(0);
    } finally {
      page.off('response', onResponse);
    }
  });

  it('opens the media library, lead analytics, site surveys, an activity log, permission denied and the settings pages', async () => {
    await visit(`${ADMIN_ROOT}/file`, 'Media library');
    await visit(`${ADMIN_ROOT}/analytics`, 'Lead analytics');
    await visit(`${ADMIN_ROOT}/booking`, 'Site surveys');
    await visit(
      `${ADMIN_ROOT}/activitylogs/${admin.id}`,
      `Activity log of ${admin.firstName} ${admin.lastName}`,
    );
    await visit(`${ADMIN_ROOT}/permission-denied`, 'Permission denied');
    // The four of the contract, the instant estimate’s rules and the survey availability.
    expect(settingsPages).toHaveLength(6);
    for (const settings of settingsPages) await visit(`${ADMIN_ROOT}/${settings.adminPath}`, settings.label);
  }, 60_000);

  it.each(
    modules.filter((module) => module.pages.includes('add')).map((module) => [module.key, module] as const),
  )('adds a record to %s through its add form', async (key, module) => {
    const { page } = session;
    const addPath = `${ADMIN_ROOT}/${module.adminPath}/add`;
    await visit(addPath, headings.add(module));
    await fillRequiredFields(page, module, `${stamp}-${key}`);
    const title = await filledTitle(page, module);
    expect(title).not.toBe('');
    const saved = page.waitForResponse(
      (response) =>
        response.request().method() === 'POST' && new URL(response.url()).pathname === `/api/${key}`,
    );
    await page
      .getByRole('main')
      .getByRole('button', { name: headings.add(module), exact: true })
      .click();
    const answer = await saved;
    expect(answer.status(), await answer.text()).toBe(201);
    const created = ((await answer.json()) as { data: ApiRecord }).data;
    await toast(page, `${module.label.singular} added`).waitFor();

    if (module.pages.includes('view')) {
      await page.waitForURL((url) => url.pathname === `${ADMIN_ROOT}/${module.adminPath}/${created.id}/view`);
      await waitForAdminPage(page, title);
    } else {
      // No view page: back on the list, where a search finds the new record.
      await page.waitForURL((url) => url.pathname === `${ADMIN_ROOT}/${module.adminPath}`);
      await waitForAdminPage(page, headings.list(module));
      await page.getByRole('textbox', { name: /^Search / }).fill(title);
      await page.locator('table tbody tr.mantine-datatable-row').filter({ hasText: title }).waitFor();
    }
    await calls.settled();
    const stored = await send(baseUrl, token, 'GET', `/${key}/${created.id}`);
    expect(headings.view(module, stored.data)).toBe(title);
    expectCleanConsole(addPath);
  });

  it('edits a CCTV package through its edit form: the price typed in dollars is stored in cents', async () => {
    const { page } = session;
    const module = modules.find((candidate) => candidate.key === 'cctv-packages')!;
    const record = await someRecord(module.key);
    restore = () =>
      send(baseUrl, token, 'PATCH', `/${module.key}/${record.id}`, {
        name: record.name,
        priceCents: record.priceCents,
      });
    const name = `Edited Package ${stamp}`;
    const editPath = `${ADMIN_ROOT}/${module.adminPath}/${record.id}/edit`;
    await visit(editPath, headings.edit(module));
    const main = page.getByRole('main');
    const nameInput = main.getByRole('textbox', { name: 'Name', exact: true });
    expect(await nameInput.inputValue()).toBe(record.name);
    await nameInput.fill(name);
    await main.getByRole('textbox', { name: 'Price', exact: true }).fill('1299.5');
    await main.getByRole('button', { name: 'Save changes', exact: true }).click();
    await toast(page, 'Changes saved').waitFor();
    await page.waitForURL((url) => url.pathname === `${ADMIN_ROOT}/${module.adminPath}/${record.id}/view`);
    await waitForAdminPage(page, name);
    await main.getByText('$1,299.50').first().waitFor();
    await calls.settled();
    const stored = (await send(baseUrl, token, 'GET', `/${module.key}/${record.id}`)).data;
    expect(stored).toMatchObject({ name, priceCents: 129_950 });
    expectCleanConsole(editPath);
  });
});
