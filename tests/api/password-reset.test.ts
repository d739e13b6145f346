import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { setUserActive } from './support/rows';
import { createSmtpServer, type ReceivedMail, saveEmailSettings, type TestSmtpServer } from './support/smtp';
import { createTestContext, type TestContext } from './support/test-app';

/** POST /api/auth/forgot-password and /api/auth/reset-password, with the link read from the real mail. */

const NEW_PASSWORD = 'a fresh passphrase 2024';

let t: TestContext;
let smtp: TestSmtpServer;
let ipCounter = 0;
/** Each request from its own address, so only the rate-limit test meets the per-IP limit. */
const nextIp = () => `10.9.0.${++ipCounter}`;

const forgot = (email: string, ip = nextIp()) =>
  t.call('/api/auth/forgot-password', { method: 'POST', ip, json: { email } });
const reset = (token: string, password = NEW_PASSWORD) =>
  t.call('/api/auth/reset-password', { method: 'POST', ip: nextIp(), json: { token, password } });
const signIn = (email: string, password: string) =>
  t.call('/api/auth/login', { method: 'POST', ip: nextIp(), json: { email, password } });

const linkIn = (mail: ReceivedMail) => {
  const match = mail.text.match(/(http:\/\/localhost:3000\/auth\/new-password\?token=([\w-]+))/);
  if (!match) throw new Error(`no reset link in: ${mail.text}`);
  return { url: match[1], token: match[2] };
};

/** Asks for a link and reads it from the mail the worker delivers on its own after the request. */
async function requestLink(email: string) {
  const before = smtp.received.filter((mail) => mail.envelopeTo.includes(email)).length;
  expect((await forgot(email)).status).toBe(200);
  const mails = await smtp.waitForMessagesTo(email, before + 1);
  return linkIn(mails[before]);
}

beforeAll(async () => {
  t = await createTestContext({
    rateLimits: { passwordResetsPerIp: 4, passwordResetsPerEmail: 3, passwordResetWindowSeconds: 600 },
  });
  smtp = await createSmtpServer();
  await smtp.start();
  await saveEmailSettings(t, (await t.createUser({ role: 'admin' })).token, smtp);
});
afterAll(async () => {
  await smtp.stop();
  await t.destroy();
});
beforeEach(() => {
  smtp.received.length = 0;
});

describe('POST /api/auth/forgot-password', () => {
  it('answers an unknown address exactly like a known one, and mails only the known one', async () => {
    const { user } = await t.createUser({ role: 'editor' });
    const known = await forgot(user.email.toUpperCase());
    const unknown = await forgot('nobody-at-all@example.com');
    expect(known.status).toBe(200);
    expect(unknown.status).toBe(200);
    expect(known.body).toEqual({
      success: true,
      message: expect.stringContaining('60 minutes'),
      mailConfigured: true,
    });
    expect(unknown.body).toEqual(known.body);

    const [mail] = await smtp.waitForMessagesTo(user.email, 1);
    expect(mail.envelopeTo).toEqual([user.email]);
    expect(mail.subject).toBe('Reset your password');
    const { url, token } = linkIn(mail);
    expect(mail.html).toContain(`href="${url}"`);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(smtp.received).toHaveLength(1);

    // Only a hash of the token is stored.
    const stored = await t.database.db.selectFrom('password_resets').selectAll().execute();
    expect(stored.map((row) => row.userId)).toEqual([user.id]);
    expect(stored[0].tokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(stored)).not.toContain(token);
    const logged = await t.database.db
      .selectFrom('activity_log')
      .select(['userId', 'action'])
      .where('module', '=', 'auth')
      .execute();
    expect(logged).toContainEqual({ userId: user.id, action: 'password-reset-requested' });
  });

  it('sends nothing to an inactive account', async () => {
    const { user } = await t.createUser();
    await setUserActive(t.database, user.id, false);
    expect((await forgot(user.email)).status).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(smtp.received.filter((mail) => mail.envelopeTo.includes(user.email))).toHaveLength(0);
    const links = await t.database.db
      .selectFrom('password_resets')
      .where('userId', '=', user.id)
      .selectAll()
      .execute();
    expect(links).toEqual([]);
  });

  it('refuses an invalid address with 400', async () => {
    const answer = await forgot('not-an-address');
    expect(answer.status).toBe(400);
    expect(answer.body.errors.email).toEqual(['Enter a valid email']);
  });

  it('limits requests per e-mail and per IP with 429 and Retry-After, known address or not', async () => {
    for (const email of ['limit-unknown@example.com', (await t.createUser()).user.email]) {
      for (let i = 0; i < 3; i++) expect((await forgot(email)).status).toBe(200);
      const refused = await forgot(email);
      expect(refused.status).toBe(429);
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
      expect(refused.body).toEqual({ success: false, message: expect.any(String) });
    }
    const ip = '10.77.0.1';
    for (let i = 0; i < 4; i++) expect((await forgot(`per-ip-${i}@example.com`, ip)).status).toBe(200);
    expect((await forgot('per-ip-last@example.com', ip)).status).toBe(429);
  });
});

