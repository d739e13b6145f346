import ICAL from 'ical.js';
import type { Kysely } from 'kysely';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { surveyLinkOf } from '@/features/survey-booking/server/survey-lookup';
import { DEFAULT_AVAILABILITY } from '@/features/survey-schedule/availability';
import { BUSINESS_TIME_ZONE } from '@/lib/business-time-zone';
import { deliverPendingMail } from '@/server/mail/delivery';
import { createSmtpServer, type ReceivedMail, saveEmailSettings, type TestSmtpServer } from './support/smtp';
import { createTestContext, type TestContext } from './support/test-app';

let t: TestContext;
let smtp: TestSmtpServer;
let staffToken: string;

beforeAll(async () => {
  t = await createTestContext({ rateLimits: { publicFormsPerIpPerHour: 10_000 } });
  staffToken = (await t.createUser({ role: 'editor' })).token;
  smtp = await createSmtpServer();
  await smtp.start();
  await saveEmailSettings(t, (await t.createUser({ role: 'admin' })).token, smtp);
});
afterAll(async () => {
  await smtp.stop();
  await t.destroy();
});
beforeEach(async () => {
  await t.database.db.deleteFrom('mail_outbox').execute();
  smtp.received.length = 0;
});

// biome-ignore lint/suspicious/noExplicitAny: module tables are not in the static schema.
const moduleDb = () => t.database.db as unknown as Kysely<any>;
const inquiryCount = async () =>
  Number(
    (
      await moduleDb()
        .selectFrom('inquiries')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirst()
    )?.n,
  );

const linkDeps = () => ({ ...t.deps, database: async () => t.database });
const deliver = () => deliverPendingMail({ ...t.deps, database: async () => t.database });

interface FreeDay {
  date: string;
  slots: { startsAt: string; endsAt: string; time: string }[];
}
async function freeDays(query = ''): Promise<FreeDay[]> {
  const answer = await t.call(`/api/survey-slots${query}`);
  expect(answer.status).toBe(200);
  return answer.body.data.days;
}

