import { DEFAULT_LOCALE, type Locale } from '@/kit/locales';
import { INTL_LOCALES } from '../format';

/**
 * Reads the business hours as staff write them ("Mon–Fri 8 am – 6 pm", "Sat 9:30am-2pm") into
 * schema.org `OpeningHoursSpecification`s. Lines it cannot read (a note such as "24/7 support line
 * for monitoring customers") are left out rather than guessed.
 */

const DAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'] as const;
type Day = (typeof DAYS)[number];

export interface OpeningHours {
  '@type': 'OpeningHoursSpecification';
  dayOfWeek: Day[];
  opens: string;
  closes: string;
}

function dayOf(word: string): number {
  const prefix = word.toLowerCase().slice(0, 2);
  return DAYS.findIndex((day) => day.toLowerCase().startsWith(prefix));
}

/** `8 am`, `8:30am`, `18:00`, `noon` → `08:00`; null when it is not a time. */
function timeOf(text: string): string | null {
  const value = text.trim().toLowerCase();
  if (value === 'noon') return '12:00';
  if (value === 'midnight') return '00:00';
  const match = /^(\d{1,2})(?::(\d{2}))?\s*(am|pm|a\.m\.|p\.m\.)?$/.exec(value);
  if (!match) return null;
  let hours = Number(match[1]);
  const minutes = Number(match[2] ?? 0);
  const meridiem = match[3]?.[0];
  if (meridiem === 'p' && hours < 12) hours += 12;
  if (meridiem === 'a' && hours === 12) hours = 0;
  if (hours > 23 || minutes > 59) return null;
  return `${String(hours).padStart(2, '0')}:${String(minutes).padStart(2, '0')}`;
}

const DAY_WORD = '(mon|tue|wed|thu|fri|sat|sun)[a-z]*\\.?';
const DASH = '\\s*(?:-|–|—|to)\\s*';
const LINE = new RegExp(`^${DAY_WORD}(?:${DASH}${DAY_WORD})?[\\s,:]+(.+?)${DASH}(.+)$`, 'i');

/**
 * The lines of the business hours that read as hours ("Mon–Fri 8 am – 6 pm"), as staff wrote them,
 * joined: "Mon–Fri 8 am – 6 pm, Sat 9 am – 2 pm". Null when none does. Every page that says when the
 * business is open says it with these words, so the hours are stated once, in Home page settings.
 */
export function openingHoursText(
  text: string | null | undefined,
  locale: Locale = DEFAULT_LOCALE,
): string | null {
  if (locale !== DEFAULT_LOCALE) return spokenOpeningHours(text, locale);
  const lines = (text ?? '')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => openingHoursOf(line).length > 0);
  return lines.length > 0 ? lines.join(', ') : null;
}

/** `08:00` → `8`, `18:30` → `6:30`: an hour as a shop sign writes it, morning and evening understood. */
function signHour(time: string): string {
  const [hours, minutes] = time.split(':').map(Number);
  const hour = hours % 12 === 0 ? 12 : hours % 12;
  return minutes === 0 ? String(hour) : `${hour}:${String(minutes).padStart(2, '0')}`;
}

/**
 * The opening hours as a shop sign writes them, for a narrow strip: "Mon–Fri 8–6, Sat 9–2". The same
 * hours as `openingHoursText`, read from the same settings. Null when no line reads as hours.
 */
export function compactOpeningHours(
  text: string | null | undefined,
  locale: Locale = DEFAULT_LOCALE,
): string | null {
  const specifications = openingHoursOf(text);
  if (specifications.length === 0) return null;
  return specifications
    .map(({ dayOfWeek, opens, closes }) => {
      const first = dayName(dayOfWeek[0], locale);
      const days = dayOfWeek.length > 1 ? `${first}–${dayName(dayOfWeek.at(-1) as Day, locale)}` : first;
      return `${days} ${signHour(opens)}–${signHour(closes)}`;
    })
    .join(', ');
}

/** The short name of a day as `locale` writes it: `Mon`, `lun`. */
function dayName(day: Day, locale: Locale): string {
  if (locale === DEFAULT_LOCALE) return day.slice(0, 3);
  // 2024-01-01 was a Monday.
  const date = new Date(Date.UTC(2024, 0, 1 + DAYS.indexOf(day)));
  return new Intl.DateTimeFormat(INTL_LOCALES[locale], { weekday: 'short', timeZone: 'UTC' })
    .format(date)
    .replace(/\.$/, '');
}

/** `18:30` as `locale` says a time of day: `6:30 p.m.`. */
function spokenTime(time: string, locale: Locale): string {
  const [hours, minutes] = time.split(':').map(Number);
  return new Intl.DateTimeFormat(INTL_LOCALES[locale], {
    hour: 'numeric',
    minute: minutes === 0 ? undefined : '2-digit',
    timeZone: 'UTC',
  }).format(new Date(Date.UTC(2024, 0, 1, hours, minutes)));
}

/**
 * The business hours line by line, for a list: in English as staff wrote them (notes too), in
 * another language the lines that read as hours, said in it.
 */
export function openingHoursLines(
  text: string | null | undefined,
  locale: Locale = DEFAULT_LOCALE,
): string[] {
  if (locale === DEFAULT_LOCALE) return (text ?? '').split('\n').filter((line) => line.trim());
  return (spokenOpeningHours(text, locale) ?? '').split(', ').filter(Boolean);
}

/**
 * The opening hours in a language other than the one staff wrote them in, from what they read as:
 * "lun–vie 8 a.m.–6 p.m., sáb 9 a.m.–2 p.m.". Null when no line reads as hours.
 */
function spokenOpeningHours(text: string | null | undefined, locale: Locale): string | null {
  const specifications = openingHoursOf(text);
  if (specifications.length === 0) return null;
  return specifications
    .map(({ dayOfWeek, opens, closes }) => {
      const first = dayName(dayOfWeek[0], locale);
      const days = dayOfWeek.length > 1 ? `${first}–${dayName(dayOfWeek.at(-1) as Day, locale)}` : first;
      return `${days} ${spokenTime(opens, locale)}–${spokenTime(closes, locale)}`;
    })
    .join(', ');
}

/**
 * When a request is answered, as a page promises it: within one business hour, which is only true
 * while the business is open, so the hours follow ("within one business hour (open Mon–Fri 8 am –
 * 6 pm, Sat 9 am – 2 pm)"); "on the next business day" would be as true, and vaguer.
 */
export function answeredWithin(
  businessHours: string | null | undefined,
  locale: Locale = DEFAULT_LOCALE,
): string {
  const hours = openingHoursText(businessHours, locale);
  if (locale === 'es')
    return hours ? `en menos de una hora hábil (horario: ${hours})` : 'en menos de una hora hábil';
  return hours ? `within one business hour (open ${hours})` : 'within one business hour';
}

export function openingHoursOf(text: string | null | undefined): OpeningHours[] {
  const specifications: OpeningHours[] = [];
  for (const line of (text ?? '').split('\n')) {
    const match = LINE.exec(line.trim());
    if (!match) continue;
    const first = dayOf(match[1]);
    const last = match[2] ? dayOf(match[2]) : first;
    const opens = timeOf(match[3]);
    const closes = timeOf(match[4]);
    if (first < 0 || last < first || !opens || !closes) continue;
    specifications.push({
      '@type': 'OpeningHoursSpecification',
      dayOfWeek: DAYS.slice(first, last + 1),
      opens,
      closes,
    });
  }
  return specifications;
}
