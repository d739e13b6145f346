import { readFile } from 'node:fs/promises';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, describe, expect, inject, it } from 'vitest';
import { formatLongDate } from '@/site/pages/format';
import {
  api,
  eventually,
  expectNoConsoleErrors,
  openPage,
  pathOf,
  toast,
  waitForAdminPage,
} from './support/admin';
import { launchBrowser, saveScreenshot, VIEWPORTS } from './support/browser';
import { type ApiRecord, send } from './support/records';
import { E2E_ADMIN, signIn } from './support/server';

/**
 * Publishing without accidents, as staff do it at 1440 and 390 px: a post published from its form
 * is dated today and first on /blog; a new service starts as a draft; the list's publish switch asks,
 * says so and undoes; a selection is unpublished or exported at once; your own account offers no
 * delete or deactivation.
 */

const baseUrl = inject('baseUrl');
const stamp = Date.now().toString(36).slice(-6);
const SELF_REASON = "You can't delete or deactivate your own account";
const VIEWPORT_NAMES = ['desktop', 'phone'] as const;
type ViewportName = (typeof VIEWPORT_NAMES)[number];

let browser: Browser;
let token: string;
const sessions = {} as Record<ViewportName, Awaited<ReturnType<typeof openPage>>>;
/** Records made here, removed at the end: the server is shared with the other browser tests. */
const made: { key: string; id: number }[] = [];

beforeAll(async () => {
  [browser, token] = await Promise.all([launchBrowser(), signIn(baseUrl)]);
  for (const name of VIEWPORT_NAMES) {
    sessions[name] = await openPage(browser, baseUrl, { token, viewport: VIEWPORTS[name] });
  }
});

afterAll(async () => {
  for (const { key, id } of made.reverse())
    await send(baseUrl, token, 'DELETE', `/${key}/${id}`).catch(() => {});
  await browser?.close();
});

beforeEach(() => {
  for (const name of VIEWPORT_NAMES) sessions[name].errors.length = 0;
});

async function create(key: string, values: Record<string, unknown>): Promise<ApiRecord> {
  const { data } = await send(baseUrl, token, 'POST', `/${key}`, values);
  made.push({ key, id: data.id });
  return data;
}

const record = async (key: string, id: number) => (await api(baseUrl, token, `/${key}/${id}`)).body.data;

/** The public page's HTML as a visitor gets it. */
const publicHtml = async (path: string) => (await fetch(`${baseUrl}${path}`)).text();

const dialog = (page: Page) => page.getByRole('dialog');

async function openList(page: Page, path: string, heading: string, search = '') {
  await page.goto(search ? `${path}?q=${encodeURIComponent(search)}` : path);
  await waitForAdminPage(page, heading);
  await page.locator('table tbody tr.mantine-datatable-row').first().waitFor();
}

describe('publishing a blog post', () => {
  it.each(VIEWPORT_NAMES)(
    'a draft published from its form is first on /blog, dated today (%s)',
    async (name) => {
      const { page, errors } = sessions[name];
      const title = `Spring checklist ${name} ${stamp}`;
      const post = await create('blogs', { title, body: '<p>Check every camera.</p>', status: 'draft' });
      expect(post.publishedAt).toBeNull();

      await page.goto(`/admin/blog/${post.id}/edit`);
      await waitForAdminPage(page, 'Edit blog post');
      await page.getByRole('main').getByRole('combobox', { name: 'Status', exact: true }).click();
      await page.getByRole('listbox').getByRole('option', { name: 'Published', exact: true }).click();
      await page.getByRole('main').getByRole('button', { name: 'Save changes' }).click();
      await toast(page, 'Changes saved').waitFor();
      await eventually(() => pathOf(page)).toBe(`/admin/blog/${post.id}/view`);

      const saved = await record('blogs', post.id);
      expect(saved.status).toBe('published');
      expect(Math.abs(Date.parse(saved.publishedAt) - Date.now())).toBeLessThan(120_000);
      expect(saved.author).toBeTruthy();

      await page.goto('/blog');
      const first = page.locator('article').first();
      await expect.poll(() => first.getByRole('heading').innerText()).toBe(title);
      expect(await first.locator('time').innerText()).toBe(formatLongDate(new Date().toISOString()));
      expectNoConsoleErrors(errors);
    },
  );
});

