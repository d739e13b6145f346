import ICAL from 'ical.js';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { surveyTimeText } from '@/features/survey-schedule/slot-labels';
import { wallClockOf } from '@/features/survey-schedule/wall-clock';
import { deliverPendingMail } from '@/server/mail/delivery';
import { createSmtpServer, saveEmailSettings, type TestSmtpServer } from './support/smtp';
import { createTestContext, type TestContext } from './support/test-app';

let t: TestContext;
let smtp: TestSmtpServer;
let staffToken: string;

beforeAll(async () => {
  t = await createTestContext({ rateLimits: { publicFormsPerIpPerHour: 10_000 } });
  staffToken = (await t.createUser({ role: 'editor', firstName: 'Sam', lastName: 'Staff' })).token;
  smtp = await createSmtpServer();
  await smtp.start();
  await saveEmailSettings(t, (await t.createUser({ role: 'admin' })).token, smtp);
});
afterAll(async () => {
  await smtp.stop();
  await t.destroy();
});
beforeEach(() => {
  smtp.received.length = 0;
});

interface FreeDay {
  date: string;
  slots: { startsAt: string; endsAt: string; time: string }[];
}
const freeDays = async (query = ''): Promise<FreeDay[]> =>
  (await t.call(`/api/survey-slots?days=30${query}`)).body.data.days;
const freeStartsOn = async (date: string) =>
  ((await freeDays(`&from=${date}`)).find((day) => day.date === date)?.slots ?? []).map(
    (slot) => slot.startsAt,
  );

const deliver = () => deliverPendingMail({ ...t.deps, database: async () => t.database });

async function book(startsAt: string, email: string, name = 'James Carter') {
  const answer = await t.call('/api/survey-bookings', {
    method: 'POST',
    ip: '203.0.113.40',
    json: {
      name,
      email,
      phone: '(213) 555-0199',
      address: '500 Main St, Los Angeles',
      postalCode: '90012',
      sourcePath: '/free-quote',
      formStartedAt: Date.now() - 60_000,
      surveyStartsAt: startsAt,
    },
  });
  expect(answer.status).toBe(201);
  return answer.body.data as { id: number; token: string };
}

const move = (id: number, surveyStartsAt: string, token: string | null = staffToken) =>
  t.call(`/api/bookings/${id}/move`, { method: 'POST', token: token ?? undefined, json: { surveyStartsAt } });

