import type { ProjectMigration } from '../migration-kit';

const PLACEMENTS = ['all', 'home', 'services', 'products', 'blog', 'contact'];

export default {
  async up(db, kit) {
    let table = kit.id(db.schema.createTable('banners'));
    table = table
      .addColumn('title', 'varchar(120)', (c) => c.notNull())
      .addColumn('text', 'varchar(500)')
      .addColumn('link', 'varchar(500)')
      .addColumn('placement', 'varchar(16)', (c) => c.notNull().check(kit.oneOf('placement', PLACEMENTS)));
    table = kit.image(table, 'imageId');
    table = kit.timestamp(table, 'startsAt');
    table = kit.timestamp(table, 'endsAt');
    table = kit.boolean(table, 'active', true);
    await kit.timestamps(table).execute();
  },
} satisfies ProjectMigration;
