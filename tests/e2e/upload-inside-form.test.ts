import type { Browser, Locator, Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { api, expectNoConsoleErrors, openPage, pathOf, waitForAdminPage } from './support/admin';
import { launchBrowser, saveScreenshot, VIEWPORTS } from './support/browser';
import { type ApiRecord, deleteForGood } from './support/records';
import { signIn } from './support/server';

/**
 * Uploading an image from inside a record's form, as staff do while writing a post: the upload
 * dialog's "Upload image" uploads and picks the image, and never saves the record around it (it once
 * stored a draft without its cover, one more for each upload). The blog's cover, a project's photos
 * and before picture, and a settings page's image.
 */

const baseUrl = inject('baseUrl');
const stamp = Date.now().toString(36).slice(-6);
let browser: Browser;
let token: string;
const created: { module: string; id: number }[] = [];
const uploaded = new Set<number>();

beforeAll(async () => {
  [browser, token] = await Promise.all([launchBrowser(), signIn(baseUrl)]);
});

afterAll(async () => {
  await deleteForGood(baseUrl, token, created, uploaded);
  await browser?.close();
});

/** A picture no other test makes: its colour comes from the width and the field. */
async function pictureFile(name: string, shade: number) {
  const buffer = await sharp({
    create: { width: 800, height: 500, channels: 3, background: { r: shade, g: 90, b: (shade * 7) % 256 } },
  })
    .png()
    .toBuffer();
  return { name, mimeType: 'image/png', buffer };
}

/** The records of a module whose search finds `text`, as the API lists them. */
async function recordsFound(module: string, text: string): Promise<ApiRecord[]> {
  return (await api(baseUrl, token, `/${module}?q=${encodeURIComponent(text)}&pageSize=50`)).body.data;
}

/**
 * Opens the picker with `opener`, uploads one new picture with its alt text through the dialog's
 * own form, and returns the uploaded media item once the dialog has closed (one image) or the
 * picture is chosen in it (several, then added with the dialog's button).
 */
async function uploadThroughPicker(
  page: Page,
  opener: Locator,
  file: { name: string; mimeType: string; buffer: Buffer },
  alt: string,
  multiple: boolean,
): Promise<ApiRecord> {
  await opener.click();
  const dialog = page.getByRole('dialog', { name: multiple ? 'Add images' : 'Choose an image' });
  await dialog.getByRole('tab', { name: 'Upload new' }).click();
  await dialog.locator('input[type="file"]').setInputFiles(file);
  const describe = dialog.getByRole('form', { name: 'Describe the images' });
  await describe.getByRole('textbox', { name: `Alt text for ${file.name}` }).fill(alt);
  await describe.getByRole('button', { name: 'Upload image', exact: true }).click();
  if (multiple) {
    await dialog.getByText('Uploaded', { exact: true }).waitFor();
    await dialog.getByRole('button', { name: 'Add image', exact: true }).click();
  }
  await dialog.waitFor({ state: 'hidden' });
  const found = await recordsFound('media', file.name);
  expect(found, `the upload of ${file.name} is in the library`).toHaveLength(1);
  uploaded.add(found[0]!.id);
  return found[0]!;
}

for (const [viewport, shade] of [
  [VIEWPORTS.desktop, 30],
  [VIEWPORTS.phone, 170],
] as const) {
  describe(`an upload inside a form at ${viewport.width} px`, () => {
    const width = viewport.width;

    it('a blog post’s cover uploaded in the add form is on the saved post, and no draft is stored before', async () => {
      const title = `Night vision tips ${stamp} ${width}`;
      const { context, page, errors } = await openPage(browser, baseUrl, { token, viewport });
      try {
        await page.goto('/admin/blog/add');
        await waitForAdminPage(page, 'Add blog post');
        const main = page.getByRole('main');
        await main.getByRole('textbox', { name: 'Title', exact: true }).fill(title);
        await main.getByRole('textbox', { name: 'Body', exact: true }).click();
        await page.keyboard.type('Infrared range, placement, and what to expect on a moonless night.');

        const alt = `Camera lit by infrared at night ${stamp} ${width}`;
        const first = await uploadThroughPicker(
          page,
          main
            .getByRole('group', { name: 'Cover image' })
            .getByRole('button', { name: 'Choose or upload an image' }),
          await pictureFile(`cover-${stamp}-${width}.png`, shade),
          alt,
          false,
        );
        // Still the add form, with the picture shown as the cover, and nothing saved yet.
        expect(pathOf(page)).toBe('/admin/blog/add');
        await main.getByText(alt, { exact: true }).waitFor();
        expect(await recordsFound('blogs', title)).toEqual([]);

        // A second upload replaces the first, and still saves nothing.
        const secondAlt = `Bullet camera over a driveway at dusk ${stamp} ${width}`;
        const second = await uploadThroughPicker(
          page,
          main
            .getByRole('group', { name: 'Cover image' })
            .getByRole('button', { name: 'Change', exact: true }),
          await pictureFile(`cover-again-${stamp}-${width}.png`, shade + 40),
          secondAlt,
          false,
        );
        expect(second.id).not.toBe(first.id);
        expect(pathOf(page)).toBe('/admin/blog/add');
        await main.getByText(secondAlt, { exact: true }).waitFor();
        expect(await recordsFound('blogs', title)).toEqual([]);
        await saveScreenshot(page, `upload-inside-form-blog-${width}`);

        await main.getByRole('button', { name: 'Add blog post', exact: true }).click();
        await page.waitForURL(/\/admin\/blog\/\d+\/view$/);
        const posts = await recordsFound('blogs', title);
        expect(posts).toHaveLength(1);
        created.push({ module: 'blogs', id: posts[0]!.id });
        expect(posts[0]).toMatchObject({ title, coverImageId: second.id });
        expect(pathOf(page)).toBe(`/admin/blog/${posts[0]!.id}/view`);
        // The view shows the cover (its alt text), not "—".
        await page.getByRole('main').getByRole('img', { name: secondAlt }).waitFor();
        expectNoConsoleErrors(errors);
      } finally {
        await context.close();
      }
    }, 150_000);

    it('a project’s photos and before picture uploaded in the add form are on the saved project, saved once', async () => {
      const title = `Garage cameras in Glendale ${stamp} ${width}`;
      const { context, page, errors } = await openPage(browser, baseUrl, { token, viewport });
      try {
        await page.goto('/admin/portfolio/add');
        await waitForAdminPage(page, 'Add project');
        const main = page.getByRole('main');
        await main.getByRole('textbox', { name: 'Title', exact: true }).fill(title);

        const photoAlt = `Two cameras over a garage door ${stamp} ${width}`;
        const photo = await uploadThroughPicker(
          page,
          main
            .getByRole('group', { name: 'Photos' })
            .getByRole('button', { name: 'Add images', exact: true }),
          await pictureFile(`gallery-${stamp}-${width}.png`, shade + 10),
          photoAlt,
          true,
        );
        await main
          .getByRole('list', { name: 'Images in order' })
          .getByRole('img', { name: photoAlt })
          .waitFor();
        expect(pathOf(page)).toBe('/admin/portfolio/add');
        expect(await recordsFound('portfolios', title)).toEqual([]);

        const beforeAlt = `The garage before the install ${stamp} ${width}`;
        const before = await uploadThroughPicker(
          page,
          main
            .getByRole('group', { name: 'Before picture' })
            .getByRole('button', { name: 'Choose or upload an image' }),
          await pictureFile(`before-${stamp}-${width}.png`, shade + 20),
          beforeAlt,
          false,
        );
        await main.getByText(beforeAlt, { exact: true }).waitFor();
        expect(pathOf(page)).toBe('/admin/portfolio/add');
        expect(await recordsFound('portfolios', title)).toEqual([]);

        await main.getByRole('button', { name: 'Add project', exact: true }).click();
        await page.waitForURL((url) => url.pathname === '/admin/portfolio');
        const projects = await recordsFound('portfolios', title);
        expect(projects).toHaveLength(1);
        created.push({ module: 'portfolios', id: projects[0]!.id });
        expect(projects[0]).toMatchObject({ imageIds: [photo.id], beforeImageId: before.id });
        expectNoConsoleErrors(errors);
      } finally {
        await context.close();
      }
    }, 150_000);

    it('a settings page’s image uploaded in its form is chosen, and nothing is saved until Save', async () => {
      const { context, page, errors } = await openPage(browser, baseUrl, { token, viewport });
      try {
        const stored = (await api(baseUrl, token, '/settings/about')).body.data;
        await page.goto('/admin/about/settings');
        await waitForAdminPage(page, 'About page settings');
        const main = page.getByRole('main');
        const alt = `The team beside the van ${stamp} ${width}`;
        const image = main.getByRole('group', { name: 'Image', exact: true });
        // The picker shows Change when the page has an image already. It is opened once the form
        // shows the stored settings: a click on the button of the empty form, just before they
        // arrive, lands on a button that the loaded form then replaces.
        const opener = image.getByRole('button', {
          name: stored.imageId ? 'Change' : 'Choose or upload an image',
          exact: true,
        });
        await opener.waitFor();
        await uploadThroughPicker(
          page,
          opener,
          await pictureFile(`about-${stamp}-${width}.png`, shade + 30),
          alt,
          false,
        );
        await image.getByText(alt, { exact: true }).waitFor();
        expect(pathOf(page)).toBe('/admin/about/settings');
        // The page shared with the other tests is left as it was: the upload saved nothing.
        expect((await api(baseUrl, token, '/settings/about')).body.data).toEqual(stored);
        expect(await page.getByText('Settings saved').count()).toBe(0);
        expectNoConsoleErrors(errors);
      } finally {
        await context.close();
      }
    }, 150_000);
  });
}
