import type { ProjectMigration } from '../migration-kit';

/**
 * Earlier versions of content records: each save that changes a record keeps the version it
 * replaced, so it can be compared with the current one and restored. `activityId` ties a version
 * to the activity-log entry of the save that replaced it.
 */
export default {
  async up(db, kit) {
    let table = kit.id(db.schema.createTable('revisions'));
    table = table
      .addColumn('module', 'varchar(60)', (c) => c.notNull())
      .addColumn('recordId', 'integer', (c) => c.notNull())
      .addColumn('changedFields', 'text')
      .addColumn('userId', 'integer', (c) => c.references('users.id').onDelete('set null'))
      .addColumn('activityId', 'integer', (c) => c.references('activity_log.id').onDelete('set null'));
    table = kit.json(table, 'record', (c) => c.notNull());
    await kit.timestamp(table, 'createdAt', (c) => c.notNull()).execute();
    await db.schema
      .createIndex('revisions_record')
      .on('revisions')
      .columns(['module', 'recordId', 'id'])
      .execute();
    await db.schema.createIndex('revisions_activity').on('revisions').column('activityId').execute();
  },
} satisfies ProjectMigration;
