import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signAccessToken } from '@/server/auth/tokens';
import { createTestContext, TEST_SECRET, type TestContext } from './support/test-app';

/**
 * Signing out ends the session on the server: a copy of its token, and every renewal of it, is
 * refused from then on, while the user's other sessions go on.
 */
let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(() => t.destroy());

const now = () => Math.floor(Date.now() / 1000);

describe('POST /api/auth/logout', () => {
  it("refuses the session's token and its renewals afterwards, and leaves the other sessions alone", async () => {
    const { user } = await t.createUser({ role: 'editor' });
    const claims = { userId: user.id, role: user.role, tokenVersion: user.tokenVersion };
    // Two browsers, signed in the same second: two sessions all the same.
    const office = await signAccessToken({ ...claims, signedInAt: now() }, TEST_SECRET);
    const phone = await signAccessToken({ ...claims, signedInAt: now() }, TEST_SECRET);
    const renewed = (await t.call('/api/auth/renew', { method: 'POST', token: office })).body.accessToken;
    expect(renewed).toEqual(expect.any(String));

    const signedOut = await t.call('/api/auth/logout', { method: 'POST', token: office });
    expect(signedOut.status).toBe(200);
    expect(signedOut.body).toEqual({ success: true });

    for (const token of [office, renewed]) {
      expect((await t.call('/api/faqs', { token })).status).toBe(401);
      expect((await t.call('/api/auth/renew', { method: 'POST', token })).status).toBe(401);
      expect((await t.call('/api/auth/logout', { method: 'POST', token })).status).toBe(401);
    }
    expect((await t.call('/api/faqs', { token: phone })).status).toBe(200);

    const log = await t.call(`/api/activity-log?userId=${user.id}`, {
      token: (await t.createUser({ role: 'admin' })).token,
    });
    expect(JSON.stringify(log.body)).toContain('"action":"logout"');
  });

  it('needs a valid token', async () => {
    expect((await t.call('/api/auth/logout', { method: 'POST' })).status).toBe(401);
    expect((await t.call('/api/auth/logout', { method: 'POST', token: 'a.b.c' })).status).toBe(401);
  });

  it('remembers only sessions that have not reached their end', async () => {
    const { user } = await t.createUser({ role: 'editor' });
    const claims = { userId: user.id, role: user.role, tokenVersion: user.tokenVersion };
    const eightDaysAgo = now() - 8 * 24 * 60 * 60;
    await t.database.db
      .updateTable('users')
      .set({
        signedOutSessions:
          t.database.engine === 'postgres' ? JSON.stringify([eightDaysAgo]) : `[${eightDaysAgo}]`,
      })
      .where('id', '=', user.id)
      .execute();
    const signedInAt = now() - 5;
    const token = await signAccessToken({ ...claims, signedInAt }, TEST_SECRET);
    expect((await t.call('/api/auth/logout', { method: 'POST', token })).status).toBe(200);
    const row = await t.database.db
      .selectFrom('users')
      .select('signedOutSessions')
      .where('id', '=', user.id)
      .executeTakeFirstOrThrow();
    const remembered =
      typeof row.signedOutSessions === 'string' ? JSON.parse(row.signedOutSessions) : row.signedOutSessions;
    expect(remembered).toEqual([{ session: expect.any(String), signedInAt }]);
  });
});
