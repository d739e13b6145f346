import 'server-only';
import { surveyAvailabilitySettings } from '@/features/survey-calendar/browser';
import { availabilityOf, dayLabel, preferredDayProblem } from '@/features/survey-schedule/browser';
import { invalidInput } from '@/server/api/errors';
import type { Database } from '@/server/db/engine';
import { readSettings } from '@/server/records/settings-store';

/**
 * A preferred survey day sent with a quote request must be one we survey on (Survey availability's
 * weekly hours and closed dates), from today on: otherwise 400 with the reason next to the field,
 * so the thank-you never names a day we are closed.
 */
export async function checkPreferredDay(database: Database, day: string, now = new Date()): Promise<void> {
  const { stored } = await readSettings(database, surveyAvailabilitySettings);
  const problem = preferredDayProblem(day, availabilityOf(stored), now);
  if (!problem) return;
  const message =
    problem === 'past'
      ? `${dayLabel(day)} has passed. Pick a day from today on.`
      : `We do not survey on ${dayLabel(day)}: we are closed that day. Pick another day.`;
  throw invalidInput({ preferredDate: [message] }, message);
}
