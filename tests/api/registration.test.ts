import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { validateRegister } from '@/admin/auth/register-validation';
import { MIN_PASSWORD_LENGTH } from '@/lib/account-rules';
import { createTestContext, type TestContext } from './support/test-app';
import { expectNoSecrets, USER_KEYS } from './support/user-shape';

/** POST /api/account/register and GET /api/account/setup: first-run set-up only. */

describe('first-run registration', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestContext();
  });
  afterAll(() => t.destroy());

  const register = (json: object) => t.call('/api/account/register', { method: 'POST', json });
  const firstAdmin = {
    email: 'owner@example.com',
    password: 'a long enough password',
    firstName: 'Ana',
    lastName: 'Ruiz',
  };

  it('rejects invalid input with 400 and stores nothing', async () => {
    const short = await register({ ...firstAdmin, password: 'short' });
    expect(short.status).toBe(400);
    expect(Object.keys(short.body.errors)).toEqual(['password']);
    const badEmail = await register({ ...firstAdmin, email: 'owner-at-example.com' });
    expect(badEmail.status).toBe(400);
    expect(Object.keys(badEmail.body.errors)).toEqual(['email']);
    const missing = await register({ email: firstAdmin.email });
    expect(missing.status).toBe(400);
    expect(Object.keys(missing.body.errors).sort()).toEqual(['firstName', 'lastName', 'password']);
    const nul = await register({ ...firstAdmin, firstName: 'A\u0000na', lastName: 'Ruiz\u0000' });
    expect(nul.status).toBe(400);
    expect(Object.keys(nul.body.errors).sort()).toEqual(['firstName', 'lastName']);
    const withRole = await register({ ...firstAdmin, role: 'editor' });
    expect(withRole.status).toBe(400);
    expect(Object.keys(withRole.body.errors)).toEqual(['role']);
    expect((await t.call('/api/account/setup')).body).toEqual({ needsSetup: true });
  });

  it('refuses a password one character short in the words the set-up form shows', async () => {
    const password = 'x'.repeat(MIN_PASSWORD_LENGTH - 1);
    const answer = await register({ ...firstAdmin, password });
    expect(answer.status).toBe(400);
    const formErrors = validateRegister({ ...firstAdmin, password, confirmPassword: password });
    expect(formErrors).toEqual({ password: `Password must be at least ${MIN_PASSWORD_LENGTH} characters` });
    expect(answer.body.errors).toEqual({ password: [formErrors.password] });
  });

  it('creates the first user as admin (201), whose token works; then answers 403', async () => {
    expect((await t.call('/api/account/setup')).body).toEqual({ needsSetup: true });
    const created = await register(firstAdmin);
    expect(created.status).toBe(201);
    expect(Object.keys(created.body).sort()).toEqual(['accessToken', 'user']);
    expect(Object.keys(created.body.user).sort()).toEqual(USER_KEYS);
    expect(created.body.user).toMatchObject({ email: firstAdmin.email, role: 'admin', active: true });
    expectNoSecrets(created.text);

    const session = await t.call('/api/auth/login', { token: created.body.accessToken });
    expect(session.status).toBe(200);
    expect(session.body.user.id).toBe(created.body.user.id);
    expect((await t.call('/api/account/setup')).body).toEqual({ needsSetup: false });

    const second = await register({ ...firstAdmin, email: 'intruder@example.com' });
    expect(second.status).toBe(403);
    expect(second.body).toEqual({ success: false, message: expect.any(String) });
  });

  it('lets exactly one of several concurrent first registrations through', async () => {
    const fresh = await createTestContext();
    try {
      const answers = await Promise.all(
        [1, 2, 3, 4].map((n) =>
          fresh.call('/api/account/register', {
            method: 'POST',
            json: { ...firstAdmin, email: `racer${n}@example.com` },
          }),
        ),
      );
      expect(answers.map((answer) => answer.status).sort()).toEqual([201, 403, 403, 403]);
      expect((await fresh.call('/api/account/setup')).body).toEqual({ needsSetup: false });
    } finally {
      await fresh.destroy();
    }
  });
});
