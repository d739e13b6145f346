import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { businessToday, monthOf } from '@/lib/calendar-dates';
import { insertInquiry } from './support/lead-rows';
import { createTestContext, type TestContext } from './support/test-app';

let t: TestContext;
let editorToken: string;
const ids: Record<string, number> = {};

const april = () => t.call('/api/bookings?month=2026-04', { token: editorToken });
const datesOf = (body: { data: { preferredDate: string; id: number }[] }) =>
  body.data.map((booking) => [booking.preferredDate, booking.id]);

beforeAll(async () => {
  t = await createTestContext();
  editorToken = (await t.createUser({ role: 'editor' })).token;
  const add = async (key: string, preferredDate: string | null) => {
    ids[key] = await insertInquiry(t.database, { createdAt: '2026-03-20T18:00:00Z', preferredDate });
  };
  ids.lastOfApril = await insertInquiry(t.database, {
    createdAt: '2026-03-20T18:00:00Z',
    preferredDate: '2026-04-30',
    status: 'won',
    name: 'Maria Lopez',
    phone: '(213) 555-0142',
    service: 'CCTV installation',
    address: '1200 Sunset Blvd',
    postalCode: '90026',
  });
  await add('midApril', '2026-04-15');
  await add('firstOfApril', '2026-04-01');
  await add('midAprilAgain', '2026-04-15');
  ids.spamInApril = await insertInquiry(t.database, {
    createdAt: '2026-03-20T18:00:00Z',
    preferredDate: '2026-04-10',
    status: 'spam',
  });
  await add('lastOfMarch', '2026-03-31');
  await add('firstOfMay', '2026-05-01');
  await add('noDate', null);
  await add('lastOfYear', '2026-12-31');
  await add('firstOfNextYear', '2027-01-01');
});
afterAll(() => t.destroy());

describe('GET /api/bookings', () => {
  it('lists the month’s requests with a preferred date, by date then arrival, spam left out', async () => {
    const { status, body } = await april();
    expect(status).toBe(200);
    expect(datesOf(body)).toEqual([
      ['2026-04-01', ids.firstOfApril],
      ['2026-04-15', ids.midApril],
      ['2026-04-15', ids.midAprilAgain],
      ['2026-04-30', ids.lastOfApril],
    ]);
  });

  it('answers exactly the fields a calendar needs', async () => {
    const { body } = await april();
    expect(body.data.at(-1)).toEqual({
      id: ids.lastOfApril,
      name: 'Maria Lopez',
      phone: '(213) 555-0142',
      service: 'CCTV installation',
      status: 'won',
      day: '2026-04-30',
      preferredDate: '2026-04-30',
      address: '1200 Sunset Blvd',
      postalCode: '90026',
      // A request with a day only: no survey time was booked.
      surveyStartsAt: null,
      surveyEndsAt: null,
      cancelled: false,
      lastChange: null,
    });
  });

  it('ends a December at the last day of the year', async () => {
    const { body } = await t.call('/api/bookings?month=2026-12', { token: editorToken });
    expect(datesOf(body)).toEqual([['2026-12-31', ids.lastOfYear]]);
    const empty = await t.call('/api/bookings?month=2026-06', { token: editorToken });
    expect(empty.body).toEqual({ data: [] });
  });

  it('follows a date or status changed through PATCH /api/inquiries/{id}', async () => {
    const moved = await t.call(`/api/inquiries/${ids.midApril}`, {
      method: 'PATCH',
      token: editorToken,
      json: { preferredDate: '2026-05-04' },
    });
    expect(moved.status).toBe(200);
    const spam = await t.call(`/api/inquiries/${ids.firstOfApril}`, {
      method: 'PATCH',
      token: editorToken,
      json: { status: 'spam' },
    });
    expect(spam.status).toBe(200);
    expect(datesOf((await april()).body)).toEqual([
      ['2026-04-15', ids.midAprilAgain],
      ['2026-04-30', ids.lastOfApril],
    ]);
    const may = await t.call('/api/bookings?month=2026-05', { token: editorToken });
    expect(datesOf(may.body)).toEqual([
      ['2026-05-01', ids.firstOfMay],
      ['2026-05-04', ids.midApril],
    ]);
  });

  it('shows this month (in Los Angeles) when no month is given', async () => {
    const today = businessToday();
    const id = await insertInquiry(t.database, { createdAt: '2026-03-20T18:00:00Z', preferredDate: today });
    const { status, body } = await t.call('/api/bookings', { token: editorToken });
    expect(status).toBe(200);
    expect(body.data.map((booking: { id: number }) => booking.id)).toContain(id);
    expect(
      body.data.every(
        (booking: { preferredDate: string }) => monthOf(booking.preferredDate) === monthOf(today),
      ),
    ).toBe(true);
  });

  it('lists the days from a date across a month’s end, a booked survey on its booked Los Angeles day', async () => {
    // Booked for 5:30 pm on April 30 in Los Angeles: already May 1 in UTC. Its stored preferred day
    // is stale on purpose: the booked time decides where it sits.
    const booked = await insertInquiry(t.database, {
      createdAt: '2026-03-20T18:00:00Z',
      preferredDate: '2026-04-02',
      surveyStartsAt: '2026-05-01T00:30:00.000Z',
      surveyEndsAt: '2026-05-01T01:30:00.000Z',
    });
    const { status, body } = await t.call('/api/bookings?from=2026-04-29&days=7', { token: editorToken });
    expect(status).toBe(200);
    expect(body.data.map((booking: { day: string; id: number }) => [booking.day, booking.id])).toEqual([
      ['2026-04-30', booked],
      ['2026-04-30', ids.lastOfApril],
      ['2026-05-01', ids.firstOfMay],
      ['2026-05-04', ids.midApril],
    ]);
    expect(body.data[0]).toMatchObject({ preferredDate: null, surveyStartsAt: '2026-05-01T00:30:00.000Z' });
    const april2 = await t.call('/api/bookings?from=2026-04-02&days=1', { token: editorToken });
    expect(april2.body.data.map((booking: { id: number }) => booking.id)).not.toContain(booked);
    for (const query of [
      'from=2026-04-29&days=0',
      'from=2026-04-29&days=184',
      'from=2026-04-29&month=2026-04',
    ]) {
      expect((await t.call(`/api/bookings?${query}`, { token: editorToken })).status, query).toBe(400);
    }
  });

  it.each(['2026-13', '2026-4', '2026-04-01', 'april', '0000-01', '9999-12', '1899-12'])(
    'answers 400 for month=%s',
    async (month) => {
      const { status, body } = await t.call(`/api/bookings?month=${month}`, { token: editorToken });
      expect(status).toBe(400);
      expect(body.errors.month).toHaveLength(1);
    },
  );

  it('answers 400 for an unknown parameter and 401 without a valid token', async () => {
    expect((await t.call('/api/bookings?month=2026-04&status=new', { token: editorToken })).status).toBe(400);
    expect((await t.call('/api/bookings?month=2026-04')).status).toBe(401);
    expect((await t.call('/api/bookings?month=2026-04', { token: 'a.b.c' })).status).toBe(401);
  });
});
