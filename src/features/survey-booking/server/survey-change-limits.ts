import 'server-only';
import type { Kysely } from 'kysely';
import { inquiriesModule } from '@/features/inquiries/browser';
import { tooManyMovesMessage } from '@/features/survey-schedule/browser';
import type { AppDependencies } from '@/server/api/context';
import { ApiError } from '@/server/api/errors';
import { rateLimitsOf } from '@/server/api/form-rate-limits';
import type { DatabaseSchema } from '@/server/db/schema';
import { decodeTimestamp } from '@/server/db/values';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * A move refused because this survey was moved too often today by its visitor: its own outcome,
 * never the per-connection "busy" one (429 with `Retry-After` all the same).
 */
export class SurveyMovedTooOften extends ApiError {
  constructor(moves: number, retryAfterSeconds: number) {
    super(429, tooManyMovesMessage(moves), undefined, { 'Retry-After': String(retryAfterSeconds) });
  }
}

/** When the visitor moved this survey within the last day, oldest first. */
async function visitorMovesOfTheDay(db: Kysely<DatabaseSchema>, inquiryId: number, now: number) {
  const moves = await db
    .selectFrom('activity_log')
    .select('createdAt')
    .where('module', '=', inquiriesModule.key)
    .where('recordId', '=', inquiryId)
    .where('action', '=', 'survey-rescheduled')
    .where('userId', 'is', null)
    .where('createdAt', '>', new Date(now - DAY_MS).toISOString())
    .orderBy('createdAt')
    .execute();
  return moves.map((move) => new Date(decodeTimestamp(move.createdAt) ?? now).getTime());
}

/**
 * The visitor's allowance of moves of one booked survey: counted from the activity log inside the
 * move's serialised transaction, so only moves that happened count and parallel ones cannot slip
 * past it. Past it, `SurveyMovedTooOften` (when the oldest of the day's moves is a day old).
 */
export async function checkVisitorMoves(trx: Kysely<DatabaseSchema>, inquiryId: number, perDay: number) {
  const now = Date.now();
  const moves = await visitorMovesOfTheDay(trx, inquiryId, now);
  if (moves.length < perDay) return;
  throw new SurveyMovedTooOften(moves.length, Math.max(1, Math.ceil((moves[0] + DAY_MS - now) / 1000)));
}

/**
 * How many moves a day the visitor may make, when they have used up today's for this survey (its
 * page then offers no times, until the oldest of them is a day old); else null.
 */
export async function usedUpMovesOf(deps: AppDependencies, inquiryId: number): Promise<number | null> {
  const perDay = (await rateLimitsOf(deps)).surveyMovesPerBookingPerDay;
  const database = await deps.database();
  const moves = await visitorMovesOfTheDay(database.db, inquiryId, Date.now());
  return moves.length >= perDay ? perDay : null;
}

/** The mails about a survey's changes that a newer change makes stale while they still wait. */
const VISITOR_CHANGE_MAIL = ['survey-rescheduled', 'survey-cancelled'];
const STAFF_CHANGE_MAIL = ['survey-change-notification'];

/**
 * Withdraws the mails about earlier changes of this survey that are still waiting in the outbox,
 * in the change's transaction, before the change queues its own: a burst of changes reaches the
 * visitor (and staff, when they are told) as one mail carrying the final state. (A mail the worker
 * is handing to the mail server at that moment still goes.)
 */
export async function withdrawWaitingChangeMail(
  trx: Kysely<DatabaseSchema>,
  inquiryId: number,
  { staffToo }: { staffToo: boolean },
) {
  await trx
    .deleteFrom('mail_outbox')
    .where('relatedModule', '=', inquiriesModule.key)
    .where('relatedId', '=', inquiryId)
    .where('status', '=', 'pending')
    .where('kind', 'in', staffToo ? [...VISITOR_CHANGE_MAIL, ...STAFF_CHANGE_MAIL] : VISITOR_CHANGE_MAIL)
    .execute();
}
