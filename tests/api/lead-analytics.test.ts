import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, businessToday } from '@/lib/calendar-dates';
import { insertInquiry, insertSubscriber } from './support/lead-rows';
import { createTestContext, type TestContext } from './support/test-app';

let t: TestContext;
let editorToken: string;

/** Wednesday 4 to Tuesday 24 March 2026: four weeks, starting on the Mondays 2, 9, 16 and 23. */
const RANGE = '/api/analytics/leads?from=2026-03-04&to=2026-03-24';

beforeAll(async () => {
  t = await createTestContext();
  editorToken = (await t.createUser({ role: 'editor' })).token;
  const { database } = t;
  // 18:00 UTC is late morning in Los Angeles, the same calendar day.
  const leads = [
    {
      createdAt: '2026-03-04T18:00:00Z',
      status: 'won',
      service: 'CCTV installation',
      sourcePath: '/free-quote',
    },
    {
      createdAt: '2026-03-05T18:00:00Z',
      status: 'new',
      service: 'CCTV installation',
      sourcePath: '/free-quote',
    },
    {
      createdAt: '2026-03-06T18:00:00Z',
      status: 'spam',
      service: 'CCTV installation',
      sourcePath: '/free-quote',
    },
    // Sunday 8 March, 22:00 in Los Angeles (already Monday in UTC): the week of 2 March.
    {
      createdAt: '2026-03-09T05:00:00Z',
      status: 'contacted',
      service: 'Access control',
      sourcePath: '/contact',
    },
    {
      createdAt: '2026-03-10T18:00:00Z',
      status: 'contacted',
      service: 'Access control',
      sourcePath: '/contact',
    },
    {
      createdAt: '2026-03-11T18:00:00Z',
      status: 'won',
      service: 'Alarm systems',
      sourcePath: '/services/alarm-systems',
    },
    { createdAt: '2026-03-12T18:00:00Z', status: 'spam', service: null, sourcePath: null },
    {
      createdAt: '2026-03-23T18:00:00Z',
      status: 'quoted',
      service: 'CCTV installation',
      sourcePath: '/contact',
    },
    { createdAt: '2026-03-24T18:00:00Z', status: 'lost', service: null, sourcePath: '/free-quote' },
    // Tuesday 24 March, 20:00 in Los Angeles (Wednesday in UTC): still the last day of the range.
    { createdAt: '2026-03-25T03:00:00Z', status: 'new', service: 'Access control', sourcePath: '/contact' },
    // Outside the range: Tuesday 3 March, 22:00 in Los Angeles; the day after; a month before.
    { createdAt: '2026-03-04T06:00:00Z', status: 'won', service: 'Alarm systems', sourcePath: '/contact' },
    { createdAt: '2026-03-25T18:00:00Z', status: 'won', service: 'Alarm systems', sourcePath: '/contact' },
    { createdAt: '2026-02-01T18:00:00Z', status: 'new', service: 'CCTV installation', sourcePath: '/' },
  ] as const;
  for (const lead of leads) await insertInquiry(database, lead);

  await insertSubscriber(database, '2026-01-10T18:00:00Z');
  await insertSubscriber(database, '2026-02-20T18:00:00Z', 'unsubscribed');
  await insertSubscriber(database, '2026-03-03T12:00:00Z');
  await insertSubscriber(database, '2026-03-05T18:00:00Z');
  await insertSubscriber(database, '2026-03-17T18:00:00Z');
  await insertSubscriber(database, '2026-03-18T18:00:00Z', 'unsubscribed');
  await insertSubscriber(database, '2026-03-26T18:00:00Z');
});
afterAll(() => t.destroy());

