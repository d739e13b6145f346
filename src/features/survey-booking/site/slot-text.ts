import {
  dayLabel,
  shortDayLabel,
  surveyMomentText,
  surveyTimeText,
  timeLabel,
} from '@/features/survey-schedule/browser';
import { DEFAULT_LOCALE, type Locale } from '@/kit/locales';
import { INTL_LOCALES } from '@/site/format';

/**
 * Survey days and times in the page's language, always in Los Angeles time, as the schedule says
 * them (`survey-schedule`'s labels, which its e-mails use too; a day button's short label in
 * another language by `Intl`, `es-US`). Used by the booking island too, so nothing but `Intl` is
 * needed.
 */

/**
 * The words of the times a day offers and of the day list: plain strings, since the booking island
 * (a client component) gets them as props; `{…}` is filled in where they are shown.
 */
export interface SlotWords {
  /** `{day}`: the day in words. */
  freeTimesOn: string;
  /** The time zone every time is in, by name. */
  zone: string;
  pickOne: string;
  morning: string;
  afternoon: string;
  pickDay: string;
  /** `{count}`: a day's free times. */
  freeOne: string;
  freeMany: string;
  /** `{day}`: the last day that may be booked. */
  laterDays: string;
}

/** A template's `{name}`s filled in. */
export const fill = (template: string, values: Record<string, string | number>) =>
  template.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));

/** `Thu, Nov 27` (`jue, 27 de nov`): a day button's label. */
export function shortDayText(date: string, locale: Locale): string {
  if (locale === DEFAULT_LOCALE) return shortDayLabel(date);
  return new Date(`${date}T12:00:00Z`).toLocaleDateString(INTL_LOCALES[locale], {
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    timeZone: 'UTC',
  });
}

/** `Friday, November 27, 2026` (`viernes, 27 de noviembre de 2026`): a calendar day in words. */
export const dayText = (date: string, locale: Locale) => dayLabel(date, locale);

/** `9:30 AM` (`9:30 a.m.`): an instant's Los Angeles time. */
export const timeText = (instant: string, locale: Locale) => timeLabel(instant, locale);

/**
 * `Friday, November 27, 2026, 9:30–10:30 AM Pacific Time` (`viernes, 27 de noviembre de 2026,
 * 9:30 a.m.–10:30 a.m. hora del Pacífico`): as the survey's e-mails say it.
 */
export const surveyTimeIn = (startsAt: string, endsAt: string | null | undefined, locale: Locale) =>
  surveyTimeText(startsAt, endsAt, locale);

/** `Thursday, December 3 at 9:30 AM` (`jueves, 3 de diciembre a las 9:30 a.m.`): a start in a sentence. */
export function surveyMomentIn(startsAt: string, locale: Locale): string {
  const text = surveyMomentText(startsAt, locale);
  // One o'clock takes the singular in Spanish: "a la 1:00 p.m.".
  return locale === 'es' ? text.replace(/ a las (1:)/, ' a la $1') : text;
}
