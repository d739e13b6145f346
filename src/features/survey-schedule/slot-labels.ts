import { DEFAULT_LOCALE, type Locale } from '@/kit/locales';
import { BUSINESS_TIME_ZONE } from '@/lib/business-time-zone';

/**
 * How people read survey times: always in Los Angeles time, with the zone named. The booking
 * island uses these too, so they need nothing but `Intl` (no date library in the public script).
 */

/** The name of the business's time zone, in each language. */
export const TIME_ZONE_NAMES: Record<Locale, string> = { en: 'Pacific Time', es: 'hora del Pacífico' };
export const TIME_ZONE_NAME = TIME_ZONE_NAMES.en;

const INTL_TAGS: Record<Locale, string> = { en: 'en-US', es: 'es-US' };

/** A formatter of Los Angeles times per language, made on first use. */
function formatterOf(options: Intl.DateTimeFormatOptions, timeZone: string = BUSINESS_TIME_ZONE) {
  const made = new Map<Locale, Intl.DateTimeFormat>();
  return (locale: Locale) => {
    let format = made.get(locale);
    if (!format) {
      format = new Intl.DateTimeFormat(INTL_TAGS[locale], { timeZone, ...options });
      made.set(locale, format);
    }
    return format;
  };
}

const timeFormat = formatterOf({ hour: 'numeric', minute: '2-digit' });
const dayFormat = formatterOf({ weekday: 'long', month: 'long', day: 'numeric', year: 'numeric' });
const dayWithoutYearFormat = formatterOf({ weekday: 'long', month: 'long', day: 'numeric' });
const calendarDayFormat = formatterOf(
  { weekday: 'long', month: 'long', day: 'numeric', year: 'numeric' },
  'UTC',
);

/** `9:30 AM` (`9:30 a.m.`) */
export const timeLabel = (instant: string, locale: Locale = DEFAULT_LOCALE) =>
  timeFormat(locale).format(new Date(instant));

/** `Friday, November 27, 2026` (`viernes, 27 de noviembre de 2026`) */
export const dayLabelOfInstant = (instant: string, locale: Locale = DEFAULT_LOCALE) =>
  dayFormat(locale).format(new Date(instant));

/** A calendar day (`2026-11-27`) in words, whatever the reader's zone. */
export const dayLabel = (date: string, locale: Locale = DEFAULT_LOCALE) =>
  calendarDayFormat(locale).format(new Date(`${date}T12:00:00Z`));

/** `Friday, November 27, 2026, 9:30–10:30 AM Pacific Time` */
export function surveyTimeText(
  startsAt: string,
  endsAt?: string | null,
  locale: Locale = DEFAULT_LOCALE,
): string {
  const end = endsAt ? `–${timeLabel(endsAt, locale)}` : '';
  return `${dayLabelOfInstant(startsAt, locale)}, ${timeLabel(startsAt, locale)}${end} ${TIME_ZONE_NAMES[locale]}`;
}

/** `Thursday, December 3 at 9:30 AM` (`jueves, 3 de diciembre a las 9:30 a.m.`): a survey's start in a sentence. */
export function surveyMomentText(startsAt: string, locale: Locale = DEFAULT_LOCALE): string {
  const time = timeLabel(startsAt, locale);
  // Spanish says the hour with its article: "a la 1:00", "a las 9:30".
  const at = locale === 'es' ? (time.startsWith('1:') ? 'a la' : 'a las') : 'at';
  return `${dayWithoutYearFormat(locale).format(new Date(startsAt))} ${at} ${time}`;
}

/** Morning (before noon) and afternoon, by the Los Angeles wall clock `HH:MM`. */
export const partOfDay = (time: string, locale: Locale = DEFAULT_LOCALE) =>
  locale === 'es' ? (time < '12:00' ? 'Mañana' : 'Tarde') : time < '12:00' ? 'Morning' : 'Afternoon';

/** `Thu, Nov 27`: a day button's label. */
export const shortDayLabel = (date: string) =>
  new Date(`${date}T12:00:00Z`).toLocaleDateString('en-US', {
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    timeZone: 'UTC',
  });
