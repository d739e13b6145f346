import type { ProjectMigration } from '../migration-kit';

/** Transactional mail (a password-reset link) before lead mail: see `src/server/mail/priority.ts`. */
const TRANSACTIONAL = 0;
const LEAD = 1;

/**
 * The order of sending: each mail gets a priority (a lower number goes first), and the worker's
 * claim, due pending mails by priority then due time, gets an index in that order in place of the
 * one by due time alone. Reset mails already waiting are moved ahead.
 */
export default {
  async up(db) {
    await db.schema
      .alterTable('mail_outbox')
      .addColumn('priority', 'integer', (c) => c.notNull().defaultTo(LEAD))
      .execute();
    await db
      .updateTable('mail_outbox')
      .set({ priority: TRANSACTIONAL })
      .where('kind', '=', 'password-reset')
      .execute();
    await db.schema.dropIndex('mail_outbox_due').execute();
    await db.schema
      .createIndex('mail_outbox_claim')
      .on('mail_outbox')
      .columns(['status', 'priority', 'nextAttemptAt'])
      .execute();
  },
  async down(db) {
    await db.schema.dropIndex('mail_outbox_claim').execute();
    await db.schema
      .createIndex('mail_outbox_due')
      .on('mail_outbox')
      .columns(['status', 'nextAttemptAt'])
      .execute();
    await db.schema.alterTable('mail_outbox').dropColumn('priority').execute();
  },
} satisfies ProjectMigration;
