/**
 * What a visitor typed into the booking step, kept for ten minutes in a cookie of their own browser
 * when a booking comes back with a problem (a field to fix, the time just taken by someone else),
 * so that the step shows the form filled in again instead of empty. Only the step asked for by its
 * query (`?day=`) reads it, and the page cache never keeps that page: the values go back to the
 * person who typed them and nobody else. A booking made clears it.
 */

export const BOOKING_DRAFT_COOKIE = 'survey-details';
const DRAFT_SECONDS = 10 * 60;
/** The cookie goes with the booking step's page and its form's address only. */
const DRAFT_PATH = '/free-quote';

/** The details the step asks for, with the longest value each takes. */
export const DRAFT_FIELD_LIMITS = { name: 120, phone: 30, email: 254, address: 200, postalCode: 10 } as const;
export type DraftField = keyof typeof DRAFT_FIELD_LIMITS;
export type BookingDraft = Partial<Record<DraftField, string>>;

const DRAFT_FIELDS = Object.keys(DRAFT_FIELD_LIMITS) as DraftField[];

/** The typed details of a posted booking form or of a parsed cookie; anything else is dropped. */
function pickDraft(read: (field: DraftField) => unknown): BookingDraft {
  const draft: BookingDraft = {};
  for (const field of DRAFT_FIELDS) {
    const value = read(field);
    if (typeof value === 'string' && value.trim()) draft[field] = value.slice(0, DRAFT_FIELD_LIMITS[field]);
  }
  return draft;
}

export const draftOf = (form: FormData): BookingDraft => pickDraft((field) => form.get(field));

const cookieAttributes = (secure: boolean, maxAge: number) =>
  `Path=${DRAFT_PATH}; Max-Age=${maxAge}; HttpOnly; SameSite=Lax${secure ? '; Secure' : ''}`;

/** The `Set-Cookie` value that keeps the draft, or clears it when nothing was typed. */
export function draftCookie(draft: BookingDraft, secure: boolean): string {
  if (Object.keys(draft).length === 0) return clearedDraftCookie(secure);
  const value = encodeURIComponent(JSON.stringify(draft));
  return `${BOOKING_DRAFT_COOKIE}=${value}; ${cookieAttributes(secure, DRAFT_SECONDS)}`;
}

export const clearedDraftCookie = (secure: boolean) =>
  `${BOOKING_DRAFT_COOKIE}=; ${cookieAttributes(secure, 0)}`;

/** The draft a cookie holds; a missing, garbled or made-up cookie is no draft. */
export function readDraft(cookie: string | undefined): BookingDraft {
  if (!cookie) return {};
  try {
    const parsed: unknown = JSON.parse(decodeURIComponent(cookie));
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return {};
    return pickDraft((field) => (parsed as Record<string, unknown>)[field]);
  } catch {
    return {};
  }
}
