import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, TEST_SECRET, type TestContext } from './support/test-app';

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(() => t.destroy());

describe('bearer tokens must expire', () => {
  it('refuses a token signed with the real secret but without exp (401)', async () => {
    const { user } = await t.createUser({ role: 'admin' });
    const forever = await new SignJWT({ role: user.role, tv: user.tokenVersion })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(String(user.id))
      .setIssuedAt()
      .sign(TEST_SECRET);
    const session = await t.call('/api/auth/login', { token: forever });
    expect(session.status).toBe(401);
    expect(session.body).toEqual({ success: false, message: expect.any(String) });
    expect((await t.call('/api/users', { token: forever })).status).toBe(401);
  });

  it('still accepts the same token with exp', async () => {
    const { user } = await t.createUser({ role: 'admin' });
    const expiring = await new SignJWT({ role: user.role, tv: user.tokenVersion })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(String(user.id))
      .setIssuedAt()
      .setExpirationTime('1h')
      .sign(TEST_SECRET);
    expect((await t.call('/api/auth/login', { token: expiring })).status).toBe(200);
  });
});
