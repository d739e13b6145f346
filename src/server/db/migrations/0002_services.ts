import type { ProjectMigration } from '../migration-kit';

export default {
  async up(db, kit) {
    let table = kit.id(db.schema.createTable('services'));
    table = table
      .addColumn('title', 'varchar(120)', (c) => c.notNull())
      .addColumn('slug', 'varchar(120)', (c) => c.notNull().unique())
      .addColumn('summary', 'varchar(300)', (c) => c.notNull())
      .addColumn('body', 'text')
      .addColumn('icon', 'varchar(60)')
      .addColumn('imageId', 'integer', (c) => c.references('media.id').onDelete('restrict'))
      .addColumn('sortOrder', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('seoTitle', 'varchar(70)')
      .addColumn('seoDescription', 'varchar(160)');
    table = kit.boolean(table, 'featured', false);
    table = kit.boolean(table, 'published', true);
    await kit.timestamps(table).execute();
    await db.schema.createIndex('services_sort').on('services').column('sortOrder').execute();
  },
} satisfies ProjectMigration;
