import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { ADMIN_ROOT } from '@/lib/constants';
import {
  expectNoConsoleErrors,
  fieldError,
  openPage,
  pathOf,
  toast,
  waitForAdminPage,
} from './support/admin';
import { launchBrowser, VIEWPORTS } from './support/browser';
import { trackApiCalls } from './support/module-pages';
import { send } from './support/records';
import { signIn } from './support/server';

/**
 * A banner's "Ends at" before its "Starts at" is refused on the form, on the field, before anything
 * is sent; a banner the right way round is saved, and the list tells it scheduled, live or ended.
 */
const baseUrl = inject('baseUrl');
const stamp = Date.now().toString(36).slice(-6);
const DAY = 24 * 3600 * 1000;
let browser: Browser;
let token: string;
const made: number[] = [];

/** `YYYY-MM-DDTHH:mm` of a datetime-local input, `days` from now, in the browser's zone (UTC here). */
const inputDaysFromNow = (days: number) => new Date(Date.now() + days * DAY).toISOString().slice(0, 16);

beforeAll(async () => {
  [browser, token] = await Promise.all([launchBrowser(), signIn(baseUrl)]);
});

afterAll(async () => {
  for (const id of made) await send(baseUrl, token, 'DELETE', `/banners/${id}`).catch(() => {});
  await browser?.close();
});

describe('a banner’s start and end', () => {
  for (const [size, viewport] of Object.entries(VIEWPORTS)) {
    it(`refuses an end before the start on the form, then saves it the right way round (${size})`, async () => {
      const { page, context, errors } = await openPage(browser, baseUrl, { token, viewport });
      const title = `Period ${size} ${stamp}`;
      const sent: string[] = [];
      page.on('request', (request) => {
        if (request.method() === 'POST' && new URL(request.url()).pathname === '/api/banners')
          sent.push('POST');
      });
      const calls = trackApiCalls(page);
      await page.goto(`${ADMIN_ROOT}/banner/add`);
      await waitForAdminPage(page, 'Add banner');
      await calls.settled();
      // Starting in ten days, it never shows on the public pages of the shared server.
      const main = page.getByRole('main');
      const titleInput = main.getByRole('textbox', { name: 'Title' });
      const startsAt = main.getByLabel('Starts at', { exact: true });
      const endsAt = main.getByLabel('Ends at', { exact: true });
      await titleInput.fill(title);
      await startsAt.fill(inputDaysFromNow(10));
      await endsAt.fill(inputDaysFromNow(3));
      await expect.poll(() => titleInput.inputValue()).toBe(title);
      await main.getByRole('button', { name: 'Add banner', exact: true }).click();

      await expect.poll(() => fieldError(endsAt)).toBe('Ends at must be after Starts at');
      expect(pathOf(page)).toBe(`${ADMIN_ROOT}/banner/add`);
      expect(sent).toEqual([]);

      await endsAt.fill(inputDaysFromNow(20));
      await main.getByRole('button', { name: 'Add banner', exact: true }).click();
      await toast(page, 'Banner added').waitFor();
      const { data: saved } = await send<{ data: { id: number; startsAt: string; endsAt: string }[] }>(
        baseUrl,
        token,
        'GET',
        `/banners?q=${encodeURIComponent(title)}`,
      );
      expect(saved).toHaveLength(1);
      const id = saved[0].id;
      expect(Date.parse(saved[0].endsAt)).toBeGreaterThan(Date.parse(saved[0].startsAt));
      made.push(id);

      if (size === 'desktop') {
        await page.goto(`${ADMIN_ROOT}/banner?q=${encodeURIComponent(title)}`);
        await waitForAdminPage(page, 'Banners');
        const row = page.locator('table tbody tr').filter({ hasText: title });
        await expect.poll(() => row.locator('[data-period-status]').textContent()).toBe('Scheduled');
      }
      expectNoConsoleErrors(errors, []);
      await context.close();
    });
  }
});
