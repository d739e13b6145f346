import { DEFAULT_LOCALE, type Locale } from '@/kit/locales';
import { isIsoDate } from '@/lib/calendar-dates';
import { localePath } from '@/site/locale-path';

/**
 * The booking step's query (`/free-quote?day=2026-12-03&slot=…&problem=name.phone`), read so that
 * a made-up value costs nothing: anything that is not a real date, a time or a known field name is
 * dropped, and the step falls back to the first day with free slots (saying so of a day it could
 * not read).
 */

/** The booking step's form (either the server's or the island's; one is on the page). */
export const SURVEY_BOOKING_FORM_ID = 'survey-booking-form';

/** The booking step on the quote page: where a new time is booked. */
export const SURVEY_BOOKING_STEP_PATH = '/free-quote#book-survey';

export const BOOKING_FIELDS = ['name', 'phone', 'email', 'address', 'postalCode', 'surveyStartsAt'] as const;
export type BookingField = (typeof BOOKING_FIELDS)[number];

export type BookingNotice = 'taken' | 'unoffered' | 'again' | 'busy' | 'failed' | 'cancelled' | 'moved';
const NOTICES: BookingNotice[] = ['taken', 'unoffered', 'again', 'busy', 'failed', 'cancelled', 'moved'];

export interface BookingQuery {
  /** Asked for with `day`: the server renders the step (no script needed). */
  asked: boolean;
  day: string | null;
  /** A day was asked for that is no date on the calendar (`2026-02-30`, `tomorrow`): said, not ignored. */
  dayUnreadable: boolean;
  slot: string | null;
  problems: BookingField[];
  notice: BookingNotice | null;
}

type Raw = Record<string, string | string[] | undefined>;

const one = (value: string | string[] | undefined) => (typeof value === 'string' ? value : undefined);

export function readBookingQuery(query: Raw): BookingQuery {
  const day = one(query.day);
  const slot = one(query.slot);
  const problem = one(query.problem) ?? '';
  const notice = one(query.notice) as BookingNotice | undefined;
  return {
    asked: day !== undefined || notice !== undefined,
    day: day && isIsoDate(day) ? day : null,
    dayUnreadable: Boolean(day) && !isIsoDate(day as string),
    slot: slot && /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:00\.000Z$/.test(slot) ? slot : null,
    problems: BOOKING_FIELDS.filter((name) => problem.split('.').includes(name)),
    notice: notice && NOTICES.includes(notice) ? notice : null,
  };
}

/** Where the booking step is, in the visitor's language (English unless told), with what to show again. */
export function bookingStepHref(step: {
  day?: string | null;
  slot?: string | null;
  problems?: readonly string[];
  notice?: BookingNotice;
  /** Other answers of the page to keep through the steps (an instant estimate's, as a query). */
  keep?: string;
  locale?: Locale;
}): string {
  const params = new URLSearchParams(step.keep ?? '');
  params.set('day', step.day ?? '');
  if (step.slot) params.set('slot', step.slot);
  if (step.problems?.length) params.set('problem', step.problems.join('.'));
  if (step.notice) params.set('notice', step.notice);
  return `${localePath('/free-quote', step.locale ?? DEFAULT_LOCALE)}?${params}#book-survey`;
}

/** What the step says of a field to fix, in English (`words.ts` has each language's). */
export const FIELD_PROBLEMS: Record<BookingField, string> = {
  name: 'Enter your name.',
  phone: 'Enter a phone number we can call, like (213) 555-0100.',
  email: 'Enter an e-mail address for the confirmation, like name@example.com.',
  address: 'Enter the street address where we survey, up to 200 characters.',
  postalCode: 'Enter a 5-digit ZIP code.',
  surveyStartsAt: 'Pick one of the free times.',
};

/** Why the step or the private page came back, in English (`words.ts` has each language's). */
export const NOTICE_TEXT: Record<BookingNotice, string> = {
  taken: 'Sorry, that time was just booked by someone else. Here are the times still free.',
  unoffered: 'That is not one of the times we offer. Pick one of the free times below.',
  again: 'That was quicker than we usually see. Please check the time and press "Book this time" once more.',
  busy: 'We received several requests from your connection in the last hour. Please call us, or try again later.',
  failed: 'Something went wrong on our side and the survey was not booked. Please try again, or call us.',
  cancelled: 'Your site survey is cancelled. You are welcome to book a new time below.',
  moved: 'Your survey has a new time.',
};
