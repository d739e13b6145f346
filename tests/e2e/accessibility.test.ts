import type { Browser, ConsoleMessage, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations, WCAG_21_AA } from './support/axe';
import { launchBrowser, VIEWPORTS } from './support/browser';
import { PUBLIC_ROUTES, type PublicRoute, publicPaths } from './support/public-routes';
import { type ApiRecord, send } from './support/records';
import { E2E_ADMIN, type RunningServer, signIn, startServer } from './support/server';

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
  // The page's language is its address's: `/es/...` Spanish, any other English.
  const expected = /^\/es(?:[/?]|$)/.test(new URL(page.url()).pathname) ? 'es' : 'en';
  if (lang !== expected) found.push(`<html lang> is ${JSON.stringify(lang)}, not "${expected}"`);
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
    found.push(
      ...(await documentProblems(page)),
      ...(await axeViolations(page, { shown: 8 })),
      ...watch.errors,
    );
    return found.map((line) => `${viewport.width}px: ${line}`);
  } finally {
    watch.stop();
  }
}

describe('the checker', () => {
  it('names what it finds: an image without a text and text too faint on its background', async () => {
    const page = await browser.newPage();
    try {
      await page.setContent(
        '<html lang="en"><title>Check</title><main><h1>Check</h1><img src="data:,">' +
          '<p style="color:#777;background:#888">Faint</p></main></html>',
      );
      const found = await axeViolations(page, { tags: WCAG_21_AA });
      expect(found.map((line) => line.split(' ')[1])).toEqual(['color-contrast', 'image-alt']);
      // The second check of a document reuses the axe the first put there.
      expect(await axeViolations(page, { rules: ['color-contrast'] })).toHaveLength(1);
    } finally {
      await page.close();
    }
  });
});

describe('every public route', () => {
  for (const route of PUBLIC_ROUTES) {
    it(`${route.template} at ${VIEWPORT_LIST.map(({ width }) => width).join(' and ')} px`, async () => {
      const path = await paths.resolve(route.template);
      // A module added without demo content has no page here yet; it is checked once it has a record.
      if (path === null) return;
      const url = `${server.url}${path}`;
      // Both widths at once: most of a check is waiting for the page to settle.
      const found = (
        await Promise.all(VIEWPORT_LIST.map((viewport) => problemsAt(url, route, viewport)))
      ).flat();
      expect(found, `${url}:\n  ${found.join('\n  ')}\n`).toEqual([]);
    });
  }
});

/** WCAG 2.1 A and AA violations (or those of the rules named), one line each with the elements and why. */
const wcagViolations = (page: Page, rules?: string[]) =>
  axeViolations(page, rules ? { rules, why: true } : { tags: WCAG_21_AA, why: true });

const schemeOf = (page: Page) =>
  page.evaluate(() => document.documentElement.getAttribute('data-mantine-color-scheme'));

/**
 * The page as it stands in the light scheme (every WCAG 2.1 AA rule), then in the dark one (the back
 * office follows the system's; only colours change, so only contrast is checked again), each line
 * naming the scheme; the page is left light.
 */
async function adminViolations(page: Page, what: string): Promise<string[]> {
  const found: string[] = [];
  for (const scheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    await expect.poll(() => schemeOf(page), { timeout: 10_000 }).toBe(scheme);
    const lines = await wcagViolations(page, scheme === 'dark' ? ['color-contrast'] : undefined);
    found.push(...lines.map((line) => `${what}, ${scheme}: ${line}`));
  }
  await page.emulateMedia({ colorScheme: 'light' });
  return found;
}

describe('back-office pages', () => {
  // Every signed-in page at 1440 px, in both schemes, is admin-accessibility's: here the sign-in
  // page, and the pages a phone opens most in the shell's phone layout.
  it('pass axe (WCAG 2.1 AA): the sign-in page in the light and the dark scheme, signed-in pages at 390 px', async () => {
    const token = await signIn(server.url);
    // What the pages show: a request from the site's form, a post with a version.
    await send(server.url, null, 'POST', '/inquiries', {
      name: 'Grace Kim',
      email: 'grace.kim@example.com',
      phone: '(213) 555-0164',
      service: 'Home Complete',
      message: 'Four cameras and a doorbell for a house in Silver Lake.',
      formStartedAt: Date.now() - 60_000,
    });
    const { data: posts } = await send<{ data: ApiRecord[] }>(server.url, token, 'GET', '/blogs?pageSize=20');
    const post = posts.find((candidate) => candidate.coverImageId) ?? posts[0]!;
    await send(server.url, token, 'PATCH', `/blogs/${post.id}`, { author: 'Dana Brooks' });
    const { data: revisions } = await send<{ data: ApiRecord[] }>(
      server.url,
      token,
      'GET',
      `/blogs/${post.id}/revisions`,
    );

    const context = await browser.newContext({ viewport: VIEWPORTS.desktop });
    const page = await context.newPage();
    const found: string[] = [];
    try {
      await page.goto(`${server.url}/auth/login`);
      await page.getByRole('heading', { level: 1, name: 'Admin Login' }).waitFor();
      found.push(...(await adminViolations(page, 'sign-in')));
      await page.getByRole('textbox', { name: 'Email address' }).fill(E2E_ADMIN.email);
      await page.getByRole('textbox', { name: 'Password', exact: true }).fill(E2E_ADMIN.password);
      await page.getByRole('button', { name: 'Login', exact: true }).click();
      await page.waitForURL((url) => url.pathname === '/admin');

      await page.getByRole('heading', { level: 1, name: /^Welcome back/ }).waitFor();
      // The activity log names who sent a request through the site's form.
      const entry = page
        .getByRole('main')
        .locator('div')
        .filter({ hasText: 'Grace Kim' })
        .filter({ hasText: 'Website visitor' });
      await entry.first().waitFor();
      expect(await page.getByRole('main').innerText()).not.toMatch(/Create public|Unknown user/);
      // On a phone the shell and the lists take another layout: the pages a phone opens most.
      await page.setViewportSize(VIEWPORTS.phone);
      const phonePages: [path: string, heading: string | RegExp][] = [
        ['/admin', /^Welcome back/],
        ['/admin/inquiries', 'Inquiries'],
        [`/admin/blog/${post.id}/revisions/${revisions[0]!.id}`, 'Compare with current'],
      ];
      for (const [path, heading] of phonePages) {
        await page.goto(`${server.url}${path}`);
        await page.getByRole('heading', { level: 1, name: heading }).waitFor();
        await page.waitForLoadState('networkidle');
        found.push(...(await wcagViolations(page)).map((line) => `${path} at 390 px: ${line}`));
      }
    } finally {
      await context.close();
    }
    expect(found, `\n  ${found.join('\n  ')}\n`).toEqual([]);
  }, 180_000);
});
