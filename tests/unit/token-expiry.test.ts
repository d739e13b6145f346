import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  canRenewToken,
  isValidToken,
  MAX_TIMEOUT_MS,
  msUntilExpiry,
  readTokenExpiry,
  scheduleExpiry,
  warningTime,
} from '@/lib/token-expiry';

function base64Url(value: object): string {
  return Buffer.from(JSON.stringify(value)).toString('base64url');
}

function tokenWith(claims: object): string {
  return `${base64Url({ alg: 'HS256', typ: 'JWT' })}.${base64Url(claims)}.signature`;
}

const NOW = Date.UTC(2026, 5, 1, 12, 0, 0);
const nowSeconds = NOW / 1000;

describe('readTokenExpiry', () => {
  it('reads exp from the payload', () => {
    expect(readTokenExpiry(tokenWith({ sub: '1', exp: 1_800_000_000 }))).toBe(1_800_000_000);
  });

  it('reads a payload with characters outside base64 (url alphabet, unicode)', () => {
    expect(readTokenExpiry(tokenWith({ name: 'Zoë ~~~ ???', exp: 42 }))).toBe(42);
  });

  it('gives null for a token without exp, a malformed token or garbage', () => {
    expect(readTokenExpiry(tokenWith({ sub: '1' }))).toBeNull();
    expect(readTokenExpiry(tokenWith({ exp: 'soon' }))).toBeNull();
    expect(readTokenExpiry('not-a-jwt')).toBeNull();
    expect(readTokenExpiry('a.%%%.c')).toBeNull();
    expect(readTokenExpiry('')).toBeNull();
  });
});

describe('msUntilExpiry', () => {
  it('is exp in milliseconds minus now', () => {
    expect(msUntilExpiry(nowSeconds + 60, NOW)).toBe(60_000);
    expect(msUntilExpiry(nowSeconds - 1, NOW)).toBe(-1_000);
  });
});

describe('isValidToken', () => {
  it('is true only for a present token whose exp lies in the future', () => {
    expect(isValidToken(tokenWith({ exp: nowSeconds + 1 }), NOW)).toBe(true);
    expect(isValidToken(tokenWith({ exp: nowSeconds }), NOW)).toBe(false);
    expect(isValidToken(tokenWith({ exp: nowSeconds - 3600 }), NOW)).toBe(false);
    expect(isValidToken(tokenWith({ sub: '1' }), NOW)).toBe(false);
    expect(isValidToken(null, NOW)).toBe(false);
    expect(isValidToken(undefined, NOW)).toBe(false);
    expect(isValidToken('', NOW)).toBe(false);
  });
});

describe('scheduleExpiry', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(NOW);
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('fires at once for an exp in the past', () => {
    const onExpire = vi.fn();
    scheduleExpiry(nowSeconds - 10, onExpire);
    expect(onExpire).toHaveBeenCalledTimes(1);
  });

  it('fires when exp is reached, not before', () => {
    const onExpire = vi.fn();
    scheduleExpiry(nowSeconds + 8 * 3600, onExpire);
    vi.advanceTimersByTime(8 * 3600 * 1000 - 1);
    expect(onExpire).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(onExpire).toHaveBeenCalledTimes(1);
  });

  it('never passes more than 2^31-1 ms to setTimeout and re-arms for long tokens', () => {
    // A wrapper of the fake setTimeout, put back by hand: a spy restored under fake timers leaves the
    // real setTimeout broken for every file that later shares this worker.
    const fakeSetTimeout = globalThis.setTimeout;
    const delays: number[] = [];
    globalThis.setTimeout = ((handler: () => void, delay?: number) => {
      delays.push(delay ?? 0);
      return fakeSetTimeout(handler, delay);
    }) as typeof setTimeout;
    try {
      const onExpire = vi.fn();
      const sixtyDays = 60 * 24 * 3600;
      scheduleExpiry(nowSeconds + sixtyDays, onExpire);

      vi.advanceTimersByTime(MAX_TIMEOUT_MS);
      expect(onExpire).not.toHaveBeenCalled();
      vi.advanceTimersByTime(sixtyDays * 1000 - MAX_TIMEOUT_MS - 1);
      expect(onExpire).not.toHaveBeenCalled();
      vi.advanceTimersByTime(1);
      expect(onExpire).toHaveBeenCalledTimes(1);

      expect(delays.length).toBeGreaterThan(1);
      expect(Math.max(...delays)).toBeLessThanOrEqual(MAX_TIMEOUT_MS);
    } finally {
      globalThis.setTimeout = fakeSetTimeout;
    }
  });

  it('does not fire once cancelled', () => {
    const onExpire = vi.fn();
    const cancel = scheduleExpiry(nowSeconds + 60, onExpire);
    cancel();
    vi.advanceTimersByTime(120_000);
    expect(onExpire).not.toHaveBeenCalled();
  });
});

describe('warningTime', () => {
  it('warns five minutes before the end of an 8-hour token', () => {
    const iat = 1_800_000_000;
    expect(warningTime(tokenWith({ iat, exp: iat + 8 * 3600 }))).toBe(iat + 8 * 3600 - 300);
  });

  it('warns halfway through a short token', () => {
    expect(warningTime(tokenWith({ iat: 1000, exp: 1060 }))).toBe(1030);
  });

  it('warns five minutes ahead without iat, and never without exp', () => {
    expect(warningTime(tokenWith({ exp: 5000 }))).toBe(4700);
    expect(warningTime(tokenWith({ iat: 1000 }))).toBeNull();
  });
});

describe('canRenewToken', () => {
  it('offers renewal while the session ends later than the token', () => {
    expect(
      canRenewToken(tokenWith({ iat: 1000, exp: 1000 + 8 * 3600, session_exp: 1000 + 7 * 86_400 })),
    ).toBe(true);
  });

  it('refuses once the token already ends at the end of the session', () => {
    expect(canRenewToken(tokenWith({ iat: 1000, exp: 5000, session_exp: 5000 }))).toBe(false);
  });

  it('offers renewal for a token that does not say when its session ends', () => {
    expect(canRenewToken(tokenWith({ iat: 1000, exp: 5000 }))).toBe(true);
  });
});
