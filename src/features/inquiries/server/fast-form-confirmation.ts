import 'server-only';
import { createHmac, timingSafeEqual } from 'node:crypto';

/** How long the "press send once more" answer stays good for. */
const CONFIRMATION_LIFETIME_MS = 60 * 60 * 1000;

const signatureOf = (issuedAt: number, secret: Uint8Array) =>
  createHmac('sha256', secret).update(`inquiry-form-confirmation:${issuedAt}`).digest('base64url');

/**
 * A form sent faster than a person types (autofill, or a bot) is not stored at once: the visitor is
 * asked to press send once more, carrying this signed note of when that was asked. A bot that posts
 * once, with made-up timing, never has one; a person loses one click, never the request.
 */
export function issueFastFormConfirmation(secret: Uint8Array, now = Date.now()): string {
  return `${now}.${signatureOf(now, secret)}`;
}

/** Whether a confirmation is this server's, signed within the last hour. */
export function isFastFormConfirmed(
  confirmation: FormDataEntryValue | null | undefined,
  secret: Uint8Array,
  now = Date.now(),
): boolean {
  if (typeof confirmation !== 'string') return false;
  const match = /^(\d{1,15})\.([\w-]{43})$/.exec(confirmation);
  if (!match) return false;
  const issuedAt = Number(match[1]);
  if (issuedAt > now || now - issuedAt > CONFIRMATION_LIFETIME_MS) return false;
  const expected = Buffer.from(signatureOf(issuedAt, secret));
  const given = Buffer.from(match[2]);
  return expected.length === given.length && timingSafeEqual(expected, given);
}
