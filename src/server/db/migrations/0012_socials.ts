import type { ProjectMigration } from '../migration-kit';

const PLATFORMS = [
  'facebook',
  'instagram',
  'x',
  'youtube',
  'linkedin',
  'tiktok',
  'yelp',
  'google',
  'nextdoor',
];

export default {
  async up(db, kit) {
    let table = kit.id(db.schema.createTable('socials'));
    table = table
      .addColumn('platform', 'varchar(16)', (c) => c.notNull().check(kit.oneOf('platform', PLATFORMS)))
      .addColumn('url', 'varchar(500)', (c) => c.notNull());
    table = kit.boolean(table, 'active', true);
    table = kit.sortOrder(table);
    await kit.timestamps(table).execute();
  },
} satisfies ProjectMigration;
