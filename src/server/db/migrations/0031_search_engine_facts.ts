import type { ProjectMigration } from '../migration-kit';

/**
 * What search engines ask of the structured data that the data did not hold: the day a job stops
 * taking applications (`JobPosting.validThrough`), a picture of each camera package (a `Product`
 * has an image) and the brand of a product (empty: the business's own). All three may stay empty,
 * so existing rows need no value.
 */
export default {
  async up(db) {
    // A calendar date (`YYYY-MM-DD`), as text on both engines like every date column.
    await db.schema.alterTable('jobs').addColumn('closesOn', 'varchar(10)').execute();
    await db.schema
      .alterTable('cctv_packages')
      .addColumn('imageId', 'integer', (c) => c.references('media.id').onDelete('restrict'))
      .execute();
    await db.schema.alterTable('products').addColumn('brand', 'varchar(80)').execute();
  },
  async down(db) {
    await db.schema.alterTable('products').dropColumn('brand').execute();
    await db.schema.alterTable('cctv_packages').dropColumn('imageId').execute();
    await db.schema.alterTable('jobs').dropColumn('closesOn').execute();
  },
} satisfies ProjectMigration;
