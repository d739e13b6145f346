import type { Browser, Page, ViewportSize } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { readTokenExpiry, readTokenIssuedAt, warningTime } from '@/lib/token-expiry';
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
 * The end of a session. The back office decides when a session ends from the token's claims and the
 * browser's clock, so the tests move the browser's clock (Playwright's fake clock) to the moment that
 * matters instead of waiting for it: a loaded machine cannot make them late. The server keeps the
 * real time; its own refusal of ended tokens is tested in the API tests (token-renew, auth). A second
 * server has an absolute session limit (SESSION_MAX_SECONDS): "Stay signed in" renews only up to it,
 * and once the token ends there the notice says so instead of offering a renewal that would be refused.
 */

const baseUrl = inject('baseUrl');
/** Tokens of the limited server: warned at half their life, the session ends two seconds after. */
const LIMITED_TOKEN_SECONDS = 600;
const SESSION_MAX_SECONDS = 602;

let limitedServer: RunningServer;
let browser: Browser;

beforeAll(async () => {
  [limitedServer, browser] = await Promise.all([
    startServer({
      env: {
        TOKEN_LIFETIME_SECONDS: String(LIMITED_TOKEN_SECONDS),
        SESSION_MAX_SECONDS: String(SESSION_MAX_SECONDS),
      },
    }),
    launchBrowser(),
  ]);
});

afterAll(async () => {
  await browser?.close();
  await limitedServer?.stop();
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

/** A signed-in page whose clock the test moves (installed before anything loads). */
async function openPageWithClock(url: string, token: string, viewport: ViewportSize = VIEWPORTS.desktop) {
  const opened = await openPage(browser, url, { token, viewport });
  await opened.page.clock.install();
  return opened;
}

/**
 * Moves the page's clock a second past `epochSeconds`, running the timers due by then, as if the
 * user had left the page open that long.
 */
async function moveClockPast(page: Page, epochSeconds: number) {
  const now = await page.evaluate(() => Date.now());
  const ahead = Math.ceil(epochSeconds * 1000 + 1_000 - now);
  if (ahead > 0) await page.clock.fastForward(ahead);
}

/**
 * Puts the page's clock back at the real time (timers keep their turn): what follows talks to the
 * server, which tells time by the real clock.
 */
async function backToRealTime(page: Page) {
  await page.clock.setSystemTime(Date.now());
}

/** Waits until the real clock is `seconds` past `epochSeconds` (a token's `iat`, say). */
async function realTimePast(epochSeconds: number, seconds: number) {
  const rest = (epochSeconds + seconds) * 1000 - Date.now();
  if (rest > 0) await new Promise((resolve) => setTimeout(resolve, rest));
}

const issuedAt = (token: string) => readTokenIssuedAt(token) as number;

describe('the session ends on time without losing work', () => {
  it.each(SIZES)(
    'a warning comes before the end, and "Stay signed in" renews the session (%s)',
    async (name, viewport) => {
      const token = await signIn(baseUrl);
      const service = await createService(baseUrl, token, 'Renewed session');
      const { context, page, errors } = await openPageWithClock(baseUrl, token, viewport);
      try {
        await openEditFormFromView(page, service.id);
        await changeSummary(page, 'Still typing when the warning comes.');

        await moveClockPast(page, warningTime(token) as number);
        await sessionNotice(page).waitFor();
        expect(await readStoredToken(page)).toBe(token);
        await saveScreenshot(page, `session-ending-notice-${name}`);
        // Renewed five seconds after signing in (real time), the new token ends five seconds later.
        await realTimePast(issuedAt(token), 5);
        await backToRealTime(page);
        await stayButton(page).click();
        await sessionNotice(page).waitFor({ state: 'detached' });

        const renewed = (await readStoredToken(page)) as string;
        expect(renewed).not.toBe(token);
        expect(readTokenExpiry(renewed)).toBeGreaterThan(readTokenExpiry(token) as number);
        expect((await api(baseUrl, renewed, '/auth/login')).status).toBe(200);

        // The first token's end passes: no "Token expired", still on the form with the values.
        await moveClockPast(page, readTokenExpiry(token) as number);
        await backToRealTime(page);
        expect(await toast(page, 'Token expired').count()).toBe(0);
        expect(pathOf(page)).toBe(`/admin/services/${service.id}/edit`);
        await waitForAdminPage(page, 'Edit service');
        expect(await summaryInput(page).inputValue()).toBe('Still typing when the warning comes.');
        expectNoConsoleErrors(errors);
      } finally {
        await context.close();
      }
    },
  );

  it.each(SIZES)(
    'at the end: "Token expired", the login route, and the typed values back after signing in (%s)',
    async (name, viewport) => {
      const token = await signIn(baseUrl);
      const service = await createService(baseUrl, token, 'Expired session');
      const { context, page, errors } = await openPageWithClock(baseUrl, token, viewport);
      try {
        await openEditFormFromView(page, service.id);
        const editPath = pathOf(page);
        const typed = 'Typed before lunch, the session ended meanwhile.';
        await changeSummary(page, typed);

        await moveClockPast(page, readTokenExpiry(token) as number);
        await toast(page, 'Token expired').waitFor();
        await page.waitForURL((url) => url.pathname === '/auth/login');
        expect(await readStoredToken(page)).toBeNull();
        await saveScreenshot(page, `session-expired-login-${name}`);

        await backToRealTime(page);
        await signInOnLoginScreen(page, E2E_ADMIN);
        await page.waitForURL((url) => url.pathname === editPath);
        await waitForAdminPage(page, 'Edit service');
        await expect.poll(() => summaryInput(page).inputValue()).toBe(typed);
        await toast(page, 'Unsaved changes restored').waitFor();
        await saveScreenshot(page, `session-restored-values-${name}`);
        // Restored once: nothing is kept any more.
        expect(await storedDrafts(page)).toEqual([]);
        // Back in the form, not yet saved: the stored record is unchanged until the user saves.
        const { body } = await api(baseUrl, await signIn(baseUrl), `/services/${service.id}`);
        expect(body.data.summary).toBe('Cameras checked, cleaned and aimed once a year.');
        expectNoConsoleErrors(errors, [401]);
      } finally {
        await context.close();
      }
    },
  );

  it("values kept at the end of one user's session are never shown to another user", async () => {
    const adminToken = await signIn(baseUrl);
    const service = await createService(baseUrl, adminToken, 'Other user');
    const editor = await createAccount(baseUrl, adminToken, 'editor', 'colleague');
    const { context, page, errors } = await openPageWithClock(baseUrl, adminToken);
    try {
      await openEditFormFromView(page, service.id);
      await changeSummary(page, 'Private notes of the first user.');
      await moveClockPast(page, readTokenExpiry(adminToken) as number);
      await toast(page, 'Token expired').waitFor();
      await expect.poll(() => storedDrafts(page)).toHaveLength(1);

      await backToRealTime(page);
      await signInOnLoginScreen(page, editor);
      await waitForAdminPage(page, 'Edit service');
      expect(await summaryInput(page).inputValue()).toBe('Cameras checked, cleaned and aimed once a year.');
      expect(await storedDrafts(page)).toEqual([]);
      expect(await toast(page, 'Unsaved changes restored').count()).toBe(0);
      expectNoConsoleErrors(errors, [401]);
    } finally {
      await context.close();
    }
  });

  it('renews up to the limit, then offers no renewal and ends at the limit', async () => {
    const token = await signIn(limitedServer.url);
    const { context, page, errors } = await openPageWithClock(limitedServer.url, token);
    try {
      await page.goto('/admin');
      await waitForAdminPage(page, DASHBOARD_HEADING);

      // Half-way through the first token: renewable, the session ends later than it.
      await moveClockPast(page, warningTime(token) as number);
      await stayButton(page).waitFor();
      // Renewed more than two seconds after signing in, the new token is cut at the session's end.
      await realTimePast(issuedAt(token), 3);
      await backToRealTime(page);
      await stayButton(page).click();
      await sessionNotice(page).waitFor({ state: 'detached' });
      const renewed = (await readStoredToken(page)) as string;
      expect(renewed).not.toBe(token);
      const sessionEnd = issuedAt(token) + SESSION_MAX_SECONDS;
      expect(readTokenExpiry(renewed)).toBe(sessionEnd);

      // Warned again before the end, without the offer: renewing could not go further.
      await moveClockPast(page, warningTime(renewed) as number);
      await sessionNotice(page).getByText('cannot be extended further', { exact: false }).waitFor();
      expect(await stayButton(page).count()).toBe(0);
      await saveScreenshot(page, 'session-limit-notice-desktop');

      await moveClockPast(page, sessionEnd);
      await toast(page, 'Token expired').waitFor();
      await page.waitForURL((url) => url.pathname === '/auth/login');
      expectNoConsoleErrors(errors, [401]);
    } finally {
      await context.close();
    }
  });
});
