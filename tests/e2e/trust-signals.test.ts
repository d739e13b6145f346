import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { eventually, fieldError, openPage, toast, waitForAdminPage } from './support/admin';
import { launchBrowser, saveScreenshot, VIEWPORTS, watchConsole } from './support/browser';
import { send } from './support/records';
import { signIn } from './support/server';

const baseUrl = inject('baseUrl');
let browser: Browser;
let token: string;
/** Home page settings as they were: put back at the end, so the other files see the demo business. */
let original: Record<string, unknown>;

beforeAll(async () => {
  [browser, token] = await Promise.all([launchBrowser(), signIn(baseUrl)]);
  const { data } = await send<{ data: Record<string, unknown> }>(baseUrl, token, 'GET', '/settings/homepage');
  const { updatedAt: _updatedAt, ...values } = data;
  original = values;
});
afterAll(async () => {
  if (original) await send(baseUrl, token, 'PUT', '/settings/homepage', original);
  await browser?.close();
});

// Values no other file uses, so what the pages show is this file's doing.
const reviewCount = 200 + Math.floor(Math.random() * 700);
const licenseDigits = String(1_000_000 + Math.floor(Math.random() * 8_999_999));
const profile = `https://g.page/r/trust-check-${reviewCount}/review`;
const message = "Hi, I'd like cameras & a quote?";
/** The message percent-encoded by hand: a space is %20 (never +), the comma, ampersand and question mark escaped. */
const SMS = "sms:+13105550123?&body=Hi%2C%20I'd%20like%20cameras%20%26%20a%20quote%3F";
const CSLB = `https://www.cslb.ca.gov/OnlineServices/CheckLicenseII/LicenseDetail.aspx?LicNum=${licenseDigits}`;
const BADGE = new RegExp(`^4\\.7 out of 5 stars from ${reviewCount} Google reviews`);

async function openSettings() {
  const admin = await openPage(browser, baseUrl, { token, viewport: VIEWPORTS.desktop });
  await admin.page.goto('/admin/homepage/settings');
  await waitForAdminPage(admin.page, 'Home page settings');
  return admin;
}

const field = (page: Page, label: string) => page.getByLabel(label, { exact: true });

async function saveSettings(page: Page) {
  await page.getByRole('button', { name: 'Save settings', exact: true }).click();
  await toast(page, 'Settings saved').waitFor();
}

async function expectNewTabLink(link: ReturnType<Page['getByRole']>, href: string) {
  expect(await link.getAttribute('href')).toBe(href);
  expect(await link.getAttribute('target')).toBe('_blank');
  expect(await link.getAttribute('rel')).toContain('noopener');
}

/** Every `sms:` address on the page. */
const smsLinks = (page: Page) =>
  page.locator('a[href^="sms:"]').evaluateAll((links) => links.map((link) => link.getAttribute('href')));

