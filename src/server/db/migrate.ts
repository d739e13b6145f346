import 'server-only';
import { type Migration, type MigrationResultSet, Migrator } from 'kysely/migration';
import type { Database } from './engine';
import { migrationKit } from './migration-kit';
import { migrations } from './migrations';

function migratorOf(database: Database) {
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
  return new Migrator({ db: database.db, provider });
}

function appliedOrThrow({ error, results }: MigrationResultSet): string[] {
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

/** Applies every pending migration, each exactly once, in one transaction per migration. */
export async function migrateToLatest(database: Database): Promise<string[]> {
  return appliedOrThrow(await migratorOf(database).migrateToLatest());
}

/** Applies the pending migrations up to and including `name` (a restore loads rows at their schema). */
export async function migrateTo(database: Database, name: string): Promise<string[]> {
  return appliedOrThrow(await migratorOf(database).migrateTo(name));
}

/** The names of the migrations this database has had, in order: its schema version. */
export async function appliedMigrations(database: Database): Promise<string[]> {
  const all = await migratorOf(database).getMigrations();
  return all.filter((migration) => migration.executedAt !== undefined).map((migration) => migration.name);
}

/** Every migration this code knows, in order. */
export const knownMigrations = (): string[] => Object.keys(migrations);
