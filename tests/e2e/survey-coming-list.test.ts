import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { BUSINESS_TIME_ZONE } from '@/lib/business-time-zone';
import { addDays, businessToday } from '@/lib/calendar-dates';
import { api, eventually, signedInContext, waitForAdminPage } from './support/admin';
import { launchBrowser, saveScreenshot, VIEWPORTS } from './support/browser';
import { signIn } from './support/server';

/**
 * Site surveys' List view (issue #27): the coming surveys from today on, across a month's end, not
 * the current calendar month only; a cancelled one struck through, marked "Cancelled" and not
 * counted; the view kept over a reload; earlier months one click away. And the month view, on a
 * month with nothing left to go to, names the next survey and opens its month.
 */

const baseUrl = inject('baseUrl');
let browser: Browser;
let token: string;

beforeAll(async () => {
  [browser, token] = await Promise.all([launchBrowser(), signIn(baseUrl)]);
});
afterAll(async () => {
  await browser?.close();
});

const timeLabel = (instant: string) =>
  new Intl.DateTimeFormat('en-US', {
    timeZone: BUSINESS_TIME_ZONE,
    hour: 'numeric',
    minute: '2-digit',
  }).format(new Date(instant));
const monthTitle = (date: string) =>
  new Date(`${date}T12:00:00Z`).toLocaleDateString('en-US', {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });

/** `Tuesday, December 1`. */
const longDay = (date: string) =>
  new Date(`${date}T12:00:00Z`).toLocaleDateString('en-US', {
    weekday: 'long',
    month: 'long',
    day: 'numeric',
    timeZone: 'UTC',
  });

interface Booked {
  day: string;
  cancelled: boolean;
}

const unique = (label: string) =>
  `${label} ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}`;

interface FreeDay {
  date: string;
  slots: { startsAt: string; endsAt: string }[];
}

async function bookAsVisitor(name: string, startsAt: string) {
  const response = await fetch(`${baseUrl}/api/survey-bookings`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      name,
      email: `${name.replace(/\W+/g, '-').toLowerCase()}@example.com`,
      phone: '(213) 555-0163',
      address: '3450 Wilshire Blvd, Los Angeles',
      postalCode: '90010',
      surveyStartsAt: startsAt,
    }),
  });
  expect(response.status).toBe(201);
  return (await response.json()).data as { id: number; token: string };
}

/** The leading number of `3 surveys from today on` (`0 surveys` when none). */
const countIn = (text: string) => Number(text.match(/^(\d+) surveys? /)?.[1] ?? Number.NaN);

async function expectCountLeavesCancelledOut(page: Page) {
  const rows = page.getByRole('table', { name: 'Site surveys' }).locator('tbody tr');
  const count = page.getByText(/ from today on$/);
  await eventually(async () => {
    const cancelled = await rows.filter({ has: page.getByRole('button', { name: /^Cancelled: / }) }).count();
    return countIn(await count.innerText()) === (await rows.count()) - cancelled;
  }).toBe(true);
}

