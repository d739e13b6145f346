import ICAL from 'ical.js';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { surveyMomentText } from '@/features/survey-schedule/slot-labels';
import { BUSINESS_TIME_ZONE } from '@/lib/business-time-zone';
import { addDays, businessToday } from '@/lib/calendar-dates';
import { api, eventually } from './support/admin';
import { launchBrowser, saveScreenshot, VIEWPORTS } from './support/browser';
import { send } from './support/records';
import { signIn } from './support/server';
import { openTestMailbox, type TestMailbox } from './support/test-mailbox';

/**
 * The visitor's booking with "Weeks ahead" at 6: a day five weeks out is one tap away with and
 * without JavaScript, at 390 and 1440 px; the confirmation says where the mail went and repeats who
 * and where, with Google and Outlook links; cancelling is asked once, and the link then says so.
 */

const baseUrl = inject('baseUrl');
let browser: Browser;
let token: string;
/** Survey availability as it was: put back at the end, for the other files. */
let original: Record<string, unknown>;
let mailbox: TestMailbox | undefined;
let lastDay: string;
let farDays: { date: string; slots: { startsAt: string; endsAt: string }[] }[];

beforeAll(async () => {
  [browser, token] = await Promise.all([launchBrowser(), signIn(baseUrl)]);
  // The pages promise a mail only where one goes out: here the site's mail reaches this listener.
  mailbox = await openTestMailbox(baseUrl, token);
  const { data } = await send<{ data: Record<string, unknown> }>(
    baseUrl,
    token,
    'GET',
    '/settings/survey-availability',
  );
  const { updatedAt: _updatedAt, ...values } = data;
  original = values;
  await send(baseUrl, token, 'PUT', '/settings/survey-availability', { ...values, weeksAhead: 6 });
  const slots = await send<{ data: { lastDay: string; days: typeof farDays } }>(
    baseUrl,
    null,
    'GET',
    '/survey-slots?days=183',
  );
  lastDay = slots.data.lastDay;
  farDays = slots.data.days.filter((day) => day.date >= addDays(businessToday(), 35));
});
afterAll(async () => {
  if (original) await send(baseUrl, token, 'PUT', '/settings/survey-availability', original);
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

/** `Tue, Jan 5`: how a day's button or link starts. */
const shortDay = (date: string) =>
  new Date(`${date}T12:00:00Z`).toLocaleDateString('en-US', {
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    timeZone: 'UTC',
  });

const dayNamed = (date: string) => new RegExp(`^${shortDay(date)}\\b`);

async function inquiryNamed(name: string) {
  const { body } = await api(baseUrl, token, `/inquiries?q=${encodeURIComponent(name)}`);
  return body.data[0] as Record<string, string | null> | undefined;
}

async function fillDetails(page: Page, name: string, email: string) {
  const step = page.locator('#book-survey');
  await step.getByLabel('Your name').fill(name);
  await step.getByLabel('Phone').fill('(323) 555-0142');
  await step.getByLabel('E-mail').fill(email);
  await step.getByLabel('Street address').fill('2200 Sunset Blvd, Los Angeles');
  await step.getByLabel('ZIP code').fill('90026');
}

const CASES = [
  { javaScript: true, viewport: 'phone', index: 0 },
  { javaScript: false, viewport: 'desktop', index: 1 },
  { javaScript: false, viewport: 'phone', index: 2 },
  { javaScript: true, viewport: 'desktop', index: 3 },
] as const;

describe('booking a survey five weeks ahead, then cancelling it', () => {
  for (const { javaScript, viewport, index } of CASES) {
    const label = `${javaScript ? 'with' : 'without'} JavaScript at ${VIEWPORTS[viewport].width} px`;
    it(`${label}: books a day five weeks out, sees the whole confirmation, cancels after one question`, async () => {
      const day = farDays[index];
      expect(day, 'a free day five weeks ahead').toBeTruthy();
      const slot = day.slots[0];
      const name = unique('Far Ahead');
      const email = `${name.replace(/\W+/g, '-').toLowerCase()}@example.com`;
      const shot = (what: string) =>
        saveScreenshot(page, `survey-visitor-${what}-${javaScript ? 'js' : 'no-js'}-${viewport}`);
      const context = await browser.newContext({
        baseURL: baseUrl,
        viewport: VIEWPORTS[viewport],
        javaScriptEnabled: javaScript,
      });
      const page = await context.newPage();
      try {
        await page.goto('/free-quote#book-survey');
        const step = page.locator('#book-survey');
        if (javaScript) {
          await step.getByRole('button', { pressed: true }).waitFor();
        } else {
          // The card holds the day form and no empty room kept for a picker that never loads.
          const show = step.getByRole('button', { name: 'Show free times' });
          // Both measured at once: the page may still be scrolling to the step.
          const roomBelow = await show.evaluate(
            (button) =>
              (button.closest('#book-survey') as HTMLElement).getBoundingClientRect().bottom -
              button.getBoundingClientRect().bottom,
          );
          expect(roomBelow).toBeLessThan(64);
          await show.click();
          await page.waitForURL((url) => url.searchParams.has('day'));
        }
        await shot('free-quote');
        // The first two weeks are in a row; the later days are one tap away.
        expect(
          await step.getByRole(javaScript ? 'button' : 'link', { name: dayNamed(day.date) }).isVisible(),
        ).toBe(false);
        await step.getByText(`Later days, up to ${shortDay(lastDay)}`).click();
        await step.getByRole(javaScript ? 'button' : 'link', { name: dayNamed(day.date) }).click();
        if (javaScript) {
          await step.getByRole('button', { name: dayNamed(day.date), pressed: true }).waitFor();
        } else {
          await page.waitForURL((url) => url.searchParams.get('day') === day.date);
        }
        const shownAt = Date.now();
        await step
          .getByText(
            `Free times on ${new Date(`${day.date}T12:00:00Z`).toLocaleDateString('en-US', { weekday: 'long', month: 'long', day: 'numeric', year: 'numeric', timeZone: 'UTC' })}`,
          )
          .waitFor();
        await step.getByText(timeLabel(slot.startsAt), { exact: true }).first().click();
        await fillDetails(page, name, email);
        // The street address is required for a site visit, in the browser too.
        expect(await step.getByLabel('Street address').getAttribute('required')).not.toBeNull();
        await shot('booking-step');
        await waitLikeAPerson(shownAt);
        await step.getByRole('button', { name: 'Book this time' }).click();
        await page.waitForURL(
          (url) => url.pathname.startsWith('/survey/') && url.searchParams.get('booked') === '1',
        );
        await page.getByRole('heading', { level: 1, name: 'Your free site survey is booked' }).waitFor();
        await eventually(async () => (await inquiryNamed(name))?.surveyStartsAt).toBe(slot.startsAt);

        // The confirmation: where the mail went, who, where (with the ZIP), and three calendars.
        expect(await page.getByTestId('survey-sent').innerText()).toBe(
          `We sent the confirmation, with a calendar file, to ${email}.`,
        );
        await mailbox?.smtp.waitForMessagesTo(email, 1, 20_000);
        expect(await page.getByTestId('survey-when').innerText()).toContain(timeLabel(slot.startsAt));
        expect(await page.getByTestId('survey-where').innerText()).toBe(
          '2200 Sunset Blvd, Los Angeles, 90026',
        );
        for (const text of [name, '(323) 555-0142', email]) {
          expect(await page.getByText(text, { exact: true }).isVisible(), text).toBe(true);
        }
        const compact = (instant: string) => `${instant.replace(/[-:]/g, '').slice(0, 15)}Z`;
        const google = new URL(
          (await page.getByRole('link', { name: 'Google Calendar' }).getAttribute('href'))!,
        );
        expect(google.searchParams.get('dates')).toBe(`${compact(slot.startsAt)}/${compact(slot.endsAt)}`);
        expect(google.searchParams.get('location')).toBe('2200 Sunset Blvd, Los Angeles, 90026');
        const outlook = new URL(
          (await page.getByRole('link', { name: 'Outlook.com' }).getAttribute('href'))!,
        );
        expect(outlook.searchParams.get('startdt')).toBe(`${slot.startsAt.slice(0, 19)}Z`);
        const ics = await page.request.get(
          (await page.getByRole('link', { name: 'Calendar file (.ics)' }).getAttribute('href'))!,
        );
        const vevent = new ICAL.Component(ICAL.parse(await ics.text())).getFirstSubcomponent('vevent')!;
        expect(vevent.getFirstPropertyValue('location')).toBe('2200 Sunset Blvd, Los Angeles, 90026');
        // Rescheduling opens on the booked day, not the first free one.
        const reschedule = page.locator('#reschedule');
        expect(await reschedule.locator('a[aria-current="date"]').innerText()).toMatch(dayNamed(day.date));
        await shot('confirmation');

        // Cancelling asks once, naming the survey; nothing is cancelled until the answer.
        await page.getByRole('link', { name: 'Cancel my survey' }).click();
        await page.waitForURL((url) => url.searchParams.get('cancel') === '1');
        await page
          .getByRole('heading', { name: `Cancel the survey on ${surveyMomentText(slot.startsAt)}?` })
          .waitFor();
        expect((await inquiryNamed(name))?.surveyStartsAt).toBe(slot.startsAt);
        await shot('cancel-question');
        await page.getByRole('button', { name: 'Yes, cancel my survey' }).click();
        await page.getByRole('heading', { level: 1, name: 'Your site survey is cancelled' }).waitFor();
        expect(new URL(page.url()).pathname).toMatch(/^\/survey\//);
        await page.getByText('We sent you an e-mail saying so.').waitFor();
        await mailbox?.smtp.waitForMessagesTo(email, 2, 20_000);
        // The lead keeps the cancelled time (the calendar shows it, struck); its day is no longer asked for.
        await eventually(async () => (await inquiryNamed(name))?.preferredDate ?? null).toBeNull();
        expect((await inquiryNamed(name))?.surveyStartsAt).toBe(slot.startsAt);
        await shot('cancelled');
        // The link keeps saying so, privately: never cached, never indexed.
        const again = await page.request.get(new URL(page.url()).pathname);
        expect(again.status()).toBe(200);
        expect(again.headers()['cache-control']).toMatch(/no-store/);
        expect(await again.text()).toContain('Your site survey is cancelled');
        expect(await page.locator('meta[name="robots"]').getAttribute('content')).toMatch(/noindex/);
        await page.getByRole('link', { name: 'Book a new time' }).click();
        await page.waitForURL((url) => url.pathname === '/free-quote' && url.hash === '#book-survey');
        // The cancelled time is free again.
        const free = await send<{ data: { days: typeof farDays } }>(
          baseUrl,
          null,
          'GET',
          `/survey-slots?from=${day.date}&days=1`,
        );
        expect(free.data.days[0]?.slots.map((one) => one.startsAt)).toContain(slot.startsAt);
      } finally {
        await context.close();
      }
    });
  }

  it('without JavaScript: a closed, too-far, past or impossible day says so instead of showing another day', async () => {
    const context = await browser.newContext({
      baseURL: baseUrl,
      viewport: VIEWPORTS.phone,
      javaScriptEnabled: false,
    });
    const page = await context.newPage();
    try {
      const step = page.locator('#book-survey');
      const sunday = Array.from({ length: 7 }, (_, index) => addDays(businessToday(), 8 + index)).find(
        (date) => new Date(`${date}T12:00:00Z`).getUTCDay() === 0,
      )!;
      const cases: [string, RegExp][] = [
        [sunday, /^We are closed on Sunday, /],
        [addDays(lastDay, 3), /^We book online up to .*: .* is further ahead/],
        [addDays(businessToday(), -2), /has already passed/],
        // A link whose day is no date on the calendar is said to be so, not quietly replaced.
        ['2026-02-30', /^The day in this link is not a date on the calendar/],
        ['next-tuesday', /^The day in this link is not a date on the calendar/],
      ];
      for (const [date, says] of cases) {
        await page.goto(`/free-quote?day=${date}#book-survey`);
        expect(await step.getByRole('status').innerText()).toMatch(says);
        // No other day is chosen behind the visitor's back: no times, no day marked.
        expect(await step.getByRole('radio').count()).toBe(0);
        expect(await step.locator('a[aria-current="date"]').count()).toBe(0);
      }
      await saveScreenshot(page, 'survey-visitor-past-day-no-js-phone');
    } finally {
      await context.close();
    }
  });
});

/** Whether the page is no wider than the phone: nothing to scroll sideways. */
const pageWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth);

/** Whether `text` inside the element lies within the viewport, measured on its own characters. */
const textInView = (element: Locator, text: string) =>
  element.evaluate((node, wanted) => {
    const walker = document.createTreeWalker(node, NodeFilter.SHOW_TEXT);
    for (let current = walker.nextNode(); current; current = walker.nextNode()) {
      const at = current.textContent?.indexOf(wanted) ?? -1;
      if (at < 0) continue;
      const range = document.createRange();
      range.setStart(current, at);
      range.setEnd(current, at + wanted.length);
      const box = range.getBoundingClientRect();
      return box.width > 0 && box.left >= 0 && box.right <= window.innerWidth;
    }
    return false;
  }, text);

describe('booking a survey for a package chosen on /cctv-packages', () => {
  for (const javaScript of [true, false]) {
    it(`${javaScript ? 'with' : 'without'} JavaScript: the booked lead keeps the package`, async () => {
      const day = farDays[javaScript ? 0 : 1];
      expect(day, 'a free day five weeks ahead').toBeTruthy();
      const slot = day.slots.at(-1)!;
      const name = unique('Package Booker');
      const context = await browser.newContext({
        baseURL: baseUrl,
        viewport: VIEWPORTS.phone,
        javaScriptEnabled: javaScript,
      });
      const page = await context.newPage();
      try {
        await page.goto('/cctv-packages');
        await page
          .getByRole('link', { name: 'Get this package: Home Complete' })
          .filter({ visible: true })
          .first()
          .click();
        await page.waitForURL((url) => url.pathname === '/free-quote');
        expect(new URL(page.url()).searchParams.get('package')).toBe('Home Complete');
        const step = page.locator('#book-survey');
        if (javaScript) await step.getByRole('button', { pressed: true }).waitFor();
        else {
          await step.getByRole('button', { name: 'Show free times' }).click();
          await page.waitForURL((url) => url.searchParams.has('day'));
        }
        await step.getByText(`Later days, up to ${shortDay(lastDay)}`).click();
        await step.getByRole(javaScript ? 'button' : 'link', { name: dayNamed(day.date) }).click();
        // Without a script each day is a page of its own: the package goes along.
        if (!javaScript) {
          await page.waitForURL((url) => url.searchParams.get('day') === day.date);
          expect(new URL(page.url()).searchParams.get('package')).toBe('Home Complete');
        }
        const shownAt = Date.now();
        await step.getByText(timeLabel(slot.startsAt), { exact: true }).first().click();
        await fillDetails(page, name, `${name.replace(/\W+/g, '-').toLowerCase()}@example.com`);
        await waitLikeAPerson(shownAt);
        await step.getByRole('button', { name: 'Book this time' }).click();
        await page.getByRole('heading', { level: 1, name: 'Your free site survey is booked' }).waitFor();
      } finally {
        await context.close();
      }
      const lead = await inquiryNamed(name);
      expect(lead).toMatchObject({
        service: 'Home Complete',
        sourcePath: '/free-quote?package=Home+Complete',
        surveyStartsAt: slot.startsAt,
      });
    });
  }
});

describe('the private page with a long e-mail address, at 390 px', () => {
  it('wraps the address and keeps the survey’s end time in view, booked, asked to cancel and cancelled', async () => {
    const day = farDays[4];
    expect(day, 'a fifth free day five weeks ahead').toBeTruthy();
    const slot = day.slots.at(-1)!;
    const email = `maria.fernandez-delacruz.property.manager.${Date.now().toString(36)}@sunsetboulevardholdings.com`;
    const booked = await send<{ data: { managePath: string } }>(baseUrl, null, 'POST', '/survey-bookings', {
      name: unique('Maria Fernandez-Delacruz'),
      email,
      phone: '(323) 555-0190',
      address: '8800 Sunset Boulevard Holdings Property Management Office, West Hollywood',
      postalCode: '90069',
      surveyStartsAt: slot.startsAt,
    });
    const context = await browser.newContext({ baseURL: baseUrl, viewport: VIEWPORTS.phone });
    const page = await context.newPage();
    try {
      // The confirmation right after booking: the note names the e-mail too.
      await page.goto(`${booked.data.managePath}?booked=1`);
      await page.getByRole('heading', { level: 1, name: 'Your free site survey is booked' }).waitFor();
      expect(await page.getByTestId('survey-sent').innerText()).toContain(email);
      expect(await page.getByText(email, { exact: true }).isVisible()).toBe(true);
      expect(await pageWidth(page)).toBeLessThanOrEqual(VIEWPORTS.phone.width);
      const when = page.getByTestId('survey-when');
      expect(await when.innerText()).toContain(`–${timeLabel(slot.endsAt)}`);
      expect(await textInView(when, timeLabel(slot.endsAt))).toBe(true);
      await saveScreenshot(page, 'survey-visitor-long-email-phone');

      // The private page as the link opens it, and the question before cancelling.
      await page.goto(booked.data.managePath);
      await page.getByRole('heading', { level: 1, name: 'Your free site survey' }).waitFor();
      expect(await pageWidth(page)).toBeLessThanOrEqual(VIEWPORTS.phone.width);
      expect(await textInView(when, timeLabel(slot.endsAt))).toBe(true);
      await page.getByRole('link', { name: 'Cancel my survey' }).click();
      await page.getByRole('button', { name: 'Yes, cancel my survey' }).waitFor();
      expect(await pageWidth(page)).toBeLessThanOrEqual(VIEWPORTS.phone.width);

      // The link once ended says so within the phone's width too.
      await page.getByRole('button', { name: 'Yes, cancel my survey' }).click();
      await page.getByRole('heading', { level: 1, name: 'Your site survey is cancelled' }).waitFor();
      expect(await pageWidth(page)).toBeLessThanOrEqual(VIEWPORTS.phone.width);
    } finally {
      await context.close();
    }
  });
});

describe('asking to be called, with a day in mind', () => {
  it('refuses a Sunday next to the field, then takes an open day as a wish, not a booking', async () => {
    const name = unique('Day Wish');
    const context = await browser.newContext({ baseURL: baseUrl, viewport: VIEWPORTS.phone });
    const page = await context.newPage();
    try {
      await page.goto('/free-quote');
      const shownAt = Date.now();
      // The form, then its thank-you in its place.
      const form = page.locator('section[aria-labelledby="quote-form-title"]');
      await form.getByLabel('Your name').fill(name);
      await form.getByLabel('Phone').fill('(323) 555-0177');
      await form.getByLabel('Email').fill('day-wish@example.com');
      await form.getByLabel('Tell us about your property').fill('Cameras over the driveway.');
      const week = Array.from({ length: 7 }, (_, index) => addDays(businessToday(), 8 + index));
      const weekday = (date: string) => new Date(`${date}T12:00:00Z`).getUTCDay();
      const sunday = week.find((date) => weekday(date) === 0)!;
      const monday = week.find((date) => weekday(date) === 1)!;
      const wished = form.getByLabel(/Day you would like/);
      await wished.fill(sunday);
      await waitLikeAPerson(shownAt);
      await form.getByRole('button', { name: 'Request my free quote' }).click();
      await form.getByText(/^We do not survey on Sunday, .*: we are closed that day/).waitFor();
      expect(await wished.getAttribute('aria-invalid')).toBe('true');
      expect(await inquiryNamed(name)).toBeUndefined();
      await saveScreenshot(page, 'survey-visitor-closed-wish-phone');
      await wished.fill(monday);
      await form.getByRole('button', { name: 'Request my free quote' }).click();
      await form.getByRole('heading', { name: `Thank you, ${name}. Your quote request is in.` }).waitFor();
      const mondayWords = new Date(`${monday}T12:00:00Z`).toLocaleDateString('en-US', {
        weekday: 'long',
        month: 'long',
        day: 'numeric',
        year: 'numeric',
        timeZone: 'UTC',
      });
      await form.getByText(`you would like ${mondayWords}, and we take it if a time is still free`).waitFor();
      expect(await form.innerText()).not.toContain('the day you asked for');
      await eventually(async () => (await inquiryNamed(name))?.preferredDate).toBe(monday);
      // The page says which of its two forms books a real time.
      expect(await page.getByText('Pick a free time and it is booked at once').isVisible()).toBe(true);
      await saveScreenshot(page, 'survey-visitor-wish-thanks-phone');
    } finally {
      await context.close();
    }
  });
});