async function mailWhere(matches: (mail: ReceivedMail) => boolean): Promise<ReceivedMail> {
  const deadline = Date.now() + 5000;
  for (;;) {
    const found = smtp.received.find(matches);
    if (found) return found;
    if (Date.now() > deadline) throw new Error('no such mail arrived');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

const LONG_AGO = () => Date.now() - 60_000;
const booking = (surveyStartsAt: string, overrides: Record<string, unknown> = {}) => ({
  name: 'Rosa Diaz',
  email: 'rosa@example.com',
  phone: '(213) 555-0101',
  address: '1200 Echo Park Ave, Los Angeles',
  postalCode: '90026',
  sourcePath: '/free-quote',
  formStartedAt: LONG_AGO(),
  surveyStartsAt,
  ...overrides,
});
const book = (json: unknown, ip = '203.0.113.9') =>
  t.call('/api/survey-bookings', { method: 'POST', json, ip });

describe('free survey slots', () => {
  it('lists the days with free slots in Los Angeles time, uncached; bad queries answer 400', async () => {
    const answer = await t.call('/api/survey-slots?days=14');
    expect(answer.status).toBe(200);
    expect(answer.headers.get('cache-control')).toBe('no-store');
    expect(answer.body.data.timeZone).toBe(BUSINESS_TIME_ZONE);
    const days: FreeDay[] = answer.body.data.days;
    expect(days.length).toBeGreaterThan(5);
    for (const day of days) expect(day.slots.length).toBeGreaterThan(0);
    for (const query of ['?from=2026-02-30', '?days=0', '?days=500', '?from=tomorrow', '?colour=blue']) {
      const bad = await t.call(`/api/survey-slots${query}`);
      expect(bad.status, query).toBe(400);
      expect(bad.body.success).toBe(false);
    }
    expect(await freeDays('?from=2090-01-01')).toEqual([]);
  });
});

describe('booking a survey', () => {
  it('lets exactly one of 50 parallel bookings of one slot through; the other 49 get 409 and store nothing', async () => {
    const [day] = await freeDays();
    const slot = day.slots[0];
    const before = await inquiryCount();
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, index) =>
        book(
          booking(slot.startsAt, { name: `Racer ${index}`, email: `racer${index}@example.com` }),
          `198.51.100.${index + 1}`,
        ),
      ),
    );
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 201)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(49);
    const refused = answers.find((answer) => answer.status === 409)!;
    expect(refused.body).toMatchObject({ success: false, message: expect.stringMatching(/just booked/) });
    expect(await inquiryCount()).toBe(before + 1);
    const holders = await moduleDb()
      .selectFrom('inquiries')
      .selectAll()
      .where('surveyStartsAt', 'is not', null)
      .execute();
    expect(
      holders.filter((row) => new Date(row.surveyStartsAt).toISOString() === slot.startsAt),
    ).toHaveLength(1);
    // The slot is gone from the free ones; the day's others remain.
    const after = (await freeDays(`?from=${day.date}&days=1`))[0];
    expect(after?.slots.map((free) => free.startsAt) ?? []).not.toContain(slot.startsAt);
  });

  it('stores one lead with the time, shows it in the calendar and mails staff and visitor (.ics attached)', async () => {
    const days = await freeDays();
    const day = days[1];
    const slot = day.slots.at(-1)!;
    const answer = await book(
      booking(slot.startsAt, { name: 'Calendar Check', email: 'calendar@example.com' }),
    );
    expect(answer.status).toBe(201);
    expect(answer.body.data).toMatchObject({ startsAt: slot.startsAt, endsAt: slot.endsAt });
    expect(answer.body.data.managePath).toBe(`/survey/${answer.body.data.token}`);

    const stored = await t.call(`/api/inquiries/${answer.body.data.id}`, { token: staffToken });
    expect(stored.body.data).toMatchObject({
      name: 'Calendar Check',
      status: 'new',
      preferredDate: day.date,
      surveyStartsAt: slot.startsAt,
      surveyEndsAt: slot.endsAt,
      message: 'Booked a free site survey online.',
    });
    const month = await t.call(`/api/bookings?month=${day.date.slice(0, 7)}`, { token: staffToken });
    expect(month.body.data).toContainEqual(
      expect.objectContaining({
        id: answer.body.data.id,
        day: day.date,
        surveyStartsAt: slot.startsAt,
      }),
    );

    await deliver();
    // The mail worker may still be sending the previous test's mail: find this booking's.
    const staffMail = await mailWhere((mail) => mail.subject.includes('Calendar Check'));
    expect(staffMail.subject).toMatch(/^Site survey booked by Calendar Check: .* Pacific Time$/);
    const [visitorMail] = await smtp.waitForMessagesTo('calendar@example.com', 1);
    expect(visitorMail.subject).toBe('Your free site survey is booked');
    expect(visitorMail.text).toContain(`/survey/${answer.body.data.token}`);
    const ics = visitorMail.attachments.find((file) => file.filename === 'site-survey.ics');
    expect(ics?.contentType).toMatch(/^text\/calendar/);
    const vevent = new ICAL.Event(
      new ICAL.Component(ICAL.parse(ics!.content)).getFirstSubcomponent('vevent')!,
    );
    expect(vevent.startDate.toJSDate().toISOString()).toBe(slot.startsAt);
    expect(vevent.endDate.toJSDate().toISOString()).toBe(slot.endsAt);
    // A map app finds the house by the street and the ZIP code.
    expect(vevent.location).toBe('1200 Echo Park Ave, Los Angeles, 90026');
    // The private link waited sealed in the outbox, and nothing of it is kept once sent.
    const rows = await t.database.db
      .selectFrom('mail_outbox')
      .selectAll()
      .where('relatedId', '=', answer.body.data.id)
      .execute();
    for (const row of rows)
      expect(`${row.html}${row.text}${row.attachments ?? ''}`).not.toContain(answer.body.data.token);
  });

  it('answers bad input with 400 and stores nothing', async () => {
    const [day] = await freeDays();
    const before = await inquiryCount();
    const cases = [
      booking(day.slots[0].startsAt, { email: 'not-an-address' }),
      booking(day.slots[0].startsAt, { name: '' }),
      booking('2026-13-01T10:00:00Z'),
      booking(day.slots[0].startsAt, { status: 'won' }),
      booking(day.slots[0].startsAt, { surveyEndsAt: day.slots[0].endsAt }),
      booking(new Date(new Date(day.slots[0].startsAt).getTime() + 600_000).toISOString()),
      booking('2020-01-06T17:00:00.000Z'),
      // A technician drives there: no site visit without a street address.
      booking(day.slots[0].startsAt, { address: undefined }),
      booking(day.slots[0].startsAt, { address: '   ' }),
    ];
    for (const json of cases) {
      const answer = await book(json);
      expect(answer.status, JSON.stringify(json)).toBe(400);
      expect(answer.body.success).toBe(false);
    }
    const malformed = await t.call('/api/survey-bookings', {
      method: 'POST',
      body: '{"name":',
      headers: { 'content-type': 'application/json' },
    });
    expect(malformed.status).toBe(400);
    expect(await inquiryCount()).toBe(before);
  });
});

