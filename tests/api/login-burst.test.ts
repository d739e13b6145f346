import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findUserById } from '@/server/auth/users';
import { createTestContext, type TestContext } from './support/test-app';

/**
 * A burst of parallel guesses must not outrun the failure limit: each attempt is counted before its
 * password is checked, so at most the limit ever reaches the password check.
 */

const BURST = 200;
const PER_ACCOUNT = 5;
/** The shipped failure allowance per (e-mail, address): `loginFailuresPerEmail` in rate-limits.ts. */
const DEFAULT_PER_ACCOUNT = 8;

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext({
    rateLimits: { loginFailuresPerEmail: PER_ACCOUNT, loginFailuresPerIp: 1000, loginWindowSeconds: 600 },
  });
});
afterAll(() => t.destroy());

function tally(answers: { status: number; headers: Headers }[]) {
  const count = (status: number) => answers.filter((answer) => answer.status === status).length;
  return {
    checked: count(401) + count(400),
    limited: count(429),
    other: answers.length - count(401) - count(400) - count(429),
  };
}

describe('a burst of parallel wrong passwords', () => {
  it(`POST /api/auth/login: at most ${PER_ACCOUNT} of ${BURST} reach the password check, the rest 429 with Retry-After`, async () => {
    const { user, password } = await t.createUser();
    const answers = await Promise.all(
      Array.from({ length: BURST }, (_, attempt) =>
        t.call('/api/auth/login', {
          method: 'POST',
          ip: '10.20.0.1',
          json: { email: user.email, password: `wrong guess ${attempt}` },
        }),
      ),
    );
    const { checked, limited, other } = tally(answers);
    console.info(`login burst: ${checked} of ${BURST} attempts reached the password check`);
    expect(other).toBe(0);
    expect(checked).toBeGreaterThan(0);
    expect(checked).toBeLessThanOrEqual(PER_ACCOUNT);
    expect(limited).toBe(BURST - checked);
    for (const answer of answers.filter((one) => one.status === 429)) {
      expect(answer.body).toEqual({ success: false, message: expect.any(String) });
      expect(Number(answer.headers.get('retry-after'))).toBeGreaterThan(0);
    }
    // The address that guessed stays refused, even with the right password.
    const after = await t.call('/api/auth/login', {
      method: 'POST',
      ip: '10.20.0.1',
      json: { email: user.email, password },
    });
    expect(after.status).toBe(429);
  }, 60_000);

  it(`POST /api/account/password: at most ${PER_ACCOUNT} of ${BURST} reach the current-password check`, async () => {
    const { user, token } = await t.createUser({ role: 'editor' });
    const answers = await Promise.all(
      Array.from({ length: BURST }, (_, attempt) =>
        t.call('/api/account/password', {
          method: 'POST',
          ip: '10.20.0.2',
          token,
          json: { currentPassword: `wrong guess ${attempt}`, newPassword: 'a brand new passphrase' },
        }),
      ),
    );
    const { checked, limited, other } = tally(answers);
    console.info(`password-change burst: ${checked} of ${BURST} attempts reached the password check`);
    expect(other).toBe(0);
    expect(checked).toBeGreaterThan(0);
    expect(checked).toBeLessThanOrEqual(PER_ACCOUNT);
    expect(limited).toBe(BURST - checked);
    for (const answer of answers.filter((one) => one.status === 429)) {
      expect(Number(answer.headers.get('retry-after'))).toBeGreaterThan(0);
    }
    expect((await findUserById(t.database, user.id))?.tokenVersion).toBe(user.tokenVersion);
  }, 60_000);

  it(`with the default limits: at most ${DEFAULT_PER_ACCOUNT} of ${BURST} reach the password check`, async () => {
    const defaults = await createTestContext();
    try {
      const { user } = await defaults.createUser();
      const answers = await Promise.all(
        Array.from({ length: BURST }, (_, attempt) =>
          defaults.call('/api/auth/login', {
            method: 'POST',
            ip: '10.20.0.4',
            json: { email: user.email, password: `wrong guess ${attempt}` },
          }),
        ),
      );
      const { checked, limited, other } = tally(answers);
      console.info(`login burst, default limits: ${checked} of ${BURST} attempts reached the password check`);
      expect(other).toBe(0);
      expect(checked).toBeGreaterThan(0);
      expect(checked).toBeLessThanOrEqual(DEFAULT_PER_ACCOUNT);
      expect(limited).toBe(BURST - checked);
    } finally {
      await defaults.destroy();
    }
  }, 60_000);

  it('a right password is not counted as a failure: many sign-ins in a row all succeed', async () => {
    const { user, password } = await t.createUser();
    for (let attempt = 0; attempt < PER_ACCOUNT + 3; attempt++) {
      const answer = await t.call('/api/auth/login', {
        method: 'POST',
        ip: '10.20.0.3',
        json: { email: user.email, password },
      });
      expect(answer.status).toBe(200);
    }
  });
});
