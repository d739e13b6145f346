import type { ProjectMigration } from '../migration-kit';

const SOURCES = ['google', 'yelp', 'facebook', 'direct'];

export default {
  async up(db, kit) {
    let table = kit.id(db.schema.createTable('reviews'));
    table = table
      .addColumn('author', 'varchar(80)', (c) => c.notNull())
      .addColumn('location', 'varchar(120)')
      .addColumn('rating', 'integer', (c) => c.notNull().check(kit.between('rating', 1, 5)))
      .addColumn('text', 'varchar(3000)', (c) => c.notNull())
      .addColumn('source', 'varchar(16)', (c) => c.check(kit.oneOf('source', SOURCES)));
    table = kit.image(table, 'photoId');
    table = kit.date(table, 'reviewedAt');
    table = kit.boolean(table, 'published', true);
    table = kit.sortOrder(table);
    await kit.timestamps(table).execute();
  },
} satisfies ProjectMigration;
