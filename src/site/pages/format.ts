import { DEFAULT_LOCALE, type Locale } from '@/kit/locales';
import { BUSINESS_TIME_ZONE } from '@/lib/business-time-zone';
import { INTL_LOCALES } from '../format';

/**
 * Dates as the public pages show them. Calendar dates (`2026-09-14`) are days, not instants: read in
 * UTC so no time zone can move them a day. Instants (a post's publish time) are dated in Los Angeles,
 * where the business and its readers are.
 */

const CALENDAR_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** One formatter per language and time zone, made on first use. */
const perLocale = <T>(make: (tag: string) => T) => {
  const made = new Map<Locale, T>();
  return (locale: Locale) => {
    if (!made.has(locale)) made.set(locale, make(INTL_LOCALES[locale]));
    return made.get(locale) as T;
  };
};
const longDate = (timeZone: string) =>
  perLocale(
    (tag) => new Intl.DateTimeFormat(tag, { year: 'numeric', month: 'long', day: 'numeric', timeZone }),
  );
const LONG_UTC = longDate('UTC');
const LONG_LOCAL = longDate(BUSINESS_TIME_ZONE);
const MONTH_UTC = perLocale(
  (tag) => new Intl.DateTimeFormat(tag, { year: 'numeric', month: 'long', timeZone: 'UTC' }),
);
const DAY_LOCAL = new Intl.DateTimeFormat('en-CA', {
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  timeZone: BUSINESS_TIME_ZONE,
});

function parse(value: string | null | undefined): { date: Date; calendar: boolean } | null {
  if (!value) return null;
  const calendar = CALENDAR_DATE.test(value);
  const date = new Date(calendar ? `${value}T00:00:00Z` : value);
  return Number.isNaN(date.getTime()) ? null : { date, calendar };
}

/** `2026-09-14` or an instant → `September 14, 2026` (`14 de septiembre de 2026`); empty or unreadable → null. */
export function formatLongDate(
  value: string | null | undefined,
  locale: Locale = DEFAULT_LOCALE,
): string | null {
  const parsed = parse(value);
  if (!parsed) return null;
  return (parsed.calendar ? LONG_UTC : LONG_LOCAL)(locale).format(parsed.date);
}

/** `2026-09-14` → `September 2026` (`septiembre de 2026`): when a project was completed. */
export function formatMonth(
  value: string | null | undefined,
  locale: Locale = DEFAULT_LOCALE,
): string | null {
  const parsed = parse(value);
  if (!parsed) return null;
  return MONTH_UTC(locale).format(parsed.date);
}

/** The `YYYY-MM-DD` day of a calendar date or instant, for `<time dateTime>` and schema.org dates. */
export function isoDay(value: string | null | undefined): string | null {
  const parsed = parse(value);
  if (!parsed) return null;
  return parsed.calendar ? (value as string) : DAY_LOCAL.format(parsed.date);
}
