import 'server-only';
import { leadTables } from '@/features/inquiries';
import type { Booking } from '@/features/survey-calendar/bookings';
import { instantOfWallClock, wallClockOf } from '@/features/survey-schedule/browser';
import { addDays } from '@/lib/calendar-dates';
import type { Database } from '@/server/db/engine';
import { decodeTimestamp } from '@/server/db/values';
import { surveyHistoryFact } from '../lead-survey-fact';
import { surveyEventsOf } from './survey-history';

/** The instant a Los Angeles day begins. */
const startOfDay = (date: string) => (instantOfWallClock(date, 0) as Date).toISOString();

/**
 * The site-survey requests (spam left out) of the Los Angeles days `first` up to (not including)
 * `next`: a booked survey by its booked time (a cancelled one too, marked so), a request without one
 * by the day the visitor asked for. By day, a day's booked times in order, then its requests
 * without a time, then arrival.
 */
export async function bookingsBetween(database: Database, first: string, next: string): Promise<Booking[]> {
  const rows = await leadTables(database)
    .selectFrom('inquiries')
    .select([
      'id',
      'name',
      'phone',
      'service',
      'status',
      'preferredDate',
      'address',
      'postalCode',
      'surveyStartsAt',
      'surveyEndsAt',
      'surveyCancelledAt',
    ])
    .where('status', '!=', 'spam')
    .where((eb) =>
      eb.or([
        eb.and([eb('surveyStartsAt', '>=', startOfDay(first)), eb('surveyStartsAt', '<', startOfDay(next))]),
        // Dates are `YYYY-MM-DD` text on both engines: comparing them as text compares the days.
        eb.and([
          eb('surveyStartsAt', 'is', null),
          eb('preferredDate', '>=', first),
          eb('preferredDate', '<', next),
        ]),
      ]),
    )
    .execute();
  const events = await surveyEventsOf(
    database,
    rows.filter((row) => row.surveyStartsAt).map((row) => row.id),
  );
  return rows
    .map((row) => {
      const surveyStartsAt = decodeTimestamp(row.surveyStartsAt);
      const history = surveyHistoryFact(
        { surveyStartsAt, surveyEndsAt: decodeTimestamp(row.surveyEndsAt) },
        events.get(row.id) ?? [],
      );
      const { surveyCancelledAt, ...fields } = row;
      return {
        ...fields,
        cancelled: surveyCancelledAt !== null,
        lastChange: history?.state === 'moved' ? history.lastChange : null,
        day: surveyStartsAt ? wallClockOf(new Date(surveyStartsAt)).date : (row.preferredDate ?? first),
        preferredDate: surveyStartsAt ? null : row.preferredDate,
        surveyStartsAt,
        surveyEndsAt: decodeTimestamp(row.surveyEndsAt),
      };
    })
    .sort(
      (a, b) =>
        a.day.localeCompare(b.day) ||
        Number(a.surveyStartsAt === null) - Number(b.surveyStartsAt === null) ||
        (a.surveyStartsAt ?? '').localeCompare(b.surveyStartsAt ?? '') ||
        a.id - b.id,
    );
}

/** `days` Los Angeles days from `from`. */
export const bookingsFrom = (database: Database, from: string, days: number) =>
  bookingsBetween(database, from, addDays(from, days));
