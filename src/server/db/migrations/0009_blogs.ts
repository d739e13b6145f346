import type { ProjectMigration } from '../migration-kit';

export default {
  async up(db, kit) {
    let table = kit.id(db.schema.createTable('blogs'));
    table = table
      .addColumn('title', 'varchar(160)', (c) => c.notNull())
      .addColumn('slug', 'varchar(120)', (c) => c.notNull().unique())
      .addColumn('excerpt', 'varchar(400)')
      .addColumn('body', 'text', (c) => c.notNull())
      .addColumn('author', 'varchar(80)')
      .addColumn('status', 'varchar(16)', (c) =>
        c.notNull().check(kit.oneOf('status', ['draft', 'published'])),
      )
      .addColumn('seoTitle', 'varchar(70)')
      .addColumn('seoDescription', 'varchar(160)');
    table = kit.image(table, 'coverImageId');
    table = kit.json(table, 'tags', (c) => c.notNull());
    table = kit.timestamp(table, 'publishedAt');
    await kit.timestamps(table).execute();
    await db.schema
      .createIndex('blogs_status_published')
      .on('blogs')
      .columns(['status', 'publishedAt'])
      .execute();
  },
} satisfies ProjectMigration;
