import { DEFAULT_LOCALE, type Locale } from '@/kit/locales';
import { localePath } from '@/site/locale-path';

/**
 * What a visitor typed into the booking step, kept for ten minutes in a cookie of their own browser
 * when a booking comes back with a problem (a field to fix, the time just taken by someone else),
 * so that the step shows the form filled in again instead of empty. Only the step asked for by its
 * query (`?day=`) reads it, and the page cache never keeps that page: the values go back to the
 * person who typed them and nobody else. A booking made clears it.
 */

export const BOOKING_DRAFT_COOKIE = 'survey-details';
const DRAFT_SECONDS = 10 * 60;
/**
 * The cookie goes with the booking step's page and its form's address only, in the visitor's
 * language (`/es/free-quote` for a Spanish page: the step and its form keep their language).
 */
const draftPath = (locale: Locale) => localePath('/free-quote', locale);

/** The details the step asks for, with the longest value each takes. */
export const DRAFT_FIELD_LIMITS = { name: 120, phone: 30, email: 254, address: 200, postalCode: 10 } as const;
export type DraftField = keyof typeof DRAFT_FIELD_LIMITS;
export type BookingDraft = Partial<Record<DraftField, string>>;

const DRAFT_FIELDS = Object.keys(DRAFT_FIELD_LIMITS) as DraftField[];

/** Characters no field of the step takes (line breaks, control codes): never kept. */
const CONTROL = /\p{Cc}/gu;

/**
 * At most `max` UTF-16 units of a value (what the field's limit counts), cut between characters,
 * never inside an emoji's surrogate pair; a lone surrogate becomes U+FFFD.
 */
function cutValue(value: string, max: number): string {
  let cut = '';
  for (const char of value.replace(CONTROL, '')) {
    if (cut.length + char.length > max) break;
    cut += char.length === 1 && char >= '\uD800' && char <= '\uDFFF' ? '\uFFFD' : char;
  }
  return cut;
}

/** The typed details of a posted booking form or of a parsed cookie; anything else is dropped. */
function pickDraft(read: (field: DraftField) => unknown): BookingDraft {
  const draft: BookingDraft = {};
  for (const field of DRAFT_FIELDS) {
    const value = read(field);
    const kept = typeof value === 'string' ? cutValue(value, DRAFT_FIELD_LIMITS[field]) : '';
    if (kept.trim()) draft[field] = kept;
  }
  return draft;
}

/**
 * The draft as a cookie value: its JSON in UTF-8, base64url. A field's character costs at most 3
 * bytes that way (4 for an emoji, which counts 2 against the limit; control codes are dropped), so
 * at every field's limit the value stays near 2,500 bytes, well under the 4,096 a browser keeps
 * (percent-encoding took 9 bytes a character and lost the draft).
 */
function encodeDraft(draft: BookingDraft): string {
  const bytes = new TextEncoder().encode(JSON.stringify(draft));
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

function decodeDraft(value: string): unknown {
  if (!/^[A-Za-z0-9_-]+$/.test(value)) throw new Error('not base64url');
  const binary = atob(value.replace(/-/g, '+').replace(/_/g, '/'));
  const bytes = Uint8Array.from(binary, (char) => char.charCodeAt(0));
  return JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(bytes));
}

export const draftOf = (form: FormData): BookingDraft => pickDraft((field) => form.get(field));

const cookieAttributes = (secure: boolean, maxAge: number, locale: Locale) =>
  `Path=${draftPath(locale)}; Max-Age=${maxAge}; HttpOnly; SameSite=Lax${secure ? '; Secure' : ''}`;

/** The `Set-Cookie` value that keeps the draft, or clears it when nothing was typed. */
export function draftCookie(draft: BookingDraft, secure: boolean, locale: Locale = DEFAULT_LOCALE): string {
  if (Object.keys(draft).length === 0) return clearedDraftCookie(secure, locale);
  return `${BOOKING_DRAFT_COOKIE}=${encodeDraft(draft)}; ${cookieAttributes(secure, DRAFT_SECONDS, locale)}`;
}

export const clearedDraftCookie = (secure: boolean, locale: Locale = DEFAULT_LOCALE) =>
  `${BOOKING_DRAFT_COOKIE}=; ${cookieAttributes(secure, 0, locale)}`;

/** Parsed as it was written, or as percent-encoded JSON (cookies set before), or null. */
function parsedCookie(cookie: string): unknown {
  for (const parse of [decodeDraft, (value: string) => JSON.parse(decodeURIComponent(value))]) {
    try {
      return parse(cookie);
    } catch {}
  }
  return null;
}

/** The draft a cookie holds; a missing, garbled or made-up cookie is no draft. */
export function readDraft(cookie: string | undefined): BookingDraft {
  if (!cookie) return {};
  const parsed = parsedCookie(cookie);
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return {};
  return pickDraft((field) => (parsed as Record<string, unknown>)[field]);
}