describe('the private link', () => {
  it('reschedules to another free slot (same UID, SEQUENCE + 1), then cancels and stops working', async () => {
    const days = await freeDays();
    const first = days[2].slots[0];
    const booked = await book(booking(first.startsAt, { name: 'Mover', email: 'mover@example.com' }));
    expect(booked.status).toBe(201);
    const { token, id } = booked.body.data;
    const shown = await t.call(`/api/survey-bookings/${token}`);
    expect(shown.status).toBe(200);
    expect(shown.body.data).toMatchObject({ startsAt: first.startsAt, sequence: 0 });

    // A slot someone else holds is refused; the booking keeps its time.
    const other = days[3].slots[0];
    expect((await book(booking(other.startsAt, { email: 'other@example.com' }))).status).toBe(201);
    const clash = await t.call(`/api/survey-bookings/${token}/reschedule`, {
      method: 'POST',
      json: { surveyStartsAt: other.startsAt },
    });
    expect(clash.status).toBe(409);

    const target = days[3].slots[1];
    const moved = await t.call(`/api/survey-bookings/${token}/reschedule`, {
      method: 'POST',
      json: { surveyStartsAt: target.startsAt },
    });
    expect(moved.status).toBe(200);
    expect(moved.body.data).toMatchObject({ startsAt: target.startsAt, endsAt: target.endsAt, sequence: 1 });
    const record = await t.call(`/api/inquiries/${id}`, { token: staffToken });
    expect(record.body.data).toMatchObject({ surveyStartsAt: target.startsAt, preferredDate: days[3].date });
    // The first slot is free again.
    const firstDay = (await freeDays(`?from=${days[2].date}&days=1`))[0];
    expect(firstDay.slots.map((slot) => slot.startsAt)).toContain(first.startsAt);

    const calendarFile = await t.request(`/api/survey-bookings/${token}/calendar`);
    expect(calendarFile.headers.get('content-type')).toMatch(/^text\/calendar/);
    const parsed = new ICAL.Event(
      new ICAL.Component(ICAL.parse(await calendarFile.text())).getFirstSubcomponent('vevent')!,
    );
    expect(parsed.startDate.toJSDate().toISOString()).toBe(target.startsAt);
    expect(parsed.sequence).toBe(1);

    await deliver();
    const [, update] = await smtp.waitForMessagesTo('mover@example.com', 2);
    const updated = new ICAL.Component(ICAL.parse(update.attachments[0].content));
    expect(update.subject).toBe('Your site survey has a new time');
    const staffMove = await mailWhere((mail) => mail.subject.startsWith('Site survey moved by Mover'));
    expect(staffMove.envelopeTo).toEqual(['owner@securecam.example']);
    expect(updated.getFirstSubcomponent('vevent')?.getFirstPropertyValue('sequence')).toBe(1);
    expect(updated.getFirstSubcomponent('vevent')?.getFirstPropertyValue('uid')).toBe(parsed.uid);

    const cancelled = await t.call(`/api/survey-bookings/${token}/cancel`, { method: 'POST', json: {} });
    expect(cancelled.status).toBe(200);
    expect((await t.call(`/api/survey-bookings/${token}`)).status).toBe(404);
    expect((await t.call(`/api/survey-bookings/${token}/cancel`, { method: 'POST', json: {} })).status).toBe(
      404,
    );
    // Its private page still says what became of it.
    expect(await surveyLinkOf(linkDeps(), token)).toEqual({ state: 'cancelled', name: 'Mover' });
    // The lead keeps the cancelled time, which nobody holds any more: it is free again.
    const after = await t.call(`/api/inquiries/${id}`, { token: staffToken });
    expect(after.body.data).toMatchObject({ surveyStartsAt: target.startsAt, preferredDate: null });
    const targetDay = (await freeDays(`?from=${days[3].date}&days=1`))[0];
    expect(targetDay.slots.map((slot) => slot.startsAt)).toContain(target.startsAt);
    expect(after.body.data.staffNotes).toMatch(/cancelled by the visitor/);
    await deliver();
    const [, , cancelMail] = await smtp.waitForMessagesTo('mover@example.com', 3);
    const cancelCalendar = new ICAL.Component(ICAL.parse(cancelMail.attachments[0].content));
    expect(cancelCalendar.getFirstPropertyValue('method')).toBe('CANCEL');
    await mailWhere((mail) => mail.subject.startsWith('Site survey cancelled by Mover'));
    expect(cancelCalendar.getFirstSubcomponent('vevent')?.getFirstPropertyValue('sequence')).toBe(2);
  });

  it('answers 404 to a tampered, made-up or expired token and never shows another booking', async () => {
    const days = await freeDays();
    const mine = await book(booking(days[4].slots[0].startsAt, { email: 'mine@example.com' }));
    const theirs = await book(booking(days[4].slots[1].startsAt, { email: 'theirs@example.com' }));
    const [myId, signature] = mine.body.data.token.split('.');
    const forged = `${theirs.body.data.id}.${signature}`;
    const flipped = `${myId}.${signature.slice(0, -1)}${signature.endsWith('A') ? 'B' : 'A'}`;
    for (const token of [forged, flipped, 'abc', `${myId}.`, '0.x']) {
      const answer = await t.call(`/api/survey-bookings/${encodeURIComponent(token)}`);
      expect(answer.status, token).toBe(404);
      const move = await t.call(`/api/survey-bookings/${encodeURIComponent(token)}/reschedule`, {
        method: 'POST',
        json: { surveyStartsAt: days[5].slots[0].startsAt },
      });
      expect([400, 404]).toContain(move.status);
    }
    expect(
      (await t.call(`/api/inquiries/${theirs.body.data.id}`, { token: staffToken })).body.data.surveyStartsAt,
    ).toBe(days[4].slots[1].startsAt);
    // A survey whose time has passed has nothing left to change.
    await moduleDb()
      .updateTable('inquiries')
      .set({ surveyStartsAt: '2020-01-06T17:00:00.000Z', surveyEndsAt: '2020-01-06T18:00:00.000Z' })
      .where('id', '=', mine.body.data.id)
      .execute();
    expect((await t.call(`/api/survey-bookings/${mine.body.data.token}`)).status).toBe(404);
    // Its private page says it took place; a forged link still leads nowhere.
    expect(await surveyLinkOf(linkDeps(), mine.body.data.token)).toMatchObject({
      state: 'past',
      survey: { email: 'mine@example.com', startsAt: '2020-01-06T17:00:00.000Z' },
    });
    for (const token of [forged, flipped]) expect(await surveyLinkOf(linkDeps(), token)).toBeNull();
  });
});

