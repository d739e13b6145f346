import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authenticatorApp } from './support/authenticator';
import { createTestContext, type TestContext } from './support/test-app';

/**
 * Two-factor sign-in: setting up an app, the second step of a sign-in (an app code once, a recovery
 * code once), its rate limit, the challenge's own key, and the administrators' requirement and reset.
 */

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext({ rateLimits: { codeFailuresPerAccount: 8, loginFailuresPerIp: 200 } });
});
afterAll(() => t.destroy());

const signIn = (email: string, password: string, ip = '192.0.2.20') =>
  t.call('/api/auth/login', { method: 'POST', ip, json: { email, password } });
const verify = (challenge: string, code: string, ip = '192.0.2.20') =>
  t.call('/api/auth/verify', { method: 'POST', ip, json: { challenge, code } });

/** A new staff account with its app set up: the app, the recovery codes and the account. */
async function accountWithApp(role: 'admin' | 'editor' = 'editor') {
  const account = await t.createUser({ role });
  const setup = await t.call('/api/account/two-factor/setup', {
    method: 'POST',
    token: account.token,
    json: {},
  });
  expect(setup.status, setup.text).toBe(200);
  expect(setup.body.uri).toMatch(/^otpauth:\/\/totp\/.+\?.*secret=[A-Z2-7]+/);
  const app = authenticatorApp(setup.body.secret);
  const confirmed = await t.call('/api/account/two-factor/confirm', {
    method: 'POST',
    token: account.token,
    json: { code: app.code() },
  });
  expect(confirmed.status, confirmed.text).toBe(200);
  return { ...account, app, recoveryCodes: confirmed.body.recoveryCodes as string[] };
}

describe('an account without a second factor', () => {
  it('signs in with its password alone, the token in the answer as before', async () => {
    const { user, password } = await t.createUser();
    const answer = await signIn(user.email, password);
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ success: true, accessToken: expect.any(String) });
    expect(answer.body.challenge).toBeUndefined();
  });
});

