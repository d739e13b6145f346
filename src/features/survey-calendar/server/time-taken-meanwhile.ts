import 'server-only';
import type { Kysely } from 'kysely';
import { leadTables } from '@/features/inquiries';
import { SURVEY_BOOKING_LOCK } from '@/features/survey-booking';
import { momentText } from '@/features/survey-calendar/lead-survey-fact';
import { holdsItsTime, timeHeld } from '@/features/survey-schedule';
import { surveyTimeText } from '@/features/survey-schedule/browser';
import type { Engine } from '@/server/db/engine';
import { takeTurnsWith } from '@/server/db/locks';
import type { DatabaseSchema } from '@/server/db/schema';
import { decodeTimestamp } from '@/server/db/values';
import type { WriteMode } from '@/server/records/prepare-values';
import type { Values } from '@/server/records/storage';

interface LeadComingBack {
  id: number;
  status?: unknown;
  surveyStartsAt?: unknown;
  surveyEndsAt?: unknown;
  surveyCancelledAt?: unknown;
  staffNotes?: unknown;
}

/** Where the lead was while its time was free for others. */
export type AwayIn = 'spam' | 'the trash';

export const timeGoneNote = (startsAt: string, endsAt: string | null, away: AwayIn, now = new Date()) =>
  `${momentText(now)}: restored from ${away} without its survey time: ${surveyTimeText(startsAt, endsAt)} was booked by someone else meanwhile. Agree a new time with the visitor.`;

/**
 * A lead coming back from spam or the trash (`lead.status`: the one it comes back with), whose survey time was free while it was away: when
 * another booking holds that time now (or overlaps it), the lead comes back without a time and a
 * staff note says so; it is never refused. Answers the values to store instead, or undefined when
 * the time is still its own. Takes its turn with bookings, so none slips in between.
 */
export async function letGoOfTakenTime(
  trx: Kysely<DatabaseSchema>,
  engine: Engine,
  lead: LeadComingBack,
  away: AwayIn,
): Promise<Values | undefined> {
  if (!holdsItsTime(lead)) return undefined;
  const startsAt = decodeTimestamp(lead.surveyStartsAt)!;
  const endsAt = decodeTimestamp(lead.surveyEndsAt);
  await takeTurnsWith(trx, engine, SURVEY_BOOKING_LOCK);
  const holder = await leadTables(trx)
    .selectFrom('inquiries')
    .select('id')
    .where(timeHeld)
    .where('id', '!=', lead.id)
    .where('surveyStartsAt', '<', endsAt ?? startsAt)
    .where((eb) => eb.or([eb('surveyEndsAt', '>', startsAt), eb('surveyStartsAt', '=', startsAt)]))
    .executeTakeFirst();
  if (!holder) return undefined;
  const note = timeGoneNote(startsAt, endsAt, away);
  return {
    surveyStartsAt: null,
    surveyEndsAt: null,
    staffNotes: [typeof lead.staffNotes === 'string' ? lead.staffNotes : '', note].filter(Boolean).join('\n'),
  };
}

/** A write that takes a lead out of spam (its status set to anything else): its time, if taken meanwhile, let go. */
export async function timeOnLeavingSpam(
  trx: Kysely<DatabaseSchema>,
  engine: Engine,
  input: Values,
  mode: WriteMode,
  id: number | undefined,
): Promise<Values | undefined> {
  if (mode === 'create' || id === undefined || !('status' in input) || input.status === 'spam') return;
  const stored = await leadTables(trx)
    .selectFrom('inquiries')
    .select(['status', 'surveyStartsAt', 'surveyEndsAt', 'surveyCancelledAt', 'staffNotes'])
    .where('id', '=', id)
    .executeTakeFirst();
  if (stored?.status !== 'spam') return;
  const staffNotes = 'staffNotes' in input ? input.staffNotes : stored.staffNotes;
  return letGoOfTakenTime(trx, engine, { ...stored, id, status: input.status, staffNotes }, 'spam');
}
