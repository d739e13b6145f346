import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { eventually, signedInContext, waitForAdminPage } from './support/admin';
import { launchBrowser, saveScreenshot, VIEWPORTS, watchConsole } from './support/browser';
import { type ApiRecord, send } from './support/records';
import { signIn } from './support/server';

const baseUrl = inject('baseUrl');
let browser: Browser;
let token: string;

beforeAll(async () => {
  [browser, token] = await Promise.all([launchBrowser(), signIn(baseUrl)]);
});
afterAll(async () => {
  await browser?.close();
});

/** A served city of the demo with no project or review there: listed, not paged, until work is published. */
const CITY = 'Highland Park';
const AREA = '/areas/highland-park';

const status = async (path: string) => (await fetch(`${baseUrl}${path}`)).status;
const sitemap = async () => (await fetch(`${baseUrl}/sitemap.xml`)).text();

async function openPage(viewport: keyof typeof VIEWPORTS, javaScript = true) {
  const context = await browser.newContext({
    baseURL: baseUrl,
    viewport: VIEWPORTS[viewport],
    javaScriptEnabled: javaScript,
  });
  const page = await context.newPage();
  return { page, errors: watchConsole(page), close: () => context.close() };
}

/** The served-areas list of a page: the city's entry, a link or plain text. */
const areaLink = (page: Page) => page.getByRole('link', { name: `${CITY} (our work there)` });
const areaText = (page: Page) => page.locator('li', { hasText: CITY }).locator('span', { hasText: CITY });