describe('Site surveys as a list', () => {
  it('lists the coming surveys from today on, a cancelled one struck and not counted, and keeps the list over a reload', async () => {
    // Five days ahead (past a month's end late in a month), late times the other browser tests leave.
    const days: FreeDay[] = (await api(baseUrl, token, '/survey-slots?days=21')).body.data.days;
    const ahead = days.filter((day) => day.date >= addDays(businessToday(), 5) && day.slots.length > 1);
    expect(ahead.length, 'two free days from five days ahead').toBeGreaterThan(1);
    const kept = { name: unique('Ana Morales'), slot: ahead[0].slots.at(-1)! };
    const dropped = { name: unique('Leo Brandt'), slot: ahead[1].slots.at(-1)! };
    await bookAsVisitor(kept.name, kept.slot.startsAt);
    const toCancel = await bookAsVisitor(dropped.name, dropped.slot.startsAt);
    const cancel = await fetch(`${baseUrl}/api/survey-bookings/${toCancel.token}/cancel`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{}',
    });
    expect(cancel.status).toBe(200);

    const owner = await signedInContext(browser, baseUrl, token, VIEWPORTS.desktop);
    try {
      const page = await owner.newPage();
      await page.goto('/admin/booking');
      await waitForAdminPage(page, 'Site surveys');
      // The week's button reads as the heading it opens on.
      await page.getByRole('heading', { level: 2, name: 'Next 7 days' }).waitFor();
      expect(await page.getByRole('radio', { name: 'Next 7 days' }).isChecked()).toBe(true);

      await page.getByText('List', { exact: true }).click();
      await page.getByRole('heading', { level: 2, name: 'Coming site surveys' }).waitFor();
      await eventually(() => new URL(page.url()).searchParams.get('view')).toBe('list');
      const table = page.getByRole('table', { name: 'Site surveys' });
      const keptRow = table.getByRole('row').filter({ hasText: kept.name });
      await keptRow
        .getByRole('button', { name: `${timeLabel(kept.slot.startsAt)} · ${kept.name}`, exact: true })
        .waitFor();
      expect(await keptRow.innerText()).not.toContain('Cancelled');

      const droppedRow = table.getByRole('row').filter({ hasText: dropped.name });
      const droppedName = droppedRow.getByRole('button', {
        name: `Cancelled: ${timeLabel(dropped.slot.startsAt)} · ${dropped.name}`,
        exact: true,
      });
      await droppedName.waitFor();
      expect(await droppedName.evaluate((element) => getComputedStyle(element).textDecorationLine)).toBe(
        'line-through',
      );
      await droppedRow.getByText('Cancelled', { exact: true }).waitFor();
      await expectCountLeavesCancelledOut(page);
      await saveScreenshot(page, 'booking-coming-list-desktop');

      await page.reload();
      await waitForAdminPage(page, 'Site surveys');
      await page.getByRole('heading', { level: 2, name: 'Coming site surveys' }).waitFor();
      await keptRow.waitFor();
      await expectCountLeavesCancelledOut(page);

      // Earlier surveys: this month's whole list, then the month before, the month in the address.
      await page.getByRole('button', { name: 'Earlier' }).click();
      const thisMonth = businessToday();
      await page.getByRole('heading', { level: 2, name: monthTitle(thisMonth) }).waitFor();
      await eventually(() => new URL(page.url()).searchParams.get('month')).toBe(thisMonth.slice(0, 7));
      await page.getByRole('button', { name: 'Previous month' }).click();
      const lastMonth = addDays(`${thisMonth.slice(0, 7)}-01`, -1);
      await page.getByRole('heading', { level: 2, name: monthTitle(lastMonth) }).waitFor();
      await page.reload();
      await page.getByRole('heading', { level: 2, name: monthTitle(lastMonth) }).waitFor();
      await page.getByRole('button', { name: 'Coming surveys' }).click();
      await page.getByRole('heading', { level: 2, name: 'Coming site surveys' }).waitFor();
      await eventually(() => new URL(page.url()).searchParams.has('month')).toBe(false);

      // The month view: with no survey left to go to this month, it names the next one and opens its month.
      const today = businessToday();
      const toGo = (list: Booked[]) => list.filter((booking) => !booking.cancelled);
      const leftThisMonth = toGo(
        (await api(baseUrl, token, `/bookings?month=${today.slice(0, 7)}`)).body.data,
      ).filter((booking) => booking.day >= today);
      if (leftThisMonth.length === 0) {
        const coming: Booked[] = (await api(baseUrl, token, `/bookings?from=${today}&days=183`)).body.data;
        const next = toGo(coming).find((booking) => booking.day.slice(0, 7) > today.slice(0, 7))!;
        await page.getByText('Month', { exact: true }).click();
        const note = page.getByRole('status').filter({ hasText: 'No more site surveys this month.' });
        await note.getByText(longDay(next.day)).waitFor();
        await note.getByRole('button', { name: `Show ${monthTitle(next.day)}` }).click();
        await page.getByRole('heading', { level: 2, name: monthTitle(next.day) }).waitFor();
        await eventually(() => new URL(page.url()).searchParams.get('month')).toBe(next.day.slice(0, 7));
        await page.reload();
        await page.getByRole('heading', { level: 2, name: monthTitle(next.day) }).waitFor();
        await page.getByRole('button', { name: 'This month' }).click();
        await page.getByRole('heading', { level: 2, name: monthTitle(today) }).waitFor();
      }
    } finally {
      await owner.close();
    }
  }, 120_000);
});
