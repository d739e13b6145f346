import type { ProjectMigration } from '../migration-kit';

/**
 * New fields of module "inquiries": language, written by `npm run db:migration inquiries`. The
 * language a visitor used on the site, for the e-mails their lead gets; leads already there came
 * through the English site.
 */
export default {
  async up(db, kit) {
    await db.schema
      .alterTable('inquiries')
      .addColumn('language', 'varchar(2)', (c) =>
        c
          .notNull()
          .defaultTo('en')
          .check(kit.oneOf('language', ['en', 'es'])),
      )
      .execute();
  },
  async down(db) {
    await db.schema.alterTable('inquiries').dropColumn('language').execute();
  },
} satisfies ProjectMigration;
