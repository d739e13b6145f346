import type { ProjectMigration } from '../migration-kit';

/**
 * Site surveys booked online: an inquiry holds the UTC start and end of its appointment (empty for
 * a request without a time), and no two inquiries may hold the same start (the booking's own
 * overlap check runs in a serialised transaction; the index is the last word). NULLs do not clash
 * on either engine. The outbox carries attachments (the survey's `.ics`) as JSON text beside the
 * bodies, sealed with them when the mail carries a secret.
 */
export default {
  async up(db, kit) {
    await db.schema.alterTable('inquiries').addColumn('surveyStartsAt', kit.types.timestamp).execute();
    await db.schema.alterTable('inquiries').addColumn('surveyEndsAt', kit.types.timestamp).execute();
    await db.schema
      .createIndex('inquiries_survey_starts_at')
      .unique()
      .on('inquiries')
      .column('surveyStartsAt')
      .execute();
    await db.schema.alterTable('mail_outbox').addColumn('attachments', 'text').execute();
  },
  async down(db) {
    await db.schema.alterTable('mail_outbox').dropColumn('attachments').execute();
    await db.schema.dropIndex('inquiries_survey_starts_at').execute();
    await db.schema.alterTable('inquiries').dropColumn('surveyEndsAt').execute();
    await db.schema.alterTable('inquiries').dropColumn('surveyStartsAt').execute();
  },
} satisfies ProjectMigration;
