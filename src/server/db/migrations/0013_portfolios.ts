import type { ProjectMigration } from '../migration-kit';

const CATEGORIES = ['residential', 'commercial', 'industrial', 'multifamily'];

export default {
  async up(db, kit) {
    let table = kit.id(db.schema.createTable('portfolios'));
    table = table
      .addColumn('title', 'varchar(160)', (c) => c.notNull())
      .addColumn('slug', 'varchar(120)', (c) => c.notNull().unique())
      .addColumn('location', 'varchar(120)')
      .addColumn('category', 'varchar(16)', (c) => c.check(kit.oneOf('category', CATEGORIES)))
      .addColumn('description', 'text');
    table = kit.json(table, 'imageIds', (c) => c.notNull());
    table = kit.date(table, 'completedAt');
    table = kit.boolean(table, 'featured', false);
    table = kit.boolean(table, 'published', true);
    await kit.timestamps(table).execute();
  },
} satisfies ProjectMigration;
