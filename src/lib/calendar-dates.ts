/**
 * Calendar dates as `YYYY-MM-DD` text and months as `YYYY-MM`, the way the API sends them. The
 * arithmetic runs on UTC midnights, so no local time zone or daylight-saving change can shift a day.
 */

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const ISO_MONTH = /^(\d{4})-(\d{2})$/;
const DAY_MS = 86_400_000;

/** The time zone of the business (Los Angeles): its days and weeks are the ones staff count in. */
export const BUSINESS_TIME_ZONE = 'America/Los_Angeles';

const toUtc = (date: string) => Date.parse(`${date}T00:00:00Z`);
const fromUtc = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** A real calendar date written `YYYY-MM-DD` (so `2026-02-30` is not one). */
export function isIsoDate(value: string): boolean {
  const match = ISO_DATE.exec(value);
  if (!match) return false;
  const ms = toUtc(value);
  return !Number.isNaN(ms) && fromUtc(ms) === value;
}

/** A month written `YYYY-MM`. */
export function isIsoMonth(value: string): boolean {
  const match = ISO_MONTH.exec(value);
  return match !== null && Number(match[2]) >= 1 && Number(match[2]) <= 12;
}

export function addDays(date: string, days: number): string {
  return fromUtc(toUtc(date) + days * DAY_MS);
}

/** The same day `years` years later (29 February becomes 1 March outside leap years). */
export function addYears(date: string, years: number): string {
  const shifted = `${String(Number(date.slice(0, 4)) + years).padStart(4, '0')}${date.slice(4)}`;
  return isIsoDate(shifted) ? shifted : addDays(`${shifted.slice(0, 8)}28`, 1);
}

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  return Math.round((toUtc(to) - toUtc(from)) / DAY_MS);
}

/** 1 for Monday ... 7 for Sunday (ISO 8601). */
export function isoWeekday(date: string): number {
  const day = new Date(toUtc(date)).getUTCDay();
  return day === 0 ? 7 : day;
}

/** The Monday of the week `date` lies in. */
export function weekStartOf(date: string): string {
  return addDays(date, 1 - isoWeekday(date));
}

/** The Monday of every week that has a day between `from` and `to`, both included, in order. */
export function weekStartsBetween(from: string, to: string): string[] {
  const weeks: string[] = [];
  const last = weekStartOf(to);
  for (let week = weekStartOf(from); week <= last; week = addDays(week, 7)) weeks.push(week);
  return weeks;
}

const dateFormats = new Map<string, Intl.DateTimeFormat>();

/** The calendar date an instant falls on in a time zone. */
export function dateInTimeZone(instant: Date, timeZone: string = BUSINESS_TIME_ZONE): string {
  let format = dateFormats.get(timeZone);
  if (!format) {
    // en-CA writes dates as YYYY-MM-DD.
    format = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    });
    dateFormats.set(timeZone, format);
  }
  return format.format(instant);
}

/** Today in the business's time zone. */
export function businessToday(now: Date = new Date()): string {
  return dateInTimeZone(now, BUSINESS_TIME_ZONE);
}

/** The month `date` lies in, `YYYY-MM`. */
export const monthOf = (date: string) => date.slice(0, 7);

/** The month `count` months after `month` (before, when negative). */
export function addMonths(month: string, count: number): string {
  const [year, monthNumber] = month.split('-').map(Number);
  const index = year * 12 + (monthNumber - 1) + count;
  return `${String(Math.floor(index / 12)).padStart(4, '0')}-${String((index % 12) + 1).padStart(2, '0')}`;
}

/** The first day of a month and the first day of the next one (the end, excluded). */
export function monthBounds(month: string): { first: string; next: string } {
  return { first: `${month}-01`, next: `${addMonths(month, 1)}-01` };
}
