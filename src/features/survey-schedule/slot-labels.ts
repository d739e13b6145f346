import { BUSINESS_TIME_ZONE } from '@/lib/business-time-zone';

/**
 * How people read survey times: always in Los Angeles time, with the zone named. The booking
 * island uses these too, so they need nothing but `Intl` (no date library in the public script).
 */

export const TIME_ZONE_NAME = 'Pacific Time';

const timeFormat = new Intl.DateTimeFormat('en-US', {
  timeZone: BUSINESS_TIME_ZONE,
  hour: 'numeric',
  minute: '2-digit',
});
// Marked pure like the one below: the booking island never writes a whole survey time either.
const dayFormat = /* @__PURE__ */ new Intl.DateTimeFormat('en-US', {
  timeZone: BUSINESS_TIME_ZONE,
  weekday: 'long',
  month: 'long',
  day: 'numeric',
  year: 'numeric',
});

// Marked pure: the booking island, which never says a survey in a sentence, leaves it out.
const dayWithoutYearFormat = /* @__PURE__ */ new Intl.DateTimeFormat('en-US', {
  timeZone: BUSINESS_TIME_ZONE,
  weekday: 'long',
  month: 'long',
  day: 'numeric',
});

/** `9:30 AM` */
export const timeLabel = (instant: string) => timeFormat.format(new Date(instant));

/** `Friday, November 27, 2026` */
export const dayLabelOfInstant = (instant: string) => dayFormat.format(new Date(instant));

/** A calendar day (`2026-11-27`) in words, whatever the reader's zone. */
export const dayLabel = (date: string) =>
  new Date(`${date}T12:00:00Z`).toLocaleDateString('en-US', {
    weekday: 'long',
    month: 'long',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  });

/** `Friday, November 27, 2026, 9:30–10:30 AM Pacific Time` */
export function surveyTimeText(startsAt: string, endsAt?: string | null): string {
  const end = endsAt ? `–${timeLabel(endsAt)}` : '';
  return `${dayLabelOfInstant(startsAt)}, ${timeLabel(startsAt)}${end} ${TIME_ZONE_NAME}`;
}

/** `Thursday, December 3 at 9:30 AM`: a survey's start in a sentence. */
export const surveyMomentText = (startsAt: string) =>
  `${dayWithoutYearFormat.format(new Date(startsAt))} at ${timeLabel(startsAt)}`;

/** Morning (before noon) and afternoon, by the Los Angeles wall clock `HH:MM`. */
export const partOfDay = (time: string) => (time < '12:00' ? 'Morning' : 'Afternoon');

/** `Thu, Nov 27`: a day button's label. */
export const shortDayLabel = (date: string) =>
  new Date(`${date}T12:00:00Z`).toLocaleDateString('en-US', {
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    timeZone: 'UTC',
  });
