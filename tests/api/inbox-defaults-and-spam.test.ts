import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertInquiry } from './support/lead-rows';
import { createTestContext, type TestContext } from './support/test-app';

let t: TestContext;
let token: string;

beforeAll(async () => {
  t = await createTestContext();
  token = (await t.createUser({ role: 'editor' })).token;
});
afterAll(async () => {
  await t.destroy();
});

describe('staff-created leads take their default status', () => {
  it('stores an inquiry without a status as new', async () => {
    const answer = await t.call('/api/inquiries', {
      method: 'POST',
      token,
      json: { name: 'Phone Lead', email: 'phone.lead@example.com', message: 'Called about a quote.' },
    });
    expect(answer.status).toBe(201);
    expect(answer.body.data).toMatchObject({ name: 'Phone Lead', status: 'new' });
  });

  it('stores a subscriber without a status as subscribed', async () => {
    const answer = await t.call('/api/subscribers', {
      method: 'POST',
      token,
      json: { email: 'walk-in@example.com' },
    });
    expect(answer.status).toBe(201);
    expect(answer.body.data).toMatchObject({ email: 'walk-in@example.com', status: 'subscribed' });
  });

  it('refuses to clear a status with null, changing nothing', async () => {
    const created = await t.call('/api/inquiries', {
      method: 'POST',
      token,
      json: { name: 'Keep Status', email: 'keep@example.com', message: 'Hello', status: 'quoted' },
    });
    const id = created.body.data.id;
    const cleared = await t.call(`/api/inquiries/${id}`, { method: 'PATCH', token, json: { status: null } });
    expect(cleared.status).toBe(400);
    expect(cleared.body).toMatchObject({ success: false, errors: { status: [expect.any(String)] } });
    const stored = await t.call(`/api/inquiries/${id}`, { token });
    expect(stored.body.data.status).toBe('quoted');
  });
});

describe('spam stays out of the inbox unless asked for', () => {
  const marker = 'Zebracam';
  beforeAll(async () => {
    const createdAt = new Date().toISOString();
    await insertInquiry(t.database, { createdAt, name: `${marker} Real`, status: 'new' });
    await insertInquiry(t.database, { createdAt, name: `${marker} Bot`, status: 'spam' });
    await insertInquiry(t.database, { createdAt, name: `${marker} Called`, status: 'contacted' });
  });
  const names = (body: { data: { name: string }[] }) => body.data.map((row) => row.name).sort();

  it('leaves spam out of the list, its total and search', async () => {
    const all = await t.call('/api/inquiries?pageSize=100', { token });
    expect(all.body.data.some((row: { status: string }) => row.status === 'spam')).toBe(false);
    expect(all.body.total).toBe(all.body.data.length);
    const searched = await t.call(`/api/inquiries?q=${marker}`, { token });
    expect(names(searched.body)).toEqual([`${marker} Called`, `${marker} Real`]);
    expect(searched.body.total).toBe(2);
  });

  it('shows spam, and only spam, when status=spam is asked for', async () => {
    const spam = await t.call(`/api/inquiries?status=spam&q=${marker}`, { token });
    expect(names(spam.body)).toEqual([`${marker} Bot`]);
    expect(spam.body.total).toBe(1);
  });

  it('counts no spam in the total the dashboard reads', async () => {
    const counted = await t.call('/api/inquiries?page=1&pageSize=1', { token });
    const everything = await t.call('/api/inquiries?pageSize=100', { token });
    const spam = await t.call('/api/inquiries?status=spam&pageSize=100', { token });
    expect(counted.body.total).toBe(everything.body.data.length);
    expect(spam.body.total).toBeGreaterThan(0);
  });

  it('leaves spam out of the CSV export unless asked for', async () => {
    const csv = await t.call('/api/inquiries/export.csv', { token });
    expect(csv.status).toBe(200);
    expect(csv.text).toContain(`${marker} Real`);
    expect(csv.text).not.toContain(`${marker} Bot`);
    const spamCsv = await t.call('/api/inquiries/export.csv?status=spam', { token });
    expect(spamCsv.text).toContain(`${marker} Bot`);
    expect(spamCsv.text).not.toContain(`${marker} Real`);
  });
});
