import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bumpTokenVersion, setUserActive } from './support/rows';
import { createTestContext, TEST_SECRET, type TestContext } from './support/test-app';
import { expectNoSecrets, USER_KEYS } from './support/user-shape';

const base64url = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');

describe('POST /api/auth/login', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestContext({
      rateLimits: { loginFailuresPerEmail: 3, loginFailuresPerIp: 5, loginWindowSeconds: 60 },
    });
  });
  afterAll(() => t.destroy());

  it('signs in with the right password: success, message, token and the public user', async () => {
    const { user, password } = await t.createUser({ role: 'editor' });
    const answer = await t.call('/api/auth/login', { method: 'POST', json: { email: user.email, password } });
    expect(answer.status).toBe(200);
    expect(Object.keys(answer.body).sort()).toEqual(['accessToken', 'data', 'message', 'success']);
    expect(answer.body).toMatchObject({ success: true, message: expect.any(String) });
    expect(answer.body.accessToken).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
    expect(Object.keys(answer.body.data).sort()).toEqual(USER_KEYS);
    expect(answer.body.data).toMatchObject({ id: user.id, email: user.email, role: 'editor', active: true });
    expectNoSecrets(answer.text);
  });

  it('accepts the e-mail in another case', async () => {
    const { user, password } = await t.createUser();
    const answer = await t.call('/api/auth/login', {
      method: 'POST',
      json: { email: user.email.toUpperCase(), password },
    });
    expect(answer.status).toBe(200);
  });

  it('answers an unknown e-mail and a wrong password with the same 401', async () => {
    const { user } = await t.createUser();
    const unknown = await t.call('/api/auth/login', {
      method: 'POST',
      ip: '10.0.0.1',
      json: { email: 'nobody-here@example.com', password: 'whatever password' },
    });
    const wrong = await t.call('/api/auth/login', {
      method: 'POST',
      ip: '10.0.0.2',
      json: { email: user.email, password: 'not the password' },
    });
    expect(unknown.status).toBe(401);
    expect(wrong.status).toBe(401);
    expect(unknown.body).toEqual({ success: false, message: expect.any(String) });
    expect(wrong.body).toEqual(unknown.body);
  });

  it('refuses an inactive user with 401', async () => {
    const { user, password } = await t.createUser();
    await setUserActive(t.database, user.id, false);
    const answer = await t.call('/api/auth/login', {
      method: 'POST',
      ip: '10.0.0.3',
      json: { email: user.email, password },
    });
    expect(answer.status).toBe(401);
    expect(answer.body).toEqual({ success: false, message: expect.any(String) });
    expect(answer.text).not.toContain('accessToken');
  });

  it('answers invalid input with 400 and per-field errors', async () => {
    const answer = await t.call('/api/auth/login', {
      method: 'POST',
      json: { email: 'not-an-email', password: '' },
    });
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ success: false, message: expect.any(String) });
    expect(Object.keys(answer.body.errors).sort()).toEqual(['email', 'password']);
    const missing = await t.call('/api/auth/login', { method: 'POST', json: {} });
    expect(missing.status).toBe(400);
    expect(Object.keys(missing.body.errors).sort()).toEqual(['email', 'password']);
  });

  it('answers malformed JSON with 400 and a wrong content type with 415', async () => {
    const malformed = await t.call('/api/auth/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"email": "a@example.com", "password": ',
    });
    expect(malformed.status).toBe(400);
    expect(malformed.body).toEqual({ success: false, message: expect.any(String) });
    const form = await t.call('/api/auth/login', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'email=a%40example.com&password=secret',
    });
    expect(form.status).toBe(415);
    expect(form.body).toEqual({ success: false, message: expect.any(String) });
  });

  it('limits failures per e-mail from one address (429 with Retry-After), even for the right password', async () => {
    const { user, password } = await t.createUser();
    for (let attempt = 0; attempt < 3; attempt++) {
      const answer = await t.call('/api/auth/login', {
        method: 'POST',
        ip: '10.1.0.1',
        json: { email: user.email, password: `wrong ${attempt}` },
      });
      expect(answer.status).toBe(401);
    }
    const limited = await t.call('/api/auth/login', {
      method: 'POST',
      ip: '10.1.0.1',
      json: { email: user.email, password },
    });
    expect(limited.status).toBe(429);
    expect(limited.body).toEqual({ success: false, message: expect.any(String) });
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(Number(limited.headers.get('retry-after'))).toBeLessThanOrEqual(60);
    // Failures from one address do not lock the account for its owner elsewhere.
    const elsewhere = await t.call('/api/auth/login', {
      method: 'POST',
      ip: '10.1.0.2',
      json: { email: user.email, password },
    });
    expect(elsewhere.status).toBe(200);
  });

  it('limits failures per IP across e-mails', async () => {
    for (let attempt = 1; attempt <= 5; attempt++) {
      const answer = await t.call('/api/auth/login', {
        method: 'POST',
        ip: '10.2.0.1',
        json: { email: `guess${attempt}@example.com`, password: 'guessing' },
      });
      expect(answer.status).toBe(401);
    }
    const { user, password } = await t.createUser();
    const limited = await t.call('/api/auth/login', {
      method: 'POST',
      ip: '10.2.0.1',
      json: { email: user.email, password },
    });
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    const elsewhere = await t.call('/api/auth/login', {
      method: 'POST',
      ip: '10.2.0.2',
      json: { email: user.email, password },
    });
    expect(elsewhere.status).toBe(200);
  });

  it('resets the per-e-mail counter after a successful sign-in', async () => {
    const { user, password } = await t.createUser();
    const attempt = (pass: string) =>
      t.call('/api/auth/login', {
        method: 'POST',
        ip: '10.3.0.1',
        json: { email: user.email, password: pass },
      });
    expect((await attempt('wrong')).status).toBe(401);
    expect((await attempt('wrong')).status).toBe(401);
    expect((await attempt(password)).status).toBe(200);
    // Without the reset, these would be failures 3 to 5 and the last ones refused.
    expect((await attempt('wrong')).status).toBe(401);
    expect((await attempt('wrong')).status).toBe(401);
    expect((await attempt('wrong')).status).toBe(401);
    expect((await attempt(password)).status).toBe(429);
  });
});

