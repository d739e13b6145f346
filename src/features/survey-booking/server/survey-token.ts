import 'server-only';
import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The private link of a booked survey (`/survey/{token}`): the inquiry's id and an HMAC of it with
 * the site's key, so no account and nothing stored. Whether it still works is the booking's state
 * (a cancelled or past survey has none to show): see `survey-booking.ts`.
 */
const signatureOf = (inquiryId: number, secret: Uint8Array) =>
  createHmac('sha256', secret).update(`survey-link:${inquiryId}`).digest('base64url');

export function surveyToken(inquiryId: number, secret: Uint8Array): string {
  return `${inquiryId}.${signatureOf(inquiryId, secret)}`;
}

/** The inquiry id a token was made for, or null for anything this site did not sign. */
export function inquiryIdOfToken(token: string, secret: Uint8Array): number | null {
  const match = /^([1-9]\d{0,9})\.([\w-]{43})$/.exec(token);
  if (!match) return null;
  const id = Number(match[1]);
  if (id > 2 ** 31 - 1) return null;
  const expected = Buffer.from(signatureOf(id, secret));
  const given = Buffer.from(match[2]);
  return expected.length === given.length && timingSafeEqual(expected, given) ? id : null;
}

export const surveyPagePath = (token: string) => `/survey/${token}`;
