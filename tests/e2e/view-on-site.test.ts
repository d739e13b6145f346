import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, describe, expect, inject, it } from 'vitest';
import type { MediaItem } from '@/lib/media-items';
import { api, eventually, expectNoConsoleErrors, openPage, toast, waitForAdminPage } from './support/admin';
import { launchBrowser, saveScreenshot } from './support/browser';
import { uploadPicture } from './support/pictures';
import { type ApiRecord, deleteForGood, send } from './support/records';
import { signIn } from './support/server';

const baseUrl = inject('baseUrl');
const stamp = Date.now().toString(36).slice(-6);
let browser: Browser;
let token: string;
let desktop: Awaited<ReturnType<typeof openPage>>;
const created: { module: string; id: number }[] = [];
const uploaded: number[] = [];

beforeAll(async () => {
  [browser, token] = await Promise.all([launchBrowser(), signIn(baseUrl)]);
  desktop = await openPage(browser, baseUrl, { token });
});

afterAll(async () => {
  await deleteForGood(baseUrl, token, created, uploaded);
  await browser?.close();
});

beforeEach(() => {
  desktop.errors.length = 0;
});

async function createRecord(module: string, values: Record<string, unknown>) {
  const { data } = await send(baseUrl, token, 'POST', `/${module}`, values);
  created.push({ module, id: data.id });
  return data;
}

/**
 * A photo in the media library, uploaded as staff do (multipart, with its alt text). Each one is of
 * another colour: the library answers a file it already holds with the item it made before.
 */
async function uploadImage(alt: string): Promise<MediaItem> {
  const shade = 30 + uploaded.length * 40 + (Date.now() % 20);
  const response = await uploadPicture(baseUrl, token, {
    width: 1600,
    height: 1000,
    rgb: [shade, 80, 150],
    format: 'png',
    name: 'camera.png',
    alt,
  });
  expect(response.status).toBe(201);
  const { data } = (await response.json()) as { data: MediaItem };
  uploaded.push(data.id);
  return data;
}

const siteLink = (page: Page, name: 'View on site' | 'Preview') =>
  page.getByRole('main').getByRole('link', { name, exact: true });

/** The `<img>` tags of some HTML, each as its attributes. */
function imagesIn(html: string): Record<string, string>[] {
  return [...html.matchAll(/<img\b([^>]*)>/g)].map(([, attributes]) =>
    Object.fromEntries(
      [...attributes.matchAll(/([\w-]+)="([^"]*)"/g)].map(([, name, value]) => [name, value]),
    ),
  );
}

const bodyEditor = (page: Page) => page.getByRole('textbox', { name: 'Body', exact: true });

async function saveForm(page: Page, module: string, id: number) {
  await page.getByRole('main').getByRole('button', { name: 'Save changes', exact: true }).click();
  await page.waitForURL(`**/admin/${module}/${id}/view`);
  await toast(page, 'Changes saved').waitFor();
}

/** Puts the cursor at the end of the paragraph that reads `text`. */
async function cursorAfter(editor: Locator, text: string) {
  await editor.getByText(text, { exact: true }).click();
  await editor.page().keyboard.press('End');
}

