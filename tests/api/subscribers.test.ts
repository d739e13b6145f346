import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from './support/test-app';

let t: TestContext;
let staffToken: string;
beforeAll(async () => {
  t = await createTestContext({ rateLimits: { publicFormsPerIpPerHour: 1000 } });
  staffToken = (await t.createUser({ role: 'editor' })).token;
});
afterAll(() => t.destroy());

const signUp = (json: unknown, ip = '203.0.113.10') =>
  t.request('/api/subscribers', { method: 'POST', json, ip });
const tokenOf = async (email: string) =>
  await t.database.db
    .selectFrom('subscribers')
    .select(['unsubscribeToken', 'status'])
    .where('email', '=', email)
    .executeTakeFirstOrThrow();

describe('newsletter sign-up', () => {
  it('subscribes once, answers 200 on a repeat in any letter case, and stores one row', async () => {
    expect((await signUp({ email: 'ana@example.com' })).status).toBe(201);
    expect((await signUp({ email: 'ANA@Example.com' })).status).toBe(200);
    const list = await (await t.request('/api/subscribers?q=ana', { token: staffToken })).json();
    expect(list.total).toBe(1);
    expect(list.data[0]).toMatchObject({ email: 'ana@example.com', status: 'subscribed', source: 'website' });
    expect(list.data[0]).not.toHaveProperty('unsubscribeToken');
  });

  it('refuses a bad address or unknown fields with 400 and stores nothing', async () => {
    const bad = await signUp({ email: 'not-an-email' });
    expect(bad.status).toBe(400);
    expect((await bad.json()).errors.email).toBeDefined();
    expect((await signUp({ email: 'x@example.com', admin: true })).status).toBe(400);
    const list = await (await t.request('/api/subscribers?q=x%40example', { token: staffToken })).json();
    expect(list.total).toBe(0);
  });

  it('unsubscribes with the token of the link, and a new sign-up subscribes again', async () => {
    await signUp({ email: 'leo@example.com' });
    const { unsubscribeToken } = await tokenOf('leo@example.com');
    expect(unsubscribeToken).toMatch(/^[a-f0-9]{32}$/);
    const response = await t.request('/api/subscribers/unsubscribe', {
      method: 'POST',
      json: { token: unsubscribeToken },
    });
    expect(response.status).toBe(200);
    expect((await tokenOf('leo@example.com')).status).toBe('unsubscribed');
    expect((await signUp({ email: 'leo@example.com' })).status).toBe(200);
    expect((await tokenOf('leo@example.com')).status).toBe('subscribed');
  });

  it('answers 404 for an unknown token and 400 for a malformed one', async () => {
    const unknown = await t.request('/api/subscribers/unsubscribe', {
      method: 'POST',
      json: { token: 'a'.repeat(32) },
    });
    expect(unknown.status).toBe(404);
    const malformed = await t.request('/api/subscribers/unsubscribe', {
      method: 'POST',
      json: { token: '../x' },
    });
    expect(malformed.status).toBe(400);
  });

  it('limits sign-ups per IP with 429 and Retry-After', async () => {
    const limited = await createTestContext({ rateLimits: { publicFormsPerIpPerHour: 2 } });
    try {
      const post = (email: string) =>
        limited.request('/api/subscribers', { method: 'POST', json: { email }, ip: '198.51.100.4' });
      expect((await post('a1@example.com')).status).toBe(201);
      expect((await post('a2@example.com')).status).toBe(201);
      const third = await post('a3@example.com');
      expect(third.status).toBe(429);
      expect(Number(third.headers.get('retry-after'))).toBeGreaterThan(0);
    } finally {
      await limited.destroy();
    }
  });

  it('exports CSV that keeps commas and quotes, and never starts a cell with a formula', async () => {
    await signUp({ email: 'csv@example.com', source: '=HYPERLINK("http://evil")' });
    await signUp({ email: 'quote@example.com', source: 'Footer, "spring" promo' });
    const response = await t.request('/api/subscribers/export.csv', { token: staffToken });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/csv');
    const csv = await response.text();
    expect(csv).toContain(`"'=HYPERLINK(""http://evil"")"`);
    expect(csv).toContain('"Footer, ""spring"" promo"');
    expect((await t.request('/api/subscribers/export.csv')).status).toBe(401);
  });
});
