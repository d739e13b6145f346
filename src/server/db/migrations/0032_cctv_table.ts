import type { ProjectMigration } from '../migration-kit';

/**
 * The CCTV monitoring module's table takes the module's key, as every other module's table does
 * (`cctv-packages` → `cctv_packages`). Its rows, ids, indexes and constraints stay; trash, revisions,
 * preview links and the activity log name the module by key, which does not change. A backup taken
 * before this step names the old table: see `renamed-tables.ts`.
 */
export default {
  async up(db, kit) {
    await kit.renameTable(db, 'cctv_monitoring', 'cctv');
  },
  async down(db, kit) {
    await kit.renameTable(db, 'cctv', 'cctv_monitoring');
  },
} satisfies ProjectMigration;
