import ICAL from 'ical.js';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { BUSINESS_TIME_ZONE } from '@/lib/business-time-zone';
import { ACCESS_TOKEN_KEY } from '@/lib/constants';
import type { TestSmtpServer } from '../api/support/smtp';
import { api, eventually, signedInContext, toast, waitForAdminPage } from './support/admin';
import { launchBrowser, saveScreenshot, VIEWPORTS } from './support/browser';
import { signIn } from './support/server';
import { openTestMailbox, type TestMailbox } from './support/test-mailbox';

/**
 * Staff move a booked survey in Site surveys (issue #27, items 6, 8, 9): the move claims a free time
 * of the slot engine, frees the old one, and reaches the visitor's private page and mailbox; the
 * dashboard lists the coming week's surveys; a visitor's cancellation shows on the lead in Los
 * Angeles time, and no time staff read anywhere is raw UTC.
 */

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

const RAW_UTC = /\d{4}-\d\d-\d\dT\d\d:\d\d(:\d\d)?(\.\d+)?Z/;

// The Los Angeles renderings staff should read, written out here rather than taken from the product.
const timeLabel = (instant: string) =>
  new Intl.DateTimeFormat('en-US', {
    timeZone: BUSINESS_TIME_ZONE,
    hour: 'numeric',
    minute: '2-digit',
  }).format(new Date(instant));
const laDay = (instant: string) =>
  new Intl.DateTimeFormat('en-CA', {
    timeZone: BUSINESS_TIME_ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(new Date(instant));
const agendaHeading = (date: string) =>
  new Date(`${date}T12:00:00Z`).toLocaleDateString('en-US', {
    weekday: 'long',
    month: 'short',
    day: 'numeric',
    timeZone: 'UTC',
  });
const shortDay = (date: string) =>
  new Date(`${date}T12:00:00Z`).toLocaleDateString('en-US', {
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    timeZone: 'UTC',
  });
const moment = (instant: string) =>
  `${new Intl.DateTimeFormat('en-US', {
    timeZone: BUSINESS_TIME_ZONE,
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
  }).format(new Date(instant))} Pacific Time`;
const longDayOf = (instant: string) =>
  new Intl.DateTimeFormat('en-US', {
    timeZone: BUSINESS_TIME_ZONE,
    weekday: 'long',
    month: 'long',
    day: 'numeric',
    year: 'numeric',
  }).format(new Date(instant));

const unique = (label: string) =>
  `${label} ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}`;

interface FreeDay {
  date: string;
  slots: { startsAt: string; endsAt: string }[];
}
const freeDays = async (): Promise<FreeDay[]> =>
  (await api(baseUrl, token, '/survey-slots?days=14')).body.data.days;
const offered = async (startsAt: string) =>
  (await freeDays()).some((day) => day.slots.some((slot) => slot.startsAt === startsAt));

async function bookAsVisitor(name: string, email: string, startsAt: string) {
  const response = await fetch(`${baseUrl}/api/survey-bookings`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      name,
      email,
      phone: '(213) 555-0147 ext. 12',
      address: '4100 Wilshire Blvd, Los Angeles',
      postalCode: '90010',
      surveyStartsAt: startsAt,
    }),
  });
  expect(response.status).toBe(201);
  return (await response.json()).data as { id: number; token: string; managePath: string };
}

async function darkToo(page: Page, name: string) {
  await saveScreenshot(page, `${name}-light`);
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.reload();
  await page.locator('html[data-mantine-color-scheme="dark"]').waitFor({ state: 'attached' });
  await page.getByRole('heading', { level: 1 }).first().waitFor();
  // The picture is of the surveys, not of the loader drawn while they are fetched again.
  await page.locator('main .mantine-Loader-root').waitFor({ state: 'detached' });
  await saveScreenshot(page, `${name}-dark`);
  await page.emulateMedia({ colorScheme: 'light' });
  await page.reload();
  await page.getByRole('heading', { level: 1 }).first().waitFor();
}

