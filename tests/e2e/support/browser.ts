import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core';

/** Debian's full Chromium: what Lighthouse measures the site in, as visitors' browsers draw it. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

const HEADLESS_SHELL_PATH = '/usr/bin/chromium-headless-shell';

/**
 * The browser the tests drive: Debian's `chromium-headless-shell` (the same Chromium, built without
 * a window system, as Playwright's own headless runs use), else the full one. Measured on the
 * browser tests on two cores: 1,105 busy core-seconds and 578 s against 1,547 and 795 s, the same
 * 416 tests green in both.
 */
export const TEST_BROWSER_PATH =
  process.env.TEST_BROWSER_PATH ?? (existsSync(HEADLESS_SHELL_PATH) ? HEADLESS_SHELL_PATH : CHROMIUM_PATH);

/** Headless, with everything that would reach beyond this machine switched off. */
export const CHROME_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
] as const;

/** The tests' Chromium with the flags above. */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: TEST_BROWSER_PATH, args: [...CHROME_FLAGS] });
}

export const VIEWPORTS = {
  phone: { width: 390, height: 844 },
  desktop: { width: 1440, height: 900 },
} as const;

export const SCREENSHOT_DIR = path.resolve('test-results/screenshots');

/**
 * Whether the screenshots tests take along the way (a booking confirmed, a form's errors, a toast)
 * are written: with `SCREENSHOTS=all`. The review sets people look at, the site's page types and the
 * back office's screens (site-screenshots, screenshots, back-office-appearance), are written on
 * every run. A full-page PNG is the browser's costliest step of a check (0.2 to 0.8 busy
 * core-seconds a page), and a test's assertions do not read it.
 */
export const EVERY_SCREENSHOT = process.env.SCREENSHOTS === 'all';

/** Saves a full-page screenshot under test-results/screenshots/ for people to review. */
export async function saveReviewScreenshot(page: Page, name: string) {
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  await page.screenshot({ path: path.join(SCREENSHOT_DIR, `${name}.png`), fullPage: true });
}

/** A test's screenshot of the state it reached, saved like a review one with `SCREENSHOTS=all`. */
export async function saveScreenshot(page: Page, name: string) {
  if (EVERY_SCREENSHOT) await saveReviewScreenshot(page, name);
}

/** Collects console errors and page errors; a test asserts the list stays empty. */
export function watchConsole(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

export async function newContext(
  browser: Browser,
  baseURL: string,
  viewport = VIEWPORTS.desktop,
): Promise<BrowserContext> {
  return browser.newContext({ baseURL, viewport });
}
