import type { ProjectMigration } from '../migration-kit';

/**
 * Trust at a glance: the equipment brands a CCTV package is built from (a list, empty for the
 * packages already there). The public review rating and the text number are Home page settings,
 * stored with the other settings, so they need no column.
 */
export default {
  async up(db, kit) {
    await db.schema
      .alterTable('cctv_packages')
      .addColumn('brands', kit.types.json, (c) => c.notNull().defaultTo('[]'))
      .execute();
  },
  async down(db) {
    await db.schema.alterTable('cctv_packages').dropColumn('brands').execute();
  },
} satisfies ProjectMigration;
