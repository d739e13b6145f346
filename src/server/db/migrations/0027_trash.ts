import type { ProjectMigration } from '../migration-kit';

/**
 * Deleted content records, kept whole for 30 days so they can be restored with their id, fields and
 * references. The record leaves its own table, so lists, the public site and reference checks never
 * see it; `record` holds it as the API returned it (engine-neutral JSON).
 */
export default {
  async up(db, kit) {
    let table = kit.id(db.schema.createTable('trash'));
    table = table
      .addColumn('module', 'varchar(60)', (c) => c.notNull())
      .addColumn('recordId', 'integer', (c) => c.notNull())
      .addColumn('title', 'varchar(300)', (c) => c.notNull())
      .addColumn('deletedBy', 'integer', (c) => c.references('users.id').onDelete('set null'));
    table = kit.json(table, 'record', (c) => c.notNull());
    await kit.timestamp(table, 'deletedAt', (c) => c.notNull()).execute();
    // One entry per record: a record comes back before it can be deleted again.
    await db.schema
      .createIndex('trash_record')
      .unique()
      .on('trash')
      .columns(['module', 'recordId'])
      .execute();
    // The list (newest first) and the purge of entries past their 30 days.
    await db.schema.createIndex('trash_deleted_at').on('trash').column('deletedAt').execute();
  },
} satisfies ProjectMigration;
