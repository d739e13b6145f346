import type { ProjectMigration } from '../migration-kit';

/**
 * The instant estimate a visitor asks with, kept on the inquiry as the quote the site worked out
 * (label/value rows, a JSON list like a product's specifications). Existing inquiries have none.
 * The estimate rules themselves are a settings page: a row of `settings`, no table.
 */
export default {
  async up(db, kit) {
    await db.schema
      .alterTable('inquiries')
      .addColumn('estimate', kit.types.json, (c) => c.notNull().defaultTo('[]'))
      .execute();
  },
  async down(db) {
    await db.schema.alterTable('inquiries').dropColumn('estimate').execute();
  },
} satisfies ProjectMigration;
