import type { ProjectMigration } from '../migration-kit';

const EMPLOYMENT_TYPES = ['full-time', 'part-time', 'contract'];

export default {
  async up(db, kit) {
    let table = kit.id(db.schema.createTable('jobs'));
    table = table
      .addColumn('title', 'varchar(160)', (c) => c.notNull())
      .addColumn('slug', 'varchar(120)', (c) => c.notNull().unique())
      .addColumn('location', 'varchar(120)', (c) => c.notNull())
      .addColumn('employmentType', 'varchar(16)', (c) =>
        c.notNull().check(kit.oneOf('employmentType', EMPLOYMENT_TYPES)),
      )
      .addColumn('description', 'text', (c) => c.notNull())
      .addColumn('requirements', 'text')
      .addColumn('salaryRange', 'varchar(80)');
    table = kit.boolean(table, 'active', true);
    table = kit.date(table, 'postedAt');
    await kit.timestamps(table).execute();
  },
} satisfies ProjectMigration;
