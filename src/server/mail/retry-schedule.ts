/** Waits before the 2nd, 3rd, ... attempt: 30 s, 2 min, 10 min, 1 h, 6 h. */
export const RETRY_DELAYS_MS = [30_000, 2 * 60_000, 10 * 60_000, 60 * 60_000, 6 * 60 * 60_000] as const;

/** After this many failed attempts (about 7 hours of trying) a mail is marked failed for good. */
export const MAX_ATTEMPTS = RETRY_DELAYS_MS.length + 1;

/** When to try again after `attempts` failed tries, or null when it is time to give up. */
export function nextRetryAt(attempts: number, now: Date): Date | null {
  if (attempts >= MAX_ATTEMPTS) return null;
  const delay = RETRY_DELAYS_MS[Math.max(0, attempts - 1)];
  return new Date(now.getTime() + delay);
}
