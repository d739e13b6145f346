import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { BUSINESS_TIME_ZONE } from '@/lib/business-time-zone';
import { api, eventually, signedInContext, waitForAdminPage } from './support/admin';
import { launchBrowser, saveScreenshot, VIEWPORTS, watchConsole } from './support/browser';
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

const unique = (label: string) =>
  `${label} ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

/** The answers a visitor gives, by label, and the address they end up in. */
const ANSWERS = {
  property: { label: 'Kind of property', option: 'Business or shop', value: 'commercial' },
  indoor: { label: 'Indoor cameras', option: '2', value: '2' },
  outdoor: { label: 'Outdoor cameras', option: '7', value: '7' },
  days: { label: 'Recording kept', option: /^60 days/, value: '60' },
  monitoring: {
    label: 'Remote monitoring',
    option: /^Business After-Hours Monitoring/,
    value: 'business-after-hours-monitoring',
  },
};
const ANSWERED_QUERY = Object.fromEntries(
  Object.entries(ANSWERS).map(([key, answer]) => [key, answer.value]),
);

/** The range as shown: `$1,350 – $1,750`. */
const rangeOn = (page: Page) => page.locator('[data-estimate="range"]').innerText();

async function answer(page: Page, { label, option }: { label: string; option: string | RegExp }) {
  const select = page.getByLabel(label, { exact: true });
  const options = await select.locator('option').allInnerTexts();
  const chosen = options.find((text) => (typeof option === 'string' ? text === option : option.test(text)));
  expect(chosen, `${label}: ${options.join(', ')}`).toBeDefined();
  await select.selectOption({ label: chosen as string });
}

async function waitLikeAPerson(shownAt: number) {
  const rest = 3_500 - (Date.now() - shownAt);
  if (rest > 0) await new Promise((resolve) => setTimeout(resolve, rest));
}

let rangeWithScript = '';
let surveyStartsAt = '';

const timeLabel = (instant: string) =>
  new Intl.DateTimeFormat('en-US', {
    timeZone: BUSINESS_TIME_ZONE,
    hour: 'numeric',
    minute: '2-digit',
  }).format(new Date(instant));

/** The monitoring choices a visitor can pick (hidden, disabled ones are not offered). */
const offeredPlans = (page: Page) =>
  page
    .getByLabel('Remote monitoring')
    .locator('option:not([disabled])')
    .evaluateAll((options) => options.map((option) => option.textContent ?? ''));

describe('the instant estimate', () => {
  it('updates at once on /cctv-packages, books a survey with it, and lands in the inbox as a quote', async () => {
    const name = unique('Estimate Visitor');
    const context = await browser.newContext({ baseURL: baseUrl, viewport: VIEWPORTS.phone });
    const page = await context.newPage();
    const errors = watchConsole(page);
    try {
      await page.goto('/cctv-packages');
      await page.getByRole('heading', { name: 'Instant estimate' }).waitFor();
      // Once the page runs its script, the answers need no button.
      await page.getByRole('button', { name: 'Update estimate' }).waitFor({ state: 'hidden' });
      const first = await rangeOn(page);
      expect(first).toMatch(/^\$[\d,]+ – \$[\d,]+$/);
      expect(await page.locator('[aria-live="polite"]').innerText()).toContain(first);
      await page.getByText('A range, never a single binding price').waitFor();

      let previous = first;
      for (const key of ['outdoor', 'indoor', 'property', 'days'] as const) {
        await answer(page, ANSWERS[key]);
        await eventually(() => rangeOn(page)).not.toBe(previous);
        previous = await rangeOn(page);
      }
      // A business is offered business plans only: the script hides the home plan and disables it.
      expect(await offeredPlans(page)).not.toContainEqual(expect.stringMatching(/^Home/));
      await answer(page, ANSWERS.monitoring);
      await page.getByText(/Monitoring: \$[\d,.]+ a month \(Business After-Hours Monitoring\)/).waitFor();
      rangeWithScript = await rangeOn(page);
      // The address follows the answers: a reload shows the same estimate, worked out by the server.
      expect(Object.fromEntries(new URL(page.url()).searchParams)).toEqual(ANSWERED_QUERY);
      await page.reload();
      await page.getByRole('heading', { name: 'Instant estimate' }).waitFor();
      expect(await rangeOn(page)).toBe(rangeWithScript);
      expect(await page.getByLabel('Outdoor cameras').inputValue()).toBe('7');
      await saveScreenshot(page, 'instant-estimate-packages-390');

      await page.getByRole('link', { name: 'Book a survey with this estimate' }).click();
      await page.waitForURL(/\/free-quote\?/);
      const landed = new URL(page.url());
      expect(landed.pathname).toBe('/free-quote');
      expect(Object.fromEntries(landed.searchParams)).toEqual(ANSWERED_QUERY);
      expect(landed.hash).toBe('#book-survey');
      const shownAt = Date.now();
      await page.getByText('Your estimate, sent with your request').waitFor();
      expect(await rangeOn(page)).toBe(rangeWithScript);
      await page.getByText('This estimate is sent with your survey booking or request below.').waitFor();
      await saveScreenshot(page, 'instant-estimate-free-quote-390');

      // The survey is booked with the estimate. The last free day's last time: the survey booking
      // file books the earliest one at the same time.
      const step = page.locator('#book-survey');
      await step.getByRole('button', { pressed: true }).waitFor();
      // The last day of the first two weeks' row (the later days wait behind "Later days").
      await step.locator('fieldset').first().locator('ul').first().getByRole('button').last().click();
      surveyStartsAt = (await step.getByRole('radio').last().getAttribute('value')) as string;
      await step.getByText(timeLabel(surveyStartsAt), { exact: true }).last().click();
      await step.getByLabel('Your name').fill(name);
      await step.getByLabel('Phone').fill('(323) 555-0142');
      await step.getByLabel('E-mail').fill('estimate.visitor@example.com');
      await step.getByLabel('Street address').fill('4100 Wilshire Blvd, Los Angeles');
      await waitLikeAPerson(shownAt);
      await step.getByRole('button', { name: 'Book this time' }).click();
      await page.getByRole('heading', { level: 1, name: 'Your free site survey is booked' }).waitFor();
      expect(await context.cookies()).toEqual([]);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }

    const { body } = await api(baseUrl, token, `/inquiries?q=${encodeURIComponent(name)}`);
    const [stored] = body.data;
    expect(stored.propertyType).toBe('commercial');
    expect(stored.surveyStartsAt).toBe(surveyStartsAt);
    // The booking form carries the visit's first touch like the quote form does.
    expect(stored.landingPage).toBe('/cctv-packages');
    const rows = Object.fromEntries(
      stored.estimate.map((row: { label: string; value: string }) => [row.label, row.value]),
    );
    expect(rows).toMatchObject({
      'Property type': 'Business or shop',
      'Indoor cameras': '2',
      'Outdoor cameras': '7',
      Recording: '60 days',
      Monitoring: 'Business After-Hours Monitoring',
      'Estimated range': rangeWithScript,
    });

    // Staff find the quote as a table on the inquiry's page.
    const staff = await signedInContext(browser, baseUrl, token, VIEWPORTS.phone);
    try {
      const page = await staff.newPage();
      await page.goto(`/admin/inquiries/${stored.id}/view`);
      await waitForAdminPage(page, name);
      await page.getByText('Instant estimate').first().waitFor();
      for (const [label, value] of Object.entries(rows)) {
        const row = page
          .locator('tr')
          .filter({ has: page.getByRole('rowheader', { name: label, exact: true }) });
        expect(await row.innerText(), label).toContain(value);
      }
      await saveScreenshot(page, 'instant-estimate-inbox-390');
    } finally {
      await staff.close();
    }
  });

  it('without JavaScript: the same answers are a form round trip with the same range', async () => {
    expect(rangeWithScript).not.toBe('');
    const context = await browser.newContext({
      baseURL: baseUrl,
      viewport: VIEWPORTS.phone,
      javaScriptEnabled: false,
    });
    const page = await context.newPage();
    try {
      await page.goto('/cctv-packages');
      for (const key of ['property', 'indoor', 'outdoor', 'days', 'monitoring'] as const)
        await answer(page, ANSWERS[key]);
      await page.getByRole('button', { name: 'Update estimate' }).click();
      await page.waitForURL(/\/cctv-packages\?.*#estimate$/);
      const url = new URL(page.url());
      expect(Object.fromEntries(url.searchParams)).toEqual(ANSWERED_QUERY);
      expect(await rangeOn(page)).toBe(rangeWithScript);
      const book = page.getByRole('link', { name: 'Book a survey with this estimate' });
      expect(await book.getAttribute('href')).toBe(
        `/free-quote?${new URLSearchParams(ANSWERED_QUERY)}#book-survey`,
      );
      // Booked with it: the plain form post carries the answers, the server works the range out.
      const name = unique('NoScript Estimate');
      await book.click();
      await page.waitForURL(/\/free-quote\?/);
      // The booking step's day form keeps the estimate in the address (and so in the booking).
      await page.locator('#book-survey').getByRole('button', { name: 'Show free times' }).click();
      await page.waitForURL(/[?&]day=/);
      expect(Object.fromEntries(new URL(page.url()).searchParams)).toMatchObject(ANSWERED_QUERY);
      const shownAt = Date.now();
      expect(await rangeOn(page)).toBe(rangeWithScript);
      const quoteForm = page.locator('#quote-form');
      await quoteForm.getByLabel('Your name').fill(name);
      await quoteForm.getByLabel('Email').fill('noscript.estimate@example.com');
      await quoteForm.getByLabel('Tell us about your property').fill('Same shop, no script.');
      await waitLikeAPerson(shownAt);
      await quoteForm.getByRole('button', { name: 'Request my free quote' }).click();
      await page.getByRole('heading', { name: /Your quote request is in/ }).waitFor();
      const { body } = await api(baseUrl, token, `/inquiries?q=${encodeURIComponent(name)}`);
      const range = body.data[0].estimate.find((row: { label: string }) => row.label === 'Estimated range');
      expect(range.value).toBe(rangeWithScript);

      // A made-up address costs nothing: the defaults, never an error page.
      const response = await page.goto(
        '/cctv-packages?property=castle&indoor=-4&outdoor=9999&days=7&monitoring=%3Cb%3E',
      );
      expect(response?.status()).toBe(200);
      // Never from the page cache, never stored in it: asked twice, both rendered afresh.
      expect(response?.headers()['x-cache']).toBe('BYPASS');
      const again = await fetch(`${baseUrl}/cctv-packages?property=castle&indoor=-4&outdoor=9999`);
      expect(again.headers.get('x-cache')).toBe('BYPASS');
      expect(await page.getByLabel('Outdoor cameras').inputValue()).toBe('32');
      expect(await rangeOn(page)).toMatch(/^\$[\d,]+ – \$[\d,]+$/);
    } finally {
      await context.close();
    }
  });
});