describe('services start as drafts, published from the list', () => {
  it.each(VIEWPORT_NAMES)('add, publish with the switch, undo (%s)', async (name) => {
    const { page, errors } = sessions[name];
    const title = `Gate cameras ${name} ${stamp}`;
    await page.goto('/admin/services/add');
    await waitForAdminPage(page, 'Add service');
    expect(await page.getByRole('switch', { name: 'Published' }).isChecked()).toBe(false);
    await page.getByRole('textbox', { name: 'Title', exact: true }).fill(title);
    await page.getByRole('textbox', { name: 'Summary', exact: true }).fill('Cameras that watch the gate.');
    await page.getByRole('main').getByRole('button', { name: 'Add service' }).click();
    await toast(page, 'Service added').waitFor();
    await eventually(() => pathOf(page)).toMatch(/^\/admin\/services\/\d+\/view$/);
    const id = Number(pathOf(page).split('/')[3]);
    made.push({ key: 'services', id });
    const slug = (await record('services', id)).slug;
    expect(await record('services', id)).toMatchObject({ published: false });
    expect(await publicHtml('/services')).not.toContain(title);
    expect((await fetch(`${baseUrl}/services/${slug}`)).status).toBe(404);

    await openList(page, '/admin/services', 'Services', title);
    const toggle = page.getByRole('switch', { name: `Published: ${title}` });
    await toggle.click();
    await expect.poll(() => dialog(page).innerText()).toContain(`Publish “${title}”?`);
    expect(await dialog(page).innerText()).toContain('It will appear on the site.');
    await dialog(page).getByRole('button', { name: 'Publish' }).click();
    const published = toast(page, 'Published');
    await published.waitFor();
    await eventually(() => toggle.isChecked()).toBe(true);
    expect(await record('services', id)).toMatchObject({ published: true });
    await eventually(() => publicHtml('/services')).toContain(title);
    await saveScreenshot(page, `publishing-toast-${name}`);

    await published.getByRole('button', { name: 'Undo' }).click();
    await toast(page, 'Undone').waitFor();
    await eventually(async () => (await record('services', id)).published).toBe(false);
    await eventually(() => toggle.isChecked()).toBe(false);
    await eventually(() => publicHtml('/services')).not.toContain(title);
    expectNoConsoleErrors(errors);
  });

  it.each(VIEWPORT_NAMES)('select rows, Unpublish: they leave the site (%s)', async (name) => {
    const { page, errors } = sessions[name];
    const word = `Bulk${name}${stamp}`;
    const titles = [`${word} one`, `${word} two`, `${word} three`];
    const ids: number[] = [];
    for (const title of titles) {
      ids.push((await create('services', { title, summary: 'On the site.', published: true })).id);
    }
    await eventually(() => publicHtml('/services')).toContain(titles[1]);

    await openList(page, '/admin/services', 'Services', word);
    await page.getByRole('checkbox', { name: `Select “${titles[0]}”` }).check();
    await page.getByRole('checkbox', { name: `Select “${titles[1]}”` }).check();
    const bar = page.getByRole('toolbar', { name: 'Selected rows' });
    await expect.poll(() => bar.innerText()).toContain('2 services selected');
    await saveScreenshot(page, `publishing-bulk-bar-${name}`);
    await bar.getByRole('button', { name: 'Unpublish' }).click();
    await toast(page, 'Unpublish done').waitFor();
    expect(await toast(page, 'Unpublish done').innerText()).toContain('2 unpublished.');
    await bar.waitFor({ state: 'detached' });

    const after = await Promise.all(ids.map((id) => record('services', id)));
    expect(after.map((service) => service.published)).toEqual([false, false, true]);
    const html = await publicHtml('/services');
    expect(html).not.toContain(titles[0]);
    expect(html).not.toContain(titles[1]);
    expect(html).toContain(titles[2]);
    expectNoConsoleErrors(errors);
  });
});

