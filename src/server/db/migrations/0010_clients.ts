import type { ProjectMigration } from '../migration-kit';

export default {
  async up(db, kit) {
    let table = kit.id(db.schema.createTable('clients'));
    table = table.addColumn('name', 'varchar(120)', (c) => c.notNull()).addColumn('website', 'varchar(500)');
    table = kit.image(table, 'logoId');
    table = kit.boolean(table, 'active', true);
    table = kit.sortOrder(table);
    await kit.timestamps(table).execute();
  },
} satisfies ProjectMigration;
