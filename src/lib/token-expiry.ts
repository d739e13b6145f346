/** setTimeout stores its delay in a signed 32-bit integer; a longer delay fires at once. */
export const MAX_TIMEOUT_MS = 2 ** 31 - 1;

function decodeBase64Url(segment: string): string {
  const base64 = segment.replace(/-/g, '+').replace(/_/g, '/');
  const padded = base64 + '='.repeat((4 - (base64.length % 4)) % 4);
  const bytes = Uint8Array.from(atob(padded), (character) => character.charCodeAt(0));
  return new TextDecoder().decode(bytes);
}

function readNumericClaim(token: string, claim: 'exp' | 'iat' | 'session_exp'): number | null {
  const payload = token.split('.')[1];
  if (!payload) return null;
  try {
    const claims: unknown = JSON.parse(decodeBase64Url(payload));
    if (typeof claims !== 'object' || claims === null) return null;
    const value = (claims as Record<string, unknown>)[claim];
    return typeof value === 'number' && Number.isFinite(value) ? value : null;
  } catch {
    return null;
  }
}

/**
 * The `exp` claim (seconds since the epoch) of a JWT, read without verifying the signature:
 * the server verifies; the browser only needs to know when to stop using the token.
 */
export function readTokenExpiry(token: string): number | null {
  return readNumericClaim(token, 'exp');
}

/** The `iat` claim (seconds since the epoch): when the token was issued. */
export function readTokenIssuedAt(token: string): number | null {
  return readNumericClaim(token, 'iat');
}

/**
 * Whether renewing could give the token a later end: not once its `exp` is the session's absolute
 * end (`session_exp`, a fixed time after signing in). A token without `session_exp` may be renewed.
 */
export function canRenewToken(token: string): boolean {
  const exp = readTokenExpiry(token);
  const sessionEnd = readNumericClaim(token, 'session_exp');
  return exp === null || sessionEnd === null || sessionEnd > exp;
}

/** The longest warning before a session ends; a short-lived token is warned at half its life. */
export const MAX_WARNING_LEAD_SECONDS = 5 * 60;

/**
 * When (seconds since the epoch) to warn that the token is about to end: five minutes before `exp`,
 * or halfway through its life when it lasts less than ten minutes. Null without `exp`.
 */
export function warningTime(token: string): number | null {
  const exp = readTokenExpiry(token);
  if (exp === null) return null;
  const iat = readTokenIssuedAt(token);
  const lifetime = iat !== null && iat < exp ? exp - iat : Number.POSITIVE_INFINITY;
  return exp - Math.min(MAX_WARNING_LEAD_SECONDS, lifetime / 2);
}

/** Milliseconds left before `exp` (seconds); negative once it has passed. */
export function msUntilExpiry(exp: number, now: number = Date.now()): number {
  return exp * 1000 - now;
}

/** A token is valid only if present and its expiry lies in the future. */
export function isValidToken(token: string | null | undefined, now: number = Date.now()): token is string {
  if (!token) return false;
  const exp = readTokenExpiry(token);
  return exp !== null && msUntilExpiry(exp, now) > 0;
}

/**
 * Calls `onExpire` once the time `exp` is reached: at once when it already has. Long waits are
 * split into steps no longer than setTimeout allows, each re-reading the clock. Returns a cancel
 * function.
 */
export function scheduleExpiry(exp: number, onExpire: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let cancelled = false;

  const arm = () => {
    if (cancelled) return;
    const remaining = msUntilExpiry(exp);
    if (remaining <= 0) {
      onExpire();
      return;
    }
    timer = setTimeout(arm, Math.min(remaining, MAX_TIMEOUT_MS));
  };

  arm();
  return () => {
    cancelled = true;
    if (timer !== undefined) clearTimeout(timer);
  };
}