describe('POST /api/auth/reset-password', () => {
  it('sets the new password once, ends every earlier session and logs it', async () => {
    const { user, token: session, password } = await t.createUser({ role: 'editor' });
    const { token } = await requestLink(user.email);

    const answer = await reset(token);
    expect(answer.status, answer.text).toBe(200);
    expect(answer.body).toEqual({ success: true, message: expect.any(String) });

    expect((await t.call('/api/auth/login', { token: session })).status).toBe(401);
    expect((await signIn(user.email, password)).status).toBe(401);
    expect((await signIn(user.email, NEW_PASSWORD)).status).toBe(200);

    const again = await reset(token, 'yet another passphrase');
    expect(again.status).toBe(400);
    expect(again.body).toEqual({ success: false, message: expect.stringContaining('not valid') });
    expect((await signIn(user.email, NEW_PASSWORD)).status).toBe(200);

    const logged = await t.database.db
      .selectFrom('activity_log')
      .select(['module', 'action', 'recordId', 'changedFields'])
      .where('userId', '=', user.id)
      .where('action', '=', 'password-reset')
      .execute();
    expect(logged).toEqual([
      { module: 'auth', action: 'password-reset', recordId: user.id, changedFields: 'password' },
    ]);
  });

  it('refuses an expired link with 400', async () => {
    const { user, password } = await t.createUser();
    const { token } = await requestLink(user.email);
    await t.database.db
      .updateTable('password_resets')
      .set({ expiresAt: new Date(Date.now() - 1000).toISOString() })
      .where('userId', '=', user.id)
      .execute();
    expect((await reset(token)).status).toBe(400);
    expect((await signIn(user.email, password)).status).toBe(200);
  });

  it('uses up every earlier link of the user with the reset', async () => {
    const { user } = await t.createUser();
    const first = await requestLink(user.email);
    const second = await requestLink(user.email);
    expect(second.token).not.toBe(first.token);
    expect((await reset(second.token)).status).toBe(200);
    expect((await reset(first.token, 'another new passphrase')).status).toBe(400);
  });

  it('refuses unknown tokens, and a link of an account deactivated since', async () => {
    expect((await reset('made-up-token')).status).toBe(400);
    const { user } = await t.createUser();
    const { token } = await requestLink(user.email);
    await setUserActive(t.database, user.id, false);
    expect((await reset(token)).status).toBe(400);
  });

  it('refuses a short password with a field error and keeps the link usable', async () => {
    const { user } = await t.createUser();
    const { token } = await requestLink(user.email);
    const short = await reset(token, 'too short');
    expect(short.status).toBe(400);
    expect(short.body.errors.password).toEqual(['Password must be at least 10 characters']);
    expect((await reset(token)).status).toBe(200);
  });
});
