import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { ACCESS_TOKEN_KEY } from '@/lib/constants';
import { VIEWPORTS } from './browser';

export interface Viewport {
  width: number;
  height: number;
}

/** A browser context that starts signed in: the token sits in localStorage, as after a real sign-in. */
export function signedInContext(
  browser: Browser,
  baseURL: string,
  token: string,
  viewport: Viewport = VIEWPORTS.desktop,
): Promise<BrowserContext> {
  return browser.newContext({
    baseURL,
    viewport,
    storageState: {
      cookies: [],
      origins: [{ origin: baseURL, localStorage: [{ name: ACCESS_TOKEN_KEY, value: token }] }],
    },
  });
}

/** A signed-out context with one page whose console is watched. */
export async function openPage(
  browser: Browser,
  baseURL: string,
  options: { token?: string; viewport?: Viewport } = {},
) {
  const context = options.token
    ? await signedInContext(browser, baseURL, options.token, options.viewport)
    : await browser.newContext({ baseURL, viewport: options.viewport ?? VIEWPORTS.desktop });
  const page = await context.newPage();
  const errors = watchConsoleErrors(page);
  return { context, page, errors };
}

/** Console errors and uncaught page errors of a page. */
export function watchConsoleErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(`${message.text()} (${message.location().url})`);
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

/**
 * No console errors, except Chromium's own "Failed to load resource" line for an HTTP status the test
 * provoked on purpose (a refused sign-in is a 401 whatever the page does with it).
 */
export function expectNoConsoleErrors(errors: string[], expectedStatuses: number[] = []) {
  const unexpected = errors.filter(
    (error) =>
      !expectedStatuses.some((status) =>
        error.includes(`Failed to load resource: the server responded with a status of ${status}`),
      ),
  );
  expect(unexpected).toEqual([]);
}

export function readStoredToken(page: Page): Promise<string | null> {
  return page.evaluate((key) => window.localStorage.getItem(key), ACCESS_TOKEN_KEY);
}

/** The page's main heading (the title every admin page and sign-in card shows). */
export function mainHeading(page: Page, name: string | RegExp) {
  return page.getByRole('heading', { level: 1, name, exact: typeof name === 'string' });
}

/** Waits for the signed-in frame: the sidebar navigation and the page heading. */
export async function waitForAdminPage(page: Page, heading: string | RegExp) {
  try {
    await page.getByRole('navigation', { name: 'Admin sections' }).waitFor({ state: 'attached' });
    await mainHeading(page, heading).waitFor();
  } catch (error) {
    const shown = await page
      .locator('body')
      .innerText({ timeout: 1000 })
      .catch(() => '');
    throw new Error(
      `${(error as Error).message}\nat ${page.url()}, the page shows: ${shown.slice(0, 400).replace(/\s+/g, ' ')}`,
    );
  }
}

/** Waits until a Mantine toast with this title is on screen. */
export function toast(page: Page, title: string) {
  return page.locator('.mantine-Notification-root').filter({ hasText: title }).first();
}

export function pathOf(page: Page): string {
  return new URL(page.url()).pathname;
}

/** The error text Mantine shows under an input (linked to it through aria-describedby), or null. */
export async function fieldError(input: Locator): Promise<string | null> {
  if ((await input.getAttribute('aria-invalid')) !== 'true') return null;
  const ids = ((await input.getAttribute('aria-describedby')) ?? '').split(/\s+/);
  const errorId = ids.find((id) => id.endsWith('-error'));
  if (!errorId) return null;
  return input.page().locator(`[id="${errorId}"]`).innerText();
}

/** Authenticated JSON call to the API, for checks the UI cannot make (e.g. that a record is gone). */
export async function api(baseURL: string, token: string, path: string) {
  const response = await fetch(`${baseURL}/api${path}`, { headers: { authorization: `Bearer ${token}` } });
  return { status: response.status, body: response.status === 204 ? null : await response.json() };
}

/** `expect.poll` with room for a loaded machine (its default gives up after one second). */
export function eventually<T>(read: () => T | Promise<T>) {
  return expect.poll(read, { timeout: 20_000, interval: 100 });
}
