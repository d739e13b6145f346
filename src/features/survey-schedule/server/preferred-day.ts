import 'server-only';
import { invalidInput } from '@/server/api/errors';
import type { Database } from '@/server/db/engine';
import { preferredDayProblem } from '../slot-engine';
import { dayLabel } from '../slot-labels';
import { readAvailability } from './survey-store';

/**
 * A preferred survey day sent with a quote request must be one we survey on (Survey availability's
 * weekly hours and closed dates), from today on: otherwise 400 with the reason next to the field,
 * so the thank-you never names a day we are closed.
 */
export async function checkPreferredDay(database: Database, day: string, now = new Date()): Promise<void> {
  const problem = preferredDayProblem(day, await readAvailability(database), now);
  if (!problem) return;
  const message =
    problem === 'past'
      ? `${dayLabel(day)} has passed. Pick a day from today on.`
      : `We do not survey on ${dayLabel(day)}: we are closed that day. Pick another day.`;
  throw invalidInput({ preferredDate: [message] }, message);
}
