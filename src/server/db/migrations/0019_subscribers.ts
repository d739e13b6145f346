import type { ProjectMigration } from '../migration-kit';

export default {
  async up(db, kit) {
    let table = kit.id(db.schema.createTable('subscribers'));
    table = table
      .addColumn('email', 'varchar(254)', (c) => c.notNull())
      .addColumn('status', 'varchar(16)', (c) =>
        c.notNull().check(kit.oneOf('status', ['subscribed', 'unsubscribed'])),
      )
      .addColumn('source', 'varchar(120)');
    // The one-click unsubscribe link of every e-mail carries it.
    table = kit.randomToken(table, 'unsubscribeToken');
    await kit.timestamps(table).execute();
    await kit.uniqueLower(db, 'subscribers_email_unique', 'subscribers', 'email');
    await db.schema.createIndex('subscribers_created').on('subscribers').column('createdAt').execute();
  },
} satisfies ProjectMigration;
