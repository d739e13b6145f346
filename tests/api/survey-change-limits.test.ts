import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { surveyTimeText } from '@/features/survey-schedule/slot-labels';
import { deliverPendingMail } from '@/server/mail/delivery';
import { stopMailWorker } from '@/server/mail/worker';
import { activityOf } from './support/rows';
import { createSmtpServer, saveEmailSettings, type TestSmtpServer } from './support/smtp';
import { createTestContext, type TestContext } from './support/test-app';
import { testEngine } from './support/test-database';

/**
 * The private link's moves and cancellations mail the typed, never verified address and staff:
 * a script must not turn them into a mail cannon. A visitor moves one survey at most 5 times a day,
 * one client address changes at most 10 surveys an hour, and the mails of a burst of changes that
 * still wait in the outbox collapse into one carrying the final state.
 */
describe(`limits on changing a booked survey, on ${testEngine}`, () => {
  let t: TestContext;
  let smtp: TestSmtpServer;
  let staffToken: string;

  beforeAll(async () => {
    t = await createTestContext({ rateLimits: { publicFormsPerIpPerHour: 10_000 } });
    staffToken = (await t.createUser({ role: 'editor' })).token;
    // Nothing listens yet: every mail waits in the outbox until the server starts.
    smtp = await createSmtpServer();
    await saveEmailSettings(t, (await t.createUser({ role: 'admin' })).token, smtp);
  });
  afterAll(async () => {
    await smtp.stop();
    await t.destroy();
  });

  interface Slot {
    startsAt: string;
    endsAt: string;
  }
  const freeSlots = async (): Promise<Slot[]> => {
    const answer = await t.call('/api/survey-slots?days=14');
    return (answer.body.data.days as { slots: Slot[] }[]).flatMap((day) => day.slots);
  };
  let ip = 0;
  /** A client address no other call used. */
  const freshIp = () => {
    ip += 1;
    return `198.51.${Math.floor(ip / 250)}.${(ip % 250) + 1}`;
  };
  const book = async (startsAt: string, name: string, email: string) => {
    const answer = await t.call('/api/survey-bookings', {
      method: 'POST',
      ip: freshIp(),
      json: {
        name,
        email,
        phone: '(213) 555-0101',
        address: '1200 Echo Park Ave, Los Angeles',
        postalCode: '90026',
        formStartedAt: Date.now() - 60_000,
        surveyStartsAt: startsAt,
      },
    });
    expect(answer.status, answer.text).toBe(201);
    return answer.body.data as { id: number; token: string };
  };
  const reschedule = (token: string, surveyStartsAt: string, from = freshIp()) =>
    t.call(`/api/survey-bookings/${token}/reschedule`, {
      method: 'POST',
      ip: from,
      json: { surveyStartsAt },
    });
  const cancel = (token: string, from = freshIp()) =>
    t.call(`/api/survey-bookings/${token}/cancel`, { method: 'POST', ip: from, json: {} });
  const changesOf = async (id: number) =>
    (await activityOf(t.database, 'inquiries')).filter(
      (row) => row.recordId === id && ['survey-rescheduled', 'survey-cancelled'].includes(row.action),
    );
  const outboxOf = (id: number) =>
    t.database.db
      .selectFrom('mail_outbox')
      .select(['id', 'kind', 'status', 'subject', 'toAddress'])
      .where('relatedModule', '=', 'inquiries')
      .where('relatedId', '=', id)
      .orderBy('id')
      .execute();
  const startsAtOf = async (id: number) =>
    (await t.call(`/api/inquiries/${id}`, { token: staffToken })).body.data.surveyStartsAt as string;

  it('lets 60 moves of one booking, each from its own address, make 5 moves and one waiting mail each for visitor and staff', async () => {
    const slots = await freeSlots();
    const [first, a, b] = [slots[0], slots[1], slots[2]];
    const booked = await book(first.startsAt, 'Burst Mover', 'burst@example.com');
    const statuses: number[] = [];
    let last: Slot = first;
    for (let attempt = 0; attempt < 60; attempt += 1) {
      // Always another time than the one it holds.
      const target = last.startsAt === a.startsAt ? b : a;
      const answer = await reschedule(booked.token, target.startsAt);
      statuses.push(answer.status);
      if (answer.status === 200) last = target;
      else {
        expect(answer.status).toBe(429);
        expect(Number(answer.headers.get('retry-after'))).toBeGreaterThan(23 * 3600);
        expect(answer.body.message).toMatch(/moved 5 times today/);
      }
    }
    expect(statuses.filter((status) => status === 200)).toHaveLength(5);
    expect(statuses.slice(5).every((status) => status === 429)).toBe(true);
    expect(await changesOf(booked.id)).toHaveLength(5);
    expect(await startsAtOf(booked.id)).toBe(last.startsAt);

    // The moves' mails still waiting collapse: one for the visitor, one for staff, with the final time.
    const waiting = (await outboxOf(booked.id)).filter((row) => row.status === 'pending');
    expect(waiting.map((row) => row.kind).sort()).toEqual([
      'inquiry-notification',
      'survey-change-notification',
      'survey-confirmation',
      'survey-rescheduled',
    ]);
    const notice = waiting.find((row) => row.kind === 'survey-change-notification')!;
    expect(notice.subject).toMatch(/^Site survey moved by Burst Mover: /);

    // Sent, the visitor gets the booking and one new time, whose calendar file has the final time.
    // The app's own sender, woken by the booking, may still be failing against the closed port: it
    // is stopped first, or its failure would put the booking's mails back 30 s after the reset below.
    await stopMailWorker(t.deps);
    await smtp.start();
    await t.database.db
      .updateTable('mail_outbox')
      .set({ nextAttemptAt: new Date().toISOString() })
      .where('status', '=', 'pending')
      .execute();
    await deliverPendingMail({ ...t.deps, database: async () => t.database });
    const toVisitor = smtp.received.filter((mail) => mail.envelopeTo.includes('burst@example.com'));
    expect(toVisitor.map((mail) => mail.subject)).toEqual([
      'Your free site survey is booked',
      'Your site survey has a new time',
    ]);
    const event = new ICAL.Event(
      new ICAL.Component(ICAL.parse(toVisitor[1].attachments[0].content)).getFirstSubcomponent('vevent')!,
    );
    expect(event.startDate.toJSDate().toISOString()).toBe(last.startsAt);
    const toStaff = smtp.received.filter((mail) =>
      mail.subject.startsWith('Site survey moved by Burst Mover'),
    );
    expect(toStaff).toHaveLength(1);
    expect(toStaff[0].subject).toContain(surveyTimeText(last.startsAt, last.endsAt));

    // A cancellation is still possible after the day's moves: it ends the link, once.
    expect((await cancel(booked.token)).status).toBe(200);
    expect((await cancel(booked.token)).status).toBe(404);
    expect(await changesOf(booked.id)).toHaveLength(6);
  });

  it('replaces a move’s waiting mails by the cancellation’s', async () => {
    await smtp.stop();
    const slots = await freeSlots();
    const booked = await book(slots[3].startsAt, 'Quick Canceller', 'quick@example.com');
    expect((await reschedule(booked.token, slots[4].startsAt)).status).toBe(200);
    expect((await cancel(booked.token)).status).toBe(200);
    const waiting = (await outboxOf(booked.id)).filter((row) => row.status === 'pending');
    expect(waiting.map((row) => row.kind).sort()).toEqual([
      'inquiry-notification',
      'survey-cancelled',
      'survey-change-notification',
      'survey-confirmation',
    ]);
    expect(waiting.find((row) => row.kind === 'survey-change-notification')!.subject).toMatch(
      /^Site survey cancelled by Quick Canceller/,
    );
  });

  it('cuts one client address off after 10 changes an hour, over every booking, cancellations included', async () => {
    const slots = (await freeSlots()).slice(5);
    const bookings = await Promise.all(
      [0, 1, 2, 3].map((index) =>
        book(slots[index * 3].startsAt, `Neighbour ${index}`, `neighbour${index}@example.com`),
      ),
    );
    const attacker = '203.0.113.66';
    const statuses: number[] = [];
    for (let index = 0; index < 60; index += 1) {
      const booking = bookings[index % bookings.length];
      const slot = slots[(index % bookings.length) * 3 + 1 + (Math.floor(index / bookings.length) % 2)];
      statuses.push((await reschedule(booking.token, slot.startsAt, attacker)).status);
    }
    expect(statuses.slice(0, 10).every((status) => status === 200)).toBe(true);
    expect(statuses.slice(10).every((status) => status === 429)).toBe(true);
    const cancelled = await cancel(bookings[0].token, attacker);
    expect(cancelled.status).toBe(429);
    expect(cancelled.headers.get('retry-after')).toBeTruthy();
    const moves = (await Promise.all(bookings.map((booking) => changesOf(booking.id)))).flat();
    expect(moves).toHaveLength(10);
    // Another address is not cut off by this one.
    expect((await cancel(bookings[0].token)).status).toBe(200);
  });

  it('changes nothing and sends nothing for a move to the time the survey already has', async () => {
    const slots = await freeSlots();
    const booked = await book(slots.at(-1)!.startsAt, 'Same Time', 'same@example.com');
    const mailsBefore = (await outboxOf(booked.id)).length;
    for (let index = 0; index < 3; index += 1) {
      const answer = await reschedule(booked.token, slots.at(-1)!.startsAt);
      expect(answer.status).toBe(400);
      expect(answer.body.message).toMatch(/already at that time/);
    }
    expect(await changesOf(booked.id)).toHaveLength(0);
    expect(await outboxOf(booked.id)).toHaveLength(mailsBefore);
    expect(await startsAtOf(booked.id)).toBe(slots.at(-1)!.startsAt);
  });
});