describe('survey availability settings', () => {
  it('offers every day up to "Weeks ahead" in one lookup, and names the last bookable day', async () => {
    const longest = 26 * 7 + 1;
    const put = (weeksAhead: number) =>
      t.call('/api/settings/survey-availability', {
        method: 'PUT',
        token: staffToken,
        json: { ...DEFAULT_AVAILABILITY, weeksAhead },
      });
    try {
      expect((await put(6)).status).toBe(200);
      const answer = await t.call(`/api/survey-slots?days=${longest}`);
      expect(answer.status).toBe(200);
      const { lastDay, days } = answer.body.data as { lastDay: string; days: FreeDay[] };
      const laToday = new Intl.DateTimeFormat('en-CA', { timeZone: BUSINESS_TIME_ZONE }).format(new Date());
      const ahead = (from: string, count: number) =>
        new Date(Date.parse(`${from}T12:00:00Z`) + count * 86_400_000).toISOString().slice(0, 10);
      expect(lastDay).toBe(ahead(laToday, 42));
      expect(days.at(-1)!.date <= lastDay).toBe(true);
      // Five weeks out is offered, and booked like any other day.
      const fiveWeeks = days.find((day) => day.date >= ahead(laToday, 35))!;
      expect(fiveWeeks.date <= lastDay).toBe(true);
      const booked = await book(booking(fiveWeeks.slots[0].startsAt, { email: 'five-weeks@example.com' }));
      expect(booked.status).toBe(201);
      expect((await t.call(`/api/survey-slots?days=${longest + 1}`)).status).toBe(400);
    } finally {
      expect((await put(DEFAULT_AVAILABILITY.weeksAhead)).status).toBe(200);
    }
  });

  it('takes a quote request’s preferred day only when we survey that day', async () => {
    const quote = (preferredDate: string) =>
      t.call('/api/inquiries', {
        method: 'POST',
        ip: '203.0.113.77',
        json: {
          name: 'Day Wish',
          email: 'day-wish@example.com',
          message: 'Cameras for the driveway.',
          preferredDate,
          formStartedAt: LONG_AGO(),
        },
      });
    // The first Sunday and the first Monday a week or more from now.
    const week = Array.from({ length: 7 }, (_, index) =>
      new Date(Date.now() + (8 + index) * 86_400_000).toISOString().slice(0, 10),
    );
    const sunday = week.find((day) => new Date(`${day}T12:00:00Z`).getUTCDay() === 0)!;
    const monday = week.find((day) => new Date(`${day}T12:00:00Z`).getUTCDay() === 1)!;
    const closed = await quote(sunday);
    expect(closed.status).toBe(400);
    expect(closed.body.errors.preferredDate[0]).toMatch(
      /^We do not survey on Sunday, .*: we are closed that day/,
    );
    const past = await quote('2020-01-06');
    expect(past.status).toBe(400);
    expect(past.body.errors.preferredDate[0]).toMatch(/has passed/);
    const open = await quote(monday);
    expect(open.status).toBe(201);
  });

  it('refuses unreadable hours with the reason next to the field, and the free slots follow a saved change', async () => {
    const adminToken = (await t.createUser({ role: 'admin' })).token;
    // Never saved (no demo content here), the demo's hours apply; saved as they are, nothing changes.
    const saved = { ...DEFAULT_AVAILABILITY };
    const before = await freeDays();
    const put = await t.call('/api/settings/survey-availability', {
      method: 'PUT',
      token: staffToken,
      json: saved,
    });
    expect(put.status).toBe(200);
    expect(
      (await t.call('/api/settings/survey-availability', { token: staffToken })).body.data,
    ).toMatchObject({
      ...saved,
      sundayHours: null,
    });
    expect(await freeDays()).toEqual(before);

    const bad = await t.call('/api/settings/survey-availability', {
      method: 'PUT',
      token: adminToken,
      json: { ...saved, tuesdayHours: '17:00-08:00', closedDates: ['2026-02-30'] },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.errors.tuesdayHours[0]).toMatch(/must end after it starts/);
    expect(bad.body.errors.closedDates[0]).toMatch(/real date/);

    const [first] = await freeDays();
    const closed = await t.call('/api/settings/survey-availability', {
      method: 'PUT',
      token: staffToken,
      json: { ...saved, closedDates: [first.date] },
    });
    expect(closed.status).toBe(200);
    expect((await freeDays()).map((day) => day.date)).not.toContain(first.date);
    const refused = await book(booking(first.slots.at(-1)!.startsAt, { email: 'closed@example.com' }));
    expect(refused.status).toBe(400);
    expect(
      (await t.call('/api/settings/survey-availability', { method: 'PUT', token: staffToken, json: saved }))
        .status,
    ).toBe(200);
  });
});
