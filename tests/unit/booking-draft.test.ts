import { describe, expect, it } from 'vitest';
import {
  BOOKING_DRAFT_COOKIE,
  clearedDraftCookie,
  DRAFT_FIELD_LIMITS,
  draftCookie,
  draftOf,
  readDraft,
} from '@/features/survey-booking/site/booking-draft';

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

  /** Characters of each kind a visitor can type, the costliest for a cookie among them. */
  const KINDS = {
    ascii: 'x',
    accented: 'é',
    threeByte: '€',
    cjk: '漢',
    emoji: '😀',
    family: '👨‍👩‍👧',
    quote: '"',
    backslash: '\\',
    control: '\u0001',
    loneSurrogate: '\uD83D',
  };
  const fields = Object.keys(DRAFT_FIELD_LIMITS) as (keyof typeof DRAFT_FIELD_LIMITS)[];
  const utf8Bytes = (text: string) => new TextEncoder().encode(text).length;
  const hasLoneSurrogate = (text: string) =>
    /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/.test(text);

  it('stays under the 4,096 bytes a browser keeps with every field at, around and past its limit, whatever is typed', () => {
    for (const [kind, char] of Object.entries(KINDS)) {
      for (const over of [-1, 0, 1, 2, 500]) {
        // Every field filled with the kind's characters to its limit plus `over` UTF-16 units.
        const typed = form(
          Object.fromEntries(
            fields.map((field) => {
              const units = DRAFT_FIELD_LIMITS[field] + over;
              return [field, char.repeat(Math.ceil(units / char.length)).slice(0, units)];
            }),
          ),
        );
        const cookie = draftCookie(draftOf(typed), true);
        expect(utf8Bytes(cookie), `${kind} ${over}`).toBeLessThan(4096);
        // Only what a cookie value may carry (RFC 6265 cookie-octets).
        expect(sentBack(cookie)).toMatch(/^[\x21\x23-\x2b\x2d-\x3a\x3c-\x5b\x5d-\x7e]*$/);
        const read = readDraft(sentBack(cookie));
        for (const field of fields) {
          const value = read[field] ?? '';
          expect(value.length, `${kind} ${field}`).toBeLessThanOrEqual(DRAFT_FIELD_LIMITS[field]);
          expect(hasLoneSurrogate(value), `${kind} ${field}`).toBe(false);
          expect(value).not.toMatch(/\p{Cc}/u);
        }
      }
    }
  });

  it('never cuts an emoji in half at a field’s limit, and keeps what fits whole', () => {
    for (const field of fields) {
      const limit = DRAFT_FIELD_LIMITS[field];
      // One unit short of the limit, then an emoji that would end one unit past it.
      const typed = `${'a'.repeat(limit - 1)}😀`;
      const draft = draftOf(form({ [field]: typed }));
      expect(draft[field], field).toBe('a'.repeat(limit - 1));
      expect(readDraft(sentBack(draftCookie(draft, false)))[field]).toBe('a'.repeat(limit - 1));
      const fits = `${'a'.repeat(limit - 2)}😀`;
      expect(draftOf(form({ [field]: fits }))[field]).toBe(fits);
    }
    expect(readDraft(sentBack(draftCookie(draftOf(form({ name: 'Zoë 😀 Nguyễn 漢' })), false)))).toEqual({
      name: 'Zoë 😀 Nguyễn 漢',
    });
  });
});
