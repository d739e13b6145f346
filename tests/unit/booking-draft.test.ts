import { describe, expect, it } from 'vitest';
import {
  BOOKING_DRAFT_COOKIE,
  clearedDraftCookie,
  DRAFT_FIELD_LIMITS,
  draftCookie,
  draftOf,
  readDraft,
} from '@/modules/inquiries/site/survey/booking-draft';

/** The cookie's value as a browser sends it back: the part before the first `;`, after the name. */
const sentBack = (setCookie: string) => setCookie.split(';')[0].slice(BOOKING_DRAFT_COOKIE.length + 1);

const form = (values: Record<string, string>) => {
  const data = new FormData();
  for (const [name, value] of Object.entries(values)) data.set(name, value);
  return data;
};

describe('the booking details kept when a booking comes back with a problem', () => {
  it('keeps the typed details, and only those, through the cookie', () => {
    const typed = form({
      name: 'Rosa Díaz; "quoted"',
      phone: '(213) 555-0101',
      email: 'rosa@example.com',
      address: '1200 Echo Park Ave, Los Angeles',
      postalCode: '9002',
      surveyStartsAt: '2026-12-01T17:00:00.000Z',
      website: 'spam trap',
    });
    const cookie = draftCookie(draftOf(typed), false);
    expect(cookie).toMatch(/; Path=\/free-quote; Max-Age=600; HttpOnly; SameSite=Lax$/);
    expect(sentBack(cookie)).not.toMatch(/[\s;,"]/);
    expect(readDraft(sentBack(cookie))).toEqual({
      name: 'Rosa Díaz; "quoted"',
      phone: '(213) 555-0101',
      email: 'rosa@example.com',
      address: '1200 Echo Park Ave, Los Angeles',
      postalCode: '9002',
    });
  });

  it('is sent over HTTPS only on a site served over it', () => {
    expect(draftCookie({ name: 'Rosa' }, true)).toMatch(/; Secure$/);
    expect(clearedDraftCookie(true)).toMatch(/Max-Age=0; .*; Secure$/);
  });

  it('clears the cookie when nothing was typed', () => {
    expect(draftCookie(draftOf(form({ name: '  ' })), false)).toBe(clearedDraftCookie(false));
    expect(clearedDraftCookie(false)).toMatch(/^survey-details=; Path=\/free-quote; Max-Age=0;/);
  });

  it('cuts each value to the longest its field takes', () => {
    const draft = draftOf(form({ name: 'x'.repeat(500), postalCode: '9'.repeat(50) }));
    expect(draft.name).toHaveLength(DRAFT_FIELD_LIMITS.name);
    expect(draft.postalCode).toHaveLength(DRAFT_FIELD_LIMITS.postalCode);
  });

  it('reads a missing, garbled or made-up cookie as no draft', () => {
    for (const cookie of [undefined, '', '%E0%A4%A', 'not json', '[1,2]', 'null', '"text"', '{"name":42}']) {
      expect(readDraft(cookie)).toEqual({});
    }
    expect(readDraft(encodeURIComponent('{"name":"Rosa","isAdmin":true}'))).toEqual({ name: 'Rosa' });
  });
});
