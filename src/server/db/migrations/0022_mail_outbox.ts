import type { ProjectMigration } from '../migration-kit';

const STATUSES = ['pending', 'sent', 'failed'];

/**
 * E-mails waiting to be sent, sent, or given up on. A mail is written in the same transaction as
 * what caused it (an inquiry, a reset request), so it is never lost; a worker sends it afterwards.
 */
export default {
  async up(db, kit) {
    let table = kit.id(db.schema.createTable('mail_outbox'));
    table = table
      .addColumn('kind', 'varchar(40)', (c) => c.notNull())
      .addColumn('toAddress', 'varchar(2000)', (c) => c.notNull())
      .addColumn('replyTo', 'varchar(254)')
      .addColumn('subject', 'varchar(300)', (c) => c.notNull())
      .addColumn('html', 'text', (c) => c.notNull())
      .addColumn('text', 'text', (c) => c.notNull())
      .addColumn('status', 'varchar(10)', (c) =>
        c.notNull().defaultTo('pending').check(kit.oneOf('status', STATUSES)),
      )
      .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('lastError', 'varchar(1000)')
      .addColumn('relatedModule', 'varchar(60)')
      .addColumn('relatedId', 'integer');
    table = kit.timestamp(table, 'nextAttemptAt', (c) => c.notNull());
    table = kit.timestamp(table, 'createdAt', (c) => c.notNull());
    await kit.timestamp(table, 'sentAt').execute();
    // The worker's claim: due pending mails, oldest first.
    await db.schema
      .createIndex('mail_outbox_due')
      .on('mail_outbox')
      .columns(['status', 'nextAttemptAt'])
      .execute();
    // Delivery status of a record's mails (an inquiry's notification and auto-reply).
    await db.schema
      .createIndex('mail_outbox_related')
      .on('mail_outbox')
      .columns(['relatedModule', 'relatedId'])
      .execute();
  },
} satisfies ProjectMigration;
