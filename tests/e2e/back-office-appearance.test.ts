import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { api, eventually, expectNoConsoleErrors, openPage, waitForAdminPage } from './support/admin';
import { launchBrowser, VIEWPORTS } from './support/browser';
import { send } from './support/records';
import { saveTallScreenshot } from './support/screens';
import { signIn } from './support/server';

/**
 * The back office's frame (issue #10, item 14): dark mode that follows the system until someone
 * chooses, remembered without a flash of light on load; a "Skip to content" link past the sidebar;
 * and the services' Icon field as a picker of the icons the public site draws.
 */

const baseUrl = inject('baseUrl');
const stamp = Date.now().toString(36).slice(-6);
let browser: Browser;
let token: string;
const created: number[] = [];

beforeAll(async () => {
  [browser, token] = await Promise.all([launchBrowser(), signIn(baseUrl)]);
});

afterAll(async () => {
  for (const id of created) await send(baseUrl, token, 'DELETE', `/services/${id}`, undefined, 204);
  await browser?.close();
});

const schemeOf = (page: Page) =>
  page.evaluate(() => document.documentElement.getAttribute('data-mantine-color-scheme'));
const mainBackground = (page: Page) =>
  page.getByRole('main').evaluate((main) => getComputedStyle(main).backgroundColor);
/** Relative luminance of an `rgb(r, g, b)` colour, 0 (black) to 1 (white). */
const luminance = (rgb: string) => {
  const [r, g, b] = (rgb.match(/\d+(\.\d+)?/g) ?? []).map(Number);
  return (0.2126 * r! + 0.7152 * g! + 0.0722 * b!) / 255;
};

for (const viewport of [VIEWPORTS.desktop, VIEWPORTS.phone]) {
  describe(`back-office appearance at ${viewport.width} px`, () => {
    it('follows the system scheme, switches to dark from the header, and keeps it across loads', async () => {
      const { context, page, errors } = await openPage(browser, baseUrl, { token, viewport });
      try {
        await page.emulateMedia({ colorScheme: 'dark' });
        await page.goto('/admin/services');
        await waitForAdminPage(page, 'Services');
        expect(await schemeOf(page)).toBe('dark');
        await page.emulateMedia({ colorScheme: 'light' });
        await eventually(() => schemeOf(page)).toBe('light');
        expect(luminance(await mainBackground(page))).toBeGreaterThan(0.9);

        // The header's button names the current choice; its menu offers the three.
        await page.getByRole('button', { name: 'Color scheme: follow system' }).click();
        await page.getByRole('menuitem', { name: 'Dark' }).click();
        await page.getByRole('button', { name: 'Color scheme: dark' }).waitFor();
        await eventually(() => schemeOf(page)).toBe('dark');
        await eventually(async () => luminance(await mainBackground(page))).toBeLessThan(0.2);
        // Text stays readable: the page title is light on the dark page.
        const heading = page.getByRole('heading', { level: 1, name: 'Services' });
        expect(
          luminance(await heading.evaluate((element) => getComputedStyle(element).color)),
        ).toBeGreaterThan(0.7);
        await page.getByRole('table').first().waitFor();
        await saveTallScreenshot(page, `dark-mode-${viewport.width}`);

        // A form page, in the same scheme.
        await page.goto('/admin/services/add');
        await waitForAdminPage(page, 'Add service');
        expect(await schemeOf(page)).toBe('dark');
        await saveTallScreenshot(page, `dark-mode-form-${viewport.width}`);

        // Remembered, even against the system's light setting, and set before any app code runs:
        // with every script file refused, only the inline script in the head can set it.
        const bare = await context.newPage();
        await bare.emulateMedia({ colorScheme: 'light' });
        await bare.route('**/_next/static/**/*.js', (route) => route.abort());
        await bare.goto('/admin/services');
        expect(await schemeOf(bare)).toBe('dark');
        await bare.close();

        // Back to the system's setting.
        await page.getByRole('button', { name: 'Color scheme: dark' }).click();
        await page.getByRole('menuitem', { name: 'Follow system' }).click();
        await page.emulateMedia({ colorScheme: 'light' });
        await eventually(() => schemeOf(page)).toBe('light');
        expectNoConsoleErrors(errors);
      } finally {
        await context.close();
      }
    });

    it('offers "Skip to content" as the first stop, and it moves focus past the sidebar', async () => {
      const { context, page, errors } = await openPage(browser, baseUrl, { token, viewport });
      try {
        await page.goto('/admin/services');
        await waitForAdminPage(page, 'Services');
        const skip = page.getByRole('link', { name: 'Skip to content' });
        expect(await skip.boundingBox().then((box) => (box ? box.y + box.height : 0))).toBeLessThanOrEqual(0);

        await page.keyboard.press('Tab');
        expect(await skip.evaluate((link) => link === document.activeElement)).toBe(true);
        const box = await skip.boundingBox();
        expect(box!.y).toBeGreaterThanOrEqual(0);
        expect(box!.y + box!.height).toBeLessThan(viewport.height);

        await page.keyboard.press('Enter');
        await eventually(() => page.evaluate(() => document.activeElement?.id)).toBe('main-content');
        await page.keyboard.press('Tab');
        const next = await page.evaluate(() => {
          const active = document.activeElement;
          return {
            inMain: Boolean(active?.closest('main')),
            inSidebar: Boolean(active?.closest('nav[aria-label="Admin sections"]')),
          };
        });
        expect(next).toEqual({ inMain: true, inSidebar: false });
        expectNoConsoleErrors(errors);
      } finally {
        await context.close();
      }
    });

    it("picks a service's icon from the site's icons, with previews, searchable by a word for it", async () => {
      const { data: service } = await send(baseUrl, token, 'POST', '/services', {
        title: `Alarm wiring ${stamp} ${viewport.width}`,
        summary: 'Sirens and sensors, wired in.',
        icon: 'camera',
      });
      created.push(service.id);
      const { context, page, errors } = await openPage(browser, baseUrl, { token, viewport });
      try {
        await page.goto(`/admin/services/${service.id}/edit`);
        await waitForAdminPage(page, 'Edit service');
        const main = page.getByRole('main');
        const picker = main.getByRole('combobox', { name: 'Icon', exact: true });
        await picker.waitFor();
        expect(await picker.inputValue()).toBe('Camera');
        expect(await main.locator('svg[data-icon="camera"]').count()).toBe(1);

        await picker.click();
        const listbox = page.getByRole('listbox');
        // Every icon the public site draws for services is offered, each with its drawing.
        await eventually(() => listbox.getByRole('option').count()).toBe(13);
        expect(await listbox.locator('svg[data-icon]').count()).toBe(13);
        await picker.fill('alarm');
        await eventually(() => listbox.getByRole('option').allInnerTexts()).toEqual(['Bell']);
        expect(await listbox.locator('svg[data-icon="bell"]').count()).toBe(1);
        await listbox.getByRole('option', { name: 'Bell' }).click();
        expect(await picker.inputValue()).toBe('Bell');
        expect(await main.locator('svg[data-icon="bell"]').count()).toBe(1);

        await main.getByRole('button', { name: 'Save changes', exact: true }).click();
        await page.waitForURL(`**/admin/services/${service.id}/view`);
        await eventually(
          async () => (await api(baseUrl, token, `/services/${service.id}`)).body.data.icon,
        ).toBe('bell');
        expectNoConsoleErrors(errors);
      } finally {
        await context.close();
      }
    });
  });
}