describe('area pages: proof from the visitor’s neighborhood', () => {
  it('appears when a project in a served city is published, and is gone (404, out of the sitemap, unlinked) once unpublished', async () => {
    expect(await status(AREA)).toBe(404);
    expect(await status('/areas/not-a-served-city')).toBe(404);
    expect(await sitemap()).not.toContain(`${AREA}<`);

    const services = await send<{ data: ApiRecord[] }>(
      baseUrl,
      token,
      'GET',
      '/services?published=true&pageSize=1',
    );
    const service = services.data[0];
    const title = `Hillside duplex ${Date.now().toString(36)}`;
    // Typed loosely on purpose: the city matches the served one whatever its case and spacing.
    const { data: project } = await send(baseUrl, token, 'POST', '/portfolios', {
      title,
      location: 'Garvanza',
      city: ' highland  PARK ',
      category: 'residential',
      serviceId: service.id,
      published: true,
    });
    // A published project in a city the business does not serve makes no page.
    const { data: stray } = await send(baseUrl, token, 'POST', '/portfolios', {
      title: `${title} elsewhere`,
      city: 'Atlantis Springs',
      published: true,
    });
    const { page, errors, close } = await openPage('phone');
    try {
      expect(await status('/areas/atlantis-springs')).toBe(404);
      await eventually(() => status(AREA)).toBe(200);
      expect(await sitemap()).toMatch(new RegExp(`<loc>https?://[^<]+${AREA}</loc>\\s*<lastmod>`));

      // From the home page's list of areas, as a visitor on a phone.
      await page.goto('/');
      await areaLink(page).scrollIntoViewIfNeeded();
      await saveScreenshot(page, 'home-areas-served-390');
      await areaLink(page).click();
      await page.waitForURL(`**${AREA}`);
      await expect
        .poll(() => page.getByRole('heading', { level: 1 }).innerText())
        .toBe(`Security cameras in ${CITY}`);
      await expect.poll(() => page.getByRole('link', { name: title }).isVisible()).toBe(true);
      expect(await page.getByRole('heading', { name: `What we installed in ${CITY}` }).isVisible()).toBe(
        true,
      );
      expect(await page.getByRole('link', { name: String(service.title), exact: true }).count()).toBe(1);
      expect(await page.getByRole('button', { name: 'Request my free quote' }).isVisible()).toBe(true);
      // The quote form is the site's own, recording this page as where the request came from.
      expect(await page.locator('input[name="sourcePath"]').inputValue()).toBe(AREA);
      expect(await page.locator('link[rel="canonical"]').getAttribute('href')).toMatch(
        new RegExp(`${AREA}$`),
      );
      expect(await page.title()).toContain(`Security Cameras in ${CITY}`);
      const blocks = (await page.locator('script[type="application/ld+json"]').allTextContents()).map(
        (text) => JSON.parse(text),
      );
      expect(blocks).toContainEqual(
        expect.objectContaining({
          '@type': 'BreadcrumbList',
          itemListElement: [expect.anything(), expect.objectContaining({ name: CITY })],
        }),
      );
      expect(blocks).toContainEqual(
        expect.objectContaining({ '@type': 'Service', areaServed: [{ '@type': 'City', name: CITY }] }),
      );
      await saveScreenshot(page, 'area-page-390');

      // The project's own page leads back to its city's page; the contact page lists it as a link.
      await page.goto(`/portfolio/${project.slug}`);
      await page.getByRole('link', { name: `Our work in ${CITY}` }).click();
      await page.waitForURL(`**${AREA}`);
      await page.goBack();
      await page.waitForURL(`**/portfolio/${project.slug}`);
      await page.goto('/contact');
      expect(await areaLink(page).getAttribute('href')).toBe(AREA);

      await send(baseUrl, token, 'PATCH', `/portfolios/${project.id}`, { published: false });
      await eventually(() => status(AREA)).toBe(404);
      expect(await sitemap()).not.toContain(`${AREA}<`);
      await page.reload();
      expect(await areaLink(page).count()).toBe(0);
      expect(await areaText(page).count()).toBe(1);
      await page.goto(AREA);
      expect(await page.getByRole('heading', { level: 1 }).innerText()).toBe('We couldn’t find that page');
      await page.goto('/');
      expect(await areaLink(page).count()).toBe(0);
      expect(await areaText(page).isVisible()).toBe(true);
      expect(errors.filter((error) => !/404/.test(error))).toEqual([]);
    } finally {
      await close();
      for (const record of [project, stray])
        await send(baseUrl, token, 'DELETE', `/portfolios/${record.id}`, undefined, 204);
    }
  });

  it('shows an area page at 1440 px with the demo’s projects and reviews', async () => {
    const { page, errors, close } = await openPage('desktop');
    try {
      await page.goto('/contact');
      await saveScreenshot(page, 'contact-areas-served-1440');
      const first = page.getByRole('link', { name: /\(our work there\)$/ }).first();
      const href = await first.getAttribute('href');
      await first.click();
      await page.waitForURL(`**${href}`);
      expect(await page.getByRole('heading', { level: 1 }).innerText()).toMatch(/^Security cameras in /);
      await saveScreenshot(page, 'area-page-1440');
      // A city with a published review and no project has its page too (the demo's Van Nuys).
      await page.goto('/areas/van-nuys');
      expect(await page.getByRole('heading', { name: 'What clients in Van Nuys say' }).isVisible()).toBe(
        true,
      );
      expect(await page.getByText('Ray M.').isVisible()).toBe(true);
      expect(await page.getByRole('heading', { name: 'Projects in Van Nuys' }).count()).toBe(0);
      expect(errors).toEqual([]);
    } finally {
      await close();
    }
  });

  it('compares before and after: two captioned pictures without JavaScript, a keyboard slider with it', async () => {
    const { data } = await send<{ data: ApiRecord[] }>(
      baseUrl,
      token,
      'GET',
      '/portfolios?published=true&pageSize=50',
    );
    const project = data.find((record) => record.beforeImageId && record.afterImageId);
    expect(project, 'a demo project with before/after pictures').toBeDefined();
    const path = `/portfolio/${project?.slug}`;

    const plain = await openPage('phone', false);
    try {
      await plain.page.goto(path);
      const figures = plain.page.locator('[data-before-after="figures"] figure');
      expect(await figures.locator('figcaption').allInnerTexts()).toEqual(['Before', 'After']);
      expect(await figures.locator('img').count()).toBe(2);
      const [before, after] = [await figures.nth(0).boundingBox(), await figures.nth(1).boundingBox()];
      // Stacked on a phone.
      expect(after?.y).toBeGreaterThan((before?.y ?? 0) + (before?.height ?? 0) - 1);
      await figures.first().scrollIntoViewIfNeeded();
      await saveScreenshot(plain.page, 'before-after-no-js-390');
    } finally {
      await plain.close();
    }

    const { page, errors, close } = await openPage('desktop');
    try {
      await page.goto(path);
      const slider = page.getByLabel('Compare before and after');
      await slider.waitFor();
      const layer = page.getByTestId('after-layer');
      expect(await slider.inputValue()).toBe('50');
      await slider.focus();
      await page.keyboard.press('ArrowRight');
      await page.keyboard.press('ArrowRight');
      expect(await slider.inputValue()).toBe('52');
      expect(await slider.getAttribute('aria-valuetext')).toBe('52% before, 48% after');
      await page.keyboard.press('End');
      await expect
        .poll(() => layer.evaluate((element) => (element as HTMLElement).style.clipPath))
        .toBe('inset(0px 0px 0px 100%)');
      await page.keyboard.press('Home');
      expect(await slider.inputValue()).toBe('0');
      await page.keyboard.press('PageUp');
      expect(Number(await slider.inputValue())).toBeGreaterThan(0);
      expect(await page.locator('[data-before-after="slider"] img').count()).toBe(2);
      await slider.scrollIntoViewIfNeeded();
      await saveScreenshot(page, 'before-after-slider-1440');
      expect(errors).toEqual([]);
    } finally {
      await close();
    }
  });

  it('suggests the served cities for a project’s city in the back office', async () => {
    const context = await signedInContext(browser, baseUrl, token);
    try {
      const page = await context.newPage();
      await page.goto('/admin/portfolio/add');
      await waitForAdminPage(page, /project/i);
      const city = page.getByRole('combobox', { name: 'City', exact: true });
      await city.fill('high');
      await page.getByRole('option', { name: CITY }).click();
      expect(await city.inputValue()).toBe(CITY);
    } finally {
      await context.close();
    }
  });
});
