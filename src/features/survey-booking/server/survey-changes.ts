import 'server-only';
import type { Kysely } from 'kysely';
import { inquiryMailSettings, leadTables } from '@/features/inquiries';
import { inquiriesModule } from '@/features/inquiries/browser';
import { momentText } from '@/features/survey-calendar/browser';
import { surveyStaffNotice } from '@/features/survey-schedule';
import { surveyTimeText } from '@/features/survey-schedule/browser';
import { recordActivity } from '@/server/activity-log/record';
import type { AppDependencies } from '@/server/api/context';
import { ApiError, invalidInput } from '@/server/api/errors';
import { rateLimitsOf } from '@/server/api/form-rate-limits';
import type { Database } from '@/server/db/engine';
import { takeTurnsWith } from '@/server/db/locks';
import type { DatabaseSchema } from '@/server/db/schema';
import { enqueueMail } from '@/server/mail/outbox';
import { startMailWorker } from '@/server/mail/worker';
import { writeRecord } from '@/server/records/repository';
import {
  BOOKING_GONE_MESSAGE,
  claimSlot,
  mailContext,
  offeredAvailability,
  SURVEY_BOOKING_LOCK,
  slotFields,
  slotTakenOnConflict,
} from './survey-booking';
import { checkVisitorMoves, withdrawWaitingChangeMail } from './survey-change-limits';
import { type SurveyView, surveyOfToken } from './survey-lookup';
import { queueSurveyMail } from './survey-mail';
import { surveyToken } from './survey-token';

export type SurveyChangeKind = 'survey-rescheduled' | 'survey-cancelled';

/** Who changes a survey: the visitor through the private link, or a signed-in staff member. */
export type SurveyChanger =
  | { by: 'visitor'; token: string }
  | { by: 'staff'; userId: number; inquiryId: number };

export const SAME_TIME_MESSAGE = 'The survey is already at that time: pick another one to move it.';

export const NO_BOOKED_SURVEY_MESSAGE =
  'This request has no booked survey to come: there is no time to move.';

/** A note in the lead's staff notes, its times in Los Angeles time like every time staff read. */
const changeNote = (text: string, now = new Date()) => `${momentText(now)}: ${text}`;

/** The survey a change is about, read inside the change's transaction; a 404 when there is none. */
async function surveyToChange(
  deps: AppDependencies,
  changer: SurveyChanger,
  trx: Kysely<DatabaseSchema>,
): Promise<SurveyView> {
  if (changer.by === 'visitor') {
    const survey = await surveyOfToken(deps, changer.token, trx);
    if (!survey) throw new ApiError(404, BOOKING_GONE_MESSAGE);
    return survey;
  }
  // Staff reach the survey by its inquiry: the same lookup as the private link's, by the link's token.
  const survey = await surveyOfToken(deps, surveyToken(changer.inquiryId, await deps.authSecret()), trx);
  if (!survey) throw new ApiError(404, NO_BOOKED_SURVEY_MESSAGE);
  return survey;
}

async function withNote(trx: Kysely<DatabaseSchema>, inquiryId: number, note: string) {
  const row = await leadTables(trx)
    .selectFrom('inquiries')
    .select('staffNotes')
    .where('id', '=', inquiryId)
    .executeTakeFirst();
  return [row?.staffNotes, note].filter(Boolean).join('\n');
}

/**
 * The one path of every change to a booked survey, the visitor's and staff's alike: in a
 * transaction that takes its turn with bookings (the PostgreSQL advisory lock; the unique index on
 * the start has the last word), the lead written and logged, the visitor mailed the new calendar
 * file (same UID, SEQUENCE + 1) and staff told of what the visitor did.
 */
