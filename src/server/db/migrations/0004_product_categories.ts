import type { ProjectMigration } from '../migration-kit';

export default {
  async up(db, kit) {
    let table = kit.id(db.schema.createTable('product_categories'));
    table = table
      .addColumn('name', 'varchar(120)', (c) => c.notNull())
      .addColumn('slug', 'varchar(120)', (c) => c.notNull().unique())
      .addColumn('description', 'varchar(1000)')
      .addColumn('parentId', 'integer', (c) => c.references('product_categories.id').onDelete('restrict'));
    table = kit.image(table, 'imageId');
    table = kit.boolean(table, 'published', true);
    table = kit.sortOrder(table);
    await kit.timestamps(table).execute();
    await db.schema
      .createIndex('product_categories_parent')
      .on('product_categories')
      .column('parentId')
      .execute();
  },
} satisfies ProjectMigration;
