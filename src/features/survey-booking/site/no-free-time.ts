import { dayLabel } from '@/features/survey-schedule/browser';
import type { StepDayProblem } from './survey-data';

/** What a visitor who asked for a day without free times is told, instead of another day's times. */
export function noFreeTimeText(date: string, reason: StepDayProblem, lastDay: string): string {
  switch (reason) {
    case 'not-a-date':
      return 'The day in this link is not a date on the calendar. Pick one of the days below.';
    case 'past':
      return `${dayLabel(date)} has already passed. Pick one of the days below.`;
    case 'too-far':
      return `We book online up to ${dayLabel(lastDay)}: ${dayLabel(date)} is further ahead. Pick one of the days below, or call us for a later date.`;
    case 'closed':
      return `We are closed on ${dayLabel(date)}. Pick one of the days below.`;
    case 'full':
      return `${dayLabel(date)} has no free times left. Pick one of the days below.`;
  }
}
