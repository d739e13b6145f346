import type { ProjectMigration } from '../migration-kit';

export default {
  async up(db, kit) {
    let table = kit.id(db.schema.createTable('sliders'));
    table = table
      .addColumn('title', 'varchar(120)', (c) => c.notNull())
      .addColumn('subtitle', 'varchar(300)')
      .addColumn('buttonText', 'varchar(40)')
      .addColumn('buttonLink', 'varchar(500)');
    table = kit.image(table, 'imageId');
    table = kit.boolean(table, 'active', true);
    table = kit.sortOrder(table);
    await kit.timestamps(table).execute();
  },
} satisfies ProjectMigration;
