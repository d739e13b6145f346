import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readTokenExpiry } from '@/lib/token-expiry';
import { createAccount, signInOnLoginScreen } from './support/accounts';
import {
  api,
  expectNoConsoleErrors,
  openPage,
  pathOf,
  readStoredToken,
  toast,
  waitForAdminPage,
} from './support/admin';
import { launchBrowser, saveScreenshot, VIEWPORTS } from './support/browser';
import { DASHBOARD_HEADING } from './support/module-pages';
import { E2E_ADMIN, type RunningServer, signIn, startServer } from './support/server';
import { changeSummary, createService, openEditFormFromView, summaryInput } from './support/service-form';

/**
 * The end of a session, on the real clock of the server and the browser: tokens of a minute, warned
 * at half. The tests wait for that minute side by side (each in its own browser context, on its own
 * records and accounts), so the file takes about as long as its longest test. A second server has
 * an absolute session limit (SESSION_MAX_SECONDS): "Stay signed in" renews only up to it, and once
 * the token ends there the notice says so instead of offering a renewal that would be refused.
 */

/** Short enough to wait for, long enough to open a form and type on a loaded machine (warned at half). */
const TOKEN_LIFETIME_SECONDS = 60;
const SESSION_TEST_TIMEOUT_MS = 150_000;
const SESSION_MAX_SECONDS = 90;
const LIMIT_TEST_TIMEOUT_MS = 180_000;

let server: RunningServer;
let limitedServer: RunningServer;
let browser: Browser;