describe.each([
  ['phone', VIEWPORTS.phone],
  ['desktop', VIEWPORTS.desktop],
] as const)('Site surveys at %s width', (label, viewport) => {
  it('moves a booked survey to a free time: the old time is bookable again, the visitor’s page and mail show the new one', async () => {
    const name = unique('James Carter');
    const email = `${name.replace(/\W+/g, '-').toLowerCase()}@example.com`;
    // Late times of the coming days, away from the earliest ones other browser tests book.
    const days = await freeDays();
    const old = days[1].slots.at(-2)!;
    const targetDay = days[2];
    const target = targetDay.slots.at(-3)!;
    const booked = await bookAsVisitor(name, email, old.startsAt);
    await smtp.waitForMessagesTo(email, 1, 20_000);

    const owner = await signedInContext(browser, baseUrl, token, viewport);
    try {
      const page = await owner.newPage();
      await page.goto('/admin/booking');
      await waitForAdminPage(page, 'Site surveys');
      // Opens on the coming week, across a month's end if need be.
      await page.getByRole('heading', { level: 2, name: 'Next 7 days' }).waitFor();
      const oldDay = page.locator(`section[aria-label="${agendaHeading(laDay(old.startsAt))}"]`);
      const entry = oldDay.getByRole('button', { name: new RegExp(`^${timeLabel(old.startsAt)} · ${name}`) });
      await entry.waitFor();
      await darkToo(page, `booking-agenda-${label}`);

      await entry.click();
      const drawer = page.getByRole('dialog', { name });
      // The phone, extension and all, dials the number and then the extension after a pause.
      expect(
        await drawer.getByRole('link', { name: '(213) 555-0147 ext. 12', exact: true }).getAttribute('href'),
      ).toBe('tel:+12135550147,12');
      await drawer.getByText(`Booked time: ${longDayOf(old.startsAt)}, ${timeLabel(old.startsAt)}`).waitFor();
      await drawer.getByRole('button', { name: 'Move to another time' }).click();
      const dialog = page.getByRole('dialog', { name: `Move ${name}’s survey` });
      await dialog.getByRole('combobox', { name: 'Day' }).click();
      await page.getByRole('option', { name: new RegExp(`^${shortDay(targetDay.date)} \\(`) }).click();
      await dialog.getByText(timeLabel(target.startsAt), { exact: true }).click();
      await saveScreenshot(page, `booking-move-dialog-${label}-light`);
      // The scheme follows the system while nobody picked one: the open dialog switches in place.
      await page.emulateMedia({ colorScheme: 'dark' });
      await page.locator('html[data-mantine-color-scheme="dark"]').waitFor({ state: 'attached' });
      await saveScreenshot(page, `booking-move-dialog-${label}-dark`);
      await page.emulateMedia({ colorScheme: 'light' });
      await page.locator('html[data-mantine-color-scheme="light"]').waitFor({ state: 'attached' });
      await dialog
        .getByRole('button', { name: `Move to ${shortDay(targetDay.date)}, ${timeLabel(target.startsAt)}` })
        .click();
      await toast(page, 'Survey moved').waitFor();
      await dialog.waitFor({ state: 'hidden' });
      await drawer
        .getByText(`Booked time: ${longDayOf(target.startsAt)}, ${timeLabel(target.startsAt)}`)
        .waitFor();
      await page.keyboard.press('Escape');

      // The agenda shows it on the new day, no longer on the old one.
      const newDay = page.locator(`section[aria-label="${agendaHeading(targetDay.date)}"]`);
      await newDay
        .getByRole('button', { name: new RegExp(`^${timeLabel(target.startsAt)} · ${name}`) })
        .waitFor();
      await eventually(() => oldDay.getByRole('button', { name: new RegExp(name) }).count()).toBe(0);

      // Stored, and the slots the public picker offers follow: the old time free, the new one taken.
      const lead = (await api(baseUrl, token, `/inquiries/${booked.id}`)).body.data;
      expect(lead).toMatchObject({ surveyStartsAt: target.startsAt, surveyEndsAt: target.endsAt });
      expect(await offered(old.startsAt)).toBe(true);
      expect(await offered(target.startsAt)).toBe(false);

      // The visitor's private page shows the new time.
      const visitor = await browser.newContext({ baseURL: baseUrl, viewport });
      try {
        const privatePage = await visitor.newPage();
        await privatePage.goto(booked.managePath);
        const when = privatePage.getByTestId('survey-when');
        await when.waitFor();
        expect(await when.innerText()).toContain(`${timeLabel(target.startsAt)}–`);
        expect(await when.innerText()).toContain(longDayOf(target.startsAt).split(',')[1].trim());
      } finally {
        await visitor.close();
      }

      // And the mail: the new time in words and as the updated calendar entry.
      const [, update] = await smtp.waitForMessagesTo(email, 2, 20_000);
      expect(update.subject).toBe('Your site survey has a new time');
      expect(update.text).toContain(timeLabel(target.startsAt));
      const vevent = new ICAL.Component(ICAL.parse(update.attachments[0].content)).getFirstSubcomponent(
        'vevent',
      )!;
      expect(new ICAL.Event(vevent).startDate.toJSDate().toISOString()).toBe(target.startsAt);
      expect(vevent.getFirstPropertyValue('sequence')).toBe(1);

      // The month view is a click away and places it on its booked day.
      await page.getByText('Month', { exact: true }).click();
      await page.getByRole('heading', { level: 2, name: /\w+ \d{4}/ }).waitFor();
      // Kept in the address, so a reload or a shared link opens the same view.
      await eventually(() => new URL(page.url()).searchParams.get('view')).toBe('month');
      if (laDay(target.startsAt).slice(0, 7) !== laDay(new Date().toISOString()).slice(0, 7))
        await page.getByRole('button', { name: 'Next month' }).click();
      await page
        .getByRole('button', { name: new RegExp(`^${timeLabel(target.startsAt)} · ${name}`) })
        .first()
        .waitFor();
      await darkToo(page, `booking-month-${label}`);

      // The dashboard lists it among the upcoming surveys, at its new time.
      await page.goto('/admin');
      const card = page.getByRole('region', { name: 'Upcoming surveys' });
      await card
        .getByText(`${shortDay(targetDay.date)}, ${timeLabel(target.startsAt)}`)
        .first()
        .waitFor();
      await card.getByRole('link', { name }).waitFor();
      await darkToo(page, `dashboard-upcoming-${label}`);

      // The visitor cancels; the lead shows it as an event in Los Angeles time, by the visitor.
      const cancel = await fetch(`${baseUrl}/api/survey-bookings/${booked.token}/cancel`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: '{}',
      });
      expect(cancel.status).toBe(200);
      const log = (await api(baseUrl, token, '/activity-log?action=survey-cancelled&pageSize=50')).body.data;
      const cancelled = log.find((row: { recordId: number }) => row.recordId === booked.id);
      await page.goto(`/admin/inquiries/${booked.id}/view`);
      await waitForAdminPage(page, name);
      // The phone with its extension dials the number, then the extension after a pause.
      expect(
        await page
          .getByRole('link', { name: '(213) 555-0147 ext. 12', exact: true })
          .first()
          .getAttribute('href'),
      ).toBe('tel:+12135550147,12');
      const history = page.getByRole('region', { name: 'Site survey' });
      await history.getByText('Cancelled by the visitor', { exact: true }).waitFor();
      expect(await history.innerText()).toContain(moment(cancelled.createdAt));
      expect(await history.innerText()).toContain(
        `${longDayOf(target.startsAt)}, ${timeLabel(target.startsAt)}–${timeLabel(target.endsAt)} Pacific Time, cancelled by the visitor`,
      );
      expect(await page.locator('main').innerText()).not.toMatch(RAW_UTC);
      const notes = await page.getByRole('textbox', { name: 'Staff notes' }).inputValue();
      expect(notes).toContain(
        `survey of ${longDayOf(target.startsAt)}, ${timeLabel(target.startsAt)}–${timeLabel(target.endsAt)} Pacific Time cancelled by the visitor`,
      );
      expect(notes).not.toMatch(RAW_UTC);
      await darkToo(page, `lead-view-cancelled-${label}`);

      // The inbox shows the cancellation beside the lead's status.
      await page.goto(`/admin/inquiries?q=${encodeURIComponent(name)}`);
      await waitForAdminPage(page, 'Inquiries');
      await page
        .getByRole('row')
        .filter({ hasText: name })
        .getByText(`Cancelled by the visitor on ${moment(cancelled.createdAt)}`)
        .filter({ visible: true })
        .waitFor();
      await darkToo(page, `inbox-cancelled-${label}`);

      // The agenda keeps it on its day, struck and grey all over: no longer the lead's "New" blue.
      await page.goto('/admin/booking');
      await waitForAdminPage(page, 'Site surveys');
      const cancelledEntry = page
        .locator(`section[aria-label="${agendaHeading(targetDay.date)}"]`)
        .getByRole('button', { name: new RegExp(`^Cancelled: ${timeLabel(target.startsAt)} · ${name}`) });
      await cancelledEntry.waitFor();
      const stripe = await cancelledEntry.evaluate(
        (button) => (button.querySelector('.mantine-Paper-root') as HTMLElement).style.borderLeft,
      );
      expect(stripe).toContain('--mantine-color-gray-6');
      await darkToo(page, `booking-agenda-cancelled-${label}`);
    } finally {
      await owner.close();
    }
  }, 300_000);
});

