import type { ProjectMigration } from '../migration-kit';

const AUDIENCES = ['homes', 'businesses', 'all'];

/**
 * Whom a CCTV package or a monitoring plan is for: the instant estimate quotes a business from
 * business packages and plans, a home from home ones. Rows already there are for everyone.
 */
export default {
  async up(db, kit) {
    for (const table of ['cctv_packages', 'cctv']) {
      await db.schema
        .alterTable(table)
        .addColumn('audience', 'varchar(16)', (c) =>
          c.notNull().defaultTo('all').check(kit.oneOf('audience', AUDIENCES)),
        )
        .execute();
    }
  },
  async down(db) {
    for (const table of ['cctv', 'cctv_packages'])
      await db.schema.alterTable(table).dropColumn('audience').execute();
  },
} satisfies ProjectMigration;
