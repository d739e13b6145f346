import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { submitBookingForm } from '@/features/survey-booking/site/booking-form';
import { loadDemoEstimateCatalogue } from './support/estimate-catalogue';
import { createTestContext, type TestContext } from './support/test-app';
import { testEngine } from './support/test-database';

/**
 * The booking step's form without a script (`POST /free-quote/book` hands it to
 * `submitBookingForm`): the instant estimate's answers ride along in a hidden field. A stale page
 * or a tampered field must never cost the visitor the booking: the estimate is left out, the
 * booking is made, and the lead carries, as a fact staff read but cannot change, that the estimate
 * was not kept and why.
 */
describe(`an estimate that does not fit the no-script booking form, on ${testEngine}`, () => {
  let t: TestContext;
  let token: string;

  beforeAll(async () => {
    t = await createTestContext({ rateLimits: { publicFormsPerIpPerHour: 10_000 } });
    token = (await t.createUser({ role: 'editor' })).token;
    await loadDemoEstimateCatalogue(t, token);
  });
  afterAll(() => t.destroy());

  // biome-ignore lint/suspicious/noExplicitAny: module tables are not in the static schema.
  const moduleDb = () => t.database.db as unknown as Kysely<any>;
  let slots: string[] = [];
  const nextSlot = async () => {
    if (!slots.length) {
      const answer = await t.call('/api/survey-slots?days=21');
      slots = (answer.body.data.days as { slots: { startsAt: string }[] }[]).flatMap((day) =>
        day.slots.map((slot) => slot.startsAt),
      );
    }
    return slots.shift()!;
  };
  const form = (name: string, surveyStartsAt: string, estimate: string) => {
    const data = new FormData();
    const fields = {
      name,
      phone: '(213) 555-0101',
      email: 'no-script@example.com',
      address: '1200 Echo Park Ave, Los Angeles',
      postalCode: '90026',
      surveyStartsAt,
      formStartedAt: String(Date.now() - 60_000),
      website: '',
      estimate,
    };
    for (const [key, value] of Object.entries(fields)) data.set(key, value);
    return data;
  };
  const stored = (name: string) =>
    moduleDb()
      .selectFrom('inquiries')
      .select(['id', 'surveyStartsAt', 'estimate', 'staffNotes', 'propertyType', 'estimateNotKeptReason'])
      .where('name', '=', name)
      .execute();
  /** A JSON list column: text on SQLite, decoded on PostgreSQL. */
  const listOf = (value: unknown) => (typeof value === 'string' ? JSON.parse(value) : (value ?? []));
  const answers = (overrides: Record<string, string>) =>
    new URLSearchParams({
      property: 'residential',
      indoor: '2',
      outdoor: '4',
      days: '30',
      monitoring: 'no',
      ...overrides,
    }).toString();

  it('keeps an estimate that fits, with no note', async () => {
    const slot = await nextSlot();
    const outcome = await submitBookingForm(
      t.deps,
      form('Fitting Estimate', slot, answers({})),
      '203.0.113.50',
    );
    expect(outcome).toMatchObject({ booked: { startsAt: slot } });
    const [lead] = await stored('Fitting Estimate');
    expect(listOf(lead.estimate).length).toBeGreaterThan(0);
    expect(lead.staffNotes).toBeNull();
    expect(lead.estimateNotKeptReason).toBeNull();
    const record = await t.call(`/api/inquiries/${lead.id}`, { token });
    expect(record.body.data.estimateNotKept).toBeNull();
  });

  const unfit: [string, string][] = [
    ['more cameras than the form offers', answers({ indoor: '99' })],
    ['a recording length not offered', answers({ days: '7' })],
    ['a monitoring plan that does not exist', answers({ monitoring: 'made-up-plan' })],
    ['no camera at all', answers({ indoor: '0', outdoor: '0' })],
    ['answers the page never writes', `${answers({})}&price=1`],
    ['a garbled field', 'indoor=%FF%FE'],
  ];
  it.each(unfit)('books the survey and leaves out %s, recording why on the lead', async (label, estimate) => {
    const slot = await nextSlot();
    const name = `Unfit ${label}`.slice(0, 60);
    const outcome = await submitBookingForm(t.deps, form(name, slot, estimate), '203.0.113.51');
    expect(outcome, JSON.stringify(outcome)).toMatchObject({ booked: { startsAt: slot } });
    const rows = await stored(name);
    expect(rows).toHaveLength(1);
    expect(new Date(rows[0].surveyStartsAt).toISOString()).toBe(slot);
    expect(listOf(rows[0].estimate)).toEqual([]);
    // The staff notes stay staff's own: the site's record is a fact of its own.
    expect(rows[0].staffNotes).toBeNull();
    const reason = rows[0].estimateNotKeptReason as string;
    expect(reason.length).toBeGreaterThan(0);
    const lead = await t.call(`/api/inquiries/${rows[0].id}`, { token });
    expect(lead.body.data.estimateNotKept).toEqual({
      reason,
      summary: 'Estimate not kept',
      attention: true,
      note: `Estimate not kept: ${reason}; ask the visitor what they need.`,
    });
    expect(lead.body.data.estimate).toEqual([]);
    expect(lead.body.data.surveyStartsAt).toBe(slot);
    // The inbox carries the marker on the lead.
    const inbox = await t.call(`/api/inquiries?q=${encodeURIComponent(name)}`, { token });
    const listed = (inbox.body.data as { id: number; estimateNotKept?: { summary: string } }[]).find(
      (row) => row.id === rows[0].id,
    );
    expect(listed?.estimateNotKept?.summary).toBe('Estimate not kept');
  });

  it('lets no staff call change or clear the fact, and no visitor set it', async () => {
    const slot = await nextSlot();
    const name = 'Fact Kept';
    await submitBookingForm(t.deps, form(name, slot, answers({ indoor: '99' })), '203.0.113.52');
    const [row] = await stored(name);
    const before = (await t.call(`/api/inquiries/${row.id}`, { token })).body.data;
    expect(before.estimateNotKept.reason).toBeTruthy();
    for (const estimateNotKept of ['Staff wrote this', null, { reason: 'Staff wrote this' }]) {
      const patched = await t.call(`/api/inquiries/${row.id}`, {
        method: 'PATCH',
        token,
        json: { estimateNotKept, staffNotes: 'Cleared the estimate note.' },
      });
      expect(patched.status).toBe(400);
      expect(patched.body.errors).toEqual({ estimateNotKept: ['Unknown field'] });
    }
    // Nor by the name of the column that keeps it.
    const byColumn = await t.call(`/api/inquiries/${row.id}`, {
      method: 'PATCH',
      token,
      json: { estimateNotKeptReason: 'Staff wrote this' },
    });
    expect(byColumn.status).toBe(400);
    // Refused whole: nothing of those calls was written.
    expect(await stored(name)).toEqual([row]);
    const { id, createdAt, updatedAt, delivery, leadSource, surveyHistory, estimateNotKept, ...fields } =
      before;
    const replaced = await t.call(`/api/inquiries/${row.id}`, {
      method: 'PUT',
      token,
      json: { ...fields, estimateNotKept: null },
    });
    expect(replaced.status).toBe(400);
    expect(replaced.body.errors).toEqual({ estimateNotKept: ['Unknown field'] });
    // A staff change of the lead's own fields leaves the site's record as it was.
    const noted = await t.call(`/api/inquiries/${row.id}`, {
      method: 'PATCH',
      token,
      json: { staffNotes: 'Called back, wants 6 cameras.', status: 'contacted' },
    });
    expect(noted.status).toBe(200);
    expect((await stored(name))[0].estimateNotKeptReason).toBe(row.estimateNotKeptReason);
    expect((await t.call(`/api/inquiries/${row.id}`, { token })).body.data.estimateNotKept).toEqual(
      estimateNotKept,
    );
    // The public booking call takes no such field either.
    const booked = await t.call('/api/survey-bookings', {
      method: 'POST',
      ip: '203.0.113.53',
      json: {
        name: 'Self Noted',
        email: 'self@example.com',
        address: '1200 Echo Park Ave, Los Angeles',
        formStartedAt: Date.now() - 60_000,
        surveyStartsAt: await nextSlot(),
        estimateNotKept: 'made up',
      },
    });
    expect(booked.status).toBe(400);
    expect(await stored('Self Noted')).toHaveLength(0);
  });
});