describe('view on site', () => {
  it('a published service links to its public page, opened in a new tab', async () => {
    const { page, errors } = desktop;
    const { body } = await api(baseUrl, token, '/services?q=CCTV%20Installation');
    const service = (body.data as ApiRecord[]).find((row) => row.title === 'CCTV Installation');
    expect(service?.published).toBe(true);

    for (const view of ['edit', 'view']) {
      await page.goto(`/admin/services/${service?.id}/${view}`);
      await waitForAdminPage(page, view === 'edit' ? 'Edit service' : 'CCTV Installation');
      const link = siteLink(page, 'View on site');
      expect(await link.getAttribute('href')).toBe(`/services/${service?.slug}`);
      expect(await link.getAttribute('target')).toBe('_blank');
      expect(await siteLink(page, 'Preview').count()).toBe(0);
    }
    const [tab] = await Promise.all([
      page.context().waitForEvent('page'),
      siteLink(page, 'View on site').click(),
    ]);
    await eventually(() => new URL(tab.url()).pathname).toBe(`/services/${service?.slug}`);
    await tab.close();
    expectNoConsoleErrors(errors);
  });

  it('an unpublished service offers a signed preview link instead, and says it is not public', async () => {
    const { page, errors } = desktop;
    const service = await createRecord('services', {
      title: `Hidden doorbells ${stamp}`,
      summary: 'Not announced yet.',
      published: false,
    });
    await page.goto(`/admin/services/${service.id}/edit`);
    await waitForAdminPage(page, 'Edit service');
    const link = siteLink(page, 'Preview');
    await eventually(() => link.getAttribute('href')).toMatch(/\?preview=[\w-]+\.[\w-]+\.[\w-]+$/);
    const url = new URL((await link.getAttribute('href')) ?? '');
    expect(url.pathname).toBe(`/services/${service.slug}`);
    expect(await link.getAttribute('target')).toBe('_blank');
    await page.getByRole('main').getByText('Not public yet', { exact: false }).waitFor();
    expect(await siteLink(page, 'View on site').count()).toBe(0);
    await saveScreenshot(page, 'preview-link-desktop');

    // The link opens the unpublished service at its public address, marked, never indexed or cached.
    const [tab] = await Promise.all([page.context().waitForEvent('page'), link.click()]);
    await tab.getByRole('heading', { level: 1, name: service.title as string }).waitFor();
    await tab.getByRole('status').filter({ hasText: 'Preview — not public yet' }).waitFor();
    expect(await tab.locator('meta[name="robots"]').first().getAttribute('content')).toContain('noindex');
    await tab.close();
    const previewed = await fetch(url);
    expect(previewed.status).toBe(200);
    expect(previewed.headers.get('x-cache')).toBe('BYPASS');
    const token = url.searchParams.get('preview') ?? '';
    const tampered = `${token.slice(0, -2)}${token.endsWith('AA') ? 'BB' : 'AA'}`;
    for (const search of ['', `?preview=${tampered}`, '?preview=']) {
      expect((await fetch(`${baseUrl}${url.pathname}${search}`)).status, search).toBe(404);
    }

    // Published from the form, it is a plain public link again.
    await page.getByRole('switch', { name: 'Published', exact: true }).check();
    await saveForm(page, 'services', service.id);
    expect(await siteLink(page, 'View on site').getAttribute('href')).toBe(`/services/${service.slug}`);
    expectNoConsoleErrors(errors);
  });

  it('a scheduled blog post is previewed; the home page settings link to the home page', async () => {
    const { page, errors } = desktop;
    const post = await createRecord('blogs', {
      title: `Scheduled post ${stamp}`,
      body: '<p>Coming soon.</p>',
      status: 'published',
      publishedAt: new Date(Date.now() + 7 * 24 * 3600 * 1000).toISOString(),
    });
    await page.goto(`/admin/blog/${post.id}/view`);
    await waitForAdminPage(page, post.title as string);
    await eventually(() => siteLink(page, 'Preview').getAttribute('href')).toContain(
      `/blog/${post.slug}?preview=`,
    );

    await page.goto('/admin/homepage/settings');
    await waitForAdminPage(page, /Home page/);
    expect(await siteLink(page, 'View on site').getAttribute('href')).toBe('/');
    expectNoConsoleErrors(errors);
  });
});