describe('setting up an authenticator app', () => {
  it('keeps the same key until confirmed, refuses a wrong first code, then answers ten recovery codes once', async () => {
    const { user, token } = await t.createUser();
    const first = await t.call('/api/account/two-factor/setup', { method: 'POST', token, json: {} });
    const again = await t.call('/api/account/two-factor/setup', { method: 'POST', token, json: {} });
    expect(again.body.secret).toBe(first.body.secret);
    const wrong = await t.call('/api/account/two-factor/confirm', {
      method: 'POST',
      token,
      json: { code: '000000' },
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body.errors.code[0]).toMatch(/not the code your app shows now/);
    const state = await t.call('/api/account/two-factor', { token });
    expect(state.body).toMatchObject({ enabled: false, recoveryCodesLeft: 0, required: false });

    const app = authenticatorApp(first.body.secret);
    const confirmed = await t.call('/api/account/two-factor/confirm', {
      method: 'POST',
      token,
      json: { code: app.code() },
    });
    expect(confirmed.status).toBe(200);
    expect(confirmed.body.recoveryCodes).toHaveLength(10);
    for (const code of confirmed.body.recoveryCodes) expect(code).toMatch(/^[a-z2-9]{5}-[a-z2-9]{5}$/);
    expect((await t.call('/api/account/two-factor', { token })).body).toMatchObject({
      enabled: true,
      recoveryCodesLeft: 10,
    });
    // Once on, a new set-up is refused: the app in use is never replaced behind the person's back.
    expect((await t.call('/api/account/two-factor/setup', { method: 'POST', token, json: {} })).status).toBe(
      409,
    );

    // Neither the key nor a recovery code is stored in clear.
    const stored = await t.database.db
      .selectFrom('two_factor')
      .selectAll()
      .where('userId', '=', user.id)
      .execute();
    expect(stored[0]?.secret).not.toContain(first.body.secret.replace(/\s/g, ''));
    const hashes = await t.database.db
      .selectFrom('recovery_codes')
      .select('codeHash')
      .where('userId', '=', user.id)
      .execute();
    expect(hashes).toHaveLength(10);
    for (const { codeHash } of hashes)
      expect(confirmed.body.recoveryCodes.join()).not.toContain(codeHash.slice(0, 10));
    const log = await t.database.db
      .selectFrom('activity_log')
      .select('action')
      .where('userId', '=', user.id)
      .execute();
    expect(log.map((row) => row.action)).toContain('two-factor-enabled');
  });
});

describe('the second step of a sign-in', () => {
  it('answers a challenge, not a token, after the password; the challenge is no bearer token', async () => {
    const { user, password } = await accountWithApp();
    const answer = await signIn(user.email, password);
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ success: true, secondStep: 'code', challenge: expect.any(String) });
    expect(answer.body.accessToken).toBeUndefined();
    expect((await t.call('/api/auth/login', { token: answer.body.challenge })).status).toBe(401);
  });

  it('signs in with the app code once: the same code again is refused', async () => {
    const { user, password, app } = await accountWithApp();
    const { challenge } = (await signIn(user.email, password)).body;
    const code = app.code(1);
    const signedIn = await verify(challenge, code);
    expect(signedIn.status, signedIn.text).toBe(200);
    expect(signedIn.body.data.email).toBe(user.email);
    expect((await t.call('/api/auth/login', { token: signedIn.body.accessToken })).status).toBe(200);

    const replayed = await verify((await signIn(user.email, password)).body.challenge, code);
    expect(replayed.status).toBe(400);
  });

  it('signs in with a recovery code, typed in capitals without its dash, once', async () => {
    const { user, password, recoveryCodes } = await accountWithApp();
    const [code] = recoveryCodes;
    const typed = code!.replace('-', '').toUpperCase();
    const signedIn = await verify((await signIn(user.email, password)).body.challenge, typed);
    expect(signedIn.status, signedIn.text).toBe(200);
    expect(signedIn.body.recoveryCodesLeft).toBe(9);
    const again = await verify((await signIn(user.email, password)).body.challenge, code!);
    expect(again.status).toBe(400);
    const log = await t.database.db
      .selectFrom('activity_log')
      .select('action')
      .where('userId', '=', user.id)
      .execute();
    expect(log.map((row) => row.action)).toContain('login-recovery-code');
  });

  it('limits wrong codes like wrong passwords: the ninth attempt is refused, a right code included', async () => {
    const { user, password, app } = await accountWithApp();
    for (let attempt = 0; attempt < 8; attempt++) {
      // The password typed again does not give the account's code failures back.
      const { challenge } = (await signIn(user.email, password)).body;
      expect((await verify(challenge, String(100000 + attempt))).status).toBe(400);
    }
    const { challenge } = (await signIn(user.email, password)).body;
    const refused = await verify(challenge, app.code());
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
  });

  it('uses a challenge up: one password typed opens one session', async () => {
    const { user, password, app, recoveryCodes, token } = await accountWithApp();
    const { challenge } = (await signIn(user.email, password)).body;
    expect((await verify(challenge, app.code(1))).status).toBe(200);
    const again = await verify(challenge, recoveryCodes[0]!);
    expect(again.status).toBe(401);
    expect(again.body.message).toMatch(/completed already/);
    // Refused before the code was looked at: the recovery code is still there.
    expect((await t.call('/api/account/two-factor', { token })).body.recoveryCodesLeft).toBe(10);
    // A new sign-in gets a new challenge that works.
    const next = (await signIn(user.email, password)).body.challenge;
    expect((await verify(next, recoveryCodes[1]!)).status).toBe(200);
  });

  it('counts wrong codes per account: others at the same office address still sign in', async () => {
    const { user, password } = await accountWithApp();
    const colleague = await t.createUser();
    const office = '192.0.2.77';
    for (let attempt = 0; attempt < 8; attempt++) {
      const { challenge } = (await signIn(user.email, password, office)).body;
      expect((await verify(challenge, String(300000 + attempt), office)).status).toBe(400);
    }
    const signedIn = await signIn(colleague.user.email, colleague.password, office);
    expect(signedIn.status).toBe(200);
    expect(signedIn.body.accessToken).toEqual(expect.any(String));
  });

  it('makes new recovery codes for an app code only, not for a recovery code', async () => {
    const { token, app, recoveryCodes } = await accountWithApp();
    const refused = await t.call('/api/account/two-factor/recovery-codes', {
      method: 'POST',
      token,
      json: { code: recoveryCodes[0] },
    });
    expect(refused.status).toBe(400);
    const made = await t.call('/api/account/two-factor/recovery-codes', {
      method: 'POST',
      token,
      json: { code: app.code(1) },
    });
    expect(made.status).toBe(200);
    expect(made.body.recoveryCodes).toHaveLength(10);
    expect(made.body.recoveryCodes).not.toContain(recoveryCodes[1]);
  });

  it('refuses a tampered challenge, an access token as a challenge, and a challenge from before a password change', async () => {
    const { user, password, token, app } = await accountWithApp();
    const { challenge } = (await signIn(user.email, password)).body;
    expect((await verify(`${challenge.slice(0, -2)}xx`, app.code())).status).toBe(401);
    expect((await verify(token, app.code())).status).toBe(401);
    await t.call('/api/account/password', {
      method: 'POST',
      token,
      json: { currentPassword: password, newPassword: 'a new password of mine' },
    });
    const stale = await verify(challenge, app.code());
    expect(stale.status).toBe(401);
    expect(stale.body.message).toMatch(/sign in again/);
  });

  it('turns off with the password only, then signs in with the password alone', async () => {
    const { user, password, token } = await accountWithApp();
    const wrong = await t.call('/api/account/two-factor', {
      method: 'DELETE',
      token,
      json: { password: 'not it' },
    });
    expect(wrong.status).toBe(400);
    const off = await t.call('/api/account/two-factor', { method: 'DELETE', token, json: { password } });
    expect(off.status).toBe(200);
    expect((await signIn(user.email, password)).body.accessToken).toEqual(expect.any(String));
  });
});

