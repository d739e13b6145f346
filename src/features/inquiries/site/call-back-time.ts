import { wallClockOf, weekdayOf } from '@/features/survey-schedule/browser';
import { addDays } from '@/lib/calendar-dates';
import { openingHoursOf } from '@/site/seo/opening-hours';
import { INQUIRY_WORDS, type InquiryWords } from './words';

/**
 * When the business calls (or writes) back, in words, from its opening hours as staff write them in
 * Home page settings and the Los Angeles clock: "within one business hour" only while that hour fits
 * in today's hours; otherwise the next opening ("today from 8 am", "tomorrow from 9 am", "on Monday
 * from 8 am"), so a request sent late on a Friday is not promised a call that evening. In the words
 * of the visitor's language (`words`, English unless told).
 */

/** The English day names the opening hours are read into (`openingHoursOf`). */
const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
const HOUR = 60;

const minutesOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

export function callBackTime(
  businessHours: string | null | undefined,
  now: Date = new Date(),
  words: InquiryWords['callBack'] = INQUIRY_WORDS.en.callBack,
): string {
  const hours = openingHoursOf(businessHours);
  // Hours that cannot be read promise nothing more precise than before.
  if (hours.length === 0) return words.prompt;
  const openingsOn = (date: string) => {
    const weekday = WEEKDAYS[weekdayOf(date)];
    return hours
      .filter((spec) => (spec.dayOfWeek as string[]).includes(weekday))
      .map((spec) => [minutesOf(spec.opens), minutesOf(spec.closes)] as const)
      .sort((a, b) => a[0] - b[0]);
  };
  const { date: today, minutes } = wallClockOf(now);
  const todays = openingsOn(today);
  if (todays.some(([opens, closes]) => opens <= minutes && minutes + HOUR <= closes)) return words.prompt;
  const later = todays.find(([opens]) => opens > minutes);
  if (later) return words.today(words.at(later[0]));
  for (let ahead = 1; ahead <= 7; ahead++) {
    const day = addDays(today, ahead);
    const [first] = openingsOn(day);
    if (!first) continue;
    return ahead === 1
      ? words.tomorrow(words.at(first[0]))
      : words.onDay(words.weekdays[weekdayOf(day)], words.at(first[0]));
  }
  return words.prompt;
}
