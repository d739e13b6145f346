import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { blogsModule } from '@/modules/blogs/module';
import { servicesModule } from '@/modules/services/module';
import { launchBrowser, saveReviewScreenshot, VIEWPORTS, watchConsole } from './support/browser';
import { type ApiRecord, send } from './support/records';
import { imagesLoaded } from './support/screens';
import { signIn } from './support/server';

const baseUrl = inject('baseUrl');
let browser: Browser;
let service: ApiRecord;
let post: ApiRecord;

beforeAll(async () => {
  let token: string;
  [browser, token] = await Promise.all([launchBrowser(), signIn(baseUrl)]);
  const list = async (path: string) => (await send<{ data: ApiRecord[] }>(baseUrl, token, 'GET', path)).data;
  service = (await list(`/${servicesModule.key}?published=true&pageSize=1`))[0];
  // Other tests schedule posts for later: take one whose publish time has come.
  const posts = await list(`/${blogsModule.key}?status=published&pageSize=100`);
  post = posts.find((candidate) => blogsModule.publiclyVisible(candidate as never, new Date())) ?? posts[0];
});
afterAll(async () => {
  await browser?.close();
});

/** The page types people judge the site by, as written to test-results/screenshots/site-*.png. */
const pages = [
  { name: 'home', path: () => '/', status: 200 },
  { name: 'service', path: () => `/services/${service.slug}`, status: 200 },
  { name: 'packages', path: () => '/cctv-packages', status: 200 },
  { name: 'blog-post', path: () => `/blog/${post.slug}`, status: 200 },
  { name: 'free-quote', path: () => '/free-quote', status: 200 },
  { name: '404', path: () => '/no-such-page', status: 404 },
];

describe('screenshots of the public site', () => {
  for (const viewportName of ['phone', 'desktop'] as const) {
    it.each(pages)(`$name at ${VIEWPORTS[viewportName].width} px`, async ({ name, path, status }) => {
      const page = await browser.newPage({ viewport: VIEWPORTS[viewportName], baseURL: baseUrl });
      try {
        const errors = watchConsole(page);
        const response = await page.goto(path());
        expect(response?.status()).toBe(status);
        expect(await page.locator('h1').count()).toBe(1);
        // Nothing wider than the window: no sideways scrolling on a phone.
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
          VIEWPORTS[viewportName].width,
        );
        await imagesLoaded(page);
        expect(
          await page.evaluate(
            () => Array.from(document.images).filter((image) => image.naturalWidth === 0).length,
          ),
        ).toBe(0);
        await saveReviewScreenshot(page, `site-${name}-${VIEWPORTS[viewportName].width}`);
        // The 404 page's own status is the one expected console message.
        expect(errors.filter((error) => !(status === 404 && error.includes('404')))).toEqual([]);
      } finally {
        await page.close();
      }
    });
  }
});