describe("administrators' requirement and reset", () => {
  it('is for administrators only', async () => {
    const editor = await t.createUser({ role: 'editor' });
    expect((await t.call('/api/two-factor', { token: editor.token })).status).toBe(403);
    const put = await t.call('/api/two-factor/required', {
      method: 'PUT',
      token: editor.token,
      json: { required: true },
    });
    expect(put.status).toBe(403);
  });

  it('requires it of everyone: accounts without it are signed out and set it up at their next sign-in', async () => {
    const admin = await t.createUser({ role: 'admin' });
    const refused = await t.call('/api/two-factor/required', {
      method: 'PUT',
      token: admin.token,
      json: { required: true },
    });
    expect(refused.status).toBe(409);

    const owner = await accountWithApp('admin');
    const person = await t.createUser({ role: 'editor' });
    const required = await t.call('/api/two-factor/required', {
      method: 'PUT',
      token: owner.token,
      json: { required: true },
    });
    expect(required.status, required.text).toBe(200);
    expect(required.body.required).toBe(true);
    try {
      expect((await t.call('/api/auth/login', { token: person.token })).status).toBe(401);
      expect((await t.call('/api/auth/login', { token: owner.token })).status).toBe(200);

      const answer = await signIn(person.user.email, person.password);
      expect(answer.body).toMatchObject({ secondStep: 'enrol', challenge: expect.any(String) });
      const key = await t.call('/api/auth/verify/enrolment', {
        method: 'POST',
        json: { challenge: answer.body.challenge },
      });
      expect(key.status).toBe(200);
      const signedIn = await verify(answer.body.challenge, authenticatorApp(key.body.secret).code());
      expect(signedIn.status, signedIn.text).toBe(200);
      expect(signedIn.body.recoveryCodes).toHaveLength(10);
      const removal = await t.call('/api/account/two-factor', {
        method: 'DELETE',
        token: signedIn.body.accessToken,
        json: { password: person.password },
      });
      expect(removal.status).toBe(403);
    } finally {
      await t.call('/api/two-factor/required', {
        method: 'PUT',
        token: owner.token,
        json: { required: false },
      });
    }
  });

  it("resets a person's second factor, signs them out everywhere and logs it", async () => {
    const owner = await accountWithApp('admin');
    const person = await accountWithApp('editor');
    const reset = await t.call(`/api/two-factor/accounts/${person.user.id}`, {
      method: 'DELETE',
      token: owner.token,
    });
    expect(reset.status).toBe(200);
    expect(
      reset.body.accounts.find((account: { id: number }) => account.id === person.user.id).twoFactor,
    ).toBe(false);
    expect((await t.call('/api/auth/login', { token: person.token })).status).toBe(401);
    expect((await signIn(person.user.email, person.password)).body.accessToken).toEqual(expect.any(String));
    const entry = await t.database.db
      .selectFrom('activity_log')
      .selectAll()
      .where('action', '=', 'two-factor-reset')
      .where('recordId', '=', person.user.id)
      .executeTakeFirst();
    expect(entry).toMatchObject({ userId: owner.user.id, module: 'users' });
    expect(
      (await t.call('/api/two-factor/accounts/999999', { method: 'DELETE', token: owner.token })).status,
    ).toBe(404);
    // One's own goes off from the account menu, with the password.
    const own = await t.call(`/api/two-factor/accounts/${owner.user.id}`, {
      method: 'DELETE',
      token: owner.token,
    });
    expect(own.status).toBe(403);
    expect((await t.call('/api/account/two-factor', { token: owner.token })).body.enabled).toBe(true);
    // Nothing to reset on an account without it: refused, and nothing logged.
    const plain = await t.createUser();
    const nothing = await t.call(`/api/two-factor/accounts/${plain.user.id}`, {
      method: 'DELETE',
      token: owner.token,
    });
    expect(nothing.status).toBe(409);
    expect((await t.call('/api/auth/login', { token: plain.token })).status).toBe(200);
  });

  it('lets only an administrator with a second factor reset one of someone else', async () => {
    const passwordOnly = await t.createUser({ role: 'admin' });
    const person = await accountWithApp('admin');
    const refused = await t.call(`/api/two-factor/accounts/${person.user.id}`, {
      method: 'DELETE',
      token: passwordOnly.token,
    });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toMatch(/your own account first/);
    expect((await t.call('/api/account/two-factor', { token: person.token })).body.enabled).toBe(true);
  });
});
