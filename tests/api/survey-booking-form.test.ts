import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { submitBookingForm } from '@/modules/inquiries/site/survey/booking-form';
import { loadDemoEstimateCatalogue } from './support/estimate-catalogue';
import { createTestContext, type TestContext } from './support/test-app';
import { testEngine } from './support/test-database';

/**
 * The booking step's form without a script (`POST /free-quote/book` hands it to
 * `submitBookingForm`): the instant estimate's answers ride along in a hidden field. A stale page
 * or a tampered field must never cost the visitor the booking: the estimate is left out, the
 * booking is made, and the lead tells staff the estimate was not kept.
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
      .select(['id', 'surveyStartsAt', 'estimate', 'staffNotes', 'propertyType'])
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
  });

  const unfit: [string, string][] = [
    ['more cameras than the form offers', answers({ indoor: '99' })],
    ['a recording length not offered', answers({ days: '7' })],
    ['a monitoring plan that does not exist', answers({ monitoring: 'made-up-plan' })],
    ['no camera at all', answers({ indoor: '0', outdoor: '0' })],
    ['answers the page never writes', `${answers({})}&price=1`],
    ['a garbled field', 'indoor=%FF%FE'],
  ];
  it.each(unfit)('books the survey and leaves out %s, saying so to staff', async (label, estimate) => {
    const slot = await nextSlot();
    const name = `Unfit ${label}`.slice(0, 60);
    const outcome = await submitBookingForm(t.deps, form(name, slot, estimate), '203.0.113.51');
    expect(outcome, JSON.stringify(outcome)).toMatchObject({ booked: { startsAt: slot } });
    const rows = await stored(name);
    expect(rows).toHaveLength(1);
    expect(new Date(rows[0].surveyStartsAt).toISOString()).toBe(slot);
    expect(listOf(rows[0].estimate)).toEqual([]);
    expect(rows[0].staffNotes).toMatch(/the instant estimate sent with this booking was not kept \(.+\)/);
    // The inbox shows the note on the lead.
    const lead = await t.call(`/api/inquiries/${rows[0].id}`, { token });
    expect(lead.body.data.staffNotes).toBe(rows[0].staffNotes);
    expect(lead.body.data.surveyStartsAt).toBe(slot);
  });
});