describe('trust at a glance, set in Home page settings', () => {
  it('shows the rating badge, the "Text us" link and the licence check at 390 and 1440 px, and drops the link once cleared', async () => {
    const admin = await openSettings();
    try {
      const { page } = admin;
      await field(page, 'Review profile link').fill(profile.replace('https:', 'http:'));
      await page.getByRole('button', { name: 'Save settings', exact: true }).click();
      await eventually(() => fieldError(field(page, 'Review profile link'))).toBe(
        'Review profile link must start with https://',
      );
      await field(page, 'Rating score').fill('5.5');
      await field(page, 'Rating score').blur();
      await eventually(() => fieldError(field(page, 'Rating score'))).toBe(
        'Rating score must be from 1.0 to 5.0, e.g. 4.9',
      );

      await field(page, 'Rating score').fill('4.7');
      await field(page, 'Number of reviews').fill(String(reviewCount));
      await field(page, 'Review platform').fill('Google');
      await field(page, 'Review profile link').fill(profile);
      await field(page, 'Text number').fill('(310) 555-0123');
      await field(page, 'Prefilled text message').fill(message);
      await field(page, 'License number').fill(`CSLB #${licenseDigits} (C-7) · ACO #7654`);
      await saveSettings(page);
      expect(await fieldError(field(page, 'Review profile link'))).toBeNull();
    } finally {
      await admin.context.close();
    }

    for (const [name, viewport] of Object.entries(VIEWPORTS)) {
      const context = await browser.newContext({ baseURL: baseUrl, viewport });
      const page = await context.newPage();
      const errors = watchConsole(page);
      try {
        await page.goto('/reviews');
        const badge = page.getByRole('main').getByRole('link', { name: BADGE });
        await badge.waitFor();
        expect(await badge.innerText()).toMatch(new RegExp(`^4\\.7[^]*from ${reviewCount} Google reviews`));
        await expectNewTabLink(badge, profile);
        expect(await smsLinks(page)).toContain(SMS);

        await page.goto('/');
        const reviews = page.getByRole('region', { name: 'What our neighbors say' });
        await expectNewTabLink(reviews.getByRole('link', { name: BADGE }), profile);
        const trustBar = page.getByRole('region', { name: 'Why people trust us' });
        await expectNewTabLink(
          trustBar.getByRole('link', {
            name: new RegExp(`^4\\.7 / 5\\s*from ${reviewCount} Google reviews`),
          }),
          profile,
        );
        await expectNewTabLink(
          trustBar.getByRole('link', {
            name: new RegExp(`Verify license #${licenseDigits} with the California`),
          }),
          CSLB,
        );
        const footerCheck = page
          .getByRole('contentinfo')
          .getByRole('link', { name: new RegExp(`^Verify license #${licenseDigits} with the CSLB`) });
        await expectNewTabLink(footerCheck, CSLB);

        // Next to the phones: the bar above the header on wide screens, the bottom bar on phones, 44 px tall at least.
        const nextToPhone =
          name === 'phone'
            ? page
                .getByRole('navigation', { name: 'Quick actions' })
                .getByRole('link', { name: /^Text us at/ })
            : page
                .getByRole('complementary', { name: 'License, hours, texting and 24/7 line' })
                .getByRole('link', { name: /^Text us at/ });
        expect(await nextToPhone.getAttribute('aria-label')).toBe('Text us at (310) 555-0123');
        expect(await nextToPhone.getAttribute('href')).toBe(SMS);
        expect((await nextToPhone.boundingBox())?.height).toBeGreaterThanOrEqual(44);
        expect(
          await page
            .getByRole('contentinfo')
            .getByRole('link', { name: /^Text us at/ })
            .getAttribute('href'),
        ).toBe(SMS);
        expect(new Set(await smsLinks(page))).toEqual(new Set([SMS]));
        await saveScreenshot(page, `trust-signals-home-${name}`);

        await page.goto('/contact');
        await page.getByRole('main').getByRole('link', { name: 'Text us at (310) 555-0123' }).waitFor();
        await expectNewTabLink(
          page.getByRole('main').getByRole('link', { name: new RegExp(`^Verify license #${licenseDigits}`) }),
          CSLB,
        );
        expect(errors).toEqual([]);
      } finally {
        await context.close();
      }
    }

    const again = await openSettings();
    try {
      await field(again.page, 'Text number').fill('');
      await saveSettings(again.page);
    } finally {
      await again.context.close();
    }
    const visitor = await browser.newContext({ baseURL: baseUrl, viewport: VIEWPORTS.phone });
    try {
      const page = await visitor.newPage();
      for (const path of ['/', '/reviews', '/contact']) {
        await page.goto(path);
        expect(await smsLinks(page), path).toEqual([]);
        expect(await page.getByRole('link', { name: /^Text us/ }).count(), path).toBe(0);
      }
      // The rest of the settings stayed as saved.
      await page.goto('/reviews');
      await page.getByRole('main').getByRole('link', { name: BADGE }).waitFor();
    } finally {
      await visitor.close();
    }
    // Two saves in the back office and nine page visits at two widths, one after another.
  }, 120_000);

  it('names the brands installed on the package cards of /cctv-packages and on product cards', async () => {
    const { data: packages } = await send<{ data: { id: number; name: string; brands: string[] }[] }>(
      baseUrl,
      token,
      'GET',
      '/cctv-packages?published=true&sort=sortOrder&pageSize=1',
    );
    const [item] = packages;
    expect(item).toBeDefined();
    if (!item) return;
    const brands = ['Axis', `Verkada ${reviewCount}`];
    await send(baseUrl, token, 'PATCH', `/cctv-packages/${item.id}`, { brands });
    const context = await browser.newContext({ baseURL: baseUrl, viewport: VIEWPORTS.phone });
    try {
      const page = await context.newPage();
      await page.goto('/cctv-packages');
      const card = page.getByRole('article').filter({ has: page.getByRole('heading', { name: item.name }) });
      expect(await card.innerText()).toContain(`Brands installed: Axis, Verkada ${reviewCount}`);

      const { data: products } = await send<{
        data: { name: string; brand: string | null; categoryId: number }[];
      }>(baseUrl, token, 'GET', '/products?published=true&pageSize=100');
      const branded = products.find((product) => product.brand);
      expect(branded).toBeDefined();
      if (!branded) return;
      const { data: category } = await send<{ data: { slug: string } }>(
        baseUrl,
        token,
        'GET',
        `/product-categories/${branded.categoryId}`,
      );
      await page.goto(`/products/category/${category.slug}`);
      const productCard = page
        .getByRole('article')
        .filter({ has: page.getByRole('heading', { name: branded.name, exact: true }) });
      expect(await productCard.innerText()).toContain(branded.brand);
    } finally {
      await context.close();
      await send(baseUrl, token, 'PATCH', `/cctv-packages/${item.id}`, { brands: item.brands });
    }
  });
});