describe('staff move a booked survey', () => {
  it('claims the new free time, frees the old one, mails the visitor the new .ics and moves it everywhere', async () => {
    const days = await freeDays();
    const [from, to] = [days[1], days[4]];
    const old = from.slots[0];
    const target = to.slots[1];
    const booked = await book(old.startsAt, 'james@example.com');

    const moved = await move(booked.id, target.startsAt);
    expect(moved.status).toBe(200);
    expect(moved.body.data).toMatchObject({
      id: booked.id,
      day: to.date,
      preferredDate: null,
      surveyStartsAt: target.startsAt,
      surveyEndsAt: target.endsAt,
    });

    // The old time is offered to the public again, the new one no longer.
    expect(await freeStartsOn(from.date)).toContain(old.startsAt);
    expect(await freeStartsOn(to.date)).not.toContain(target.startsAt);

    // The visitor's private link shows the new time, one change later.
    const page = await t.call(`/api/survey-bookings/${booked.token}`);
    expect(page.body.data).toMatchObject({ startsAt: target.startsAt, sequence: 1 });

    // The calendar places it by its booked time, on the new day only.
    const week = await t.call(`/api/bookings?from=${from.date}&days=30`, { token: staffToken });
    const entries = week.body.data.filter((entry: { id: number }) => entry.id === booked.id);
    expect(entries).toEqual([
      expect.objectContaining({
        day: to.date,
        surveyStartsAt: target.startsAt,
        lastChange: expect.stringMatching(
          /^Moved by Sam Staff on \w{3}, \w{3} \d+, \d{4}, \d+:\d\d [AP]M Pacific Time$/,
        ),
      }),
    ]);

    // The visitor is mailed the new time with the calendar file (same UID, SEQUENCE 1).
    await deliver();
    const [, update] = await smtp.waitForMessagesTo('james@example.com', 2);
    expect(update.subject).toBe('Your site survey has a new time');
    const vevent = new ICAL.Component(ICAL.parse(update.attachments[0].content)).getFirstSubcomponent(
      'vevent',
    )!;
    expect(vevent.getFirstPropertyValue('sequence')).toBe(1);
    expect(new ICAL.Event(vevent).startDate.toJSDate().toISOString()).toBe(target.startsAt);
    // Staff made the change: no "moved by the visitor" notice goes to them.
    expect(smtp.received.some((mail) => mail.subject.startsWith('Site survey moved by'))).toBe(false);

    // Logged under the staff member; the lead's history and notes tell it in Los Angeles time.
    const lead = (await t.call(`/api/inquiries/${booked.id}`, { token: staffToken })).body.data;
    expect(lead.surveyHistory.state).toBe('moved');
    expect(lead.surveyHistory.rows).toContainEqual({
      label: 'Booked time',
      value: surveyTimeText(target.startsAt, target.endsAt),
    });
    expect(lead.surveyHistory.rows.map((row: { label: string }) => row.label)).toContain(
      'Moved by Sam Staff',
    );
    expect(lead.staffNotes).toContain(`to ${surveyTimeText(target.startsAt, target.endsAt)}`);
    const log = await t.call('/api/activity-log?action=survey-rescheduled', { token: staffToken });
    expect(log.body.data[0]).toMatchObject({ recordId: booked.id, userName: 'Sam Staff' });
  });

  it('refuses a taken time with a clear 409, a time the slots never offer with 400, and keeps the booking', async () => {
    const days = await freeDays();
    const day = days[6];
    const mine = await book(day.slots[0].startsAt, 'mine@example.com');
    await book(day.slots[1].startsAt, 'theirs@example.com');

    const taken = await move(mine.id, day.slots[1].startsAt);
    expect(taken.status).toBe(409);
    expect(taken.body.message).toMatch(/just booked by someone else/);
    const offHours = new Date(new Date(day.slots[0].startsAt).getTime() + 10 * 60_000).toISOString();
    expect((await move(mine.id, offHours)).status).toBe(400);
    expect((await move(mine.id, '2020-01-06T17:00:00.000Z')).status).toBe(400);
    // The time it already has, written as UTC or with the Los Angeles offset: no move, nothing logged.
    const movesBefore = (await t.call('/api/activity-log?action=survey-rescheduled', { token: staffToken }))
      .body.total;
    const sameInstant = new Date(day.slots[0].startsAt);
    const withOffset = `${new Date(sameInstant.getTime() - 8 * 3_600_000).toISOString().slice(0, 19)}-08:00`;
    for (const same of [day.slots[0].startsAt, withOffset]) {
      const refused = await move(mine.id, same);
      expect(refused.status, same).toBe(400);
      expect(refused.body.errors.surveyStartsAt[0]).toMatch(/already at that time/);
    }
    const movesAfter = (await t.call('/api/activity-log?action=survey-rescheduled', { token: staffToken }))
      .body.total;
    expect(movesAfter).toBe(movesBefore);
    const kept = (await t.call(`/api/inquiries/${mine.id}`, { token: staffToken })).body.data;
    expect(kept.surveyStartsAt).toBe(day.slots[0].startsAt);
  });

  it('lets exactly one of several staff moves to one time through', async () => {
    const days = await freeDays();
    const day = days[8];
    const leads = await Promise.all(
      [0, 1, 2, 3, 4].map((index) => book(days[9].slots[index].startsAt, `racer${index}@example.com`)),
    );
    const target = day.slots[2].startsAt;
    const answers = await Promise.all(leads.map((lead) => move(lead.id, target)));
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409, 409, 409, 409]);
    const holders = (await t.call(`/api/bookings?from=${day.date}&days=1`, { token: staffToken })).body.data;
    expect(
      holders.filter((entry: { surveyStartsAt: string }) => entry.surveyStartsAt === target),
    ).toHaveLength(1);
  });

  it('answers 401 without a token, 404 for a request without a booked time, 400 for a bad body', async () => {
    const [day] = await freeDays();
    expect((await move(1, day.slots[0].startsAt, null)).status).toBe(401);
    const created = await t.call('/api/inquiries', {
      method: 'POST',
      token: staffToken,
      json: { name: 'Phone lead', email: 'phone@example.com', message: 'Called in', preferredDate: day.date },
    });
    expect(created.status).toBe(201);
    const unbooked = await move(created.body.data.id, day.slots[0].startsAt);
    expect(unbooked.status).toBe(404);
    expect(unbooked.body.message).toMatch(/no booked survey/);
    const lead = await book(day.slots.at(-1)!.startsAt, 'body@example.com');
    for (const json of [
      {},
      { surveyStartsAt: 'tomorrow' },
      { surveyStartsAt: day.slots[0].startsAt, x: 1 },
    ]) {
      const answer = await t.call(`/api/bookings/${lead.id}/move`, {
        method: 'POST',
        token: staffToken,
        json,
      });
      expect(answer.status, JSON.stringify(json)).toBe(400);
    }
  });

  it('never lets the inquiry edit change a booked time or its day; a request without one keeps its preferred day', async () => {
    const days = await freeDays();
    const day = days[10];
    const lead = await book(day.slots[0].startsAt, 'edit@example.com');
    const other = days[11];
    for (const json of [
      { preferredDate: other.date },
      { surveyStartsAt: other.slots[0].startsAt },
      { surveyEndsAt: other.slots[0].endsAt },
    ]) {
      const answer = await t.call(`/api/inquiries/${lead.id}`, { method: 'PATCH', token: staffToken, json });
      expect(answer.status, JSON.stringify(json)).toBe(400);
      expect(answer.body.message).toMatch(/moved in Site surveys/);
    }
    // The same values sent back with a status change pass.
    const same = await t.call(`/api/inquiries/${lead.id}`, {
      method: 'PATCH',
      token: staffToken,
      json: { status: 'contacted', preferredDate: day.date, surveyStartsAt: day.slots[0].startsAt },
    });
    expect(same.status).toBe(200);
    expect(await freeStartsOn(other.date)).toContain(other.slots[0].startsAt);
    // A time cannot be invented on a new lead either.
    const invented = await t.call('/api/inquiries', {
      method: 'POST',
      token: staffToken,
      json: { name: 'X', email: 'x@example.com', message: 'x', surveyStartsAt: other.slots[0].startsAt },
    });
    expect(invented.status).toBe(400);
  });
});

