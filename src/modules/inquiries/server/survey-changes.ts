import 'server-only';
import type { Kysely } from 'kysely';
import { recordActivity } from '@/server/activity-log/record';
import type { AppDependencies } from '@/server/api/context';
import { ApiError } from '@/server/api/errors';
import type { Database } from '@/server/db/engine';
import { takeTurnsWith } from '@/server/db/locks';
import type { DatabaseSchema } from '@/server/db/schema';
import { writeRecord } from '@/server/kit/repository';
import { enqueueMail } from '@/server/mail/outbox';
import { startMailWorker } from '@/server/mail/worker';
import { surveyStaffNotice } from '../mail/survey-staff-notice';
import { inquiriesModule } from '../module';
import { inquiryMailSettings } from './inquiry-mail';
import { leadTables } from './lead-tables';
import {
  BOOKING_GONE_MESSAGE,
  claimSlot,
  mailContext,
  offeredAvailability,
  SURVEY_BOOKING_LOCK,
  slotFields,
  slotTakenOnConflict,
} from './survey-booking';
import { type SurveyView, surveyOfToken } from './survey-lookup';
import { queueSurveyMail } from './survey-mail';

/**
 * Changes through a booked survey's private link: each in a transaction that takes its turn with
 * bookings, logged, and mailed to the visitor with the next calendar file.
 */
async function changeSurvey(
  deps: AppDependencies,
  token: string,
  clientIp: string,
  change: (
    trx: Kysely<DatabaseSchema>,
    database: Database,
    survey: SurveyView,
  ) => Promise<Record<string, unknown>>,
  kind: 'survey-rescheduled' | 'survey-cancelled',
): Promise<SurveyView> {
  const database = await deps.database();
  const context = await mailContext(deps, database);
  const { notifyEmails } = await inquiryMailSettings(database, deps.publicUrl);
  const moved = await slotTakenOnConflict(() =>
    database.db.transaction().execute(async (trx) => {
      await takeTurnsWith(trx, database.engine, SURVEY_BOOKING_LOCK);
      const survey = await surveyOfToken(deps, token, trx);
      if (!survey) throw new ApiError(404, BOOKING_GONE_MESSAGE);
      const values = await change(trx, database, survey);
      const { record, changedFields } = await writeRecord(
        { database, trx, registry: { modules: [inquiriesModule] } },
        inquiriesModule,
        values,
        'patch',
        survey.inquiryId,
      );
      await recordActivity(trx, {
        userId: null,
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
      await queueSurveyMail(trx, kind, after, context);
      if (notifyEmails.length) {
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
  return moved;
}

/** Moves a booked survey to another free slot; its calendar file keeps its UID, SEQUENCE + 1. */
export async function rescheduleSurvey(
  deps: AppDependencies,
  token: string,
  startsAt: string,
  clientIp: string,
) {
  const availability = await offeredAvailability(await deps.database(), startsAt);
  return changeSurvey(
    deps,
    token,
    clientIp,
    async (trx, db, survey) => slotFields(await claimSlot(trx, db, availability, startsAt, survey.inquiryId)),
    'survey-rescheduled',
  );
}

/** Cancels a booked survey: the slot is free again and the private link stops working. */
export async function cancelSurvey(deps: AppDependencies, token: string, clientIp: string) {
  return changeSurvey(
    deps,
    token,
    clientIp,
    async (trx, _db, survey) => {
      const row = await leadTables(trx)
        .selectFrom('inquiries')
        .select('staffNotes')
        .where('id', '=', survey.inquiryId)
        .executeTakeFirst();
      const note = `Survey of ${survey.startsAt} cancelled by the visitor through the private link.`;
      return {
        surveyStartsAt: null,
        surveyEndsAt: null,
        preferredDate: null,
        staffNotes: [row?.staffNotes, note].filter(Boolean).join('\n'),
      };
    },
    'survey-cancelled',
  );
}
