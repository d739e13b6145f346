import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readTokenExpiry } from '@/lib/token-expiry';
import {
  eventually,
  expectNoConsoleErrors,
  openPage,
  pathOf,
  readStoredToken,
  toast,
  waitForAdminPage,
} from './support/admin';
import { launchBrowser, saveScreenshot, VIEWPORTS } from './support/browser';
import { DASHBOARD_HEADING } from './support/module-pages';
import { type RunningServer, signIn, startServer } from './support/server';

/**
 * A session has an absolute end (SESSION_MAX_SECONDS): "Stay signed in" renews only up to it, and
 * once the token ends there the notice says so instead of offering a renewal that would be refused.
 */

const TOKEN_LIFETIME_SECONDS = 60;
const SESSION_MAX_SECONDS = 90;
const TEST_TIMEOUT_MS = 180_000;

let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  [server, browser] = await Promise.all([
    startServer({
      env: {
        TOKEN_LIFETIME_SECONDS: String(TOKEN_LIFETIME_SECONDS),
        SESSION_MAX_SECONDS: String(SESSION_MAX_SECONDS),
      },
    }),
    launchBrowser(),
  ]);
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

const sessionNotice = (page: Page) => page.getByRole('alert').filter({ hasText: 'Your session ends soon' });
const stayButton = (page: Page) => sessionNotice(page).getByRole('button', { name: 'Stay signed in' });

describe('the absolute end of a session', () => {
  it(
    'renews up to the limit, then offers no renewal and ends at the limit',
    async () => {
      const token = await signIn(server.url);
      const { context, page, errors } = await openPage(browser, server.url, {
        token,
        viewport: VIEWPORTS.desktop,
      });
      try {
        await page.goto('/admin');
        await waitForAdminPage(page, DASHBOARD_HEADING);

        // Half-way through the first token: renewable, the session ends later than it.
        await stayButton(page).waitFor({ timeout: TOKEN_LIFETIME_SECONDS * 1000 });
        await stayButton(page).click();
        await sessionNotice(page).waitFor({ state: 'detached' });
        const renewed = (await readStoredToken(page)) as string;
        expect(renewed).not.toBe(token);
        // Capped at the session's end, not a full lifetime from now.
        const sessionEnd = (readTokenExpiry(token) as number) - TOKEN_LIFETIME_SECONDS + SESSION_MAX_SECONDS;
        expect(Math.abs((readTokenExpiry(renewed) as number) - sessionEnd)).toBeLessThanOrEqual(1);

        // Warned again before the end, without the offer: renewing could not go further.
        await sessionNotice(page).waitFor({ timeout: SESSION_MAX_SECONDS * 1000 });
        await sessionNotice(page).getByText('cannot be extended further', { exact: false }).waitFor();
        expect(await stayButton(page).count()).toBe(0);
        await saveScreenshot(page, 'session-limit-notice-desktop');

        await toast(page, 'Token expired').waitFor({ timeout: SESSION_MAX_SECONDS * 1000 });
        await eventually(() => pathOf(page)).toBe('/auth/login');
        expectNoConsoleErrors(errors, [401]);
      } finally {
        await context.close();
      }
    },
    TEST_TIMEOUT_MS,
  );
});
