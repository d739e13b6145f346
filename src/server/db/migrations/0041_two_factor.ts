import type { ProjectMigration } from '../migration-kit';

/**
 * Two-factor sign-in: one row per staff account that set up an authenticator app (its key, encrypted
 * with the site's secret; `enabledAt` empty while the set-up waits for its first code), and the
 * account's one-use recovery codes, kept only as hashes.
 */
export default {
  async up(db, kit) {
    let factors = db.schema
      .createTable('two_factor')
      .addColumn('userId', 'integer', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
      .addColumn('secret', 'varchar(300)', (c) => c.notNull())
      // The last 30-second step whose code signed in: a code is accepted once.
      .addColumn('lastUsedStep', 'integer');
    factors = kit.timestamp(factors, 'enabledAt');
    // When the last sign-in passed its second step: a challenge issued before then is used up.
    factors = kit.timestamp(factors, 'lastVerifiedAt');
    await kit.timestamp(factors, 'createdAt', (c) => c.notNull()).execute();

    let codes = kit.id(db.schema.createTable('recovery_codes'));
    codes = codes
      .addColumn('userId', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('codeHash', 'varchar(64)', (c) => c.notNull());
    codes = kit.timestamp(codes, 'usedAt');
    await kit.timestamp(codes, 'createdAt', (c) => c.notNull()).execute();
    await db.schema.createIndex('recovery_codes_user').on('recovery_codes').column('userId').execute();
  },
  async down(db) {
    await db.schema.dropTable('recovery_codes').execute();
    await db.schema.dropTable('two_factor').execute();
  },
} satisfies ProjectMigration;
