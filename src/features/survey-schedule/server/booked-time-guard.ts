import 'server-only';
import type { Kysely } from 'kysely';
import { leadTables } from '@/features/inquiries';
import { invalidInput } from '@/server/api/errors';
import type { DatabaseSchema } from '@/server/db/schema';
import type { WriteMode } from '@/server/records/prepare-values';
import type { Values } from '@/server/records/storage';
import { holdsItsTime } from './held-time';

export const BOOKED_TIME_MESSAGE =
  'A booked survey’s time is moved in Site surveys, to a free time, so the visitor is mailed the new one.';

const sameInstant = (a: unknown, b: unknown) =>
  (a ?? null) === (b ?? null) ||
  (a != null && b != null && new Date(a as string).getTime() === new Date(b as string).getTime());

/** A time still to come: a booked survey staff and the visitor can still act on. */
const toCome = (value: unknown, now: number) => value != null && new Date(value as string).getTime() > now;

/**
 * The generic inquiry edit never changes the time or the day of a survey still to come, nor books
 * one: that would move the lead in the calendar but not the booking, leave the new time open to the
 * public and tell the visitor nothing. Moves go through `POST /api/bookings/{id}/move` (the slot
 * engine, the same rules as the visitor's reschedule). The same values sent back unchanged (a whole
 * form saved) pass, and so do times in the past (a lead's record of a visit that happened).
 */
export async function keepBookedTime(
  trx: Kysely<DatabaseSchema>,
  input: Values,
  mode: WriteMode,
  id: number | undefined,
) {
  const touches = ['surveyStartsAt', 'surveyEndsAt', 'preferredDate'].some((name) => name in input);
  if (!touches) return;
  const stored =
    mode === 'create' || id === undefined
      ? undefined
      : await leadTables(trx)
          .selectFrom('inquiries')
          .select(['surveyStartsAt', 'surveyEndsAt', 'preferredDate', 'surveyCancelledAt', 'status'])
          .where('id', '=', id)
          .executeTakeFirst();
  const now = Date.now();
  // A cancelled or spam survey's time is held by nobody: only its record is kept.
  const booked = toCome(stored?.surveyStartsAt, now) && stored !== undefined && holdsItsTime(stored);
  const errors: Record<string, string[]> = {};
  for (const name of ['surveyStartsAt', 'surveyEndsAt'] as const) {
    if (!(name in input) || sameInstant(input[name], stored?.[name])) continue;
    if (booked || toCome(input[name], now)) errors[name] = [BOOKED_TIME_MESSAGE];
  }
  if (booked && 'preferredDate' in input && input.preferredDate !== stored?.preferredDate)
    errors.preferredDate = [BOOKED_TIME_MESSAGE];
  if (Object.keys(errors).length) throw invalidInput(errors, BOOKED_TIME_MESSAGE);
}
