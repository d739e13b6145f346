/** setTimeout stores its delay in a signed 32-bit integer; a longer delay fires at once. */
export const MAX_TIMEOUT_MS = 2 ** 31 - 1;

function decodeBase64Url(segment: string): string {
  const base64 = segment.replace(/-/g, '+').replace(/_/g, '/');
  const padded = base64 + '='.repeat((4 - (base64.length % 4)) % 4);
  const bytes = Uint8Array.from(atob(padded), (character) => character.charCodeAt(0));
  return new TextDecoder().decode(bytes);
}

/**
 * The `exp` claim (seconds since the epoch) of a JWT, read without verifying the signature:
 * the server verifies; the browser only needs to know when to stop using the token.
 */
export function readTokenExpiry(token: string): number | null {
  const payload = token.split('.')[1];
  if (!payload) return null;
  try {
    const claims: unknown = JSON.parse(decodeBase64Url(payload));
    if (typeof claims !== 'object' || claims === null) return null;
    const exp = (claims as { exp?: unknown }).exp;
    return typeof exp === 'number' && Number.isFinite(exp) ? exp : null;
  } catch {
    return null;
  }
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