async function changeSurvey(
  deps: AppDependencies,
  changer: SurveyChanger,
  clientIp: string,
  change: (
    trx: Kysely<DatabaseSchema>,
    database: Database,
    survey: SurveyView,
  ) => Promise<Record<string, unknown>>,
  kind: SurveyChangeKind,
): Promise<SurveyView> {
  const database = await deps.database();
  const context = await mailContext(deps, database);
  const { notifyEmails } = await inquiryMailSettings(database, deps.publicUrl);
  const changed = await slotTakenOnConflict(() =>
    database.db.transaction().execute(async (trx) => {
      await takeTurnsWith(trx, database.engine, SURVEY_BOOKING_LOCK);
      const survey = await surveyToChange(deps, changer, trx);
      const values = await change(trx, database, survey);
      const { record, changedFields } = await writeRecord(
        { database, trx, registry: { modules: [inquiriesModule] } },
        inquiriesModule,
        values,
        'patch',
        survey.inquiryId,
      );
      // A visitor's change is logged without a user: the log names them "Website visitor".
      await recordActivity(trx, {
        userId: changer.by === 'staff' ? changer.userId : null,
        module: inquiriesModule.key,
        recordId: survey.inquiryId,
        action: kind,
        changedFields,
        ip: clientIp,
      });
      const after: SurveyView = {
        ...survey,
        startsAt: record.surveyStartsAt ?? survey.startsAt,
        endsAt: record.surveyEndsAt ?? survey.endsAt,
        sequence: survey.sequence + 1,
      };
      // Staff made this change themselves; what a visitor does is news to them.
      const tellStaff = changer.by === 'visitor' && notifyEmails.length > 0;
      await withdrawWaitingChangeMail(trx, survey.inquiryId, { staffToo: tellStaff });
      await queueSurveyMail(trx, kind, after, context);
      if (tellStaff) {
        const notice = await surveyStaffNotice(
          {
            change: kind === 'survey-cancelled' ? 'cancelled' : 'rescheduled',
            inquiryId: survey.inquiryId,
            name: survey.name,
            was: survey,
            now: kind === 'survey-cancelled' ? undefined : after,
          },
          context,
        );
        await enqueueMail(trx, {
          kind: 'survey-change-notification',
          to: notifyEmails,
          replyTo: survey.email,
          ...notice,
          related: { module: inquiriesModule.key, id: survey.inquiryId },
        });
      }
      return after;
    }),
  );
  startMailWorker(deps);
  return changed;
}

/**
 * Moves a booked survey to another free slot of the slot engine, for the visitor or staff: the old
 * time is free again in the same write; its calendar file keeps its UID, SEQUENCE + 1. A time not
 * offered answers 400, a time taken meanwhile 409.
 */
async function moveSurvey(deps: AppDependencies, changer: SurveyChanger, startsAt: string, clientIp: string) {
  const limits = await rateLimitsOf(deps);
  if (changer.by === 'visitor') await limits.consumeSurveyChange(clientIp);
  const availability = await offeredAvailability(await deps.database(), startsAt);
  return changeSurvey(
    deps,
    changer,
    clientIp,
    async (trx, db, survey) => {
      // Moving to the time it already has is no move: no mail, no note, no history entry.
      if (new Date(startsAt).getTime() === new Date(survey.startsAt).getTime()) {
        throw invalidInput({ surveyStartsAt: [SAME_TIME_MESSAGE] }, SAME_TIME_MESSAGE);
      }
      if (changer.by === 'visitor')
        await checkVisitorMoves(trx, survey.inquiryId, limits.surveyMovesPerBookingPerDay);
      const slot = await claimSlot(trx, db, availability, startsAt, survey.inquiryId);
      const who = changer.by === 'visitor' ? 'the visitor through the private link' : 'staff';
      const note = changeNote(
        `survey moved by ${who} from ${surveyTimeText(survey.startsAt, survey.endsAt)} to ${surveyTimeText(slot.startsAt, slot.endsAt)}.`,
      );
      return { ...slotFields(slot), staffNotes: await withNote(trx, survey.inquiryId, note) };
    },
    'survey-rescheduled',
  );
}

/** The visitor moves their survey through its private link. */
export const rescheduleSurvey = (deps: AppDependencies, token: string, startsAt: string, clientIp: string) =>
  moveSurvey(deps, { by: 'visitor', token }, startsAt, clientIp);

/** Staff move a booked survey from Site surveys: the same rules, slots and mail as the visitor's. */
export const moveSurveyForStaff = (
  deps: AppDependencies,
  staff: { userId: number; inquiryId: number },
  startsAt: string,
  clientIp: string,
) => moveSurvey(deps, { by: 'staff', ...staff }, startsAt, clientIp);

/**
 * Cancels a booked survey through its private link: the survey keeps its time, marked cancelled, so
 * the calendar still shows it; the time is free again (`held-time.ts`) and the link stops working.
 */
export async function cancelSurvey(deps: AppDependencies, token: string, clientIp: string) {
  await (await rateLimitsOf(deps)).consumeSurveyChange(clientIp);
  return changeSurvey(
    deps,
    { by: 'visitor', token },
    clientIp,
    async (trx, _db, survey) => {
      const note = changeNote(
        `survey of ${surveyTimeText(survey.startsAt, survey.endsAt)} cancelled by the visitor through the private link.`,
      );
      await leadTables(trx)
        .updateTable('inquiries')
        .set({ surveyCancelledAt: new Date().toISOString() })
        .where('id', '=', survey.inquiryId)
        .execute();
      return { preferredDate: null, staffNotes: await withNote(trx, survey.inquiryId, note) };
    },
    'survey-cancelled',
  );
}
