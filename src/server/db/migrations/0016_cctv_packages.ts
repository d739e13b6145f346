import type { ProjectMigration } from '../migration-kit';

export default {
  async up(db, kit) {
    let table = kit.id(db.schema.createTable('cctv_packages'));
    table = table
      .addColumn('name', 'varchar(80)', (c) => c.notNull())
      .addColumn('cameraCount', 'integer', (c) => c.notNull())
      .addColumn('resolution', 'varchar(60)')
      .addColumn('storage', 'varchar(60)')
      .addColumn('priceCents', 'integer', (c) => c.notNull())
      .addColumn('priceNote', 'varchar(120)');
    table = kit.json(table, 'features', (c) => c.notNull());
    table = kit.boolean(table, 'popular', false);
    table = kit.boolean(table, 'published', true);
    table = kit.sortOrder(table);
    await kit.timestamps(table).execute();
  },
} satisfies ProjectMigration;
