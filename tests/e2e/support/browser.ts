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

/** The Chromium of this test worker, launched when a file first asks for it (again if it has gone). */
let workerChromium: Promise<Browser> | undefined;

function chromiumOfThisWorker(): Promise<Browser> {
  if (!workerChromium) {
    const launching = chromium.launch({ executablePath: TEST_BROWSER_PATH, args: [...CHROME_FLAGS] });
    const forget = () => {
      if (workerChromium === launching) workerChromium = undefined;
    };
    workerChromium = launching;
    launching.then((browser) => browser.once('disconnected', forget), forget);
  }
  return workerChromium;
}

/** Ends this process's Chromium: a script done with it (a test worker leaves it to Playwright's exit). */
export async function closeChromiumOfThisWorker(): Promise<void> {
  const running = workerChromium;
  workerChromium = undefined;
  await (await running?.catch(() => undefined))?.close();
}

/**
 * The tests' Chromium with the flags above, as a file's own: the contexts and pages it opens through
 * it are its own (cookies, storage, cache), and closing it closes those. The browser under them is
 * the test worker's, shared by the files the worker runs one after another (the browser tests keep
 * their modules between files): a launch costs about two busy core-seconds (the browser, its GPU and
 * network processes), and the browser tests launched some 120. Playwright ends it with the worker.
 */
export async function launchBrowser(): Promise<Browser> {
  const browser = await chromiumOfThisWorker();
  const opened = new Set<BrowserContext>();
  const own = (context: BrowserContext) => {
    opened.add(context);
    context.once('close', () => opened.delete(context));
    return context;
  };
  const ownMethods: Partial<Browser> = {
    newContext: async (options) => own(await browser.newContext(options)),
    newPage: async (options) => {
      const page = await browser.newPage(options);
      own(page.context());
      return page;
    },
    contexts: () => [...opened],
    close: async () => {
      await Promise.all([...opened].map((context) => context.close().catch(() => undefined)));
    },
  };
  return new Proxy(browser, {
    get(target, property) {
      if (Object.hasOwn(ownMethods, property)) return ownMethods[property as keyof Browser];
      const value = Reflect.get(target, property, target);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
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
