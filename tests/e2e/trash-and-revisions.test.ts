import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import {
  eventually,
  expectNoConsoleErrors,
  mainHeading,
  openPage,
  toast,
  waitForAdminPage,
} from './support/admin';
import { launchBrowser, saveScreenshot, VIEWPORTS } from './support/browser';
import { uploadPicture } from './support/pictures';
import { type ApiRecord, send } from './support/records';
import { signIn } from './support/server';

const baseUrl = inject('baseUrl');
let browser: Browser;
let token: string;

beforeAll(async () => {
  [browser, token] = await Promise.all([launchBrowser(), signIn(baseUrl)]);
});

afterAll(async () => {
  await browser?.close();
});

const WIDTHS = [
  ['1440', VIEWPORTS.desktop],
  ['390', VIEWPORTS.phone],
] as const;

let imagesUploaded = 0;

/**
 * An image in the media library, uploaded as staff do: a colour of its own each time, since the
 * library answers a file it already holds with the existing item.
 */
async function uploadImage(size = { width: 800, height: 600 }): Promise<number> {
  const shade = 30 + 40 * imagesUploaded++;
  const response = await uploadPicture(baseUrl, token, {
    ...size,
    rgb: [shade, 110, 170],
    format: 'jpeg',
    name: 'camera.jpg',
    alt: 'A dome camera over a driveway',
  });
  expect(response.status).toBe(201);
  return ((await response.json()) as { data: { id: number } }).data.id;
}

const publicStatus = async (path: string) => (await fetch(`${baseUrl}${path}`)).status;

/** Toasts closed, so a screenshot shows the page itself. */
async function noToasts(page: Page) {
  const toasts = page.locator('.mantine-Notification-root');
  for (const close of await toasts.locator('button').all()) await close.click().catch(() => undefined);
  await eventually(() => toasts.count()).toBe(0);
}

/** A sidebar link, behind the burger on a phone. */
async function followSidebarLink(page: Page, name: string, phone: boolean) {
  if (phone) await page.getByRole('button', { name: 'Toggle navigation' }).click();
  await page.getByRole('navigation', { name: 'Admin sections' }).getByRole('link', { name }).click();
}

describe('trash', () => {
  it.each(WIDTHS)(
    'a deleted service with an image comes back whole from the trash (%s px)',
    async (width, viewport) => {
      const phone = width === '390';
      const imageId = await uploadImage();
      const title = `Driveway cameras ${width} ${Date.now()}`;
      const { data: service } = await send(baseUrl, token, 'POST', '/services', {
        title,
        summary: 'Two dome cameras that watch the driveway day and night.',
        imageId,
        published: true,
      });
      const sitePath = `/services/${service.slug}`;
      expect(await publicStatus(sitePath)).toBe(200);

      const { context, page, errors } = await openPage(browser, baseUrl, { token, viewport });
      try {
        await page.goto(`/admin/services/${service.id}/view`);
        await waitForAdminPage(page, title);
        await page.getByRole('main').getByRole('button', { name: 'Delete', exact: true }).click();
        const dialog = page.getByRole('dialog', { name: 'Move service to the trash?' });
        await dialog.getByRole('button', { name: 'Move to trash', exact: true }).click();
        await page.waitForURL((url) => url.pathname === '/admin/services');
        const moved = toast(page, 'Moved to trash');
        await moved.waitFor();
        await send(baseUrl, token, 'GET', `/services/${service.id}`, undefined, 404);
        await eventually(() => publicStatus(sitePath)).toBe(404);

        await followSidebarLink(page, 'Trash', phone);
        await page.waitForURL('**/admin/trash');
        await waitForAdminPage(page, 'Trash');
        const entry = page.getByRole('listitem', { name: title });
        await entry.waitFor();
        expect(await entry.innerText()).toContain('Service');
        expect(await entry.innerText()).toMatch(/deleted for good on/i);
        await page.waitForLoadState('networkidle');
        await noToasts(page);
        // Nothing sticks out sideways on a phone.
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
          viewport.width,
        );
        await saveScreenshot(page, `trash-${width}`);

        await entry.getByRole('button', { name: `Restore ${title}` }).click();
        const restored = toast(page, 'Restored');
        await restored.waitFor();
        await entry.waitFor({ state: 'detached' });
        await restored.getByRole('link', { name: 'Open it' }).click();
        await page.waitForURL(`**/admin/services/${service.id}/view`);
        await waitForAdminPage(page, title);
        await page
          .getByRole('main')
          .getByText('Two dome cameras that watch the driveway day and night.')
          .waitFor();
        await page
          .getByRole('main')
          .getByRole('img', { name: 'A dome camera over a driveway' })
          .first()
          .waitFor();

        const { data: back } = await send(baseUrl, token, 'GET', `/services/${service.id}`);
        expect(back).toEqual(service);
        await eventually(() => publicStatus(sitePath)).toBe(200);
        expectNoConsoleErrors(errors);
      } finally {
        await context.close();
      }
    },
  );
});

