import type { ProjectMigration } from '../migration-kit';

/** One row per settings page (home page, about page, analytics code, e-mail). */
export default {
  async up(db, kit) {
    let table = db.schema.createTable('settings').addColumn('key', 'varchar(40)', (c) => c.primaryKey());
    table = kit.json(table, 'value', (c) => c.notNull());
    await kit.timestamp(table, 'updatedAt', (c) => c.notNull()).execute();
  },
} satisfies ProjectMigration;
