import { addDays, addYears } from '@/lib/calendar-dates';

/**
 * The US federal holidays (and Christmas Eve, when most installers close too) as calendar dates,
 * offered to staff as one-click closed dates for the survey booking. Pure and client-safe.
 */

export interface Holiday {
  /** `YYYY-MM-DD`. */
  date: string;
  name: string;
}

const pad = (value: number) => String(value).padStart(2, '0');
const dateOf = (year: number, month: number, day: number) => `${year}-${pad(month)}-${pad(day)}`;
/** Sunday 0 … Saturday 6; `month` from 1. */
const weekdayOf = (year: number, month: number, day: number) =>
  new Date(Date.UTC(year, month - 1, day)).getUTCDay();
const daysIn = (year: number, month: number) => new Date(Date.UTC(year, month, 0)).getUTCDate();

/** The `nth` (1-based; -1: the last) given weekday of a month. */
function nthWeekday(year: number, month: number, weekday: number, nth: number): string {
  if (nth === -1) {
    const last = daysIn(year, month);
    return dateOf(year, month, last - ((weekdayOf(year, month, last) - weekday + 7) % 7));
  }
  const first = 1 + ((weekday - weekdayOf(year, month, 1) + 7) % 7);
  return dateOf(year, month, first + (nth - 1) * 7);
}

/**
 * A holiday on a fixed date and, when it falls on a weekend, the weekday the federal government
 * observes it on instead (Friday before a Saturday, Monday after a Sunday).
 */
function fixedHoliday(year: number, month: number, day: number, name: string): Holiday[] {
  const date = dateOf(year, month, day);
  const weekday = weekdayOf(year, month, day);
  if (weekday === 6)
    return [
      { date, name },
      { date: addDays(date, -1), name: `${name} (observed)` },
    ];
  if (weekday === 0)
    return [
      { date, name },
      { date: addDays(date, 1), name: `${name} (observed)` },
    ];
  return [{ date, name }];
}

/** The federal holidays of a year and Christmas Eve, in date order (an observed New Year's Day may fall in the year before). */
export function holidaysOf(year: number): Holiday[] {
  const holidays: Holiday[] = [
    ...fixedHoliday(year, 1, 1, 'New Year’s Day'),
    { date: nthWeekday(year, 1, 1, 3), name: 'Martin Luther King Jr. Day' },
    { date: nthWeekday(year, 2, 1, 3), name: 'Washington’s Birthday' },
    { date: nthWeekday(year, 5, 1, -1), name: 'Memorial Day' },
    ...fixedHoliday(year, 6, 19, 'Juneteenth'),
    ...fixedHoliday(year, 7, 4, 'Independence Day'),
    { date: nthWeekday(year, 9, 1, 1), name: 'Labor Day' },
    { date: nthWeekday(year, 10, 1, 2), name: 'Columbus Day' },
    ...fixedHoliday(year, 11, 11, 'Veterans Day'),
    { date: nthWeekday(year, 11, 4, 4), name: 'Thanksgiving Day' },
    { date: dateOf(year, 12, 24), name: 'Christmas Eve' },
    ...fixedHoliday(year, 12, 25, 'Christmas Day'),
  ];
  return oneEntryPerDate(holidays);
}

/** In date order, one entry per date: Christmas observed on a Friday the 24th is also Christmas Eve. */
function oneEntryPerDate(holidays: Holiday[]): Holiday[] {
  const byDate = new Map<string, string>();
  for (const { date, name } of holidays) {
    const other = byDate.get(date);
    byDate.set(date, other ? `${other} and ${name}` : name);
  }
  return [...byDate].map(([date, name]) => ({ date, name })).sort((a, b) => a.date.localeCompare(b.date));
}

/** The holidays from `today` (included) to the same day a year later (excluded), in date order. */
export function upcomingHolidays(today: string): Holiday[] {
  const end = addYears(today, 1);
  const year = Number(today.slice(0, 4));
  return oneEntryPerDate([...holidaysOf(year), ...holidaysOf(year + 1)]).filter(
    (holiday) => holiday.date >= today && holiday.date < end,
  );
}