describe('GET /api/analytics/leads', () => {
  it('counts the range’s inquiries per Monday week, empty weeks included, spam left out', async () => {
    const { status, body } = await t.call(RANGE, { token: editorToken });
    expect(status).toBe(200);
    expect(body.data.range).toEqual({ from: '2026-03-04', to: '2026-03-24' });
    expect(body.data.totals).toEqual({ inquiries: 8, spam: 2, won: 2, conversionRate: 0.25 });
    expect(body.data.perWeek).toEqual([
      { weekStart: '2026-03-02', count: 3 },
      { weekStart: '2026-03-09', count: 2 },
      { weekStart: '2026-03-16', count: 0 },
      { weekStart: '2026-03-23', count: 3 },
    ]);
  });

  it('groups by service, source page and status, most frequent first', async () => {
    const { body } = await t.call(RANGE, { token: editorToken });
    expect(body.data.byService).toEqual([
      { service: 'Access control', count: 3 },
      { service: 'CCTV installation', count: 3 },
      { service: 'Alarm systems', count: 1 },
      { service: null, count: 1 },
    ]);
    expect(body.data.bySource).toEqual([
      { sourcePath: '/contact', count: 4 },
      { sourcePath: '/free-quote', count: 3 },
      { sourcePath: '/services/alarm-systems', count: 1 },
    ]);
    expect(body.data.byStatus).toEqual([
      { status: 'new', count: 2 },
      { status: 'contacted', count: 2 },
      { status: 'quoted', count: 1 },
      { status: 'won', count: 2 },
      { status: 'lost', count: 1 },
    ]);
  });

  it('grows the subscriber list week by week from those subscribed before the range', async () => {
    const { body } = await t.call(RANGE, { token: editorToken });
    expect(body.data.subscribers).toEqual({
      total: 4,
      perWeek: [
        { weekStart: '2026-03-02', newCount: 1, cumulative: 3 },
        { weekStart: '2026-03-09', newCount: 0, cumulative: 3 },
        { weekStart: '2026-03-16', newCount: 1, cumulative: 4 },
        { weekStart: '2026-03-23', newCount: 0, cumulative: 4 },
      ],
    });
  });

  it('answers zeros for a range without inquiries', async () => {
    const { status, body } = await t.call('/api/analytics/leads?from=2025-06-02&to=2025-06-15', {
      token: editorToken,
    });
    expect(status).toBe(200);
    expect(body.data.totals).toEqual({ inquiries: 0, spam: 0, won: 0, conversionRate: 0 });
    expect(body.data.perWeek).toEqual([
      { weekStart: '2025-06-02', count: 0 },
      { weekStart: '2025-06-09', count: 0 },
    ]);
    expect(body.data.byService).toEqual([]);
    expect(body.data.bySource).toEqual([]);
    expect(body.data.byStatus.every((entry: { count: number }) => entry.count === 0)).toBe(true);
    expect(body.data.subscribers.total).toBe(0);
  });

  it('covers the last 90 days by default, and 90 days up to `to` when only `to` is given', async () => {
    const today = businessToday();
    const fallback = await t.call('/api/analytics/leads', { token: editorToken });
    expect(fallback.status).toBe(200);
    expect(fallback.body.data.range).toEqual({ from: addDays(today, -89), to: today });
    const endingOnly = await t.call('/api/analytics/leads?to=2026-03-24', { token: editorToken });
    expect(endingOnly.body.data.range).toEqual({ from: '2025-12-25', to: '2026-03-24' });
    expect(endingOnly.body.data.totals.inquiries).toBe(10);
  });

  it('accepts a range of exactly two years', async () => {
    const { status, body } = await t.call('/api/analytics/leads?from=2024-01-01&to=2025-12-31', {
      token: editorToken,
    });
    expect(status).toBe(200);
    expect(body.data.perWeek[0]).toEqual({ weekStart: '2024-01-01', count: 0 });
    expect(body.data.perWeek.at(-1)).toEqual({ weekStart: '2025-12-29', count: 0 });
  });

  it.each([
    ['from=2026-03-24&to=2026-03-04', 'from'],
    ['from=2024-01-01&to=2026-01-01', 'to'],
    ['from=2026-02-30&to=2026-03-24', 'from'],
    ['from=2026-3-4', 'from'],
    ['to=tomorrow', 'to'],
  ])('answers 400 for %s', async (query, field) => {
    const { status, body } = await t.call(`/api/analytics/leads?${query}`, { token: editorToken });
    expect(status).toBe(400);
    expect(body.success).toBe(false);
    expect(body.errors[field]).toHaveLength(1);
  });

  it('answers 400 for an unknown parameter', async () => {
    const { status } = await t.call('/api/analytics/leads?days=30', { token: editorToken });
    expect(status).toBe(400);
  });

  it('answers 401 without a valid token', async () => {
    expect((await t.call(RANGE)).status).toBe(401);
    expect((await t.call(RANGE, { token: 'a.b.c' })).status).toBe(401);
  });
});