describe('GET /api/auth/login (session from a bearer token)', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestContext();
  });
  afterAll(() => t.destroy());

  const session = (token?: string, headers?: Record<string, string>) =>
    t.call('/api/auth/login', { token, headers });

  const expectRefused = async (token?: string, headers?: Record<string, string>) => {
    const answer = await session(token, headers);
    expect(answer.status).toBe(401);
    expect(answer.body).toEqual({ success: false, message: expect.any(String) });
  };

  it('answers 200 {user} for a valid token', async () => {
    const { user, token } = await t.createUser();
    const answer = await session(token);
    expect(answer.status).toBe(200);
    expect(Object.keys(answer.body)).toEqual(['user']);
    expect(Object.keys(answer.body.user).sort()).toEqual(USER_KEYS);
    expect(answer.body.user.id).toBe(user.id);
    expectNoSecrets(answer.text);
  });

  it('refuses a missing or malformed token', async () => {
    await expectRefused();
    await expectRefused('not-a-jwt');
    await expectRefused(undefined, { authorization: 'Basic dXNlcjpwYXNz' });
    await expectRefused('a.b.c');
  });

  it('refuses a token whose payload was changed', async () => {
    const { token } = await t.createUser({ role: 'editor' });
    const other = await t.createUser({ role: 'admin' });
    const [header, payload, signature] = token.split('.');
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString());
    const forged = base64url({ ...claims, sub: String(other.user.id), role: 'admin' });
    await expectRefused(`${header}.${forged}.${signature}`);
  });

  it('refuses a token signed with another key, or with alg none', async () => {
    const { user } = await t.createUser();
    const claims = { role: user.role, tv: user.tokenVersion };
    const foreign = await new SignJWT(claims)
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(String(user.id))
      .setIssuedAt()
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode('another-secret-that-is-also-long-enough-for-hs256'));
    await expectRefused(foreign);
    const now = Math.floor(Date.now() / 1000);
    const unsigned = `${base64url({ alg: 'none', typ: 'JWT' })}.${base64url({ ...claims, sub: String(user.id), iat: now, exp: now + 3600 })}`;
    await expectRefused(`${unsigned}.`);
    await expectRefused(`${unsigned}.c2lnbmF0dXJl`);
  });

  it('refuses an expired token', async () => {
    const { user } = await t.createUser();
    const now = Math.floor(Date.now() / 1000);
    const expired = await new SignJWT({ role: user.role, tv: user.tokenVersion })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(String(user.id))
      .setIssuedAt(now - 9 * 3600)
      .setExpirationTime(now - 3600)
      .sign(TEST_SECRET);
    await expectRefused(expired);
  });

  it('refuses a revoked token (token version bumped) and a deactivated user', async () => {
    const revoked = await t.createUser();
    expect((await session(revoked.token)).status).toBe(200);
    await bumpTokenVersion(t.database, revoked.user.id);
    await expectRefused(revoked.token);

    const deactivated = await t.createUser();
    await setUserActive(t.database, deactivated.user.id, false);
    await expectRefused(deactivated.token);
  });

  it('ignores the x-middleware-subrequest header', async () => {
    await expectRefused(undefined, { 'x-middleware-subrequest': 'middleware' });
    const guarded = await t.call('/api/services', { headers: { 'x-middleware-subrequest': 'middleware' } });
    expect(guarded.status).toBe(401);
  });
});
