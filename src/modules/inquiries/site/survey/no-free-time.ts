import type { NoFreeTimeReason } from '../../survey/slot-engine';
import { dayLabel } from '../../survey/slot-labels';

/** What a visitor who asked for a day without free times is told, instead of another day's times. */
export function noFreeTimeText(date: string, reason: NoFreeTimeReason, lastDay: string): string {
  switch (reason) {
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
