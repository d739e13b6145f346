import AxeBuilder from '@axe-core/playwright';
import type { Browser, ConsoleMessage, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, VIEWPORTS } from './support/browser';
import { PUBLIC_ROUTES, type PublicRoute, publicPaths } from './support/public-routes';
import { type RunningServer, startServer } from './support/server';

/**
 * Every public route at phone and desktop width: the right status, the document basics (language,
 * one h1, title, description), no console or page error, and no axe violation.
 */

const VIEWPORT_LIST = [VIEWPORTS.phone, VIEWPORTS.desktop];
type Viewport = (typeof VIEWPORT_LIST)[number];

// A server of its own with the demo content: results do not depend on what other files edited.
let server: RunningServer;
let browser: Browser;
let paths: ReturnType<typeof publicPaths>;
/**
 * One tab per width, going from route to route as a visitor does: the public site keeps no cookie
 * or storage, so a route opens the same in it as in a new window, and the browser's cache spares
 * a new renderer and a cold start for each of the 46 checks.
 */
const tabs = new Map<Viewport, Page>();

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer(), launchBrowser()]);
  paths = publicPaths(server.url);
  for (const viewport of VIEWPORT_LIST)
    tabs.set(viewport, await (await browser.newContext({ viewport })).newPage());
});

afterAll(async () => {
  if (server && server.process.exitCode !== null) console.error(`the server exited:\n${server.output()}`);
  await browser?.close();
  await server?.stop();
});

/**
 * Console errors and uncaught page errors, except the browser's own note that a 404 page is a 404,
 * until `stop` is called.
 */
function watchErrors(page: Page, url: string, expectedStatus: number) {
  const errors: string[] = [];
  const onConsole = (message: ConsoleMessage) => {
    if (message.type() !== 'error') return;
    const isDocumentStatus =
      expectedStatus !== 200 &&
      message.location().url === url &&
      message.text().includes(`status of ${expectedStatus}`);
    if (!isDocumentStatus) errors.push(`console error: ${message.text()} (${message.location().url})`);
  };
  const onPageError = (error: Error) => errors.push(`page error: ${error.message}`);
  page.on('console', onConsole);
  page.on('pageerror', onPageError);
  return {
    errors,
    stop() {
      page.off('console', onConsole);
      page.off('pageerror', onPageError);
    },
  };
}

/** What is wrong with the loaded page's document basics, one line each. */
async function documentProblems(page: Page): Promise<string[]> {
  const found: string[] = [];
  const lang = await page.locator('html').getAttribute('lang');
  if (lang !== 'en') found.push(`<html lang> is ${JSON.stringify(lang)}, not "en"`);
  const headings = await page.locator('h1').allTextContents();
  if (headings.length !== 1) {
    found.push(`${headings.length} <h1> elements, not exactly one: ${JSON.stringify(headings)}`);
  }
  if (!(await page.title()).trim()) found.push('no <title> (or an empty one)');
  const descriptions = await page
    .locator('head meta[name="description"]')
    .evaluateAll((metas) => metas.map((meta) => meta.getAttribute('content') ?? ''));
  if (descriptions.length !== 1 || !descriptions[0].trim()) {
    found.push(`not exactly one non-empty meta description: ${JSON.stringify(descriptions)}`);
  }
  return found;
}

/** axe violations, one line each with the elements they were found on. */
async function axeViolations(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page }).analyze();
  return violations.map((violation) => {
    const targets = violation.nodes.map((node) => node.target.map(String).join(' >> '));
    const shown =
      targets.slice(0, 8).join(', ') + (targets.length > 8 ? `, ... (${targets.length} in all)` : '');
    return `axe ${violation.id} (${violation.impact}): ${violation.help} [${shown}] ${violation.helpUrl}`;
  });
}

/** Everything wrong with one route at one viewport, one line each. */
async function problemsAt(url: string, route: PublicRoute, viewport: Viewport): Promise<string[]> {
  const page = tabs.get(viewport) as Page;
  const watch = watchErrors(page, url, route.status);
  try {
    const response = await page.goto(url, { waitUntil: 'networkidle' });
    const found: string[] = [];
    if (response?.status() !== route.status) {
      found.push(`answered ${response?.status() ?? 'nothing'}, not ${route.status}`);
    }
    found.push(...(await documentProblems(page)), ...(await axeViolations(page)), ...watch.errors);
    return found.map((line) => `${viewport.width}px: ${line}`);
  } finally {
    watch.stop();
  }
}

describe('every public route', () => {
  for (const route of PUBLIC_ROUTES) {
    it(`${route.template} at ${VIEWPORT_LIST.map(({ width }) => width).join(' and ')} px`, async () => {
      const url = `${server.url}${await paths.resolve(route.template)}`;
      // Both widths at once: most of a check is waiting for the page to settle.
      const found = (
        await Promise.all(VIEWPORT_LIST.map((viewport) => problemsAt(url, route, viewport)))
      ).flat();
      expect(found, `${url}:\n  ${found.join('\n  ')}\n`).toEqual([]);
    });
  }
});
