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

describe('POST /api/auth/renew: the absolute end of a session', () => {
  const DAY = 24 * 60 * 60;
  const WEEK = 7 * DAY;
  const nowInSeconds = () => Math.floor(Date.now() / 1000);

  /** A token of a session signed in `secondsAgo` ago, whose own `exp` is still `lifetime` away. */
  async function signedInAgo(
    user: { id: number; role: string; tokenVersion: number },
    secondsAgo: number,
    { lifetime = 60, sessionMax = WEEK } = {},
  ) {
    return signAccessToken(
      {
        userId: user.id,
        role: user.role,
        tokenVersion: user.tokenVersion,
        signedInAt: nowInSeconds() - secondsAgo,
      },
      TEST_SECRET,
      lifetime,
      // Signed as if the limit were longer (issued before the operator lowered it).
      sessionMax,
    );
  }

  async function expectSessionLimit(context: TestContext, token: string, limit: string) {
    const answer = await context.call('/api/auth/renew', { method: 'POST', json: {}, token });
    expect(answer.status).toBe(401);
    expect(answer.body).toEqual({
      success: false,
      message: `Your session has reached its limit of ${limit}. Please sign in again.`,
    });
    expect(answer.text).not.toContain('accessToken');
  }

  it('carries the sign-in time on, so renewing again and again never moves it', async () => {
    const { user } = await t.createUser();
    const login = await t.call('/api/auth/login', {
      method: 'POST',
      json: { email: user.email, password: 'correct horse battery staple' },
    });
    expect(login.status).toBe(200);
    const signedIn = decodeJwt(login.body.accessToken);
    expect(signedIn.auth_time).toBe(signedIn.iat);
    expect(signedIn.session_exp).toBe((signedIn.iat as number) + WEEK);

    let token = login.body.accessToken as string;
    for (let round = 0; round < 3; round += 1) {
      const answer = await renew(token);
      expect(answer.status).toBe(200);
      token = answer.body.accessToken;
      expect(decodeJwt(token)).toMatchObject({
        auth_time: signedIn.auth_time,
        session_exp: signedIn.session_exp,
      });
    }
  });

  it('caps the renewed token at 7 days after signing in', async () => {
    const { user } = await t.createUser();
    // Two minutes of the week left: a renewal of 600 s would go past it.
    const nearEnd = await signedInAgo(user, WEEK - 120);
    const signedInAt = decodeJwt(nearEnd).auth_time as number;
    const answer = await renew(nearEnd);
    expect(answer.status).toBe(200);
    const renewed = decodeJwt(answer.body.accessToken);
    expect(renewed.exp).toBe(signedInAt + WEEK);
    expect(renewed.exp).toBeLessThan((renewed.iat as number) + RENEWED_LIFETIME_SECONDS);
    expect(renewed).toMatchObject({ auth_time: signedInAt, session_exp: signedInAt + WEEK });
  });

  it('answers 401 with a clear message once 7 days have passed since signing in', async () => {
    const { user } = await t.createUser();
    // Its own exp lies ahead, but the session began more than a week ago.
    await expectSessionLimit(t, await signedInAgo(user, WEEK + 60, { sessionMax: 2 * WEEK }), '7 days');
    // Expired exactly at the limit: the same message, not a generic one.
    await expectSessionLimit(t, await signedInAgo(user, WEEK + 60), '7 days');
    // Every other call is refused the same way, not only renew.
    const other = await t.call('/api/auth/login', {
      token: await signedInAgo(user, WEEK, { sessionMax: 2 * WEEK }),
    });
    expect(other.status).toBe(401);
  });

  it('counts a token from before the limit existed from its issue time', async () => {
    const { user } = await t.createUser();
    const now = nowInSeconds();
    const legacy = await new SignJWT({ role: user.role, tv: user.tokenVersion })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(String(user.id))
      .setIssuedAt(now - WEEK - 60)
      .setExpirationTime(now + 60)
      .sign(TEST_SECRET);
    await expectSessionLimit(t, legacy, '7 days');
  });

  it('follows a configured limit (SESSION_MAX_SECONDS)', async () => {
    const hourly = await createTestContext({
      tokenLifetimeSeconds: RENEWED_LIFETIME_SECONDS,
      sessionMaxSeconds: 3600,
    });
    try {
      const { user, token } = await hourly.createUser();
      const fresh = await hourly.call('/api/auth/renew', { method: 'POST', json: {}, token });
      expect(fresh.status).toBe(200);
      const nearEnd = await signedInAgo(user, 3600 - 100, { sessionMax: 3600 });
      const capped = await hourly.call('/api/auth/renew', { method: 'POST', json: {}, token: nearEnd });
      expect(capped.status).toBe(200);
      const claims = decodeJwt(capped.body.accessToken);
      expect(claims.exp).toBe((claims.auth_time as number) + 3600);
      await expectSessionLimit(hourly, await signedInAgo(user, 3600 + 5, { sessionMax: WEEK }), '1 hour');
    } finally {
      await hourly.destroy();
    }
  });
});

describe('POST /api/auth/renew as any client sends it', () => {
  it('renews with no body at all, without a content type', async () => {
    const { token } = await t.createUser({ role: 'editor' });
    const answer = await t.call('/api/auth/renew', { method: 'POST', token });
    expect(answer.status).toBe(200);
    expect(answer.body.accessToken).toEqual(expect.any(String));
  });

  it('takes the scheme in any case, and still refuses a body that is not JSON', async () => {
    const { token } = await t.createUser({ role: 'editor' });
    const lower = await t.call('/api/auth/renew', {
      method: 'POST',
      headers: { authorization: `bearer ${token}` },
    });
    expect(lower.status).toBe(200);
    const text = await t.call('/api/auth/renew', {
      method: 'POST',
      token,
      headers: { 'content-type': 'text/plain' },
      body: 'hello',
    });
    expect(text.status).toBe(415);
  });
});
