import 'server-only';
import type { Kysely } from 'kysely';
import { leadTables } from '@/features/inquiries';
import { surveyAvailabilitySettings } from '@/features/survey-calendar/browser';
import { addDays, daysBetween } from '@/lib/calendar-dates';
import type { Database } from '@/server/db/engine';
import type { DatabaseSchema } from '@/server/db/schema';
import { decodeTimestamp } from '@/server/db/values';
import { readSettings } from '@/server/records/settings-store';
import { type Availability, availabilityOf } from '../availability';
import { type Appointment, bookableDays, freeDays, LONGEST_BOOKING_HORIZON_DAYS } from '../slot-engine';
import { timeHeld } from './held-time';

/** The staff's availability as saved (the demo's defaults until the page is saved). */
export async function readAvailability(database: Database): Promise<Availability> {
  const { stored } = await readSettings(database, surveyAvailabilitySettings);
  return availabilityOf(stored);
}

/**
 * The appointments that hold their time (`held-time.ts`: spam and cancelled ones left out) that start between two Los Angeles days, widened by a day
 * each side so a buffer reaching over midnight is seen. `except`: an inquiry being rescheduled.
 */
export async function appointmentsBetween(
  db: Kysely<DatabaseSchema>,
  firstDay: string,
  lastDay: string,
  except?: number,
): Promise<Appointment[]> {
  const rows = await leadTables(db)
    .selectFrom('inquiries')
    .select(['surveyStartsAt', 'surveyEndsAt'])
    .where(timeHeld)
    .where('surveyStartsAt', '>=', new Date(`${addDays(firstDay, -1)}T00:00:00Z`).toISOString())
    .where('surveyStartsAt', '<', new Date(`${addDays(lastDay, 2)}T00:00:00Z`).toISOString())
    .$if(except !== undefined, (query) => query.where('id', '!=', except!))
    .execute();
  return rows.map((row) => ({
    startsAt: decodeTimestamp(row.surveyStartsAt)!,
    endsAt: decodeTimestamp(row.surveyEndsAt) ?? decodeTimestamp(row.surveyStartsAt)!,
  }));
}

/** The most days one slot lookup covers (the public API's `days`). */
export const MAX_LOOKUP_DAYS = LONGEST_BOOKING_HORIZON_DAYS;

/**
 * The days from `from` (clamped to today) that have free slots, with their slots: one settings read
 * and one query, whatever days are asked for (days past the weeks ahead have none and cost nothing).
 */
export async function freeDaysFrom(
  database: Database,
  from: string,
  days: number,
  now = new Date(),
  /** Already read by the caller. */
  known?: Availability,
) {
  const availability = known ?? (await readAvailability(database));
  const { first, last } = bookableDays(availability, now);
  const start = from < first ? first : from;
  const count = Math.min(days - daysBetween(from, start), daysBetween(start, last) + 1, MAX_LOOKUP_DAYS);
  if (count <= 0) return [];
  const booked = await appointmentsBetween(database.db, start, addDays(start, count - 1));
  return freeDays(start, count, availability, booked, now);
}
