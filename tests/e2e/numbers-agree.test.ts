import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { citySlug } from '@/features/areas/city-slug';
import { type PublicRating, publicRatingOf, ratingSourceText } from '@/lib/trust-signals';
import { openingHoursText } from '@/site/seo/opening-hours';
import { launchBrowser, saveScreenshot, VIEWPORTS } from './support/browser';
import { type ApiRecord, send } from './support/records';
import { signIn } from './support/server';

const baseUrl = inject('baseUrl');
let browser: Browser;
let settings: Record<string, unknown>;
let reviews: ApiRecord[];
let projects: ApiRecord[];
let services: ApiRecord[];

beforeAll(async () => {
  const token = await signIn(baseUrl);
  const get = (path: string) => send<{ data: never }>(baseUrl, token, 'GET', path).then((body) => body.data);
  [browser, settings, reviews, projects, services] = await Promise.all([
    launchBrowser(),
    get('/settings/homepage'),
    get('/reviews?published=true&pageSize=100'),
    get('/portfolios?published=true&pageSize=100'),
    get('/services?published=true&pageSize=100'),
  ]);
});
afterAll(async () => {
  await browser?.close();
});

/** The Los Angeles area page: the city of the demo's 32-camera office tower. */
const CITY = 'Los Angeles';
const main = (page: Page) => page.locator('main').innerText();
const flat = (text: string) => text.replace(/\s+/g, ' ');

describe('the numbers the site shows say what they count, and agree', () => {
  for (const viewport of ['phone', 'desktop'] as const) {
    const width = VIEWPORTS[viewport].width;
    it(`labels the site's own reviews apart from the platform's, and counts what it shows (${width} px)`, async () => {
      const context = await browser.newContext({ baseURL: baseUrl, viewport: VIEWPORTS[viewport] });
      const page = await context.newPage();
      const own = `${reviews.length} reviews on this site`;
      const rating = publicRatingOf(settings);
      expect(rating?.platform).toBe('Google');
      const platform = ratingSourceText(rating as PublicRating);
      try {
        await page.goto('/');
        const home = flat(await main(page));
        // "4.9 from 180 Google reviews" beside "4.8 average from 8 reviews": which is which, said.
        expect(home).toContain(`average from ${own}`);
        expect(home).toContain(platform);
        expect(home).not.toMatch(/average from \d+ reviews(?! on this site)/);
        await page.getByRole('heading', { name: 'What our neighbors say' }).scrollIntoViewIfNeeded();
        await saveScreenshot(page, `numbers-home-${width}`);

        await page.goto('/reviews');
        const page2 = flat(await main(page));
        expect(page2).toMatch(/Reviews on this site/i);
        expect(page2).toContain(`Average of the ${own}`);
        expect(page2).toContain(platform);
        await saveScreenshot(page, `numbers-reviews-${width}`);

        // The area page: projects shown here, and what they were, from the projects themselves.
        const local = projects.filter((project) => citySlug(String(project.city)) === citySlug(CITY));
        expect(local.length).toBeGreaterThan(0);
        await page.goto(`/areas/${citySlug(CITY)}`);
        const area = flat(await main(page));
        expect(area).not.toMatch(/completed project/i);
        expect(area).toContain(
          `Our work in ${CITY}: ${local.length} project${local.length === 1 ? '' : 's'}`,
        );
        expect(area).toMatch(/shown here\./);
        const installed = page.getByRole('region', { name: `What we installed in ${CITY}` });
        const shown = await installed.getByRole('heading', { level: 3 }).allInnerTexts();
        const expected = services
          .filter((service) => local.some((project) => project.serviceId === service.id))
          .map((service) => String(service.title));
        expect(shown.map((title) => title.trim()).sort()).toEqual(expected.sort());
        // The 32-camera office tower is a CCTV installation.
        expect(shown).toContain('CCTV Installation');
        await saveScreenshot(page, `numbers-area-${citySlug(CITY)}-${width}`);
      } finally {
        await context.close();
      }
    }, 120_000);

    it(`states the opening hours as set, wherever it promises an answer (${width} px)`, async () => {
      const hours = openingHoursText(String(settings.businessHours));
      expect(hours).toBe('Mon–Fri 8 am – 6 pm, Sat 9 am – 2 pm');
      const context = await browser.newContext({ baseURL: baseUrl, viewport: VIEWPORTS[viewport] });
      const page = await context.newPage();
      try {
        for (const path of ['/', '/contact', `/areas/${citySlug(CITY)}`, '/reviews', '/portfolio']) {
          await page.goto(path);
          const text = flat(await page.locator('body').innerText());
          expect(text, path).toContain(`within one business hour (open ${hours})`);
          // The quote and contact forms' own wording (on /contact and the area page) is the form's.
          if (!['/contact', `/areas/${citySlug(CITY)}`].includes(path))
            expect(text, path).not.toMatch(/Mon[–-]Sat/);
        }
        await page.goto('/no-such-page');
        expect(flat(await page.locator('body').innerText())).toContain(`We are open ${hours}.`);
      } finally {
        await context.close();
      }
    }, 120_000);
  }
});
