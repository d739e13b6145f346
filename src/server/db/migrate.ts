import 'server-only';
import { type Migration, Migrator } from 'kysely/migration';
import type { Database } from './engine';
import { migrationKit } from './migration-kit';
import { migrations } from './migrations';

/** Applies every pending migration, each exactly once, in one transaction per migration. */
export async function migrateToLatest(database: Database): Promise<string[]> {
  const kit = migrationKit(database.engine);
  const provider = {
    getMigrations: async () =>
      Object.fromEntries(
        Object.entries(migrations).map(([name, migration]): [string, Migration] => [
          name,
          {
            up: (db) => migration.up(db, kit),
            down: migration.down ? (db) => migration.down!(db, kit) : undefined,
          },
        ]),
      ),
  };
  const migrator = new Migrator({ db: database.db, provider });
  const { error, results } = await migrator.migrateToLatest();
  if (error) {
    const failed = results?.find((result) => result.status === 'Error')?.migrationName ?? 'unknown';
    throw new Error(`Migration ${failed} failed: ${error instanceof Error ? error.message : String(error)}`, {
      cause: error,
    });
  }
  return (results ?? [])
    .filter((result) => result.status === 'Success')
    .map((result) => result.migrationName);
}
