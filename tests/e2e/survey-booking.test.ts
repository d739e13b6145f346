import ICAL from 'ical.js';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { BUSINESS_TIME_ZONE } from '@/lib/business-time-zone';
import type { TestSmtpServer } from '../api/support/smtp';
import { api, eventually, signedInContext, waitForAdminPage } from './support/admin';
import { launchBrowser, saveScreenshot, VIEWPORTS } from './support/browser';
import { signIn } from './support/server';
import { openTestMailbox, type TestMailbox } from './support/test-mailbox';

const baseUrl = inject('baseUrl');
let browser: Browser;
let smtp: TestSmtpServer;
let token: string;
let mailbox: TestMailbox;

beforeAll(async () => {
  [browser, token] = await Promise.all([launchBrowser(), signIn(baseUrl)]);
  mailbox = await openTestMailbox(baseUrl, token);
  smtp = mailbox.smtp;
});
afterAll(async () => {
  await Promise.all([browser?.close(), mailbox?.close()]);
});

const unique = (label: string) =>
  `${label} ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}`;

/** The fill-time trap counts from when the form was shown: a person needs more than 3 seconds. */
const waitLikeAPerson = (shownAt: number) =>
  new Promise((resolve) => setTimeout(resolve, Math.max(0, 3_500 - (Date.now() - shownAt))));

const timeLabel = (instant: string) =>
  new Intl.DateTimeFormat('en-US', {
    timeZone: BUSINESS_TIME_ZONE,
    hour: 'numeric',
    minute: '2-digit',
  }).format(new Date(instant));

async function earliestFreeSlot(): Promise<string> {
  const { body } = await api(baseUrl, token, '/survey-slots?days=62');
  return body.data.days[0].slots[0].startsAt as string;
}

async function fillDetails(page: Page, name: string, email: string) {
  const step = page.locator('#book-survey');
  await step.getByLabel('Your name').fill(name);
  await step.getByLabel('Phone').fill('(323) 555-0142');
  await step.getByLabel('E-mail').fill(email);
  await step.getByLabel('Street address').fill('2200 Sunset Blvd, Los Angeles');
  await step.getByLabel('ZIP code').fill('90026');
}

async function bookingOf(name: string) {
  const { body } = await api(baseUrl, token, `/inquiries?q=${encodeURIComponent(name)}`);
  return body.data[0] as Record<string, string | null> | undefined;
}

