import type { Browser, Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { api, eventually, expectNoConsoleErrors, openPage, pathOf, waitForAdminPage } from './support/admin';
import { launchBrowser, saveScreenshot, VIEWPORTS } from './support/browser';
import { type ApiRecord, deleteForGood, send } from './support/records';
import { signIn } from './support/server';

/**
 * The media library as staff use it (issue #10, items 10 and 13): an upload asks for its alt text,
 * the same file dropped again is recognised, the search finds file names, and an image in use says
 * which records use it (linked) instead of offering a Delete the API would refuse.
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

/** A picture no other test makes: each width gets its own colour. */
async function pictureFile(name: string, shade: number) {
  const buffer = await sharp({
    create: { width: 900, height: 600, channels: 3, background: { r: shade, g: 120, b: 60 } },
  })
    .png()
    .toBuffer();
  return { name, mimeType: 'image/png', buffer };
}

const uploadList = (page: Page) => page.locator('[aria-live="polite"]').filter({ hasText: /porch/ });

describe('media library search', () => {
  it('names a search the API refuses, and keeps no parameter it does not read in the address', async () => {
    const { context, page, errors } = await openPage(browser, baseUrl, {
      token,
      viewport: VIEWPORTS.desktop,
    });
    try {
      await page.goto('/admin/file?q=%00&status=won');
      await waitForAdminPage(page, 'Media library');
      const refusal = page.getByRole('alert').filter({ hasText: 'Could not load the images' });
      await eventually(() => refusal.innerText()).toContain(
        'Search: Contains a character that is not allowed',
      );
      await eventually(() => new URL(page.url()).searchParams.has('status')).toBe(false);
      expectNoConsoleErrors(errors, [400]);
    } finally {
      await context.close();
    }
  });
});

for (const [viewport, shade] of [
  [VIEWPORTS.desktop, 40],
  [VIEWPORTS.phone, 200],
] as const) {
  describe(`media library at ${viewport.width} px`, () => {
    const fileName = `porch-${stamp}-${viewport.width}.png`;
    const alt = `Dome camera over the porch ${stamp} ${viewport.width}`;

    it('asks for alt text before uploading, and recognises the same file dropped again', async () => {
      const { context, page, errors } = await openPage(browser, baseUrl, { token, viewport });
      try {
        await page.goto('/admin/file');
        await waitForAdminPage(page, 'Media library');
        const file = await pictureFile(fileName, shade);
        await page.locator('input[type="file"]').setInputFiles(file);

        const describeForm = page.getByRole('form', { name: 'Describe the images' });
        const altInput = describeForm.getByRole('textbox', { name: `Alt text for ${fileName}` });
        await altInput.waitFor();
        await describeForm.getByRole('button', { name: 'Upload image', exact: true }).click();
        await expect.poll(() => altInput.getAttribute('aria-invalid')).toBe('true');
        await describeForm
          .getByText('Describe the image: the site cannot show it without alt text')
          .waitFor();
        expect((await api(baseUrl, token, `/media?q=${fileName}`)).body.total).toBe(0);

        await altInput.fill(alt);
        await describeForm.getByRole('button', { name: 'Upload image', exact: true }).click();
        await uploadList(page).getByText('Uploaded', { exact: true }).waitFor();
        const found = await api(baseUrl, token, `/media?q=${fileName}`);
        expect(found.body.total).toBe(1);
        expect(found.body.data[0]).toMatchObject({ alt, originalName: fileName });
        uploaded.add(found.body.data[0].id);

        // The same bytes under another name: no second copy, the existing item is named.
        await page.locator('input[type="file"]').setInputFiles({ ...file, name: `copy-of-${fileName}` });
        await describeForm.getByRole('textbox', { name: `Alt text for copy-of-${fileName}` }).fill('Again');
        await describeForm.getByRole('button', { name: 'Upload image', exact: true }).click();
        await uploadList(page).getByText(`Already in the library: “${alt}”`).waitFor();
        expect(
          (await api(baseUrl, token, `/media?q=${stamp}`)).body.data.map((item: ApiRecord) => item.id),
        ).toEqual(expect.arrayContaining([found.body.data[0].id]));
        expect((await api(baseUrl, token, `/media?q=copy-of-${fileName}`)).body.total).toBe(0);
        await saveScreenshot(page, `media-upload-${viewport.width}`);
        expectNoConsoleErrors(errors);
      } finally {
        await context.close();
      }
    });

    it('finds the image by its file name, and shows "Used by" instead of Delete while a service shows it', async () => {
      const item = (await api(baseUrl, token, `/media?q=${fileName}`)).body.data[0] as ApiRecord;
      expect(item).toBeDefined();
      const { context, page, errors } = await openPage(browser, baseUrl, { token, viewport });
      try {
        await page.goto('/admin/file');
        await waitForAdminPage(page, 'Media library');
        await page.getByRole('textbox', { name: 'Search images by alt text or file name' }).fill(fileName);
        const tile = page.getByRole('button', { name: new RegExp(`^${alt},`) });
        await tile.waitFor();
        await eventually(() => page.getByText('1 image', { exact: true }).count()).toBe(1);
        // The search is kept in the address: a reload shows the same.
        await eventually(() => new URL(page.url()).searchParams.get('q')).toBe(fileName);
        await page.reload();
        await waitForAdminPage(page, 'Media library');
        expect(
          await page.getByRole('textbox', { name: 'Search images by alt text or file name' }).inputValue(),
        ).toBe(fileName);
        await tile.waitFor();

        // Unused: the details offer Delete.
        await tile.click();
        const details = page.getByRole('dialog', { name: 'Image details' });
        await details.getByText(fileName, { exact: true }).waitFor();
        await details.getByText('Not used anywhere yet.').waitFor();
        expect(await details.getByRole('button', { name: 'Delete image' }).isVisible()).toBe(true);
        await page.keyboard.press('Escape');
        await details.waitFor({ state: 'hidden' });

        const { data: service } = await send(baseUrl, token, 'POST', '/services', {
          title: `Porch cameras ${stamp} ${viewport.width}`,
          summary: 'Cameras over the porch.',
          imageId: item.id,
        });
        created.push({ module: 'services', id: service.id });

        // In use: the service is named and linked, and there is no Delete to be refused.
        await tile.click();
        await details.getByText('Used by', { exact: true }).waitFor();
        const link = details.getByRole('link', { name: String(service.title) });
        await link.waitFor();
        expect(await details.getByRole('button', { name: 'Delete image' }).count()).toBe(0);
        await details.getByText(/cannot be deleted while it is used/).waitFor();
        await saveScreenshot(page, `media-used-by-${viewport.width}`);
        await link.click();
        await page.waitForURL(`**/admin/services/${service.id}/edit`);
        expect(pathOf(page)).toBe(`/admin/services/${service.id}/edit`);
        await waitForAdminPage(page, 'Edit service');
        expectNoConsoleErrors(errors);
      } finally {
        await context.close();
      }
    });
  });
}
