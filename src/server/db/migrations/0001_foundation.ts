import type { ProjectMigration } from '../migration-kit';

/** Users, the activity log, the media library, installation facts and the shared rate-limit counters. */
export default {
  async up(db, kit) {
    let users = kit.id(db.schema.createTable('users'));
    users = users
      .addColumn('email', 'varchar(254)', (c) => c.notNull())
      .addColumn('firstName', 'varchar(80)', (c) => c.notNull())
      .addColumn('lastName', 'varchar(80)', (c) => c.notNull())
      .addColumn('role', 'varchar(16)', (c) => c.notNull().check(kit.oneOf('role', ['admin', 'editor'])))
      .addColumn('passwordHash', 'varchar(255)', (c) => c.notNull())
      .addColumn('tokenVersion', 'integer', (c) => c.notNull().defaultTo(0));
    users = kit.boolean(users, 'active', true);
    await kit.timestamps(users).execute();
    await kit.uniqueLower(db, 'users_email_unique', 'users', 'email');

    let activity = kit.id(db.schema.createTable('activity_log'));
    activity = activity
      .addColumn('userId', 'integer', (c) => c.references('users.id').onDelete('set null'))
      .addColumn('module', 'varchar(60)', (c) => c.notNull())
      .addColumn('recordId', 'integer')
      .addColumn('action', 'varchar(30)', (c) => c.notNull())
      .addColumn('changedFields', 'text')
      .addColumn('ip', 'varchar(64)');
    await kit.timestamp(activity, 'createdAt', (c) => c.notNull()).execute();
    await db.schema
      .createIndex('activity_log_user')
      .on('activity_log')
      .columns(['userId', 'createdAt'])
      .execute();
    await db.schema.createIndex('activity_log_created').on('activity_log').column('createdAt').execute();

    let media = kit.id(db.schema.createTable('media'));
    media = media
      .addColumn('storageKey', 'varchar(120)', (c) => c.notNull().unique())
      .addColumn('mimeType', 'varchar(60)', (c) => c.notNull())
      .addColumn('width', 'integer', (c) => c.notNull())
      .addColumn('height', 'integer', (c) => c.notNull())
      .addColumn('sizeBytes', 'integer', (c) => c.notNull())
      .addColumn('alt', 'varchar(300)', (c) => c.notNull().defaultTo(''));
    media = kit.json(media, 'variants', (c) => c.notNull());
    await kit.timestamps(media).execute();

    // Small facts about the installation, e.g. which modules have received their demo content.
    await db.schema
      .createTable('app_meta')
      .addColumn('key', 'varchar(120)', (c) => c.primaryKey())
      .addColumn('value', 'text', (c) => c.notNull())
      .execute();

    // Shape required by rate-limiter-flexible's SQLite and PostgreSQL stores.
    await db.schema
      .createTable('rate_limits')
      .addColumn('key', 'varchar(255)', (c) => c.primaryKey())
      .addColumn('points', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('expire', 'bigint')
      .execute();
  },
} satisfies ProjectMigration;
