import type { ProjectMigration } from '../migration-kit';

export default {
  async up(db, kit) {
    let table = kit.id(db.schema.createTable('contents'));
    table = table
      .addColumn('title', 'varchar(160)', (c) => c.notNull())
      .addColumn('slug', 'varchar(120)', (c) => c.notNull().unique())
      .addColumn('body', 'text', (c) => c.notNull())
      .addColumn('seoTitle', 'varchar(70)')
      .addColumn('seoDescription', 'varchar(160)');
    table = kit.boolean(table, 'published', true);
    await kit.timestamps(table).execute();
  },
} satisfies ProjectMigration;
