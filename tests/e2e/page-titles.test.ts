import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, VIEWPORTS } from './support/browser';
import { PUBLIC_ROUTES, publicPaths } from './support/public-routes';
import { send } from './support/records';
import { signIn } from './support/server';

const baseUrl = inject('baseUrl');
let browser: Browser;
let siteName: string;
let paths: { template: string; path: string }[];

beforeAll(async () => {
  const token = await signIn(baseUrl);
  const resolver = publicPaths(baseUrl);
  const [launched, settings, resolved] = await Promise.all([
    launchBrowser(),
    send<{ data: { siteName: string | null } }>(baseUrl, token, 'GET', '/settings/homepage'),
    Promise.all(
      PUBLIC_ROUTES.map(async (route) => ({
        template: route.template,
        path: await resolver.resolve(route.template),
      })),
    ),
  ]);
  browser = launched;
  paths = resolved.flatMap(({ template, path }) => (path === null ? [] : [{ template, path }]));
  siteName = settings.data.siteName ?? '';
});
afterAll(async () => {
  await browser?.close();
});

/** What a value that is not text turns into when a page builds its title from it. */
const NOT_TEXT = /\[object|\bundefined\b|\bnull\b|\bNaN\b/;

const occurrences = (text: string, part: string) => text.toLowerCase().split(part.toLowerCase()).length - 1;

/** Words of the title besides the business name: at least one a person reads as a word. */
const ownWords = (title: string) =>
  title
    .replace(new RegExp(siteName.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'), 'gi'), ' ')
    .match(/\p{L}{3,}/gu) ?? [];

describe('the title of every public page, as the browser tab shows it', () => {
  for (const viewport of ['phone', 'desktop'] as const) {
    it(`is real words naming the business once, within 70 characters (${VIEWPORTS[viewport].width} px)`, async () => {
      expect(siteName.length).toBeGreaterThan(0);
      const context = await browser.newContext({ baseURL: baseUrl, viewport: VIEWPORTS[viewport] });
      const page = await context.newPage();
      const titles: string[] = [];
      try {
        for (const { template, path } of paths) {
          await page.goto(path, { waitUntil: 'domcontentloaded' });
          // The <title> element itself (not og:title): what the tab, bookmarks and search results show.
          const title = await page.title();
          const element = await page.locator('head > title').count();
          titles.push(`${path} → ${title}`);
          const where = `${template} (${path}): "${title}"`;
          expect.soft(element, where).toBe(1);
          expect.soft(title, where).not.toMatch(NOT_TEXT);
          expect.soft(title.length, where).toBeLessThanOrEqual(70);
          expect.soft(occurrences(title, siteName), where).toBe(1);
          expect.soft(ownWords(title).length, where).toBeGreaterThanOrEqual(1);
          if (template === '/') expect.soft(title, where).toMatch(/security camera|cctv/i);
          if (template === '/no-such-page') expect.soft(title, where).toMatch(/not found/i);
        }
      } finally {
        await context.close();
      }
      console.info(`titles at ${VIEWPORTS[viewport].width} px:\n  ${titles.join('\n  ')}`);
      expect(titles.length).toBe(paths.length);
      // Some thirty pages, one after another, while other files share the cores.
    }, 240_000);
  }
});