beforeAll(async () => {
  [server, limitedServer, browser] = await Promise.all([
    startServer({ env: { TOKEN_LIFETIME_SECONDS: String(TOKEN_LIFETIME_SECONDS) } }),
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
  await Promise.all([server?.stop(), limitedServer?.stop()]);
});

const SIZES = [
  ['desktop', VIEWPORTS.desktop],
  ['phone', VIEWPORTS.phone],
] as const;

const sessionNotice = (page: Page) => page.getByRole('alert').filter({ hasText: 'Your session ends soon' });
const stayButton = (page: Page) => sessionNotice(page).getByRole('button', { name: 'Stay signed in' });

function storedDrafts(page: Page) {
  return page.evaluate(() =>
    Array.from({ length: sessionStorage.length }, (_, index) => sessionStorage.key(index)).filter((key) =>
      key?.startsWith('unsavedForm:'),
    ),
  );
}

/**
 * Polls `read` until `done` holds (20 s at most). The tests of this file run side by side, where
 * `expect.poll` (behind `eventually`) cannot tell which test it belongs to.
 */
async function waitUntil<T>(read: () => T | Promise<T>, done: (value: T) => boolean) {
  const deadline = Date.now() + 20_000;
  let value = await read();
  while (!done(value)) {
    if (Date.now() > deadline) throw new Error(`Still ${JSON.stringify(value)} after 20 s`);
    await new Promise((resolve) => setTimeout(resolve, 100));
    value = await read();
  }
}

/** Waits until the clock has passed a token's end (the test's subject is what happens then). */
async function waitPastExpiry(page: Page, token: string) {
  const exp = readTokenExpiry(token) as number;
  // Checked every quarter second rather than at every frame: six pages wait here at once.
  await page.waitForFunction((end) => Date.now() > end, exp * 1000 + 1_500, {
    timeout: 60_000,
    polling: 250,
  });
}

describe.concurrent('the session ends on time without losing work', () => {
  it.each(SIZES)(
    'a warning comes before the end, and "Stay signed in" renews the session (%s)',
    async (name, viewport) => {
      const token = await signIn(server.url);
      const service = await createService(server.url, token, 'Renewed session');
      const { context, page, errors } = await openPage(browser, server.url, { token, viewport });
      try {
        await openEditFormFromView(page, service.id);
        await changeSummary(page, 'Still typing when the warning comes.');

        await sessionNotice(page).waitFor({ timeout: TOKEN_LIFETIME_SECONDS * 1000 });
        expect(await readStoredToken(page)).toBe(token);
        await saveScreenshot(page, `session-ending-notice-${name}`);
        await sessionNotice(page).getByRole('button', { name: 'Stay signed in' }).click();
        await sessionNotice(page).waitFor({ state: 'detached' });

        const renewed = await readStoredToken(page);
        expect(renewed).not.toBe(token);
        expect(readTokenExpiry(renewed as string)).toBeGreaterThan(readTokenExpiry(token) as number);
        expect((await api(server.url, renewed as string, '/auth/login')).status).toBe(200);

        // The first token's end passes: no "Token expired", still on the form with the values.
        await waitPastExpiry(page, token);
        expect(await toast(page, 'Token expired').count()).toBe(0);
        expect(pathOf(page)).toBe(`/admin/services/${service.id}/edit`);
        await waitForAdminPage(page, 'Edit service');
        expect(await summaryInput(page).inputValue()).toBe('Still typing when the warning comes.');
        expectNoConsoleErrors(errors);
      } finally {
        await context.close();
      }
    },
    SESSION_TEST_TIMEOUT_MS,
  );

  it.each(SIZES)(
    'at the end: "Token expired", the login route, and the typed values back after signing in (%s)',
    async (name, viewport) => {
      const token = await signIn(server.url);
      const service = await createService(server.url, token, 'Expired session');
      const { context, page, errors } = await openPage(browser, server.url, { token, viewport });
      try {
        await openEditFormFromView(page, service.id);
        const editPath = pathOf(page);
        const typed = 'Typed before lunch, the session ended meanwhile.';
        await changeSummary(page, typed);

        await toast(page, 'Token expired').waitFor({ timeout: TOKEN_LIFETIME_SECONDS * 1000 + 10_000 });
        await waitUntil(
          () => pathOf(page),
          (path) => path === '/auth/login',
        );
        expect(await readStoredToken(page)).toBeNull();
        await saveScreenshot(page, `session-expired-login-${name}`);

        await signInOnLoginScreen(page, E2E_ADMIN);
        await waitUntil(
          () => pathOf(page),
          (path) => path === editPath,
        );
        await waitForAdminPage(page, 'Edit service');
        await waitUntil(
          () => summaryInput(page).inputValue(),
          (value) => value === typed,
        );
        await toast(page, 'Unsaved changes restored').waitFor();
        await saveScreenshot(page, `session-restored-values-${name}`);
        // Restored once: nothing is kept any more.
        expect(await storedDrafts(page)).toEqual([]);
        // Back in the form, not yet saved: the stored record is unchanged until the user saves.
        const { body } = await api(server.url, await signIn(server.url), `/services/${service.id}`);
        expect(body.data.summary).toBe('Cameras checked, cleaned and aimed once a year.');
        expectNoConsoleErrors(errors, [401]);
      } finally {
        await context.close();
      }
    },
    SESSION_TEST_TIMEOUT_MS,
  );

  it(
    "values kept at the end of one user's session are never shown to another user",
    async () => {
      const adminToken = await signIn(server.url);
      const service = await createService(server.url, adminToken, 'Other user');
      const editor = await createAccount(server.url, adminToken, 'editor', 'colleague');
      const { context, page, errors } = await openPage(browser, server.url, { token: adminToken });
      try {
        await openEditFormFromView(page, service.id);
        await changeSummary(page, 'Private notes of the first user.');
        await toast(page, 'Token expired').waitFor({ timeout: TOKEN_LIFETIME_SECONDS * 1000 + 10_000 });
        await waitUntil(
          () => storedDrafts(page),
          (drafts) => drafts.length === 1,
        );

        await signInOnLoginScreen(page, editor);
        await waitForAdminPage(page, 'Edit service');
        expect(await summaryInput(page).inputValue()).toBe('Cameras checked, cleaned and aimed once a year.');
        expect(await storedDrafts(page)).toEqual([]);
        expect(await toast(page, 'Unsaved changes restored').count()).toBe(0);
        expectNoConsoleErrors(errors, [401]);
      } finally {
        await context.close();
      }
    },
    SESSION_TEST_TIMEOUT_MS,
  );

  it(
    'renews up to the limit, then offers no renewal and ends at the limit',
    async () => {
      const token = await signIn(limitedServer.url);
      const { context, page, errors } = await openPage(browser, limitedServer.url, {
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
        await waitUntil(
          () => pathOf(page),
          (path) => path === '/auth/login',
        );
        expectNoConsoleErrors(errors, [401]);
      } finally {
        await context.close();
      }
    },
    LIMIT_TEST_TIMEOUT_MS,
  );
});
