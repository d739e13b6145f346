import type { ProjectMigration } from '../migration-kit';

/**
 * Preview links handed out to staff, so they can be listed and revoked. Only a SHA-256 hash of each
 * link's token is kept. `issuerTokenVersion` is the issuer's token version at the time: a password
 * change or deactivation moves it on, and the issuer's links stop working with their sessions.
 */
export default {
  async up(db, kit) {
    let table = kit.id(db.schema.createTable('preview_links'));
    table = table
      .addColumn('module', 'varchar(60)', (c) => c.notNull())
      .addColumn('recordId', 'integer', (c) => c.notNull())
      .addColumn('issuedBy', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('issuerTokenVersion', 'integer', (c) => c.notNull())
      .addColumn('tokenHash', 'varchar(64)', (c) => c.notNull().unique());
    table = kit.timestamp(table, 'expiresAt', (c) => c.notNull());
    await kit.timestamp(table, 'createdAt', (c) => c.notNull()).execute();
    await db.schema
      .createIndex('preview_links_record')
      .on('preview_links')
      .columns(['module', 'recordId'])
      .execute();
    await db.schema.createIndex('preview_links_issuer').on('preview_links').column('issuedBy').execute();
  },
} satisfies ProjectMigration;
