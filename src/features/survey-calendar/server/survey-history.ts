import 'server-only';
import { inquiriesModule } from '@/features/inquiries/browser';
import type { Database } from '@/server/db/engine';
import { decodeTimestamp } from '@/server/db/values';
import type { SurveyEvent } from '../lead-survey-fact';

/** The actions of the activity log that make a lead's survey history. */
const SURVEY_ACTIONS = ['create-public', 'survey-rescheduled', 'survey-cancelled'];

/** Each lead's survey events, oldest first, with the staff member's name where staff made them. */
export async function surveyEventsOf(database: Database, ids: readonly number[]) {
  const byId = new Map<number, SurveyEvent[]>();
  if (ids.length === 0) return byId;
  const rows = await database.db
    .selectFrom('activity_log')
    .leftJoin('users', 'users.id', 'activity_log.userId')
    .select([
      'activity_log.recordId',
      'activity_log.action',
      'activity_log.userId',
      'activity_log.createdAt',
      'users.firstName',
      'users.lastName',
      'users.email',
    ])
    .where('activity_log.module', '=', inquiriesModule.key)
    .where('activity_log.recordId', 'in', [...ids])
    .where('activity_log.action', 'in', SURVEY_ACTIONS)
    .orderBy('activity_log.createdAt')
    .orderBy('activity_log.id')
    .execute();
  for (const row of rows) {
    if (row.recordId === null) continue;
    const staffName =
      row.userId === null
        ? null
        : [row.firstName, row.lastName].filter(Boolean).join(' ') || row.email || `User #${row.userId}`;
    const event = { action: row.action, staffName, at: decodeTimestamp(row.createdAt) ?? '' };
    const list = byId.get(row.recordId);
    if (list) list.push(event);
    else byId.set(row.recordId, [event]);
  }
  return byId;
}
