import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from './support/test-app';

/**
 * Failed sign-ins are counted per (e-mail, client address), under a ceiling per address: someone
 * guessing an account's password from elsewhere slows only himself, never locks out its owner.
 */

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext({
    rateLimits: { loginFailuresPerEmail: 4, loginFailuresPerIp: 10, loginWindowSeconds: 600 },
  });
});
afterAll(() => t.destroy());

const signIn = (ip: string, email: string, password: string) =>
  t.call('/api/auth/login', { method: 'POST', ip, json: { email, password } });

describe('an attacker at another address cannot lock an account', () => {
  it("refuses the attacker, while the owner's right password from their usual address still works", async () => {
    const { user, password } = await t.createUser();
    const owner = '192.0.2.10';
    const attacker = '203.0.113.66';
    expect((await signIn(owner, user.email, password)).status).toBe(200);

    for (let attempt = 0; attempt < 4; attempt++) {
      expect((await signIn(attacker, user.email, `guess ${attempt}`)).status).toBe(401);
    }
    const refused = await signIn(attacker, user.email.toUpperCase(), 'guess again');
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);

    // The owner, from their usual address, while the attacker is being refused.
    const ownerSignIn = await signIn(owner, user.email, password);
    expect(ownerSignIn.status).toBe(200);
    expect(ownerSignIn.body.accessToken).toEqual(expect.any(String));

    // The owner's success does not clear the attacker's count.
    expect((await signIn(attacker, user.email, 'one more guess')).status).toBe(429);
    expect((await signIn(attacker, user.email, password)).status).toBe(429);
  });

  it('a mistyped password of the owner counts only at their own address', async () => {
    const { user, password } = await t.createUser();
    for (let attempt = 0; attempt < 4; attempt++) {
      expect((await signIn('203.0.113.67', user.email, `guess ${attempt}`)).status).toBe(401);
    }
    expect((await signIn('192.0.2.11', user.email, 'owner typo')).status).toBe(401);
    expect((await signIn('192.0.2.11', user.email, password)).status).toBe(200);
  });

  it('caps each address across e-mails: spraying many accounts from one address is refused', async () => {
    const sprayer = '203.0.113.99';
    const victims = await Promise.all(Array.from({ length: 4 }, () => t.createUser()));
    const answers: number[] = [];
    for (let round = 0; round < 3; round++) {
      for (const { user } of victims)
        answers.push((await signIn(sprayer, user.email, `spray ${round}`)).status);
    }
    expect(answers.slice(0, 10)).toEqual(Array(10).fill(401));
    expect(answers.slice(10)).toEqual([429, 429]);
    // Every victim still signs in from home.
    for (const { user, password } of victims) {
      expect((await signIn('192.0.2.12', user.email, password)).status).toBe(200);
    }
  });
});

describe('long keys', () => {
  // 254 characters, the longest address accepted.
  const longEmail = `${'a'.repeat(64)}@${'b'.repeat(60)}.${'c'.repeat(60)}.${'d'.repeat(59)}.example`;
  // Behind a misconfigured proxy the address can be any text.
  const longAddress = `2001:db8:${'f'.repeat(300)}`;

  it('counts a sign-in with the longest e-mail like any other (401, not 500)', async () => {
    expect(longEmail).toHaveLength(254);
    expect((await signIn('198.51.100.1', longEmail, 'some password')).status).toBe(401);
  });

  it('counts a reset request for the longest e-mail like any other (200, not 500)', async () => {
    const answer = await t.call('/api/auth/forgot-password', {
      method: 'POST',
      ip: longAddress,
      json: { email: longEmail },
    });
    expect(answer.status, answer.text).toBe(200);
  });
});
