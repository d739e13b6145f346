import type { Browser, Page, Route } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { OFFLINE_MESSAGE, REQUEST_TIMEOUT_MS, TIMEOUT_MESSAGE } from '@/lib/api-client';
import { api, expectNoConsoleErrors, openPage, pathOf, toast, waitForAdminPage } from './support/admin';
import { launchBrowser, saveScreenshot, VIEWPORTS } from './support/browser';
import { signIn } from './support/server';
import {
  changeSummary,
  createService,
  openEditFormFromView,
  saveButton,
  summaryInput,
} from './support/service-form';

const baseUrl = inject('baseUrl');
let browser: Browser;
let token: string;

beforeAll(async () => {
  [browser, token] = await Promise.all([launchBrowser(), signIn(baseUrl)]);
});

afterAll(async () => {
  await browser?.close();
});

const SIZES = [
  ['desktop', VIEWPORTS.desktop],
  ['phone', VIEWPORTS.phone],
] as const;

/** The message by the save button; the button no longer spinning; the values still typed. */
async function expectRetryableFailure(page: Page, message: string, typed: string, editPath: string) {
  const problem = page.getByRole('main').getByRole('alert').filter({ hasText: 'Not saved' });
  await problem.getByText(message, { exact: true }).waitFor({ timeout: REQUEST_TIMEOUT_MS + 10_000 });
  await page.waitForFunction(
    () => {
      const buttons = Array.from(document.querySelectorAll('main button[type="submit"]'));
      return buttons.length > 0 && buttons.every((button) => !button.hasAttribute('data-loading'));
    },
    undefined,
    { timeout: 5_000 },
  );
  expect(await saveButton(page).isEnabled()).toBe(true);
  expect(await summaryInput(page).inputValue()).toBe(typed);
  expect(pathOf(page)).toBe(editPath);
}

async function saveAgainAndSeeItStored(page: Page, serviceId: number, typed: string, title: string) {
  await saveButton(page).click();
  await toast(page, 'Changes saved').waitFor();
  await waitForAdminPage(page, title);
  const { body } = await api(baseUrl, token, `/services/${serviceId}`);
  expect(body.data.summary).toBe(typed);
}

describe('saving without a connection', () => {
  it.each(SIZES)(
    'offline: a clear message at once, values kept, saved once back online (%s)',
    async (name, viewport) => {
      const { context, page, errors } = await openPage(browser, baseUrl, { token, viewport });
      try {
        const service = await createService(baseUrl, token, 'Offline save');
        await openEditFormFromView(page, service.id);
        const editPath = pathOf(page);
        const typed = 'Written on a train between two tunnels.';
        await changeSummary(page, typed);

        await context.setOffline(true);
        const started = Date.now();
        await saveButton(page).click();
        await expectRetryableFailure(page, OFFLINE_MESSAGE, typed, editPath);
        // Offline is known at once: no waiting for the time-out.
        expect(Date.now() - started).toBeLessThan(REQUEST_TIMEOUT_MS);
        await saveScreenshot(page, `offline-save-${name}`);

        await context.setOffline(false);
        await saveAgainAndSeeItStored(page, service.id, typed, service.title);
        // Chromium logs the refused request itself while offline.
        expectNoConsoleErrors(errors.filter((error) => !error.includes('net::ERR_INTERNET_DISCONNECTED')));
      } finally {
        await context.close();
      }
    },
  );

  it.each(SIZES)(
    'a server that never answers: the save gives up in bounded time and works again (%s)',
    async (name, viewport) => {
      const { context, page, errors } = await openPage(browser, baseUrl, { token, viewport });
      try {
        const service = await createService(baseUrl, token, 'Hanging save');
        await openEditFormFromView(page, service.id);
        const editPath = pathOf(page);
        const typed = 'Sent into a connection that went quiet.';
        await changeSummary(page, typed);

        // The save request is swallowed: no answer, no error, as on a dead connection.
        let held = 0;
        const hang = async (route: Route) => {
          if (route.request().method() !== 'PUT') return route.fallback();
          held += 1;
        };
        await page.route(`**/api/services/${service.id}`, hang);
        const started = Date.now();
        await saveButton(page).click();
        await expectRetryableFailure(page, TIMEOUT_MESSAGE, typed, editPath);
        const waited = Date.now() - started;
        // Online, the toast says it too.
        await toast(page, 'Could not save').getByText(TIMEOUT_MESSAGE, { exact: true }).waitFor();
        expect(held).toBe(1);
        expect(waited).toBeGreaterThanOrEqual(REQUEST_TIMEOUT_MS - 1_000);
        expect(waited).toBeLessThan(REQUEST_TIMEOUT_MS + 10_000);
        await saveScreenshot(page, `timed-out-save-${name}`);

        await page.unroute(`**/api/services/${service.id}`, hang);
        await saveAgainAndSeeItStored(page, service.id, typed, service.title);
        expectNoConsoleErrors(errors);
      } finally {
        await context.close();
      }
    },
  );
});
