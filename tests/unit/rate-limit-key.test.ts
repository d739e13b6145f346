import { describe, expect, it } from 'vitest';
import { rateLimitKeyOfAddress } from '@/server/api/rate-limit-key';

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
