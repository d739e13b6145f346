import { describe, expect, it } from 'vitest';
import { clientIpFrom, MAX_CLIENT_ADDRESS_LENGTH, SOCKET_ADDRESS_HEADER } from '@/server/api/client-ip';

const headers = (socket: string, forwarded?: string) =>
  new Headers({ [SOCKET_ADDRESS_HEADER]: socket, ...(forwarded ? { 'x-forwarded-for': forwarded } : {}) });

describe('client IP', () => {
  it('is the socket address when no proxy is trusted, whatever X-Forwarded-For says', () => {
    expect(clientIpFrom(headers('203.0.113.9', '1.2.3.4'), undefined)).toBe('203.0.113.9');
  });

  it('takes one entry from the right per trusted proxy hop', () => {
    expect(clientIpFrom(headers('10.0.0.2', 'spoofed, 198.51.100.7'), 1)).toBe('198.51.100.7');
    expect(clientIpFrom(headers('10.0.0.2', 'spoofed, 198.51.100.7, 10.0.0.1'), 2)).toBe('198.51.100.7');
    expect(clientIpFrom(headers('10.0.0.2'), 1)).toBe('10.0.0.2');
  });

  it('trusts X-Forwarded-For from a loopback peer only', () => {
    expect(clientIpFrom(headers('127.0.0.1', '198.51.100.7'), 'loopback')).toBe('198.51.100.7');
    expect(clientIpFrom(headers('203.0.113.9', '198.51.100.7'), 'loopback')).toBe('203.0.113.9');
  });

  it('is cut to the width of the stored address, whatever a client put in X-Forwarded-For', () => {
    const long = `${'a'.repeat(300)}, 2001:db8::1`;
    expect(clientIpFrom(headers('127.0.0.1', `x, ${'f'.repeat(300)}`), 'loopback')).toHaveLength(64);
    expect(clientIpFrom(headers('10.0.0.2', long), 2)).toBe('a'.repeat(MAX_CLIENT_ADDRESS_LENGTH));
    expect(clientIpFrom(headers('10.0.0.2', long), 1)).toBe('2001:db8::1');
  });
});
