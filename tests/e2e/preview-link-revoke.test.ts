import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { eventually, expectNoConsoleErrors, openPage, waitForAdminPage } from './support/admin';
import { launchBrowser, saveScreenshot, VIEWPORTS } from './support/browser';
import { deleteForGood, send } from './support/records';
import { signIn } from './support/server';

/** Staff see a record's open preview links next to its Preview button, and revoke one: it stops working. */

const baseUrl = inject('baseUrl');
const stamp = Date.now().toString(36).slice(-6);
let browser: Browser;
let token: string;
const created: { module: string; id: number }[] = [];

beforeAll(async () => {
  [browser, token] = await Promise.all([launchBrowser(), signIn(baseUrl)]);
});

afterAll(async () => {
  await deleteForGood(baseUrl, token, created, []);
  await browser?.close();
});

const SIZES = [
  ['desktop', VIEWPORTS.desktop],
  ['phone', VIEWPORTS.phone],
] as const;

const previewLink = (page: Page) =>
  page.getByRole('main').getByRole('link', { name: 'Preview', exact: true });
const linksButton = (page: Page) => page.getByRole('main').getByRole('button', { name: /^Preview links/ });
const linkList = (page: Page) => page.getByRole('list', { name: 'Open preview links' });
/** Waits for the links' popover to finish fading in, so a screenshot shows it as people see it. */
async function popoverShown(page: Page) {
  const list = await linkList(page).elementHandle();
  await page.waitForFunction((element) => {
    const dropdown = element?.closest('.mantine-Popover-dropdown');
    return dropdown ? getComputedStyle(dropdown).opacity === '1' : false;
  }, list);
}
const statusOf = async (url: string) => (await fetch(url, { redirect: 'manual' })).status;

describe('revoking a preview link', () => {
  it.each(SIZES)(
    'lists the link made on the record page, and a revoked link no longer opens it (%s)',
    async (name, viewport) => {
      const { data: service } = await send(baseUrl, token, 'POST', '/services', {
        title: `Revocable preview ${name} ${stamp}`,
        summary: 'Not announced yet.',
        published: false,
      });
      created.push({ module: 'services', id: service.id });
      const { context, page, errors } = await openPage(browser, baseUrl, { token, viewport });
      try {
        await page.goto(`/admin/services/${service.id}/view`);
        await waitForAdminPage(page, service.title as string);
        // Opening the record makes its Preview link.
        await eventually(() => previewLink(page).getAttribute('href')).toMatch(
          /\?preview=[\w-]+\.[\w-]+\.[\w-]+$/,
        );
        const madeHref = (await previewLink(page).getAttribute('href')) ?? '';
        const made = new URL(madeHref, baseUrl);
        const url = `${baseUrl}${made.pathname}${made.search}`;
        expect(await statusOf(url)).toBe(200);

        await eventually(() => linksButton(page).textContent()).toBe('Preview links (1)');
        await linksButton(page).click();
        const item = linkList(page).getByRole('listitem');
        await item.first().waitFor();
        expect(await item.count()).toBe(1);
        expect(await item.first().textContent()).toMatch(/Preview button.*Works until/);
        await popoverShown(page);
        await saveScreenshot(page, `preview-links-open-${name}`);

        const revokedId = await item.first().getAttribute('data-preview-link');
        await item
          .first()
          .getByRole('button', { name: /^Revoke the link made by/ })
          .click();
        await linkList(page).locator(`[data-preview-link="${revokedId}"]`).waitFor({ state: 'detached' });
        // The revoked link is dead on the site: the same answer as any invalid preview.
        expect(await statusOf(url)).toBe(404);

        // The page's Preview button has a working link of its own again, listed in place of the old one.
        await eventually(() => previewLink(page).getAttribute('href')).not.toBe(madeHref);
        const fresh = new URL((await previewLink(page).getAttribute('href')) ?? '', baseUrl);
        expect(await statusOf(`${baseUrl}${fresh.pathname}${fresh.search}`)).toBe(200);
        await eventually(() => item.count()).toBe(1);
        expect(await item.first().getAttribute('data-preview-link')).not.toBe(revokedId);
        await popoverShown(page);
        await saveScreenshot(page, `preview-links-revoked-${name}`);
        expectNoConsoleErrors(errors);
      } finally {
        await context.close();
      }
    },
  );
});
