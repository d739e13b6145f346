import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findUserById } from '@/server/auth/users';
import { latestActivity } from './support/rows';
import { createTestContext, type TestContext } from './support/test-app';
import { expectNoSecrets } from './support/user-shape';

/** POST /api/account/password: a signed-in user changes their own password. */

const NEW_PASSWORD = 'a brand new passphrase';

describe('POST /api/account/password', () => {
  let t: TestContext;
  const change = (token: string | undefined, json: unknown, ip?: string) =>
    t.call('/api/account/password', { method: 'POST', token, json, ip });
  const signIn = (email: string, password: string, ip = '10.0.0.200') =>
    t.call('/api/auth/login', { method: 'POST', ip, json: { email, password } });

  beforeAll(async () => {
    t = await createTestContext({
      rateLimits: { loginFailuresPerEmail: 3, loginFailuresPerIp: 50, loginWindowSeconds: 60 },
    });
  });
  afterAll(() => t.destroy());

  it('changes the password, revokes earlier tokens and answers a fresh token that works', async () => {
    const { user, token, password } = await t.createUser({ role: 'editor' });
    const otherSession = (await signIn(user.email, password)).body.accessToken as string;
    expect((await t.call('/api/auth/login', { token: otherSession })).status).toBe(200);

    const answer = await change(token, { currentPassword: password, newPassword: NEW_PASSWORD }, '10.4.4.4');
    expect(answer.status, answer.text).toBe(200);
    expect(Object.keys(answer.body)).toEqual(['accessToken']);
    expect(answer.body.accessToken).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
    expectNoSecrets(answer.text);

    // The tab that changed it stays signed in with the new token; every earlier token is revoked.
    const fresh = await t.call('/api/auth/login', { token: answer.body.accessToken });
    expect(fresh.status).toBe(200);
    expect(fresh.body.user).toMatchObject({ id: user.id, email: user.email });
    expect((await t.call('/api/auth/login', { token })).status).toBe(401);
    expect((await t.call('/api/auth/login', { token: otherSession })).status).toBe(401);

    expect((await signIn(user.email, password)).status).toBe(401);
    expect((await signIn(user.email, NEW_PASSWORD)).status).toBe(200);
  });

  it('records the change in the activity log as an update of the user password', async () => {
    const { user, token, password } = await t.createUser({ role: 'admin' });
    await change(token, { currentPassword: password, newPassword: NEW_PASSWORD }, '10.5.5.5');
    const stored = await findUserById(t.database, user.id);
    expect(stored?.tokenVersion).toBe(user.tokenVersion + 1);
    expect(stored?.updatedAt).not.toBe(user.updatedAt);
    expect(await latestActivity(t.database)).toEqual({
      userId: user.id,
      module: 'users',
      recordId: user.id,
      action: 'update',
      changedFields: 'password',
    });
  });

  it('refuses a wrong current password with 400 errors.currentPassword and changes nothing', async () => {
    const { user, token, password } = await t.createUser({ role: 'editor' });
    const answer = await change(token, { currentPassword: 'not my password', newPassword: NEW_PASSWORD });
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ success: false, message: expect.any(String) });
    expect(Object.keys(answer.body.errors)).toEqual(['currentPassword']);
    expect((await findUserById(t.database, user.id))?.tokenVersion).toBe(user.tokenVersion);
    expect((await t.call('/api/auth/login', { token })).status).toBe(200);
    expect((await signIn(user.email, password)).status).toBe(200);
  });

  it('refuses a short new password, the same password, and missing or unknown fields with 400', async () => {
    const { user, token, password } = await t.createUser({ role: 'editor' });
    const cases: [unknown, string[]][] = [
      [{ currentPassword: password, newPassword: 'short' }, ['newPassword']],
      [{ currentPassword: password, newPassword: password }, ['newPassword']],
      [{ currentPassword: password }, ['newPassword']],
      [{ newPassword: NEW_PASSWORD }, ['currentPassword']],
      [{}, ['currentPassword', 'newPassword']],
      [{ currentPassword: password, newPassword: NEW_PASSWORD, role: 'admin' }, ['role']],
      [{ currentPassword: 42, newPassword: NEW_PASSWORD }, ['currentPassword']],
      [{ currentPassword: password, newPassword: 'x'.repeat(1025) }, ['newPassword']],
    ];
    for (const [json, fields] of cases) {
      const answer = await change(token, json);
      expect(answer.status, JSON.stringify(json)).toBe(400);
      expect(Object.keys(answer.body.errors).sort(), JSON.stringify(json)).toEqual(fields);
    }
    expect((await findUserById(t.database, user.id))?.tokenVersion).toBe(user.tokenVersion);
    expect((await signIn(user.email, password)).status).toBe(200);
  });

  it('accepts a new password of exactly 10 characters', async () => {
    const { token, password } = await t.createUser({ role: 'editor' });
    expect((await change(token, { currentPassword: password, newPassword: '0123456789' })).status).toBe(200);
  });

  it('answers 401 without a valid token, and 415 for a body that is not JSON', async () => {
    expect((await change(undefined, { currentPassword: 'x', newPassword: NEW_PASSWORD })).status).toBe(401);
    const { token } = await t.createUser({ role: 'editor' });
    const notJson = await t.call('/api/account/password', {
      method: 'POST',
      token,
      headers: { 'content-type': 'text/plain' },
      body: 'currentPassword=x',
    });
    expect(notJson.status).toBe(415);
  });

  it('limits guesses of the current password like sign-ins (429 with Retry-After)', async () => {
    const { user, token, password } = await t.createUser({ role: 'editor' });
    for (let attempt = 0; attempt < 3; attempt += 1) {
      const wrong = await change(token, { currentPassword: `guess ${attempt}`, newPassword: NEW_PASSWORD });
      expect(wrong.status).toBe(400);
    }
    const limited = await change(token, { currentPassword: password, newPassword: NEW_PASSWORD });
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await findUserById(t.database, user.id))?.tokenVersion).toBe(user.tokenVersion);
  });
});
