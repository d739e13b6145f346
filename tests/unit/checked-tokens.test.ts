import { afterEach, describe, expect, it, vi } from 'vitest';
import { checkAccessToken, signAccessToken } from '@/server/auth/tokens';

/**
 * An access token checked once is taken again without its HMAC being checked, but only while the
 * same key is given and may vouch for it, and only until it expires: a token is never let in by
 * having been let in before.
 */
const secretOf = (text: string) => new TextEncoder().encode(text.padEnd(40, '.'));
const claims = { userId: 7, role: 'admin', tokenVersion: 1 };

afterEach(() => {
  vi.useRealTimers();
});

describe('access tokens checked before', () => {
  it('are accepted again with the key that signed them', async () => {
    const secret = secretOf('current');
    const token = await signAccessToken(claims, secret);
    for (let call = 0; call < 3; call++) {
      expect((await checkAccessToken(token, secret)).claims).toMatchObject({ userId: 7, tokenVersion: 1 });
    }
    // The same bytes in another array: the key, not the object, vouches.
    expect((await checkAccessToken(token, [{ secret: secretOf('current') }])).claims?.userId).toBe(7);
  });

  it('are refused once that key is no longer among those given', async () => {
    const signing = secretOf('soon dropped');
    const token = await signAccessToken(claims, signing);
    expect((await checkAccessToken(token, signing)).claims).not.toBeNull();
    expect((await checkAccessToken(token, secretOf('another'))).claims).toBeNull();
    expect((await checkAccessToken(token, [{ secret: secretOf('another') }])).claims).toBeNull();
  });

  it('are refused by a key retired before they were issued', async () => {
    const signing = secretOf('retired later');
    const token = await signAccessToken(claims, signing);
    expect((await checkAccessToken(token, signing)).claims).not.toBeNull();
    const retiredBefore = Math.floor(Date.now() / 1000) - 60;
    const keys = [{ secret: secretOf('new current') }, { secret: signing, retiredAt: retiredBefore }];
    expect((await checkAccessToken(token, keys)).claims).toBeNull();
    const retiredAfter = Math.floor(Date.now() / 1000) + 60;
    expect(
      (await checkAccessToken(token, [{ secret: signing, retiredAt: retiredAfter }])).claims,
    ).not.toBeNull();
  });

  it('are refused once they expire', async () => {
    const secret = secretOf('expiring');
    const token = await signAccessToken(claims, secret, 60);
    expect((await checkAccessToken(token, secret)).claims).not.toBeNull();
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 61_000);
    const check = await checkAccessToken(token, secret);
    expect(check.claims).toBeNull();
  });

  it('are never a way in for the same token altered', async () => {
    const secret = secretOf('tamper');
    const token = await signAccessToken(claims, secret);
    expect((await checkAccessToken(token, secret)).claims).not.toBeNull();
    const [header, payload, signature] = token.split('.');
    const altered = Buffer.from(
      JSON.stringify({ ...JSON.parse(Buffer.from(payload, 'base64url').toString()), role: 'owner' }),
    ).toString('base64url');
    expect((await checkAccessToken(`${header}.${altered}.${signature}`, secret)).claims).toBeNull();
  });
});
