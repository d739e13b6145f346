import 'server-only';
import { monthBounds } from '@/lib/calendar-dates';
import type { Booking } from '@/modules/inquiries/bookings';
import type { Database } from '@/server/db/engine';
import { decodeTimestamp } from '@/server/db/values';
import { leadTables } from './lead-tables';

/**
 * The inquiries (spam left out) whose preferred date lies in a month, by date then arrival. Dates
 * are `YYYY-MM-DD` text on both engines, so comparing them as text compares the days.
 */
export async function bookingsInMonth(database: Database, month: string): Promise<Booking[]> {
  const { first, next } = monthBounds(month);
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
    ])
    .where('preferredDate', '>=', first)
    .where('preferredDate', '<', next)
    .where('status', '!=', 'spam')
    .orderBy('preferredDate')
    // A day's booked times in order, then the requests without one.
    .orderBy((eb) => eb.case().when('surveyStartsAt', 'is', null).then(1).else(0).end())
    .orderBy('surveyStartsAt')
    .orderBy('id')
    .execute();
  return rows.map((row) => ({
    ...row,
    preferredDate: row.preferredDate ?? first,
    surveyStartsAt: decodeTimestamp(row.surveyStartsAt),
    surveyEndsAt: decodeTimestamp(row.surveyEndsAt),
  }));
}
