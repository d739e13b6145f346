import type { Locale } from '@/kit/locales';
import { dayText } from './slot-text';
import type { StepDayProblem } from './survey-data';
import type { SurveyWords } from './words';

/**
 * What a visitor who asked for a day without free times is told, instead of another day's times,
 * in the page's language (`locale`, `words`).
 */
export function noFreeTimeText(
  date: string,
  reason: StepDayProblem,
  lastDay: string,
  locale: Locale,
  words: SurveyWords['noFreeTime'],
): string {
  // A day that is no date on the calendar has no words.
  if (reason === 'not-a-date') return words[reason]('', '');
  return words[reason](dayText(date, locale), reason === 'too-far' ? dayText(lastDay, locale) : '');
}
