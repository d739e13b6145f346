import { decodeJwt, SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signAccessToken } from '@/server/auth/tokens';
import { bumpTokenVersion, setUserActive } from './support/rows';
import { createTestContext, TEST_SECRET, type TestContext } from './support/test-app';

const RENEWED_LIFETIME_SECONDS = 600;

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext({ tokenLifetimeSeconds: RENEWED_LIFETIME_SECONDS });
});
afterAll(() => t.destroy());

const renew = (token?: string) => t.call('/api/auth/renew', { method: 'POST', json: {}, token });

async function expectRefused(token?: string) {
  const answer = await renew(token);
  expect(answer.status).toBe(401);
  expect(answer.body).toEqual({ success: false, message: expect.any(String) });
  expect(answer.text).not.toContain('accessToken');
}

/** A token of the user that ends in `seconds`, as one issued a while ago would. */
async function tokenEndingIn(user: { id: number; role: string; tokenVersion: number }, seconds: number) {
  return signAccessToken(
    { userId: user.id, role: user.role, tokenVersion: user.tokenVersion },
    TEST_SECRET,
    seconds,
  );
}

describe('POST /api/auth/renew', () => {
  it('trades a valid token for a fresh one that ends later, of the configured lifetime', async () => {
    const { user } = await t.createUser({ role: 'editor' });
    const ending = await tokenEndingIn(user, 30);
    const answer = await renew(ending);
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({
      success: true,
      accessToken: expect.stringMatching(/^[\w-]+\.[\w-]+\.[\w-]+$/),
    });

    const before = decodeJwt(ending);
    const after = decodeJwt(answer.body.accessToken);
    expect(after.exp).toBeGreaterThan(before.exp as number);
    expect((after.exp as number) - (after.iat as number)).toBe(RENEWED_LIFETIME_SECONDS);
    expect(after).toMatchObject({ sub: String(user.id), role: 'editor', tv: user.tokenVersion });

    // The fresh token works like any other.
    const session = await t.call('/api/auth/login', { token: answer.body.accessToken });
    expect(session.status).toBe(200);
    expect(session.body.user).toMatchObject({ id: user.id, email: user.email });
  });

  it('issues 8-hour tokens when no lifetime is configured', async () => {
    const plain = await createTestContext();
    try {
      const { token } = await plain.createUser();
      const answer = await plain.call('/api/auth/renew', { method: 'POST', json: {}, token });
      expect(answer.status).toBe(200);
      const claims = decodeJwt(answer.body.accessToken);
      expect((claims.exp as number) - (claims.iat as number)).toBe(8 * 60 * 60);
    } finally {
      await plain.destroy();
    }
  });

  it('refuses a missing token (401)', async () => {
    await expectRefused();
  });

  it('refuses an expired token (401)', async () => {
    const { user } = await t.createUser();
    const now = Math.floor(Date.now() / 1000);
    const expired = await new SignJWT({ role: user.role, tv: user.tokenVersion })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(String(user.id))
      .setIssuedAt(now - 9 * 3600)
      .setExpirationTime(now - 60)
      .sign(TEST_SECRET);
    await expectRefused(expired);
  });

  it('refuses a revoked token and the token of a deactivated user (401)', async () => {
    const revoked = await t.createUser();
    expect((await renew(revoked.token)).status).toBe(200);
    await bumpTokenVersion(t.database, revoked.user.id);
    await expectRefused(revoked.token);

    const deactivated = await t.createUser();
    await setUserActive(t.database, deactivated.user.id, false);
    await expectRefused(deactivated.token);
  });

  it('refuses a tampered token (401) and renews nobody else', async () => {
    const { token } = await t.createUser({ role: 'editor' });
    const other = await t.createUser({ role: 'admin' });
    const [header, payload, signature] = token.split('.');
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString());
    const forged = Buffer.from(
      JSON.stringify({ ...claims, sub: String(other.user.id), role: 'admin' }),
    ).toString('base64url');
    await expectRefused(`${header}.${forged}.${signature}`);
  });
});
