import type { ProjectMigration } from '../migration-kit';

/** Single-use password-reset links: only a SHA-256 hash of each token is kept. */
export default {
  async up(db, kit) {
    let table = kit.id(db.schema.createTable('password_resets'));
    table = table
      .addColumn('userId', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('tokenHash', 'varchar(64)', (c) => c.notNull().unique());
    table = kit.timestamp(table, 'expiresAt', (c) => c.notNull());
    table = kit.timestamp(table, 'usedAt');
    await kit.timestamp(table, 'createdAt', (c) => c.notNull()).execute();
    await db.schema.createIndex('password_resets_user').on('password_resets').column('userId').execute();
  },
} satisfies ProjectMigration;
