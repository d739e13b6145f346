import type { ProjectMigration } from '../migration-kit';

const STATUSES = ['new', 'contacted', 'quoted', 'won', 'lost', 'spam'];
const PROPERTY_TYPES = ['residential', 'commercial', 'industrial', 'multifamily', 'other'];

export default {
  async up(db, kit) {
    let table = kit.id(db.schema.createTable('inquiries'));
    table = table
      .addColumn('name', 'varchar(120)', (c) => c.notNull())
      .addColumn('email', 'varchar(254)', (c) => c.notNull())
      .addColumn('phone', 'varchar(30)')
      .addColumn('service', 'varchar(120)')
      .addColumn('propertyType', 'varchar(16)', (c) => c.check(kit.oneOf('propertyType', PROPERTY_TYPES)))
      .addColumn('message', 'varchar(5000)', (c) => c.notNull())
      .addColumn('address', 'varchar(200)')
      .addColumn('postalCode', 'varchar(10)')
      .addColumn('sourcePath', 'varchar(300)')
      .addColumn('status', 'varchar(16)', (c) => c.notNull().check(kit.oneOf('status', STATUSES)))
      .addColumn('staffNotes', 'varchar(10000)');
    table = kit.date(table, 'preferredDate');
    await kit.timestamps(table).execute();
    await db.schema
      .createIndex('inquiries_status_created')
      .on('inquiries')
      .columns(['status', 'createdAt'])
      .execute();
    await db.schema.createIndex('inquiries_created').on('inquiries').column('createdAt').execute();
    await db.schema.createIndex('inquiries_preferred_date').on('inquiries').column('preferredDate').execute();
  },
} satisfies ProjectMigration;
