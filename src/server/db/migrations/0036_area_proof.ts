import type { ProjectMigration } from '../migration-kit';

/**
 * Local proof: the city where a project was done or a review was written (matched to the served
 * cities by its slug, so no lookup table), the main service a project was (a single reference: the
 * kit has no list of references, and a project is usually one kind of job), and a project's
 * optional before/after pictures. Every column may stay empty, so existing rows need no value.
 */
export default {
  async up(db) {
    await db.schema.alterTable('portfolios').addColumn('city', 'varchar(80)').execute();
    await db.schema
      .alterTable('portfolios')
      .addColumn('serviceId', 'integer', (c) => c.references('services.id').onDelete('restrict'))
      .execute();
    await db.schema
      .alterTable('portfolios')
      .addColumn('beforeImageId', 'integer', (c) => c.references('media.id').onDelete('restrict'))
      .execute();
    await db.schema
      .alterTable('portfolios')
      .addColumn('afterImageId', 'integer', (c) => c.references('media.id').onDelete('restrict'))
      .execute();
    await db.schema.createIndex('portfolios_service_id').on('portfolios').column('serviceId').execute();
    await db.schema.alterTable('reviews').addColumn('city', 'varchar(80)').execute();
  },
  async down(db) {
    await db.schema.alterTable('reviews').dropColumn('city').execute();
    await db.schema.dropIndex('portfolios_service_id').execute();
    await db.schema.alterTable('portfolios').dropColumn('afterImageId').execute();
    await db.schema.alterTable('portfolios').dropColumn('beforeImageId').execute();
    await db.schema.alterTable('portfolios').dropColumn('serviceId').execute();
    await db.schema.alterTable('portfolios').dropColumn('city').execute();
  },
} satisfies ProjectMigration;