describe('rich text in the admin editor', () => {
  it('keeps the images, figures and tables of a body through an edit', async () => {
    const { page, errors } = desktop;
    const image = await uploadImage(`Dome camera ${stamp}`);
    const body =
      '<p>Before the table.</p>' +
      `<figure><img src="${image.url}" alt="${image.alt}" width="${image.width}" height="${image.height}"><figcaption>Installed in Pasadena</figcaption></figure>` +
      '<table><thead><tr><th>Plan</th><th>Price</th></tr></thead>' +
      '<tbody><tr><td>Basic</td><td>$99</td></tr><tr><td colspan="2">Call for more</td></tr></tbody></table>' +
      '<p>After the table.</p>';
    const post = await createRecord('blogs', { title: `Rich post ${stamp}`, body, status: 'draft' });
    expect(post.body).toContain('<img');
    expect(post.body).toContain('<table>');

    await page.goto(`/admin/blog/${post.id}/edit`);
    await waitForAdminPage(page, 'Edit blog post');
    const editor = bodyEditor(page);
    await editor.locator('img').waitFor();
    await cursorAfter(editor, 'Before the table.');
    await page.keyboard.type(' Updated');
    await saveForm(page, 'blog', post.id);

    const saved = (await api(baseUrl, token, `/blogs/${post.id}`)).body.data.body as string;
    expect(saved).toContain('Before the table. Updated');
    expect(imagesIn(saved)).toEqual([
      { src: image.url, alt: image.alt, width: String(image.width), height: String(image.height) },
    ]);
    expect(saved).toMatch(/<figure><img [^>]+><figcaption>Installed in Pasadena<\/figcaption><\/figure>/);
    expect(saved).toMatch(/<table>.*<th><p>Plan<\/p><\/th><th><p>Price<\/p><\/th>.*<\/table>/);
    expect(saved).toContain('<td><p>$99</p></td>');
    expect(saved).toContain('<td colspan="2"><p>Call for more</p></td>');
    expect(saved).toContain('<p>After the table.</p>');
    expectNoConsoleErrors(errors);
  });

  it('Insert image puts a library image in the text, and Insert table a table', async () => {
    const { page, errors } = desktop;
    const image = await uploadImage(`Bullet camera ${stamp}`);
    const largest = image.variants.reduce((best, variant) => (variant.width > best.width ? variant : best));
    const post = await createRecord('blogs', {
      title: `Pictured post ${stamp}`,
      body: '<p>First paragraph.</p><p>Last paragraph.</p>',
      status: 'draft',
    });

    await page.goto(`/admin/blog/${post.id}/edit`);
    await waitForAdminPage(page, 'Edit blog post');
    const editor = bodyEditor(page);
    await cursorAfter(editor, 'First paragraph.');
    await page.getByRole('button', { name: 'Insert image', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Choose an image' });
    await dialog.waitFor();
    await dialog.getByRole('textbox', { name: 'Search images by alt text' }).fill(image.alt);
    await dialog.getByRole('button', { name: new RegExp(`^${image.alt},`) }).click();
    await dialog.waitFor({ state: 'detached' });
    await eventually(() => editor.locator('img').getAttribute('src')).toBe(largest.url);
    await saveScreenshot(page, 'rich-text-image-desktop');

    await cursorAfter(editor, 'Last paragraph.');
    await page.getByRole('button', { name: 'Insert table', exact: true }).click();
    await page.keyboard.type('Camera');
    await page.getByRole('button', { name: 'Add row', exact: true }).click();
    await saveForm(page, 'blog', post.id);

    const saved = (await api(baseUrl, token, `/blogs/${post.id}`)).body.data.body as string;
    expect(imagesIn(saved)).toEqual([
      { src: largest.url, alt: image.alt, width: String(largest.width), height: String(largest.height) },
    ]);
    expect(saved.indexOf('<img')).toBeGreaterThan(saved.indexOf('First paragraph.'));
    expect(saved.indexOf('<img')).toBeLessThan(saved.indexOf('Last paragraph.'));
    expect(saved).toMatch(/<table><tbody><tr><th><p>Camera<\/p><\/th>/);
    expect(saved.match(/<tr>/g)).toHaveLength(4);
    expectNoConsoleErrors(errors);
  });
});
