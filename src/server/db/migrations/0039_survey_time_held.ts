import { sql } from 'kysely';
import type { ProjectMigration } from '../migration-kit';

/**
 * A survey time is held only by a live booking: not a cancelled one, not spam (a trashed lead has
 * left the table). A cancelled survey keeps its time, marked by when it was cancelled, so the
 * calendar still shows it on its day; the unique index on the start covers held times only, so
 * spam, a cancellation or the trash free the time at once. The same rule is `timeHeld` in
 * `src/features/survey-schedule/server/held-time.ts`, which the slot list, the booking and the move use.
 * Surveys cancelled before this kept no time: they are marked cancelled when their visitor did it.
 */
export default {
  async up(db, kit) {
    await db.schema.alterTable('inquiries').addColumn('surveyCancelledAt', kit.types.timestamp).execute();
    await sql`
      update ${sql.table('inquiries')} set ${sql.ref('surveyCancelledAt')} = (
        select max(${sql.ref('activity_log.createdAt')}) from ${sql.table('activity_log')}
        where ${sql.ref('activity_log.module')} = 'inquiries'
          and ${sql.ref('activity_log.recordId')} = ${sql.ref('inquiries.id')}
          and ${sql.ref('activity_log.action')} = 'survey-cancelled'
      )
      where ${sql.ref('surveyStartsAt')} is null`.execute(db);
    await db.schema.dropIndex('inquiries_survey_starts_at').execute();
    await db.schema
      .createIndex('inquiries_survey_time_held')
      .unique()
      .on('inquiries')
      .column('surveyStartsAt')
      .where(sql.ref('surveyCancelledAt'), 'is', null)
      .where(sql.ref('status'), '<>', 'spam')
      .execute();
  },
  async down(db) {
    await db.schema.dropIndex('inquiries_survey_time_held').execute();
    await db.schema
      .createIndex('inquiries_survey_starts_at')
      .unique()
      .on('inquiries')
      .column('surveyStartsAt')
      .execute();
    await db.schema.alterTable('inquiries').dropColumn('surveyCancelledAt').execute();
  },
} satisfies ProjectMigration;
