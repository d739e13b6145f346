import type { ProjectMigration } from '../migration-kit';

export default {
  async up(db, kit) {
    let table = kit.id(db.schema.createTable('cctv_monitoring'));
    table = table
      .addColumn('title', 'varchar(120)', (c) => c.notNull())
      .addColumn('slug', 'varchar(120)', (c) => c.notNull().unique())
      .addColumn('summary', 'varchar(300)', (c) => c.notNull())
      .addColumn('body', 'text')
      .addColumn('priceMonthlyCents', 'integer');
    table = kit.json(table, 'features', (c) => c.notNull());
    table = kit.image(table, 'imageId');
    table = kit.boolean(table, 'published', true);
    table = kit.sortOrder(table);
    await kit.timestamps(table).execute();
  },
} satisfies ProjectMigration;
