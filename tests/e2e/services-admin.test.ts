import type { Browser, Page, Request } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, describe, expect, inject, it } from 'vitest';
import { DEFAULT_PAGE_SIZE } from '@/admin/records/list-query';
import {
  api,
  eventually,
  expectNoConsoleErrors,
  fieldError,
  mainHeading,
  openPage,
  pathOf,
  toast,
  waitForAdminPage,
} from './support/admin';
import { launchBrowser, saveScreenshot, VIEWPORTS } from './support/browser';
import { signIn } from './support/server';

const DEMO_SERVICES = [
  'CCTV Installation',
  'Access Control',
  'Alarm Systems',
  'Video Intercoms',
  'Remote Video Monitoring',
  'Maintenance & Repair',
];

interface Service {
  id: number;
  title: string;
  slug: string;
  summary: string;
}

const baseUrl = inject('baseUrl');
let browser: Browser;
let token: string;
let desktop: Awaited<ReturnType<typeof openPage>>;
let phone: Awaited<ReturnType<typeof openPage>>;

beforeAll(async () => {
  [browser, token] = await Promise.all([launchBrowser(), signIn(baseUrl)]);
  desktop = await openPage(browser, baseUrl, { token, viewport: VIEWPORTS.desktop });
  phone = await openPage(browser, baseUrl, { token, viewport: VIEWPORTS.phone });
});

afterAll(async () => {
  await browser?.close();
});

beforeEach(() => {
  desktop.errors.length = 0;
  phone.errors.length = 0;
});

const dataRows = (page: Page) => page.locator('table tbody tr.mantine-datatable-row');
const titleInput = (page: Page) => page.getByRole('textbox', { name: 'Title', exact: true });
const summaryInput = (page: Page) => page.getByRole('textbox', { name: 'Summary', exact: true });
const slugInput = (page: Page) => page.getByRole('textbox', { name: 'Slug', exact: true });
const submitButton = (page: Page, name: string) =>
  page.getByRole('main').getByRole('button', { name, exact: true });

async function openList(page: Page) {
  await page.goto('/admin/services');
  await waitForAdminPage(page, 'Services');
  await dataRows(page).filter({ hasText: DEMO_SERVICES[0] }).waitFor();
}