describe('booking the free site survey', () => {
  it('books the earliest slot from the home page, mails an .ics, reschedules by the link; the owner sees the move', async () => {
    const name = unique('Booker');
    const email = `${name.replace(/\W+/g, '-').toLowerCase()}@example.com`;
    const context = await browser.newContext({ baseURL: baseUrl, viewport: VIEWPORTS.phone });
    const page = await context.newPage();
    try {
      const earliest = await earliestFreeSlot();
      await page.goto('/');
      await page.getByRole('main').getByRole('link', { name: 'Book a free site survey' }).first().click();
      await page.waitForURL((url) => url.pathname === '/free-quote' && url.hash === '#book-survey');
      const shownAt = Date.now();
      const step = page.locator('#book-survey');
      await step.getByRole('button', { pressed: true }).waitFor();
      await expect(step.getByText('Pacific Time').first().isVisible()).resolves.toBe(true);
      const firstTime = step.getByRole('radio').first();
      expect(await firstTime.getAttribute('value')).toBe(earliest);
      await step.getByText(timeLabel(earliest), { exact: true }).first().click();
      await fillDetails(page, name, email);
      await saveScreenshot(page, 'survey-booking-details-phone');
      await waitLikeAPerson(shownAt);
      await step.getByRole('button', { name: 'Book this time' }).click();
      await page.waitForURL(
        (url) => url.pathname.startsWith('/survey/') && url.searchParams.get('booked') === '1',
      );
      await page.getByRole('heading', { level: 1, name: 'Your free site survey is booked' }).waitFor();
      const when = page.getByTestId('survey-when');
      expect(await when.innerText()).toContain(`${timeLabel(earliest)}–`);
      expect(await when.innerText()).toContain('Pacific Time');
      await expect(page.getByText('2200 Sunset Blvd, Los Angeles, 90026').isVisible()).resolves.toBe(true);
      await saveScreenshot(page, 'survey-booking-confirmation-phone');
      await page.reload();
      await page.getByRole('heading', { level: 1, name: 'Your free site survey is booked' }).waitFor();
      await page.goBack();
      await page.waitForURL((url) => url.pathname === '/free-quote');

      const [mail] = await smtp.waitForMessagesTo(email, 1, 20_000);
      expect(mail.subject).toBe('Your free site survey is booked');
      const ics = mail.attachments.find((file) => file.filename === 'site-survey.ics');
      const event = new ICAL.Event(
        new ICAL.Component(ICAL.parse(ics?.content ?? '')).getFirstSubcomponent('vevent')!,
      );
      expect(event.startDate.toJSDate().toISOString()).toBe(earliest);
      expect(event.endDate.toJSDate().getTime() - event.startDate.toJSDate().getTime()).toBe(3_600_000);
      const link = mail.text.match(/https?:\/\/\S+\/survey\/[\w.-]+/)?.[0];
      expect(link, mail.text).toBeTruthy();

      await page.goto(new URL(link!).pathname);
      await page.getByRole('link', { name: 'Reschedule' }).click();
      const reschedule = page.locator('#reschedule');
      // The step opens on the booked day: its other free times, or the word that it has none left.
      const bookedDay = new Intl.DateTimeFormat('en-US', {
        timeZone: BUSINESS_TIME_ZONE,
        weekday: 'long',
        month: 'long',
        day: 'numeric',
        year: 'numeric',
      }).format(new Date(earliest));
      expect(await reschedule.innerText()).toMatch(
        new RegExp(`Free times on ${bookedDay}|No other times are free on ${bookedDay}`),
      );
      await reschedule
        .getByRole('navigation')
        .getByRole('link')
        .filter({ hasNotText: 'your day' })
        .first()
        .click();
      await page.waitForURL((url) => url.searchParams.has('day'));
      const moveTo = reschedule.getByRole('radio').first();
      const movedStart = (await moveTo.getAttribute('value'))!;
      await reschedule.getByText(timeLabel(movedStart), { exact: true }).first().click();
      await reschedule.getByRole('button', { name: 'Move my survey to this time' }).click();
      await page.waitForURL((url) => url.searchParams.get('moved') === '1');
      await page.getByRole('heading', { level: 1, name: 'Your survey has a new time' }).waitFor();
      expect(await page.getByTestId('survey-when').innerText()).toContain(timeLabel(movedStart));
      await eventually(async () => (await bookingOf(name))?.surveyStartsAt).toBe(movedStart);

      const owner = await signedInContext(browser, baseUrl, token);
      try {
        const admin = await owner.newPage();
        await admin.goto('/admin/booking');
        await waitForAdminPage(admin, 'Site surveys');
        await admin.getByText('Month', { exact: true }).click();
        const month = new Intl.DateTimeFormat('en-US', {
          timeZone: BUSINESS_TIME_ZONE,
          month: 'long',
          year: 'numeric',
        });
        if (month.format(new Date(movedStart)) !== month.format(new Date())) {
          await admin.getByRole('button', { name: 'Next month' }).click();
        }
        const entry = admin.getByRole('button', { name: new RegExp(`^${timeLabel(movedStart)} · ${name}`) });
        await entry.first().waitFor();
        await saveScreenshot(admin, 'survey-booking-admin-calendar');
        await entry.first().click();
        await admin.getByText(/Booked time: .* Pacific Time/).waitFor();
      } finally {
        await owner.close();
      }
    } finally {
      await context.close();
    }
  });

  it('books without JavaScript through plain pages, and the booking shows in the API', async () => {
    const name = unique('No Script');
    const context = await browser.newContext({
      baseURL: baseUrl,
      viewport: VIEWPORTS.phone,
      javaScriptEnabled: false,
    });
    const page = await context.newPage();
    try {
      await page.goto('/free-quote#book-survey');
      await page.locator('#book-survey').getByRole('button', { name: 'Show free times' }).click();
      await page.waitForURL((url) => url.pathname === '/free-quote' && url.searchParams.has('day'));
      const shownAt = Date.now();
      const step = page.locator('#book-survey');
      const first = step.getByRole('radio').first();
      const startsAt = (await first.getAttribute('value'))!;
      await step.getByText(timeLabel(startsAt), { exact: true }).first().click();
      await fillDetails(page, name, 'no-script@example.com');
      // A ZIP code of four digits: the browser lets it through, the server names it.
      await step.getByLabel('ZIP code').fill('9002');
      await waitLikeAPerson(shownAt);
      await step.getByRole('button', { name: 'Book this time' }).click();
      await page.waitForURL((url) => url.searchParams.get('problem') === 'postalCode');
      const shownAgainAt = Date.now();
      await step.getByText('Enter a 5-digit ZIP code.').waitFor();
      // The step comes back filled in as it was sent, the time still chosen: only the ZIP to fix.
      expect(await step.getByLabel('Your name').inputValue()).toBe(name);
      expect(await step.getByLabel('Phone').inputValue()).toBe('(323) 555-0142');
      expect(await step.getByLabel('E-mail').inputValue()).toBe('no-script@example.com');
      expect(await step.getByLabel('Street address').inputValue()).toBe('2200 Sunset Blvd, Los Angeles');
      expect(await step.getByLabel('ZIP code').inputValue()).toBe('9002');
      expect(await step.locator(`input[value="${startsAt}"]`).isChecked()).toBe(true);
      await step.getByLabel('ZIP code').fill('90026');
      await saveScreenshot(page, 'survey-booking-no-script-phone');
      await page.setViewportSize(VIEWPORTS.desktop);
      await saveScreenshot(page, 'survey-booking-no-script-desktop');
      await page.setViewportSize(VIEWPORTS.phone);
      await waitLikeAPerson(shownAgainAt);
      await step.getByRole('button', { name: 'Book this time' }).click();
      await page.waitForURL((url) => url.pathname.startsWith('/survey/'));
      await page.getByRole('heading', { level: 1, name: 'Your free site survey is booked' }).waitFor();
      await page.setViewportSize(VIEWPORTS.desktop);
      await saveScreenshot(page, 'survey-booking-confirmation-desktop');
      const stored = await bookingOf(name);
      expect(stored).toMatchObject({ surveyStartsAt: startsAt, status: 'new' });
      const { body } = await api(baseUrl, token, `/bookings?month=${stored?.preferredDate?.slice(0, 7)}`);
      expect(body.data).toContainEqual(expect.objectContaining({ name, surveyStartsAt: startsAt }));
      // Booked, the details are no longer kept: the step opened again is empty.
      await page.goto('/free-quote?day=#book-survey');
      expect(await step.getByLabel('Your name').inputValue()).toBe('');
      // A made-up day falls back to the first day with free times, and is never cached.
      const made = await page.request.get('/free-quote?day=2099-99-99');
      expect(made.status()).toBe(200);
      expect(made.headers()['x-cache']).toBe('BYPASS');
      expect(made.headers()['cache-control']).toMatch(/no-store/);
    } finally {
      await context.close();
    }
  });
});
