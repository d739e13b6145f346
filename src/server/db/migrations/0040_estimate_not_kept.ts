import type { ProjectMigration } from '../migration-kit';

/**
 * Why the instant estimate a visitor sent with a booking was not kept (a stale page, a tampered
 * field): the site's own record of what happened, shown on the lead and marked in the inbox. Written
 * once by the site when the lead arrives; no request body can set it. Empty for every lead before.
 */
export default {
  async up(db) {
    await db.schema.alterTable('inquiries').addColumn('estimateNotKeptReason', 'varchar(300)').execute();
  },
  async down(db) {
    await db.schema.alterTable('inquiries').dropColumn('estimateNotKeptReason').execute();
  },
} satisfies ProjectMigration;
