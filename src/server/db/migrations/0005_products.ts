import type { ProjectMigration } from '../migration-kit';

export default {
  async up(db, kit) {
    let table = kit.id(db.schema.createTable('products'));
    table = table
      .addColumn('name', 'varchar(160)', (c) => c.notNull())
      .addColumn('slug', 'varchar(120)', (c) => c.notNull().unique())
      .addColumn('categoryId', 'integer', (c) =>
        c.notNull().references('product_categories.id').onDelete('restrict'),
      )
      .addColumn('sku', 'varchar(60)')
      .addColumn('summary', 'varchar(300)')
      .addColumn('description', 'text')
      .addColumn('priceCents', 'integer')
      .addColumn('seoTitle', 'varchar(70)')
      .addColumn('seoDescription', 'varchar(160)');
    table = kit.json(table, 'specs', (c) => c.notNull());
    table = kit.json(table, 'imageIds', (c) => c.notNull());
    table = kit.boolean(table, 'featured', false);
    table = kit.boolean(table, 'published', true);
    table = kit.sortOrder(table);
    await kit.timestamps(table).execute();
    await db.schema.createIndex('products_category').on('products').column('categoryId').execute();
  },
} satisfies ProjectMigration;