describe('exporting selected rows', () => {
  it.each(VIEWPORT_NAMES)('Export selected downloads exactly the checked rows (%s)', async (name) => {
    const { page, errors } = sessions[name];
    const emails = ['a', 'b', 'c'].map((letter) => `${letter}-${name}-${stamp}@example.com`);
    for (const email of emails) await create('subscribers', { email, status: 'subscribed' });

    await openList(page, '/admin/subscribers', 'Subscribers', `${name}-${stamp}`);
    await page.getByRole('checkbox', { name: `Select “${emails[0]}”` }).check();
    await page.getByRole('checkbox', { name: `Select “${emails[2]}”` }).check();
    const download = page.waitForEvent('download');
    await page
      .getByRole('toolbar', { name: 'Selected rows' })
      .getByRole('button', { name: 'Export selected' })
      .click();
    const csv = await readFile(await (await download).path(), 'utf8');
    const rows = csv.trim().split(/\r?\n/).slice(1);
    expect(rows).toHaveLength(2);
    expect(rows.join('\n')).toContain(emails[0]);
    expect(rows.join('\n')).toContain(emails[2]);
    expect(csv).not.toContain(emails[1]);
    expectNoConsoleErrors(errors);
  });
});

describe('your own account', () => {
  it.each(VIEWPORT_NAMES)(
    'offers no delete or deactivation, and bulk delete leaves it (%s)',
    async (name) => {
      const { page, errors } = sessions[name];
      const other = await create('users', {
        email: `colleague-${name}-${stamp}@example.com`,
        firstName: 'Colleague',
        lastName: name,
        role: 'editor',
        password: 'a long enough passphrase 1',
      });
      const self = (await api(baseUrl, token, '/auth/login')).body.user;

      await openList(page, '/admin/users', 'Users');
      const ownRow = page.locator('tr.mantine-datatable-row').filter({ hasText: E2E_ADMIN.email });
      const otherRow = page.locator('tr.mantine-datatable-row').filter({ hasText: String(other.email) });
      expect(await ownRow.getByRole('button', { name: `Delete ${E2E_ADMIN.email}` }).count()).toBe(0);
      expect(await ownRow.getByRole('button', { name: SELF_REASON }).count()).toBe(1);
      expect(await otherRow.getByRole('button', { name: `Delete ${other.email}` }).count()).toBe(1);
      if (name === 'desktop') {
        expect(await ownRow.getByRole('switch').count()).toBe(0);
        expect(await ownRow.getByLabel(`Yes. ${SELF_REASON}`).count()).toBe(1);
        await ownRow.getByRole('button', { name: SELF_REASON }).hover();
        await page.getByRole('tooltip', { name: SELF_REASON }).waitFor();
      }
      await saveScreenshot(page, `publishing-users-${name}`);

      await page.getByRole('checkbox', { name: `Select “${E2E_ADMIN.email}”` }).check();
      await page.getByRole('checkbox', { name: `Select “${other.email}”` }).check();
      await page
        .getByRole('toolbar', { name: 'Selected rows' })
        .getByRole('button', { name: 'Delete' })
        .click();
      await expect.poll(() => dialog(page).innerText()).toContain('Delete 2 users?');
      await dialog(page).getByRole('button', { name: 'Delete' }).click();
      const report = toast(page, 'Not every user was deleted');
      await report.waitFor();
      expect(await report.innerText()).toContain(`1 deleted, 1 refused: ${SELF_REASON}`);
      expect((await api(baseUrl, token, `/users/${other.id}`)).status).toBe(404);
      expect((await api(baseUrl, token, `/users/${self.id}`)).body.data).toMatchObject({ active: true });

      await page.goto(`/admin/users/${self.id}/edit`);
      await waitForAdminPage(page, 'Edit user');
      expect(await page.getByRole('switch', { name: 'Active' }).isDisabled()).toBe(true);
      await page.getByText(SELF_REASON).first().waitFor();
      await saveScreenshot(page, `publishing-own-account-form-${name}`);
      await page.goto(`/admin/users/${self.id}/view`);
      await waitForAdminPage(page, E2E_ADMIN.email);
      expect(await page.getByRole('main').getByRole('button', { name: 'Delete' }).count()).toBe(0);
      await page.getByRole('main').getByText(SELF_REASON).waitFor();
      expectNoConsoleErrors(errors);
    },
  );
});
