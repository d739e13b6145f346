import type { Browser, Locator } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BUSINESS_TIME_ZONE } from '@/lib/business-time-zone';
import { addDays, businessToday } from '@/lib/calendar-dates';
import { api, eventually, expectNoConsoleErrors, openPage, toast, waitForAdminPage } from './support/admin';
import { launchBrowser, saveScreenshot, VIEWPORTS } from './support/browser';
import { type RunningServer, signIn, startServer } from './support/server';

/**
 * Survey availability as the owner sets it: opening hours with time pickers (a break included), a
 * holiday closed in one click, a day off picked in a calendar; saved, the public slots follow. A
 * refused entry brings its field into view with the cursor in it, and the message names it.
 */

// A server of its own: the hours changed here would move the other files' bookable times.
let server: RunningServer;
let browser: Browser;
let token: string;

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer(), launchBrowser()]);
  token = await signIn(server.url);
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

interface Slot {
  startsAt: string;
  endsAt: string;
}

/** The free slots the public API offers on one Los Angeles day. */
async function slotsOn(date: string): Promise<Slot[]> {
  const { status, body } = await api(server.url, token, `/survey-slots?from=${date}&days=1`);
  expect(status).toBe(200);
  return body.data.days.find((day: { date: string }) => day.date === date)?.slots ?? [];
}

