import type { ProjectMigration } from '../migration-kit';

/**
 * Where each lead came from and what a won one is worth: the inquiry fields of a visit's first touch
 * (landing page, referrer, UTM tags, an ad's click id) and the job's value, all optional so existing
 * rows need none. And `contact_taps`: how many click-to-call and click-to-text links were tapped per
 * Los Angeles day, page and kind; counts only, never who tapped (no address, no cookie).
 */
export default {
  async up(db, kit) {
    await db.schema.alterTable('inquiries').addColumn('landingPage', 'varchar(500)').execute();
    await db.schema.alterTable('inquiries').addColumn('referrer', 'varchar(500)').execute();
    await db.schema.alterTable('inquiries').addColumn('utmSource', 'varchar(150)').execute();
    await db.schema.alterTable('inquiries').addColumn('utmMedium', 'varchar(150)').execute();
    await db.schema.alterTable('inquiries').addColumn('utmCampaign', 'varchar(150)').execute();
    await db.schema.alterTable('inquiries').addColumn('utmTerm', 'varchar(150)').execute();
    await db.schema.alterTable('inquiries').addColumn('utmContent', 'varchar(150)').execute();
    await db.schema
      .alterTable('inquiries')
      .addColumn('clickIdType', 'varchar(7)', (c) =>
        c.check(kit.oneOf('clickIdType', ['gclid', 'gbraid', 'wbraid', 'msclkid', 'fbclid'])),
      )
      .execute();
    await db.schema.alterTable('inquiries').addColumn('clickId', 'varchar(300)').execute();
    await db.schema.alterTable('inquiries').addColumn('wonValueCents', 'integer').execute();

    await kit
      .id(db.schema.createTable('contact_taps'))
      // A Los Angeles calendar date (`YYYY-MM-DD`), as text on both engines like every date column.
      .addColumn('day', 'varchar(10)', (c) => c.notNull())
      .addColumn('path', 'varchar(300)', (c) => c.notNull())
      .addColumn('kind', 'varchar(4)', (c) => c.notNull().check(kit.oneOf('kind', ['call', 'text'])))
      .addColumn('count', 'integer', (c) => c.notNull().defaultTo(0))
      .addUniqueConstraint('contact_taps_day_path_kind', ['day', 'path', 'kind'])
      .execute();
  },
  async down(db) {
    await db.schema.dropTable('contact_taps').execute();
    await db.schema.alterTable('inquiries').dropColumn('wonValueCents').execute();
    await db.schema.alterTable('inquiries').dropColumn('clickId').execute();
    await db.schema.alterTable('inquiries').dropColumn('clickIdType').execute();
    await db.schema.alterTable('inquiries').dropColumn('utmContent').execute();
    await db.schema.alterTable('inquiries').dropColumn('utmTerm').execute();
    await db.schema.alterTable('inquiries').dropColumn('utmCampaign').execute();
    await db.schema.alterTable('inquiries').dropColumn('utmMedium').execute();
    await db.schema.alterTable('inquiries').dropColumn('utmSource').execute();
    await db.schema.alterTable('inquiries').dropColumn('referrer').execute();
    await db.schema.alterTable('inquiries').dropColumn('landingPage').execute();
  },
} satisfies ProjectMigration;