describe('revisions', () => {
  it.each(WIDTHS)(
    'a post edited twice is compared with its first version, its cover whole, and restored (%s px)',
    async (width, viewport) => {
      const first = `Picking a doorbell camera ${width} ${Date.now()}`;
      // A wide cover, and a publish time with seconds: a save of the form that leaves it as loaded
      // must not report it changed (the form shows minutes).
      const coverImageId = await uploadImage({ width: 1200, height: 500 });
      const { data: post } = await send(baseUrl, token, 'POST', '/blogs', {
        title: first,
        body: '<p>What to look for in a doorbell camera.</p>',
        author: 'Ann Lee',
        status: 'draft',
        coverImageId,
        publishedAt: '2031-05-06T17:20:45.000Z',
      });
      const { context, page, errors } = await openPage(browser, baseUrl, { token, viewport });
      const titleInput = () => page.getByRole('textbox', { name: 'Title', exact: true });
      const editTitle = async (title: string) => {
        await page.goto(`/admin/blog/${post.id}/edit`);
        await waitForAdminPage(page, 'Edit blog post');
        await titleInput().fill(title);
        await page.getByRole('main').getByRole('button', { name: 'Save changes', exact: true }).click();
        await page.waitForURL(`**/admin/blog/${post.id}/view`);
        await mainHeading(page, title).waitFor();
      };
      try {
        await editTitle(`${first} (second)`);
        await editTitle(`${first} (third)`);

        await page.getByRole('main').getByRole('link', { name: 'Revisions', exact: true }).click();
        await page.waitForURL(`**/admin/blog/${post.id}/revisions`);
        await waitForAdminPage(page, 'Revisions');
        const versions = page.getByRole('list', { name: 'Earlier versions' }).getByRole('listitem');
        await eventually(() => versions.count()).toBe(2);
        await saveScreenshot(page, `revisions-list-${width}`);
        await versions
          .last()
          .getByRole('link', { name: /^Compare/ })
          .click();
        await page.waitForURL(new RegExp(`/admin/blog/${post.id}/revisions/\\d+$`));
        await waitForAdminPage(page, 'Compare with current');
        const titleRow = page.getByRole('region', { name: 'Title' });
        await titleRow.waitFor();
        expect(await titleRow.innerText()).toContain(first);
        expect(await titleRow.innerText()).toContain(`${first} (third)`);
        expect(await titleRow.innerText()).toMatch(/changed/i);
        expect(await page.getByRole('region', { name: 'Body' }).count()).toBe(0);
        // Only the title was changed: the publish time the form sent back as it was is no change.
        expect(await page.getByRole('region', { name: 'Publish at' }).count()).toBe(0);
        expect(await page.getByRole('main').innerText()).toContain('1 field differs from the current one');
        await page.waitForLoadState('networkidle');
        // The comparison has its own address: opened afresh, it shows the same fields.
        await page.reload();
        await waitForAdminPage(page, 'Compare with current');
        await titleRow.waitFor();
        await page.waitForLoadState('networkidle');
        await noToasts(page);
        // The unchanged fields too: the cover on both sides, whole, at its own shape (12:5).
        await page.getByRole('switch', { name: 'Show unchanged fields' }).check();
        const covers = page.getByRole('region', { name: 'Cover image' }).getByRole('img');
        await eventually(() => covers.count()).toBe(2);
        for (const cover of await covers.all()) {
          await eventually(() =>
            cover.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth),
          ).toBeGreaterThan(0);
          const box = (await cover.boundingBox())!;
          const natural = await cover.evaluate(
            (image: HTMLImageElement) => image.naturalWidth / image.naturalHeight,
          );
          expect(box.width / box.height).toBeCloseTo(12 / 5, 1);
          expect(natural).toBeCloseTo(12 / 5, 1);
          expect(await cover.evaluate((image) => getComputedStyle(image).objectFit)).not.toBe('fill');
        }
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
          viewport.width,
        );
        await saveScreenshot(page, `revision-compare-${width}`);

        await page.getByRole('button', { name: 'Restore this version' }).click();
        await page
          .getByRole('dialog', { name: 'Restore this version?' })
          .getByRole('button', { name: 'Restore' })
          .click();
        await page.waitForURL(`**/admin/blog/${post.id}/view`);
        await toast(page, 'Version restored').waitFor();
        await mainHeading(page, first).waitFor();
        const { data: now } = await send<{ data: ApiRecord }>(baseUrl, token, 'GET', `/blogs/${post.id}`);
        expect(now.title).toBe(first);

        // The restore is itself a save: the version it replaced is the newest of three.
        await page.getByRole('main').getByRole('link', { name: 'Revisions', exact: true }).click();
        await page.waitForURL(`**/admin/blog/${post.id}/revisions`);
        await eventually(() => versions.count()).toBe(3);
        expectNoConsoleErrors(errors);
      } finally {
        await context.close();
      }
    },
  );

  it('the activity log links an update to the version it replaced', async () => {
    const { data: post } = await send(baseUrl, token, 'POST', '/blogs', {
      title: `Night vision explained ${Date.now()}`,
      body: '<p>Infrared and colour night vision.</p>',
      status: 'draft',
    });
    await send(baseUrl, token, 'PATCH', `/blogs/${post.id}`, { author: 'Sam Ortiz' });
    const { context, page, errors } = await openPage(browser, baseUrl, { token });
    try {
      await page.goto('/admin');
      await page.getByRole('button', { name: /^Account menu for/ }).click();
      await page.getByRole('menuitem', { name: 'My activity' }).click();
      await page.waitForURL(/\/admin\/activitylogs\/\d+$/);
      const row = page.locator('tr', { hasText: String(post.title) }).filter({ hasText: 'Updated' });
      await row.first().waitFor();
      expect(await row.first().innerText()).toContain('Author');
      await row.first().getByRole('link', { name: 'Compare' }).click();
      await page.waitForURL(new RegExp(`/admin/blog/${post.id}/revisions/\\d+$`));
      const authorRow = page.getByRole('region', { name: 'Author' });
      await authorRow.waitFor();
      expect(await authorRow.innerText()).toContain('Sam Ortiz');
      expectNoConsoleErrors(errors);
    } finally {
      await context.close();
    }
  });

  it('the activity log keeps its page, page size and action in the address, over a reload', async () => {
    const { data: post } = await send(baseUrl, token, 'POST', '/blogs', {
      title: `Log pages ${Date.now()}`,
      body: '<p>Paging the log.</p>',
      status: 'draft',
    });
    for (let edit = 0; edit < 12; edit++) {
      await send(baseUrl, token, 'PATCH', `/blogs/${post.id}`, { author: `Editor ${edit}` });
    }
    const { context, page, errors } = await openPage(browser, baseUrl, { token });
    const pager = () => page.getByText(/^\d+–\d+ of \d+$/).innerText();
    try {
      await page.goto('/admin');
      await page.getByRole('button', { name: /^Account menu for/ }).click();
      await page.getByRole('menuitem', { name: 'My activity' }).click();
      await page.waitForURL(/\/admin\/activitylogs\/\d+$/);
      const logPath = new URL(page.url()).pathname;
      await page.goto(`${logPath}?action=update&pageSize=10&page=2`);
      await waitForAdminPage(page, /^Activity log/);
      await eventually(pager).toMatch(/^11–\d+ of \d+$/);
      expect(await page.getByRole('combobox', { name: 'Action', exact: true }).inputValue()).toBe('Updated');
      await page.reload();
      await eventually(pager).toMatch(/^11–\d+ of \d+$/);
      // A page past the end shows the last, and a value the log does not take leaves the address.
      await page.goto(`${logPath}?action=update&pageSize=10&page=999`);
      await eventually(() => new URL(page.url()).searchParams.get('page')).not.toBe('999');
      const lastPage = Number(new URL(page.url()).searchParams.get('page'));
      expect(lastPage).toBeGreaterThan(1);
      await eventually(pager).toMatch(new RegExp(`^${(lastPage - 1) * 10 + 1}–\\d+ of \\d+$`));
      await page.goto(`${logPath}?action=nonsense&pageSize=25&page=abc&status=won&q=door`);
      await eventually(() => new URL(page.url()).search).toBe('');
      expectNoConsoleErrors(errors);
    } finally {
      await context.close();
    }
  });
});