describe('services admin', () => {
  it.each(['desktop', 'phone'] as const)('the list shows the demo services (%s)', async (name) => {
    const { page, errors } = name === 'desktop' ? desktop : phone;
    const { body } = await api(baseUrl, token, '/services?pageSize=100');
    await openList(page);
    for (const title of DEMO_SERVICES)
      expect(await dataRows(page).filter({ hasText: title }).count()).toBe(1);
    // One page of the list: other files on this server may have left services of their own.
    expect(await dataRows(page).count()).toBe(Math.min(body.total, DEFAULT_PAGE_SIZE));
    await page.getByText(`${body.total} services`, { exact: true }).waitFor();
    expect(await page.getByRole('link', { name: 'Add service', exact: true }).count()).toBeGreaterThan(0);
    await page.waitForLoadState('networkidle');
    await saveScreenshot(page, `services-list-${name}`);
    expectNoConsoleErrors(errors);
  });

  it('the search narrows the list, and says so when nothing matches', async () => {
    const { page, errors } = desktop;
    await openList(page);
    const search = page.getByRole('textbox', { name: 'Search services' });

    await search.fill('intercom');
    await eventually(() => dataRows(page).count()).toBe(1);
    expect(await dataRows(page).first().innerText()).toContain('Video Intercoms');
    await page.getByText('1 service', { exact: true }).waitFor();

    await search.fill('no-such-service-anywhere');
    await eventually(() => dataRows(page).count()).toBe(0);
    await page.getByText('No matches', { exact: true }).waitFor();
    await page.getByText('0 services', { exact: true }).waitFor();

    await search.fill('');
    await eventually(() => dataRows(page).count()).toBeGreaterThanOrEqual(DEMO_SERVICES.length);
    expectNoConsoleErrors(errors);
  });

  it('a service is added, viewed, edited and deleted through the forms', async () => {
    const { page, errors } = desktop;
    const title = `Doorbell Cameras ${Date.now().toString(36).slice(-5).toUpperCase()}`;
    const posts: string[] = [];
    const recordPost = (request: Request) => {
      if (request.method() === 'POST' && request.url().includes('/api/services')) posts.push(request.url());
    };
    page.on('request', recordPost);

    // An empty form is stopped in the browser, with the message on the field.
    await page.goto('/admin/services/add');
    await waitForAdminPage(page, 'Add service');
    await submitButton(page, 'Add service').click();
    await eventually(() => fieldError(titleInput(page))).toBe('Title is required');
    expect(await fieldError(summaryInput(page))).toBe('Summary is required');
    await toast(page, 'Check the form').waitFor();
    page.off('request', recordPost);
    expect(posts).toEqual([]);
    expect(pathOf(page)).toBe('/admin/services/add');
    await saveScreenshot(page, 'services-form-errors-desktop');

    await titleInput(page).fill(title);
    await eventually(() => fieldError(titleInput(page))).toBeNull();
    await summaryInput(page).fill('Video doorbells with two-way talk, installed and set up on your phone.');
    await submitButton(page, 'Add service').click();
    await page.waitForURL(/\/admin\/services\/\d+\/view$/);
    await toast(page, 'Service added').waitFor();
    await mainHeading(page, title).waitFor();
    await page.getByText('Video doorbells with two-way talk, installed and set up on your phone.').waitFor();
    const id = Number(pathOf(page).split('/')[3]);
    const created = (await api(baseUrl, token, `/services/${id}`)).body.data as Service;
    expect(created).toMatchObject({ title, slug: title.toLowerCase().replace(/ /g, '-') });
    await page.getByText(created.slug, { exact: true }).waitFor();
    await saveScreenshot(page, 'services-view-desktop');

    await page.getByRole('main').getByRole('link', { name: 'Edit', exact: true }).click();
    await page.waitForURL(`**/admin/services/${id}/edit`);
    await mainHeading(page, 'Edit service').waitFor();
    expect(await titleInput(page).inputValue()).toBe(title);
    await titleInput(page).fill(`${title} Pro`);
    await submitButton(page, 'Save changes').click();
    await page.waitForURL(`**/admin/services/${id}/view`);
    await toast(page, 'Changes saved').waitFor();
    await mainHeading(page, `${title} Pro`).waitFor();
    expect((await api(baseUrl, token, `/services/${id}`)).body.data.title).toBe(`${title} Pro`);

    await page.getByRole('main').getByRole('button', { name: 'Delete', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Move service to the trash?' });
    await dialog.waitFor();
    expect(await dialog.innerText()).toContain(`${title} Pro`);
    await dialog.getByRole('button', { name: 'Move to trash', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/admin/services');
    await toast(page, 'Moved to trash').waitFor();
    await dialog.waitFor({ state: 'detached' });
    await waitForAdminPage(page, 'Services');
    expect((await api(baseUrl, token, `/services/${id}`)).status).toBe(404);
    await dataRows(page).filter({ hasText: DEMO_SERVICES[0] }).waitFor();
    expect(await dataRows(page).filter({ hasText: title }).count()).toBe(0);
    expectNoConsoleErrors(errors);
  });

  it('phone: the form shows its validation messages, and a record reads well', async () => {
    const { page, errors } = phone;
    await page.goto('/admin/services/add');
    await waitForAdminPage(page, 'Add service');
    await submitButton(page, 'Add service').click();
    await eventually(() => fieldError(titleInput(page))).toBe('Title is required');
    await toast(page, 'Check the form').waitFor();
    await saveScreenshot(page, 'services-form-errors-phone');

    const { body } = await api(baseUrl, token, '/services?q=CCTV%20Installation');
    const service = (body.data as Service[]).find((row) => row.title === 'CCTV Installation');
    await page.goto(`/admin/services/${service?.id}/view`);
    await waitForAdminPage(page, 'CCTV Installation');
    await page.getByText(service?.summary ?? '', { exact: true }).waitFor();
    await page.waitForLoadState('networkidle');
    await saveScreenshot(page, 'services-view-phone');
    expectNoConsoleErrors(errors);
  });

  it('a slug that is taken is refused with the conflict message on the slug field', async () => {
    const { page, errors } = desktop;
    const { body } = await api(baseUrl, token, '/services?q=Access%20Control');
    const taken = (body.data as Service[]).find((row) => row.title === 'Access Control')?.slug;
    expect(taken).toBeTruthy();

    await page.goto('/admin/services/add');
    await waitForAdminPage(page, 'Add service');
    await titleInput(page).fill('Access Control for Gates');
    await slugInput(page).fill(taken ?? '');
    await summaryInput(page).fill('Gate readers and intercoms for gated communities.');
    const answer = page.waitForResponse(
      (response) => response.request().method() === 'POST' && response.url().endsWith('/api/services'),
    );
    await submitButton(page, 'Add service').click();
    expect((await answer).status()).toBe(409);

    await eventually(() => fieldError(slugInput(page))).toBe('This slug is already taken');
    await toast(page, 'Could not save').waitFor();
    expect(pathOf(page)).toBe('/admin/services/add');
    expect(await titleInput(page).inputValue()).toBe('Access Control for Gates');
    // Nothing was stored. (Not the count of services: other files add theirs to the shared server.)
    const { body: all } = await api(baseUrl, token, '/services?pageSize=100');
    expect(all.total).toBeLessThanOrEqual(100);
    expect((all.data as Service[]).map((row) => row.title)).not.toContain('Access Control for Gates');
    expectNoConsoleErrors(errors, [409]);
  });
});
