import 'server-only';
import type { Kysely } from 'kysely';
import { ApiError } from '@/server/api/errors';
import type { DatabaseSchema } from '@/server/db/schema';
import { decodeTimestamp } from '@/server/db/values';
import { inquiriesModule } from '../module';

const DAY_MS = 24 * 60 * 60 * 1000;

export const tooManyMovesMessage = (moves: number) =>
  `This survey was moved ${moves} times today: please call us to move it again, or try again tomorrow.`;

/**
 * The visitor's allowance of moves of one booked survey: counted from the activity log inside the
 * move's serialised transaction, so only moves that happened count and parallel ones cannot slip
 * past it. Past it, 429 with `Retry-After` (when the oldest of the day's moves is a day old).
 */
export async function checkVisitorMoves(trx: Kysely<DatabaseSchema>, inquiryId: number, perDay: number) {
  const now = Date.now();
  const moves = await trx
    .selectFrom('activity_log')
    .select('createdAt')
    .where('module', '=', inquiriesModule.key)
    .where('recordId', '=', inquiryId)
    .where('action', '=', 'survey-rescheduled')
    .where('userId', 'is', null)
    .where('createdAt', '>', new Date(now - DAY_MS).toISOString())
    .orderBy('createdAt')
    .execute();
  if (moves.length < perDay) return;
  const oldest = new Date(decodeTimestamp(moves[0].createdAt) ?? now).getTime();
  const seconds = Math.max(1, Math.ceil((oldest + DAY_MS - now) / 1000));
  throw new ApiError(429, tooManyMovesMessage(moves.length), undefined, { 'Retry-After': String(seconds) });
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
