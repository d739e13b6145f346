import { wallClockOf, weekdayOf } from '@/features/survey-schedule/browser';
import { addDays } from '@/lib/calendar-dates';
import { openingHoursOf } from '@/site/seo/opening-hours';

/**
 * When the business calls (or writes) back, in words, from its opening hours as staff write them in
 * Home page settings and the Los Angeles clock: "within one business hour" only while that hour fits
 * in today's hours; otherwise the next opening ("today from 8 am", "tomorrow from 9 am", "on Monday
 * from 8 am"), so a request sent late on a Friday is not promised a call that evening.
 */

const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
const PROMPT = 'within one business hour';
const HOUR = 60;

const minutesOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

/** `08:00` as "8 am", `09:30` as "9:30 am", `12:00` as "noon". */
function spokenTime(minutes: number): string {
  if (minutes === 12 * 60) return 'noon';
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  const clock = hours % 12 === 0 ? 12 : hours % 12;
  return `${clock}${rest ? `:${String(rest).padStart(2, '0')}` : ''} ${hours < 12 ? 'am' : 'pm'}`;
}

export function callBackTime(businessHours: string | null | undefined, now: Date = new Date()): string {
  const hours = openingHoursOf(businessHours);
  // Hours that cannot be read promise nothing more precise than before.
  if (hours.length === 0) return PROMPT;
  const openingsOn = (date: string) => {
    const weekday = WEEKDAYS[weekdayOf(date)];
    return hours
      .filter((spec) => (spec.dayOfWeek as string[]).includes(weekday))
      .map((spec) => [minutesOf(spec.opens), minutesOf(spec.closes)] as const)
      .sort((a, b) => a[0] - b[0]);
  };
  const { date: today, minutes } = wallClockOf(now);
  const todays = openingsOn(today);
  if (todays.some(([opens, closes]) => opens <= minutes && minutes + HOUR <= closes)) return PROMPT;
  const later = todays.find(([opens]) => opens > minutes);
  if (later) return `today from ${spokenTime(later[0])}`;
  for (let ahead = 1; ahead <= 7; ahead++) {
    const day = addDays(today, ahead);
    const [first] = openingsOn(day);
    if (!first) continue;
    return ahead === 1
      ? `tomorrow from ${spokenTime(first[0])}`
      : `on ${WEEKDAYS[weekdayOf(day)]} from ${spokenTime(first[0])}`;
  }
  return PROMPT;
}
