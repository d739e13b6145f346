import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { surveyLinkOf } from '@/features/survey-booking/server/survey-lookup';
import { wallClockOf } from '@/features/survey-schedule/wall-clock';
import type { TrashEntry } from '@/lib/trash';
import { createTestContext, type TestContext } from './support/test-app';
import { testEngine } from './support/test-database';

/**
 * One rule says which survey times are held: a live booking's. Marking a booking as spam, moving its
 * lead to the trash or its visitor cancelling frees the time at once for the next visitor (the slot
 * list, the booking and the database's unique index agree). A lead that comes back after its time
 * was taken comes back all the same, without the time, and its staff notes say so.
 */
describe(`which bookings hold their survey time, on ${testEngine}`, () => {
  let t: TestContext;
  let staffToken: string;

  beforeAll(async () => {
    t = await createTestContext({ rateLimits: { publicFormsPerIpPerHour: 10_000 } });
    staffToken = (await t.createUser({ role: 'editor' })).token;
  });
  afterAll(() => t.destroy());

  interface Slot {
    startsAt: string;
    endsAt: string;
  }
  const dayOf = (slot: Slot) => wallClockOf(new Date(slot.startsAt)).date;
  const freeStarts = async (slot: Slot) => {
    const answer = await t.call(`/api/survey-slots?from=${dayOf(slot)}&days=1`);
    return ((answer.body.data.days[0]?.slots ?? []) as Slot[]).map((free) => free.startsAt);
  };
  let slots: Slot[] = [];
  let nextSlot = 0;
  /** A time nobody in this file booked yet. */
  const unusedSlot = async () => {
    if (!slots.length) {
      const answer = await t.call('/api/survey-slots?days=21');
      slots = (answer.body.data.days as { slots: Slot[] }[]).flatMap((day) => day.slots);
    }
    return slots[nextSlot++];
  };
  const book = (slot: Slot, name: string) =>
    t.call('/api/survey-bookings', {
      method: 'POST',
      ip: '203.0.113.40',
      json: {
        name,
        email: `${name.toLowerCase().replace(/\W+/g, '.')}@example.com`,
        phone: '(213) 555-0101',
        address: '1200 Echo Park Ave, Los Angeles',
        formStartedAt: Date.now() - 60_000,
        surveyStartsAt: slot.startsAt,
      },
    });
  const lead = async (id: number) => (await t.call(`/api/inquiries/${id}`, { token: staffToken })).body.data;
  const setStatus = (id: number, status: string) =>
    t.call(`/api/inquiries/${id}`, { method: 'PATCH', token: staffToken, json: { status } });

  it('frees a spam-marked booking’s time at once for another visitor; restored, the lead keeps without it and says so', async () => {
    const slot = await unusedSlot();
    const spam = await book(slot, 'Spammy Booker');
    expect(spam.status).toBe(201);
    expect(await freeStarts(slot)).not.toContain(slot.startsAt);

    expect((await setStatus(spam.body.data.id, 'spam')).status).toBe(200);
    expect(await freeStarts(slot)).toContain(slot.startsAt);
    const real = await book(slot, 'Real Visitor');
    expect(real.status, real.text).toBe(201);
    expect(await freeStarts(slot)).not.toContain(slot.startsAt);

    // Not spam after all: the lead comes back, without the time someone else holds now.
    const restored = await setStatus(spam.body.data.id, 'new');
    expect(restored.status, restored.text).toBe(200);
    const back = await lead(spam.body.data.id);
    expect(back).toMatchObject({ status: 'new', surveyStartsAt: null, surveyEndsAt: null });
    expect(back.staffNotes).toMatch(
      /restored from spam without its survey time: .* was booked by someone else meanwhile/,
    );
    expect(await lead(real.body.data.id)).toMatchObject({ status: 'new', surveyStartsAt: slot.startsAt });
    // Its private link leads to no booked survey any more.
    const link = await surveyLinkOf({ ...t.deps, database: async () => t.database }, spam.body.data.token);
    expect(link).toBeNull();
  });

  it('gives a lead back its time when nobody took it while it was in spam', async () => {
    const slot = await unusedSlot();
    const booked = await book(slot, 'Mistaken Spam');
    expect((await setStatus(booked.body.data.id, 'spam')).status).toBe(200);
    expect((await setStatus(booked.body.data.id, 'contacted')).status).toBe(200);
    const back = await lead(booked.body.data.id);
    expect(back).toMatchObject({ status: 'contacted', surveyStartsAt: slot.startsAt });
    expect(back.staffNotes ?? '').not.toMatch(/restored/);
    expect(await freeStarts(slot)).not.toContain(slot.startsAt);
    expect((await book(slot, 'Too Late')).status).toBe(409);
  });

  it('frees a trashed lead’s time; restored after it was taken, the lead comes back without it and says so', async () => {
    const slot = await unusedSlot();
    const trashed = await book(slot, 'Trashed Booker');
    const id = trashed.body.data.id;
    expect((await t.call(`/api/inquiries/${id}`, { method: 'DELETE', token: staffToken })).status).toBe(204);
    expect(await freeStarts(slot)).toContain(slot.startsAt);
    expect((await book(slot, 'Next Visitor')).status).toBe(201);

    const entry = (
      (await t.call('/api/trash?pageSize=100', { token: staffToken })).body.data as TrashEntry[]
    ).find((row) => row.module === 'inquiries' && row.recordId === id);
    const restored = await t.call(`/api/trash/${entry!.id}/restore`, {
      method: 'POST',
      token: staffToken,
      json: {},
    });
    expect(restored.status, restored.text).toBe(200);
    const back = await lead(id);
    expect(back).toMatchObject({ name: 'Trashed Booker', surveyStartsAt: null, surveyEndsAt: null });
    expect(back.staffNotes).toMatch(
      /restored from the trash without its survey time: .* was booked by someone else meanwhile/,
    );
  });

  it('frees a cancelled survey’s time, and keeps it in the calendar on its day, marked cancelled and not held', async () => {
    const slot = await unusedSlot();
    const booked = await book(slot, 'Cancelling Visitor');
    const { id, token } = booked.body.data;
    const cancelled = await t.call(`/api/survey-bookings/${token}/cancel`, { method: 'POST', json: {} });
    expect(cancelled.status).toBe(200);
    expect(await freeStarts(slot)).toContain(slot.startsAt);
    expect((await t.call(`/api/survey-bookings/${token}`)).status).toBe(404);
    expect(await surveyLinkOf({ ...t.deps, database: async () => t.database }, token)).toEqual({
      state: 'cancelled',
      name: 'Cancelling Visitor',
    });
    // Someone else books the time; the calendar shows both on the day, only one of them held.
    const next = await book(slot, 'Taking Over');
    expect(next.status, next.text).toBe(201);
    const day = await t.call(`/api/bookings?from=${dayOf(slot)}&days=1`, { token: staffToken });
    expect(day.status).toBe(200);
    const onDay = (day.body.data as { id: number; cancelled: boolean; surveyStartsAt: string; day: string }[])
      .filter((entry) => [id, next.body.data.id].includes(entry.id))
      .map(({ id: entryId, cancelled: isCancelled, surveyStartsAt, day: entryDay }) => ({
        entryId,
        isCancelled,
        surveyStartsAt,
        entryDay,
      }));
    expect(onDay).toEqual([
      { entryId: id, isCancelled: true, surveyStartsAt: slot.startsAt, entryDay: dayOf(slot) },
      {
        entryId: next.body.data.id,
        isCancelled: false,
        surveyStartsAt: slot.startsAt,
        entryDay: dayOf(slot),
      },
    ]);
    // Staff cannot move a cancelled survey; the lead's page tells the cancellation with its time.
    const move = await t.call(`/api/bookings/${id}/move`, {
      method: 'POST',
      token: staffToken,
      json: { surveyStartsAt: (await unusedSlot()).startsAt },
    });
    expect(move.status).toBe(404);
    const history = (await lead(id)).surveyHistory;
    expect(history.state).toBe('cancelled');
    expect(history.rows[0].value).toMatch(/, cancelled by the visitor$/);
  });

  it('lets the database hold one live booking per time but any number of cancelled or spam ones', async () => {
    const slot = await unusedSlot();
    const ids: number[] = [];
    for (const name of ['First Holder', 'Second Holder', 'Third Holder']) {
      const answer = await book(slot, name);
      expect(answer.status, `${name}: ${answer.text}`).toBe(201);
      ids.push(answer.body.data.id);
      if (name === 'First Holder') expect((await setStatus(answer.body.data.id, 'spam')).status).toBe(200);
      if (name === 'Second Holder') {
        const cancel = await t.call(`/api/survey-bookings/${answer.body.data.token}/cancel`, {
          method: 'POST',
          json: {},
        });
        expect(cancel.status).toBe(200);
      }
    }
    // A raw write that would make a second live holder of the time is refused by the index itself.
    const clash = t.database.db
      // biome-ignore lint/suspicious/noExplicitAny: module tables are not in the static schema.
      .updateTable('inquiries' as any)
      .set({ surveyCancelledAt: null })
      .where('id', '=', ids[1])
      .execute();
    await expect(clash).rejects.toThrow();
  });
});
