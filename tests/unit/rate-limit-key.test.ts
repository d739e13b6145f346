import { describe, expect, it } from 'vitest';
import { rateLimitKeyOfAddress } from '@/server/api/rate-limit-key';
import { tooManyAttemptsFor } from '@/server/api/rate-limits';

describe('the client a per-address limit counts', () => {
  it.each([
    ['192.0.2.1', '192.0.2.1'],
    ['::ffff:192.0.2.1', '192.0.2.1'],
    ['::FFFF:c000:0201', '192.0.2.1'],
    ['2001:db8:1:2::1', '2001:db8:1:2::/64'],
    ['2001:0DB8:0001:0002:ffff:1:2:3', '2001:db8:1:2::/64'],
    ['2001:db8:1:2:3::', '2001:db8:1:2::/64'],
    ['2001:db8::1.2.3.4', '2001:db8:0:0::/64'],
    ['fe80::1%eth0', 'fe80:0:0:0::/64'],
    ['::1', '0:0:0:0::/64'],
    // Not an address (a misconfigured proxy's text): counted as it is.
    ['unknown', 'unknown'],
    ['2001:db8:fffff::1', '2001:db8:fffff::1'],
    ['192.0.2.300', '192.0.2.300'],
  ])('%s is counted as %s', (address, key) => {
    expect(rateLimitKeyOfAddress(address)).toBe(key);
  });
});

describe('the answer to too many attempts', () => {
  it.each([
    [30_000, 'Try again in 1 minute.', '30'],
    [60_000, 'Try again in 1 minute.', '60'],
    [61_000, 'Try again in 2 minutes.', '61'],
    [900_000, 'Try again in 15 minutes.', '900'],
  ])('after %i ms to wait says "%s"', (wait, words, retryAfter) => {
    const answer = tooManyAttemptsFor(wait);
    expect(answer.message).toBe(`Too many attempts. ${words}`);
    expect(answer.headers).toEqual({ 'Retry-After': retryAfter });
  });
});
