import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inquiriesModule } from '@/features/inquiries/module';
import { businessToday, monthOf } from '@/lib/calendar-dates';
import type { TrashEntry } from '@/lib/trash';
import { subscribersModule } from '@/modules/subscribers/module';
import { csvText, parseCsvCells } from '../support/csv-cells';
import { moduleApi, type StoredRecord } from './support/module-api';
import { activityOf } from './support/rows';
import { createTestContext, type TestContext } from './support/test-app';
import { testEngine } from './support/test-database';

/**
 * Leads are the business's money: a deleted inquiry or subscriber waits in the trash for 30 days
 * like any content record, out of the inbox, its counts, the calendar and the exports, and comes
 * back with the same id. A subscriber's address stays free to sign up again meanwhile.
 */
describe(`inquiries and subscribers in the trash, on ${testEngine}`, () => {
  let t: TestContext;
  let admin: string;
  let editor: string;

  beforeAll(async () => {
    t = await createTestContext({ rateLimits: { publicFormsPerIpPerHour: 1000 } });
    admin = (await t.createUser({ role: 'admin' })).token;
    editor = (await t.createUser({ role: 'editor' })).token;
  });
  afterAll(() => t.destroy());

  const entryOf = async (module: string, recordId: number) =>
    ((await t.call('/api/trash?pageSize=100', { token: editor })).body.data as TrashEntry[]).find(
      (entry) => entry.module === module && entry.recordId === recordId,
    );
  const restore = (entryId: number) =>
    t.call(`/api/trash/${entryId}/restore`, { method: 'POST', token: editor, json: {} });
  const exportedIds = async (module: string, query = '') => {
    const response = await t.request(`/api/${module}/export.csv${query}`, { token: editor });
    expect(response.status).toBe(200);
    const [, ...rows] = parseCsvCells((await csvText(response)).slice(1));
    return rows.map((row) => Number(row[0].text));
  };
  const newCount = async () =>
    (await moduleApi(t, inquiriesModule, editor).list('status=new&pageSize=1')).body.total as number;
  const signUp = (email: string) =>
    t.call('/api/subscribers', { method: 'POST', json: { email }, ip: '203.0.113.20' });
  const subscriberRow = (email: string) =>
    t.database.db
      .selectFrom('subscribers')
      .select(['id', 'status', 'unsubscribeToken'])
      .where('email', '=', email)
      .executeTakeFirst();
  const unsubscribe = (token: string) =>
    t.call('/api/subscribers/unsubscribe', { method: 'POST', json: { token } });

  it('moves an inquiry to the trash: out of the inbox, its count, the calendar and the export; back whole', async () => {
    const inquiries = moduleApi(t, inquiriesModule, editor);
    const month = monthOf(businessToday());
    const inquiry = await inquiries.created({
      name: 'Rosa Mendez',
      email: 'rosa@example.com',
      phone: '(323) 555-0142',
      service: 'Home Complete',
      message: 'Cameras for the front porch and the alley.',
      preferredDate: `${month}-14`,
      status: 'new',
      staffNotes: 'Prefers mornings.',
    });
    const before = await newCount();
    const bookings = async () =>
      ((await t.call(`/api/bookings?month=${month}`, { token: editor })).body.data as { id: number }[]).map(
        (booking) => booking.id,
      );
    expect(await bookings()).toContain(inquiry.id);
    expect(await exportedIds('inquiries')).toContain(inquiry.id);

    expect((await inquiries.remove(inquiry.id)).status).toBe(204);
    expect((await inquiries.get(inquiry.id)).status).toBe(404);
    expect(await newCount()).toBe(before - 1);
    expect(await bookings()).not.toContain(inquiry.id);
    expect(await exportedIds('inquiries')).not.toContain(inquiry.id);
    const entry = await entryOf('inquiries', inquiry.id);
    expect(entry).toMatchObject({ title: 'Rosa Mendez', recordId: inquiry.id });

    const restored = await restore(entry!.id);
    expect(restored.status, restored.text).toBe(200);
    const { delivery: _delivery, ...back } = (await inquiries.get(inquiry.id)).body.data;
    const { delivery: _kept, ...original } = inquiry;
    expect(back).toEqual(original);
    expect(await newCount()).toBe(before);
    expect(await bookings()).toContain(inquiry.id);
    expect((await activityOf(t.database, 'inquiries')).slice(-2)).toMatchObject([
      { action: 'delete', recordId: inquiry.id },
      { action: 'restore', recordId: inquiry.id },
    ]);
  });

  it('keeps the version an inquiry save replaced, as it does for content', async () => {
    const inquiries = moduleApi(t, inquiriesModule, editor);
    const inquiry = await inquiries.created({
      name: 'Dev Patel',
      email: 'dev@example.com',
      message: 'Two cameras for the shop.',
    });
    expect((await inquiries.patch(inquiry.id, { status: 'contacted' })).status).toBe(200);
    const revisions = await t.call(`/api/inquiries/${inquiry.id}/revisions`, { token: editor });
    expect(revisions.status).toBe(200);
    expect(revisions.body.data).toHaveLength(1);
    expect(revisions.body.data[0].changedFields).toEqual(['status']);
  });

  it('lets administrators only delete a trashed inquiry for good', async () => {
    const inquiries = moduleApi(t, inquiriesModule, editor);
    const inquiry = await inquiries.created({ name: 'Spam Bot', email: 'bot@example.com', message: 'Buy!' });
    expect((await inquiries.remove(inquiry.id)).status).toBe(204);
    const entry = await entryOf('inquiries', inquiry.id);
    expect((await t.call(`/api/trash/${entry!.id}`, { method: 'DELETE', token: editor })).status).toBe(403);
    expect((await t.call(`/api/trash/${entry!.id}`, { method: 'DELETE', token: admin })).status).toBe(204);
    expect(await entryOf('inquiries', inquiry.id)).toBeUndefined();
  });

  it('moves a subscriber to the trash and back with the same id and unsubscribe link', async () => {
    expect((await signUp('mia@example.com')).status).toBe(201);
    const row = (await subscriberRow('mia@example.com'))!;
    const subscribers = moduleApi(t, subscribersModule, editor);
    const subscriber = (await subscribers.get(row.id)).body.data as StoredRecord;

    expect((await subscribers.remove(row.id)).status).toBe(204);
    expect((await subscribers.list('q=mia')).body.total).toBe(0);
    expect(await exportedIds('subscribers')).not.toContain(row.id);
    const entry = await entryOf('subscribers', row.id);
    expect(entry).toMatchObject({ title: 'mia@example.com' });
    // The trash lists titles only: the link's token stays out of every answer.
    expect(JSON.stringify((await t.call('/api/trash?pageSize=100', { token: editor })).body)).not.toContain(
      row.unsubscribeToken,
    );

    const restored = await restore(entry!.id);
    expect(restored.status, restored.text).toBe(200);
    expect(restored.text).not.toContain(row.unsubscribeToken);
    expect((await subscribers.get(row.id)).body.data).toEqual(subscriber);
    expect((await subscriberRow('mia@example.com'))!.unsubscribeToken).toBe(row.unsubscribeToken);
    expect(await exportedIds('subscribers')).toContain(row.id);
    // The link of the e-mails sent before still works.
    expect((await unsubscribe(row.unsubscribeToken)).status).toBe(200);
    expect((await subscriberRow('mia@example.com'))!.status).toBe('unsubscribed');
  });

  it('keeps a trashed subscriber who unsubscribes through an old e-mail unsubscribed when restored', async () => {
    expect((await signUp('noah@example.com')).status).toBe(201);
    const row = (await subscriberRow('noah@example.com'))!;
    expect((await moduleApi(t, subscribersModule, editor).remove(row.id)).status).toBe(204);

    const answer = await unsubscribe(row.unsubscribeToken);
    expect(answer.status, answer.text).toBe(200);
    expect((await activityOf(t.database, 'subscribers')).at(-1)).toMatchObject({
      action: 'unsubscribe',
      recordId: row.id,
      userId: null,
    });
    const entry = await entryOf('subscribers', row.id);
    expect((await restore(entry!.id)).status).toBe(200);
    expect(await subscriberRow('noah@example.com')).toMatchObject({ id: row.id, status: 'unsubscribed' });
  });

  it('lets a trashed address sign up again; restoring the old one is then refused, naming the address', async () => {
    expect((await signUp('Lena@Example.com')).status).toBe(201);
    const old = (await subscriberRow('Lena@Example.com'))!;
    expect((await moduleApi(t, subscribersModule, editor).remove(old.id)).status).toBe(204);

    // The unique address is free again: the sign-up makes a new subscriber.
    expect((await signUp('lena@example.com')).status).toBe(201);
    const again = (await subscriberRow('lena@example.com'))!;
    expect(again.id).not.toBe(old.id);
    expect(again.status).toBe('subscribed');
    expect((await signUp('LENA@example.com')).status).toBe(200);

    const entry = await entryOf('subscribers', old.id);
    const refused = await restore(entry!.id);
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({
      success: false,
      message: 'Cannot restore: another subscriber now has the email “Lena@Example.com”',
      errors: { email: ['“Lena@Example.com” now belongs to another subscriber'] },
    });
    expect(await entryOf('subscribers', old.id)).toBeDefined();
    expect(await subscriberRow('lena@example.com')).toMatchObject({ id: again.id, status: 'subscribed' });
  });
});
