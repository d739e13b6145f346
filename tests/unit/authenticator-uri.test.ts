import { describe, expect, it } from 'vitest';
import { authenticatorUri } from '@/server/auth/one-time-codes';

describe('the address an authenticator app reads', () => {
  it('writes spaces as %20, never as + (which some apps show as it is), and a + of a name as %2B', () => {
    const uri = new URL(
      authenticatorUri(new Uint8Array(20).fill(7), 'Pacific Shield + Co', 'ann lee@example.com'),
    );
    expect(uri.protocol).toBe('otpauth:');
    expect(uri.href).not.toMatch(/\+/);
    expect(uri.search).toContain('issuer=Pacific%20Shield%20%2B%20Co');
    expect(decodeURIComponent(uri.pathname)).toBe('/Pacific Shield + Co:ann lee@example.com');
    expect(uri.searchParams.get('issuer')).toBe('Pacific Shield + Co');
    expect(uri.searchParams.get('digits')).toBe('6');
  });
});
