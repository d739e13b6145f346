import type { ProjectMigration } from '../migration-kit';

export default {
  async up(db, kit) {
    let table = kit.id(db.schema.createTable('faqs'));
    table = table
      .addColumn('question', 'varchar(250)', (c) => c.notNull())
      .addColumn('answer', 'text', (c) => c.notNull())
      .addColumn('category', 'varchar(80)')
      .addColumn('sortOrder', 'integer', (c) => c.notNull().defaultTo(0));
    table = kit.boolean(table, 'published', true);
    await kit.timestamps(table).execute();
    await db.schema.createIndex('faqs_sort').on('faqs').column('sortOrder').execute();
  },
} satisfies ProjectMigration;
