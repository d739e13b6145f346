import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { leadTables } from '@/features/inquiries/server/lead-tables';
import { receivePublicInquiry } from '@/features/inquiries/server/public-inquiry';
import {
  claimSurveyFields,
  mailContext,
  queueSurveyConfirmation,
  SLOT_TAKEN_MESSAGE,
} from '@/features/survey-booking/server/survey-booking';
import { readAvailability } from '@/features/survey-schedule/server/survey-store';
import { wallClockOf } from '@/features/survey-schedule/wall-clock';
import { ApiError } from '@/server/api/errors';
import { createTestContext, type TestContext } from './support/test-app';
import { testEngine } from './support/test-database';

/**
 * A survey booking is the public inquiry's own path with two steps of its own inside the write's
 * transaction: the claim of the time (which answers the appointment's fields) and the visitor's
 * confirmation. Each step on its own, then both as the inquiry's path runs them.
 */
describe(`the steps of a survey booking, on ${testEngine}`, () => {
  let t: TestContext;
  let slots: { startsAt: string; endsAt: string }[] = [];
  let nextSlot = 0;
  const unusedSlot = () => slots[nextSlot++];

  beforeAll(async () => {
    t = await createTestContext({ rateLimits: { publicFormsPerIpPerHour: 10_000 } });
    const answer = await t.call('/api/survey-slots?days=21');
    slots = (answer.body.data.days as { slots: typeof slots }[]).flatMap((day) => day.slots);
  });
  afterAll(() => t.destroy());

  const visitor = (name: string) => ({
    name,
    email: `${name.toLowerCase()}@example.com`,
    phone: '(213) 555-0101',
    address: '1200 Echo Park Ave, Los Angeles',
    message: 'A survey, please.',
    formStartedAt: Date.now() - 60_000,
  });

  it('claims a free time as the fields the inquiry is written with', async () => {
    const slot = unusedSlot();
    const availability = await readAvailability(t.database);
    const fields = await t.database.db
      .transaction()
      .execute((trx) => claimSurveyFields(trx, t.database, availability, slot.startsAt));
    expect(fields).toEqual({
      surveyStartsAt: slot.startsAt,
      surveyEndsAt: slot.endsAt,
      preferredDate: wallClockOf(new Date(slot.startsAt)).date,
    });
  });

  it('refuses with 409 a time a booking already holds', async () => {
    const slot = unusedSlot();
    const booked = await t.call('/api/survey-bookings', {
      method: 'POST',
      ip: '203.0.113.60',
      json: { ...visitor('Holder'), surveyStartsAt: slot.startsAt },
    });
    expect(booked.status).toBe(201);
    const availability = await readAvailability(t.database);
    const claim = t.database.db
      .transaction()
      .execute((trx) => claimSurveyFields(trx, t.database, availability, slot.startsAt));
    await expect(claim).rejects.toMatchObject({ status: 409, message: SLOT_TAKEN_MESSAGE });
    await expect(claim).rejects.toBeInstanceOf(ApiError);
  });

  it('queues the visitor’s confirmation, with its calendar file, for the inquiry', async () => {
    const slot = unusedSlot();
    const { id } = await receivePublicInquiry(t.deps, visitor('Confirmed'), '203.0.113.61');
    await t.database.db.deleteFrom('mail_outbox').where('relatedId', '=', id).execute();
    const context = await mailContext(t.deps, t.database);
    await t.database.db.transaction().execute((trx) =>
      queueSurveyConfirmation(
        trx,
        {
          id,
          name: 'Confirmed',
          email: 'confirmed@example.com',
          address: '1200 Echo Park Ave, Los Angeles',
          surveyStartsAt: slot.startsAt,
          surveyEndsAt: slot.endsAt,
        },
        context,
      ),
    );
    const queued = await t.database.db
      .selectFrom('mail_outbox')
      .select(['kind', 'toAddress', 'relatedModule', 'attachments'])
      .where('relatedId', '=', id)
      .execute();
    expect(queued).toHaveLength(1);
    expect(queued[0]).toMatchObject({
      kind: 'survey-confirmation',
      toAddress: 'confirmed@example.com',
      relatedModule: 'inquiries',
    });
    expect(queued[0].attachments).toBeTruthy();
  });

  it('writes the claimed fields on the inquiry and confirms with the written record', async () => {
    const slot = unusedSlot();
    const confirmed: number[] = [];
    const { id, spam } = await receivePublicInquiry(t.deps, visitor('Booked'), '203.0.113.62', undefined, {
      booking: {
        claim: async () => ({ surveyStartsAt: slot.startsAt, surveyEndsAt: slot.endsAt }),
        confirm: async (_trx, record) => {
          confirmed.push(record.id);
        },
      },
    });
    expect(spam).toBe(false);
    const row = await leadTables(t.database.db)
      .selectFrom('inquiries')
      .select(['surveyStartsAt', 'surveyEndsAt'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(new Date(String(row.surveyStartsAt)).toISOString()).toBe(slot.startsAt);
    expect(new Date(String(row.surveyEndsAt)).toISOString()).toBe(slot.endsAt);
    expect(confirmed).toEqual([id]);
  });

  it('neither claims nor confirms for a booking a spam trap caught', async () => {
    const steps: string[] = [];
    const { spam } = await receivePublicInquiry(
      t.deps,
      { ...visitor('Bot'), website: 'https://spam.example' },
      '203.0.113.63',
      undefined,
      {
        booking: {
          claim: async () => {
            steps.push('claim');
            return {};
          },
          confirm: async () => {
            steps.push('confirm');
          },
        },
      },
    );
    expect(spam).toBe(true);
    expect(steps).toEqual([]);
  });
});