const wallClock = (instant: string) =>
  new Intl.DateTimeFormat('en-GB', {
    timeZone: BUSINESS_TIME_ZONE,
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(new Date(instant));

/** The first date after `from` that falls on a weekday (0 Sunday … 6 Saturday). */
function nextWeekday(from: string, weekday: number): string {
  let date = addDays(from, 1);
  while (new Date(`${date}T12:00:00Z`).getUTCDay() !== weekday) date = addDays(date, 1);
  return date;
}

/** Whether the element is on screen and nothing (the sticky save bar) covers its middle. */
function uncovered(input: Locator) {
  return input.evaluate((element) => {
    const box = element.getBoundingClientRect();
    if (box.bottom <= 0 || box.top >= window.innerHeight) return false;
    const atMiddle = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    return atMiddle === element || element.contains(atMiddle);
  });
}

const CASES = [
  { viewport: VIEWPORTS.desktop, day: 'Monday', weekday: 1, weeksOut: 1 },
  { viewport: VIEWPORTS.phone, day: 'Wednesday', weekday: 3, weeksOut: 2 },
] as const;

describe('survey availability', () => {
  for (const { viewport, day, weekday, weeksOut } of CASES) {
    it(`at ${viewport.width} px: hours picked with time pickers, a holiday in one click and a picked day off reach the public slots`, async () => {
      const { context, page, errors } = await openPage(browser, server.url, { token, viewport });
      try {
        await page.goto('/admin/booking/availability');
        await waitForAdminPage(page, 'Survey availability');
        const main = page.getByRole('main');
        // Far enough ahead for any holiday of the coming months to be bookable before it is closed.
        await main.getByRole('textbox', { name: 'Weeks ahead', exact: true }).fill('26');

        // Hours: 10:00 to 14:00, then 15:00 to 16:30 after a break.
        const hours = main.getByRole('group', { name: `${day} hours` });
        await hours.getByLabel('Opens', { exact: true }).fill('10:00');
        await hours.getByLabel('Closes', { exact: true }).fill('14:00');
        await hours.getByRole('button', { name: 'Add hours after a break' }).click();
        await hours.getByLabel('Opens again', { exact: true }).fill('15:00');
        await hours.getByLabel('Closes again', { exact: true }).fill('16:30');

        // Sunday: opened with its switch, then closed again.
        const sunday = main.getByRole('group', { name: 'Sunday hours' });
        await sunday.getByRole('switch', { name: 'Closed on Sunday' }).click();
        await sunday.getByLabel('Opens', { exact: true }).waitFor();
        await sunday.getByRole('switch', { name: 'Open on Sunday' }).click();
        expect(await sunday.getByLabel('Opens', { exact: true }).count()).toBe(0);

        // The first holiday offered that has free times now (not a Sunday, not within the notice).
        const closed = main.getByRole('group', { name: 'Closed dates' });
        // The dates saved by an earlier run are listed too: count what this one adds.
        const listed = await closed.getByRole('listitem').count();
        const offered = closed.getByRole('button', { name: /·/ });
        await offered.first().waitFor();
        let holiday: { name: string; date: string } | undefined;
        for (const button of await offered.all()) {
          const date = String(await button.getAttribute('data-date'));
          if ((await slotsOn(date)).length) {
            holiday = { name: (await button.innerText()).trim(), date };
            await button.click();
            break;
          }
        }
        expect(holiday, 'a holiday with free times is offered').toBeDefined();
        const chosen = closed.getByRole('list', { name: 'Closed dates chosen' });
        await expect.poll(() => chosen.getByRole('listitem').count()).toBe(listed + 1);
        expect(await closed.getByRole('button', { name: holiday!.name }).count()).toBe(0);

        // A day off picked with the date picker: a Friday a week or two out.
        let dayOff = nextWeekday(addDays(businessToday(), 7 * weeksOut), 5);
        if (dayOff === holiday!.date) dayOff = addDays(dayOff, 7);
        expect((await slotsOn(dayOff)).length).toBeGreaterThan(0);
        await closed.getByLabel('Date to add', { exact: true }).fill(dayOff);
        await closed.getByRole('button', { name: 'Add date', exact: true }).click();
        await expect.poll(() => chosen.getByRole('listitem').count()).toBe(listed + 2);
        await saveScreenshot(page, `survey-availability-${viewport.width}`);

        await main.getByRole('button', { name: 'Save settings', exact: true }).click();
        const saved = toast(page, 'Settings saved');
        await saved.waitFor();
        expect(await saved.innerText()).toContain('Your changes to Survey availability were saved.');

        // Stored in the format the slot engine reads.
        const stored = (await api(server.url, token, '/settings/survey-availability')).body.data;
        expect(stored[`${day.toLowerCase()}Hours`]).toBe('10:00-14:00, 15:00-16:30');
        expect(stored.sundayHours).toBeNull();
        expect(stored.closedDates).toEqual(expect.arrayContaining([holiday!.date, dayOff]));

        // The public slots follow: none on the holiday or the day off, and the day's only inside its hours.
        await eventually(async () => (await slotsOn(holiday!.date)).length).toBe(0);
        expect(await slotsOn(dayOff)).toEqual([]);
        let open = nextWeekday(addDays(businessToday(), 2), weekday);
        if (open === holiday!.date) open = addDays(open, 7);
        const times = (await slotsOn(open)).map(
          (slot) => `${wallClock(slot.startsAt)}-${wallClock(slot.endsAt)}`,
        );
        expect(times).toEqual(['10:00-11:00', '11:30-12:30', '13:00-14:00', '15:00-16:00']);
        expectNoConsoleErrors(errors);
      } finally {
        await context.close();
      }
    }, 150_000);

    it(`at ${viewport.width} px: a refused entry is brought into view, focused, and named`, async () => {
      const { context, page, errors } = await openPage(browser, server.url, { token, viewport });
      try {
        const before = (await api(server.url, token, '/settings/survey-availability')).body.data;
        await page.goto('/admin/booking/availability');
        await waitForAdminPage(page, 'Survey availability');
        const main = page.getByRole('main');
        // Saturday closes before it opens.
        const saturday = main.getByRole('group', { name: 'Saturday hours' });
        await saturday.getByLabel('Opens', { exact: true }).fill('13:00');
        await saturday.getByLabel('Closes', { exact: true }).fill('09:00');
        await page.evaluate(() => window.scrollTo(0, 0));
        await main.getByRole('button', { name: 'Save settings', exact: true }).click();

        const problem = toast(page, 'Check the form');
        await problem.waitFor();
        expect(await problem.innerText()).toContain('Saturday hours: “13:00-09:00” must end after it starts');
        const opens = saturday.getByLabel('Opens', { exact: true });
        await eventually(() => opens.evaluate((element) => element === document.activeElement)).toBe(true);
        await eventually(() => uncovered(opens)).toBe(true);
        expect(await saturday.getByText('must end after it starts').isVisible()).toBe(true);
        await saveScreenshot(page, `survey-availability-refused-${viewport.width}`);
        expect((await api(server.url, token, '/settings/survey-availability')).body.data).toEqual(before);
        expectNoConsoleErrors(errors);
      } finally {
        await context.close();
      }
    }, 150_000);
  }
});