describe('every time staff read is Los Angeles time', () => {
  it('holds the inbox, the lead’s notes, the calendar, the CSV and the activity log to Los Angeles wall-clock times', async () => {
    const name = unique('Time Check');
    const days = await freeDays();
    const first = days[3].slots.at(-2)!;
    const then = days[4].slots.at(-2)!;
    const booked = await bookAsVisitor(
      name,
      `${name.replace(/\W+/g, '-').toLowerCase()}@example.com`,
      first.startsAt,
    );
    const reschedule = await fetch(`${baseUrl}/api/survey-bookings/${booked.token}/reschedule`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ surveyStartsAt: then.startsAt }),
    });
    expect(reschedule.status).toBe(200);

    // Staff away from Los Angeles (a browser set to Tokyo) still read the business's times.
    const owner = await browser.newContext({
      baseURL: baseUrl,
      viewport: VIEWPORTS.desktop,
      timezoneId: 'Asia/Tokyo',
      storageState: {
        cookies: [],
        origins: [{ origin: baseUrl, localStorage: [{ name: ACCESS_TOKEN_KEY, value: token }] }],
      },
    });
    try {
      const page = await owner.newPage();
      // The calendar: the booked time in Los Angeles time.
      await page.goto('/admin/booking');
      await waitForAdminPage(page, 'Site surveys');
      await page
        .getByRole('button', { name: new RegExp(`^${timeLabel(then.startsAt)} · ${name}`) })
        .waitFor();
      expect(await page.locator('main').innerText()).not.toMatch(RAW_UTC);

      // The inbox: its received time is the Los Angeles one.
      const lead = (await api(baseUrl, token, `/inquiries/${booked.id}`)).body.data;
      await page.goto(`/admin/inquiries?q=${encodeURIComponent(name)}`);
      await waitForAdminPage(page, 'Inquiries');
      const row = page.getByRole('row').filter({ hasText: name });
      await row.waitFor();
      const received = new Intl.DateTimeFormat('en-US', {
        timeZone: BUSINESS_TIME_ZONE,
        dateStyle: 'medium',
        timeStyle: 'short',
      });
      expect(await row.innerText()).toContain(received.format(new Date(lead.createdAt)));
      expect(await row.innerText()).toContain(`Moved to ${moment(then.startsAt)}`);
      expect(await page.locator('main').innerText()).not.toMatch(RAW_UTC);

      // The lead: the notes and the survey's history tell both times and the move in Los Angeles time.
      await page.goto(`/admin/inquiries/${booked.id}/view`);
      await waitForAdminPage(page, name);
      const main = await page.locator('main').innerText();
      expect(main).not.toMatch(RAW_UTC);
      expect(main).toContain(`${longDayOf(then.startsAt)}, ${timeLabel(then.startsAt)}`);
      const notes = await page.getByRole('textbox', { name: 'Staff notes' }).inputValue();
      expect(notes).not.toMatch(RAW_UTC);
      expect(notes).toContain(
        `from ${longDayOf(first.startsAt)}, ${timeLabel(first.startsAt)}–${timeLabel(first.endsAt)} Pacific Time to ${longDayOf(then.startsAt)}, ${timeLabel(then.startsAt)}`,
      );
      const moved = (
        await api(baseUrl, token, '/activity-log?action=survey-rescheduled&pageSize=50')
      ).body.data.find((entry: { recordId: number }) => entry.recordId === booked.id);
      expect(await page.getByRole('region', { name: 'Site survey' }).innerText()).toContain(
        moment(moved.createdAt),
      );
      expect(lead.staffNotes).not.toMatch(RAW_UTC);

      // The activity log on the dashboard names the visitor.
      await page.goto('/admin');
      const entry = page
        .locator('main div')
        .filter({ hasText: 'Moved the survey' })
        .filter({ hasText: name })
        .filter({ hasText: 'Website visitor' })
        .last();
      await entry.waitFor();
      expect(await entry.innerText()).not.toContain('Unknown user');
      expect(await entry.locator('time').getAttribute('title')).toBe(
        received.format(new Date(moved.createdAt)),
      );
      expect(await page.locator('main').innerText()).not.toMatch(RAW_UTC);

      // The CSV: every instant with its Los Angeles offset, the survey's start at its wall-clock time.
      const csv = await (
        await fetch(`${baseUrl}/api/inquiries/export.csv?q=${encodeURIComponent(name)}`, {
          headers: { authorization: `Bearer ${token}` },
        })
      ).text();
      expect(csv).toContain(name);
      expect(csv).not.toMatch(RAW_UTC);
      const wall = new Intl.DateTimeFormat('en-CA', {
        timeZone: BUSINESS_TIME_ZONE,
        year: 'numeric',
        month: '2-digit',
        day: '2-digit',
        hour: '2-digit',
        minute: '2-digit',
        hourCycle: 'h23',
      })
        .format(new Date(then.startsAt))
        .replace(', ', 'T');
      expect(csv).toMatch(new RegExp(`${wall}:00-0[78]:00`));
    } finally {
      await owner.close();
    }
  }, 180_000);
});
