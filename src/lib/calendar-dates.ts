import {
  addDays as addCalendarDays,
  addMonths as addCalendarMonths,
  addYears as addCalendarYears,
  differenceInCalendarDays,
  eachWeekOfInterval,
  format,
  getDate,
  isValid,
  parseISO,
  startOfISOWeek,
} from 'date-fns';
import { BUSINESS_TIME_ZONE } from './business-time-zone';

/**
 * Calendar dates as `YYYY-MM-DD` text and months as `YYYY-MM`, the way the API sends them. They are
 * read as local midnights: date-fns steps calendar days (not 24-hour spans), so a daylight-saving
 * change in the server's or the browser's time zone cannot shift a day. Zoned dates (TZDate) would
 * say the same, but every step of theirs asks Intl for an offset: ten to twenty times slower here,
 * and the lead report steps through every inquiry.
 */

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
const ISO_MONTH = /^\d{4}-\d{2}$/;

export { BUSINESS_TIME_ZONE };

const read = (date: string) => parseISO(date);
const write = (date: Date) => format(date, 'yyyy-MM-dd');

/** A real calendar date written `YYYY-MM-DD` (so `2026-02-30` is not one). */
export function isIsoDate(value: string): boolean {
  return ISO_DATE.test(value) && isValid(read(value));
}

/** A month written `YYYY-MM`. */
export function isIsoMonth(value: string): boolean {
  return ISO_MONTH.test(value) && isValid(read(value));
}

export function addDays(date: string, days: number): string {
  return write(addCalendarDays(read(date), days));
}

/** The same day `years` years later (29 February becomes 1 March outside leap years). */
export function addYears(date: string, years: number): string {
  const start = read(date);
  const shifted = addCalendarYears(start, years);
  // date-fns keeps the month and ends 29 February on the 28th; the day after it is the one meant.
  return write(getDate(shifted) === getDate(start) ? shifted : addCalendarDays(shifted, 1));
}

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  return differenceInCalendarDays(read(to), read(from));
}

/** The Monday of the week `date` lies in. */
export function weekStartOf(date: string): string {
  return write(startOfISOWeek(read(date)));
}

/** The Monday of every week that has a day between `from` and `to`, both included, in order. */
export function weekStartsBetween(from: string, to: string): string[] {
  return eachWeekOfInterval({ start: read(from), end: read(to) }, { weekStartsOn: 1 }).map(write);
}

/**
 * Formatters of these options, one per time zone, made on first use and kept: the lead report dates
 * every inquiry, and a zoned date-fns date per call measured four times slower (290 ms against 69 ms
 * for 50,000 instants).
 */
export function formatterPerTimeZone(
  locale: string,
  options: Omit<Intl.DateTimeFormatOptions, 'timeZone'>,
): (timeZone: string) => Intl.DateTimeFormat {
  const formatters = new Map<string, Intl.DateTimeFormat>();
  return (timeZone) => {
    let formatter = formatters.get(timeZone);
    if (!formatter) {
      formatter = new Intl.DateTimeFormat(locale, { ...options, timeZone });
      formatters.set(timeZone, formatter);
    }
    return formatter;
  };
}

// en-CA writes dates as YYYY-MM-DD.
const dateFormatter = /* @__PURE__ */ formatterPerTimeZone('en-CA', {
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** The calendar date an instant falls on in a time zone. */
export function dateInTimeZone(instant: Date, timeZone: string = BUSINESS_TIME_ZONE): string {
  return dateFormatter(timeZone).format(instant);
}

/** Wall-clock times with their offset (an export dates every record it writes). */
const localTimeFormatter = /* @__PURE__ */ formatterPerTimeZone('en-US', {
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
  timeZoneName: 'longOffset',
});

/**
 * An instant as the business's wall-clock time with its offset from UTC, to the second:
 * `2026-11-25T09:14:00-08:00` in winter, `2026-07-04T09:30:00-07:00` in summer. Staff read their
 * own time, and a spreadsheet or script still gets the exact instant. A value that is no instant
 * comes back as it was.
 */
export function businessDateTime(value: string, timeZone: string = BUSINESS_TIME_ZONE): string {
  const instant = new Date(value);
  if (Number.isNaN(instant.getTime())) return value;
  const parts = Object.fromEntries(
    localTimeFormatter(timeZone)
      .formatToParts(instant)
      .map((part) => [part.type, part.value]),
  );
  // `GMT-08:00`, or `GMT` alone for a zone at UTC.
  const offset = (parts.timeZoneName ?? '').replace('GMT', '') || '+00:00';
  return `${parts.year}-${parts.month}-${parts.day}T${parts.hour}:${parts.minute}:${parts.second}${offset}`;
}

/** Today in the business's time zone. */
export function businessToday(now: Date = new Date()): string {
  return dateInTimeZone(now, BUSINESS_TIME_ZONE);
}

/** The month `date` lies in, `YYYY-MM`. */
export const monthOf = (date: string) => date.slice(0, 7);

/** The month `count` months after `month` (before, when negative). */
export function addMonths(month: string, count: number): string {
  return format(addCalendarMonths(read(month), count), 'yyyy-MM');
}

/** The first day of a month and the first day of the next one (the end, excluded). */
export function monthBounds(month: string): { first: string; next: string } {
  return { first: `${month}-01`, next: `${addMonths(month, 1)}-01` };
}

/**
 * A calendar date (`YYYY-MM-DD`) or month (`YYYY-MM`) in words, by a date-fns pattern
 * (`MMM d, yyyy` → `Mar 4, 2026`). A value that is no date comes back as it was.
 */
export function formatCalendarDate(date: string, pattern: string): string {
  const parsed = read(date);
  return isValid(parsed) ? format(parsed, pattern) : date;
}
