import path from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { api, eventually, signedInContext, waitForAdminPage } from './support/admin';
import {
  EVERY_SCREENSHOT,
  launchBrowser,
  SCREENSHOT_DIR,
  saveScreenshot,
  VIEWPORTS,
  watchConsole,
} from './support/browser';
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

const LANDING = '/free-quote?utm_source=google&utm_campaign=spring&gclid=x';

interface PageTaps {
  path: string;
  calls: number;
  texts: number;
}
const callTapsOn = async (path: string) => {
  const { body } = await api(baseUrl, token, '/analytics/leads');
  return (body.data.tapsByPage as PageTaps[]).find((entry) => entry.path === path)?.calls ?? 0;
};

describe('where a lead came from', () => {
  it('records the first touch of a visit from a Google ad, shows it in the inbox and in lead analytics', async () => {
    const name = `Grace Campaign ${Date.now().toString(36)}`;
    const visitor = await browser.newContext({ baseURL: baseUrl, viewport: VIEWPORTS.phone });
    const page = await visitor.newPage();
    const errors = watchConsole(page);
    try {
      // The ad's click lands on the quote page (served from the page cache: it ignores the tags).
      await page.goto(LANDING, { referer: 'https://www.google.com/' });
      await page.getByRole('heading', { level: 1, name: 'Get your free quote' }).waitFor();
      // The visitor looks around first: another page by a link, then back to the form by a full load
      // of its plain address (no tags, no outside referrer): the first touch is what counts.
      await page.locator('a[href="/contact"]:visible').first().click();
      await page.waitForURL('**/contact');
      await page.goto('/free-quote');
      const shownAt = Date.now();
      await page.getByLabel('Your name').fill(name);
      await page.getByLabel('Phone').fill('(323) 555-0144');
      await page.getByLabel('Email').fill('grace.campaign@example.com');
      await page.getByLabel('Tell us about your property').fill('Cameras for a duplex in Silver Lake.');
      const rest = 3_500 - (Date.now() - shownAt);
      if (rest > 0) await new Promise((resolve) => setTimeout(resolve, rest));
      await page.getByRole('button', { name: 'Request my free quote' }).click();
      await page.getByRole('heading', { name: `Thank you, ${name}. Your quote request is in.` }).waitFor();
      expect(await visitor.cookies()).toEqual([]);
      expect(errors).toEqual([]);
    } finally {
      await visitor.close();
    }

    const { body } = await api(baseUrl, token, `/inquiries?q=${encodeURIComponent(name)}`);
    const [stored] = body.data;
    expect(stored).toMatchObject({
      sourcePath: '/free-quote',
      landingPage: LANDING,
      referrer: 'https://www.google.com/',
      utmSource: 'google',
      utmCampaign: 'spring',
      clickIdType: 'gclid',
      clickId: 'x',
    });

    const staff = await signedInContext(browser, baseUrl, token);
    try {
      const page = await staff.newPage();
      await page.goto(`/admin/inquiries/${stored.id}/view`);
      await waitForAdminPage(page, name);
      const card = page.getByRole('region', { name: 'Where this lead came from' });
      await card.waitFor();
      const text = await card.innerText();
      for (const shown of [
        'Google Ads (gclid)',
        'google / cpc',
        'spring',
        LANDING,
        'https://www.google.com/',
        'gclid: x',
      ])
        expect(text).toContain(shown);
      await saveScreenshot(page, 'lead-attribution-inquiry-view');

      await page.goto('/admin/analytics');
      await waitForAdminPage(page, 'Lead analytics');
      const sources = page.getByRole('table', { name: 'Leads, won jobs and won revenue by lead source' });
      const googleAds = sources.getByRole('row').filter({ hasText: 'Google Ads (gclid)' });
      await googleAds.waitFor();
      expect(await googleAds.innerText()).toContain('google / cpc');
      const campaigns = page.getByRole('table', { name: 'Leads, won jobs and won revenue by campaign' });
      await campaigns.getByRole('rowheader', { name: 'spring', exact: true }).waitFor();
      await saveScreenshot(page, 'lead-attribution-analytics');
      // On a phone the tables keep their columns readable (they scroll sideways when needed).
      await page.setViewportSize(VIEWPORTS.phone);
      if (EVERY_SCREENSHOT)
        await sources.screenshot({ path: path.join(SCREENSHOT_DIR, 'lead-attribution-sources-phone.png') });
    } finally {
      await staff.close();
    }
  });

  it('counts a tap on the phone link of a page, shown in lead analytics', async () => {
    const before = await callTapsOn('/reviews');
    const visitor = await browser.newContext({ baseURL: baseUrl, viewport: VIEWPORTS.phone });
    const page = await visitor.newPage();
    try {
      await page.goto('/reviews');
      // The browser has no phone app to hand the number to: the tap goes nowhere, but it is counted.
      // The visitor's browser is closed only once the tap's beacon has been answered: closing it
      // sooner may drop the beacon on a busy machine.
      const counted = page.waitForResponse(
        (response) => response.url().endsWith('/api/contact-taps') && response.request().method() === 'POST',
      );
      await page.locator('a[href^="tel:"]:visible').first().click();
      expect((await counted).status()).toBe(204);
      expect(await visitor.cookies()).toEqual([]);
    } finally {
      await visitor.close();
    }
    await eventually(() => callTapsOn('/reviews')).toBe(before + 1);

    const staff = await signedInContext(browser, baseUrl, token);
    try {
      const page = await staff.newPage();
      await page.goto('/admin/analytics');
      await waitForAdminPage(page, 'Lead analytics');
      const taps = page.getByRole('table', { name: 'Call and text taps per page' });
      const row = taps
        .getByRole('row')
        .filter({ has: page.getByRole('rowheader', { name: '/reviews', exact: true }) });
      await row.waitFor();
      expect((await row.getByRole('cell').allInnerTexts())[0]).toBe(String(before + 1));
    } finally {
      await staff.close();
    }
  });
});
