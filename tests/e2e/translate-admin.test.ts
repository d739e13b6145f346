import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { api, eventually, expectNoConsoleErrors, openPage, toast, waitForAdminPage } from './support/admin';
import { launchBrowser, saveScreenshot, VIEWPORTS } from './support/browser';
import { send } from './support/records';
import { signIn } from './support/server';

/**
 * Staff translate in the same form: the language switch above a service's edit form opens its
 * Spanish with the English beside each field; a save sticks through a reload; the list marks the
 * services whose Spanish lags behind and filters them.
 */

const baseUrl = inject('baseUrl');
let browser: Browser;
let token: string;
const ENGLISH_TITLE = 'Solar camera towers';
/** A service of the test's own, in English only, per viewport. */
const serviceIds: Record<keyof typeof VIEWPORTS, number> = { desktop: 0, phone: 0 };

beforeAll(async () => {
  [browser, token] = await Promise.all([launchBrowser(), signIn(baseUrl)]);
  for (const viewport of ['desktop', 'phone'] as const) {
    const created = await send<{ data: { id: number } }>(baseUrl, token, 'POST', '/services', {
      title: `${ENGLISH_TITLE} (${viewport})`,
      summary: 'Cameras on a solar-powered mast, for lots and sites with no power.',
      published: true,
    });
    serviceIds[viewport] = created.data.id;
  }
});
afterAll(async () => {
  await browser?.close();
});

const languageSwitch = (page: Page) => page.locator('.mantine-SegmentedControl-root');
const spanishTitle = (page: Page) => page.getByRole('textbox', { name: 'Title (Spanish)', exact: true });

describe('translating a service in the admin', () => {
  for (const viewport of ['desktop', 'phone'] as const) {
    it(`switches the form to Spanish, saves it, and keeps it through a reload (${viewport})`, async () => {
      const { page, errors, context } = await openPage(browser, baseUrl, {
        token,
        viewport: VIEWPORTS[viewport],
      });
      const serviceId = serviceIds[viewport];
      await page.goto(`/admin/services/${serviceId}/edit`);
      await waitForAdminPage(page, 'Edit service');
      await page.locator('[data-needs-translation="es"]').first().waitFor();
      await languageSwitch(page).getByText('Español', { exact: true }).click();
      await page.waitForURL(/\?lang=es$/);
      await spanishTitle(page).waitFor();
      // The English stands beside the empty Spanish input.
      const titleCard = page.locator('[data-translated-field="title"]');
      await titleCard.getByText(`${ENGLISH_TITLE} (${viewport})`, { exact: true }).waitFor();
      expect(await spanishTitle(page).inputValue()).toBe('');
      await saveScreenshot(page, `translate-service-${viewport}`);

      const translated = viewport === 'desktop' ? 'Torres de cámaras solares' : 'Torres solares con cámaras';
      await spanishTitle(page).fill(translated);
      await page
        .getByRole('textbox', { name: 'Summary (Spanish)', exact: true })
        .fill('Cámaras en un mástil solar, para lotes y obras sin electricidad.');
      await page.getByRole('button', { name: 'Save Spanish', exact: true }).click();
      await toast(page, 'Spanish saved').waitFor();
      const { body } = await api(baseUrl, token, `/services/${serviceId}?locale=es`);
      expect(body.data.title).toBe(translated);
      expect(body.data.translation.needsTranslation).toEqual([]);

      await page.reload();
      await spanishTitle(page).waitFor();
      expect(await spanishTitle(page).inputValue()).toBe(translated);
      expect(await page.locator('[data-needs-translation="es"]').count()).toBe(0);
      // English again: the English form, its title untouched.
      await languageSwitch(page).getByText('English', { exact: true }).click();
      await page.waitForURL((url) => !url.search.includes('lang='));
      expect(await page.getByRole('textbox', { name: 'Title', exact: true }).inputValue()).toBe(
        `${ENGLISH_TITLE} (${viewport})`,
      );
      expectNoConsoleErrors(errors);
      await context.close();
    });
  }

  it('marks the services whose Spanish lags behind in the list, and filters them', async () => {
    // The English changes: its Spanish lags behind again.
    await send(baseUrl, token, 'PATCH', `/services/${serviceIds.desktop}`, {
      summary: 'Cameras on a solar mast with a 4G link, for lots and sites with no power.',
    });
    const { page, errors, context } = await openPage(browser, baseUrl, { token });
    // Searched for by title as well: the other files add services of their own, in English only,
    // and enough of them push this one off the filtered list's first page.
    await page.goto(`/admin/services?needsTranslation=es&q=${encodeURIComponent(ENGLISH_TITLE)}`);
    await waitForAdminPage(page, 'Services');
    const row = page.locator('table tbody tr').filter({ hasText: `${ENGLISH_TITLE} (desktop)` });
    await row.locator('[data-needs-translation="es"]').waitFor();
    // The phone's service, translated in full, is not among them.
    expect(
      await page
        .locator('table tbody tr')
        .filter({ hasText: `${ENGLISH_TITLE} (phone)` })
        .count(),
    ).toBe(0);
    // Every row the filter shows carries the mark.
    const rows = page.locator('table tbody tr.mantine-datatable-row');
    await eventually(async () => {
      const shown = await rows.count();
      const marked = await rows.filter({ has: page.locator('[data-needs-translation="es"]') }).count();
      return shown > 0 && shown === marked;
    }).toBe(true);
    await saveScreenshot(page, 'translate-services-list');
    expectNoConsoleErrors(errors);
    await context.close();
  });
});
