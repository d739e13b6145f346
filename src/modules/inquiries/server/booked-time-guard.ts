import 'server-only';
import type { Kysely } from 'kysely';
import { invalidInput } from '@/server/api/errors';
import type { DatabaseSchema } from '@/server/db/schema';
import type { WriteMode } from '@/server/kit/prepare-values';
import type { Values } from '@/server/kit/storage';
import { leadTables } from './lead-tables';

export const BOOKED_TIME_MESSAGE =
  'A booked survey’s time is moved in Site surveys, to a free time, so the visitor is mailed the new one.';

const sameInstant = (a: unknown, b: unknown) =>
  (a ?? null) === (b ?? null) ||
  (a != null && b != null && new Date(a as string).getTime() === new Date(b as string).getTime());

/**
 * The generic inquiry edit never changes a booked time, nor the day of a booked survey: that would
 * move the lead in the calendar but not the booking, leave the new time open to the public and tell
 * the visitor nothing. Moves go through `POST /api/bookings/{id}/move` (the slot engine, the same
 * rules as the visitor's reschedule). The same values sent back unchanged (a whole form saved) pass.
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
          .select(['surveyStartsAt', 'surveyEndsAt', 'preferredDate'])
          .where('id', '=', id)
          .executeTakeFirst();
  const errors: Record<string, string[]> = {};
  for (const name of ['surveyStartsAt', 'surveyEndsAt'] as const) {
    if (name in input && !sameInstant(input[name], stored?.[name])) errors[name] = [BOOKED_TIME_MESSAGE];
  }
  if (stored?.surveyStartsAt && 'preferredDate' in input && input.preferredDate !== stored.preferredDate)
    errors.preferredDate = [BOOKED_TIME_MESSAGE];
  if (Object.keys(errors).length) throw invalidInput(errors, BOOKED_TIME_MESSAGE);
}