describe('a visitor cancels', () => {
  it('shows on the lead as a cancellation in Los Angeles time, by the website visitor', async () => {
    const days = await freeDays();
    const slot = days[12].slots[0];
    const lead = await book(slot.startsAt, 'cancel@example.com', 'Cancelling Carla');
    const cancelled = await t.call(`/api/survey-bookings/${lead.token}/cancel`, { method: 'POST', json: {} });
    expect(cancelled.status).toBe(200);
    const record = (await t.call(`/api/inquiries/${lead.id}`, { token: staffToken })).body.data;
    expect(record.surveyHistory.state).toBe('cancelled');
    expect(record.surveyHistory.summary).toMatch(
      /^Cancelled by the visitor on \w{3}, \w{3} \d+, \d{4}, \d+:\d\d [AP]M Pacific Time$/,
    );
    expect(record.surveyHistory.rows.map((row: { label: string }) => row.label)).toEqual([
      'Booked time',
      'Booked online',
      'Cancelled by the visitor',
    ]);
    expect(record.staffNotes).toContain(
      `survey of ${surveyTimeText(slot.startsAt, slot.endsAt)} cancelled by the visitor`,
    );
    expect(record.staffNotes).not.toMatch(/\d{4}-\d\d-\d\dT\d\d:\d\d(:\d\d)?(\.\d+)?Z/);
    // The cancelled time is free again; the calendar still shows the survey on its day, cancelled.
    expect(await freeStartsOn(days[12].date)).toContain(slot.startsAt);
    const week = await t.call(`/api/bookings?from=${wallClockOf(new Date(slot.startsAt)).date}&days=1`, {
      token: staffToken,
    });
    expect(week.body.data.find((entry: { id: number }) => entry.id === lead.id)).toMatchObject({
      cancelled: true,
      surveyStartsAt: slot.startsAt,
    });
  });
});
